#!/usr/bin/env node
// The storefront's half of the offline deploy proof (docs/deploy.md). No Google
// credentials: it builds the storefront the way Firebase App Hosting does and serves the result.
//   1. apps/storefront/apphosting.yaml: a runConfig with cpu, memory, concurrency and max instances;
//      every NEXT_PUBLIC_* value available at build time.
//   2. Next's version read as App Hosting's buildpack reads it (the lockfile's root importer, then
//      the app's package.json) passes the adapter's own version check: a `catalog:` specifier fails.
//   3. @apphosting/adapter-nextjs builds in monorepo mode (turbo, GOOGLE_BUILDABLE=apps/storefront)
//      with the file's values, placeholders replaced by production-like ones (never demo-).
//   4. The standalone server.js the adapter leaves answers the home page and a product route.
//   5. No built file the browser downloads holds an emulator address or a demo- project id.
// Run it alone with `npm run deploy-check:storefront`; `npm test` runs it beside the integration
// tests (it leaves a production build in apps/storefront/.next; the journeys' build is .next-test).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APP_DIR = 'apps/storefront';
const APP_PACKAGE = '@voltia/storefront';
const PLACEHOLDER = 'REEMPLAZAR';

/** Production-like values for the placeholders of apphosting.yaml, by variable. */
export const CHECK_VALUES = {
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'voltia-deploy-check',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaDeployCheckNotARealKey000000000000',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'voltia-deploy-check.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:000000000000:web:0000deploycheck',
  NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: 'distribuidora-de-prueba.com.mx',
};

/** What a browser-downloaded file must never hold in a deployed build. */
export const FORBIDDEN_IN_BUNDLES = [
  { name: 'a loopback emulator address', pattern: /(?:127\.0\.0\.1|localhost|0\.0\.0\.0):\d{2,5}/ },
  // The Firebase SDK's own "demo-project" (the default of its mock user tokens) is not a project
  // this build points at; any other demo- id would be.
  { name: 'a demo- project id', pattern: /["'`/]demo-(?!project["'])[a-z0-9-]+["'`/]/ },
];

/**
 * The environment of the machine minus what a test run sets for itself: `npm test` runs this check
 * inside the emulators (their addresses and project) and builds the journeys' storefront elsewhere
 * (NEXT_DIST_DIR). App Hosting's build has none of them.
 */
export function withoutTestRunEnv(env) {
  const TEST_RUN = ['NEXT_DIST_DIR', 'GCLOUD_PROJECT', 'FIREBASE_CONFIG', 'FIREBASE_EMULATOR_HUB'];
  return Object.fromEntries(
    Object.entries(env).filter(
      ([key]) => !TEST_RUN.includes(key) && !key.endsWith('_EMULATOR_HOST') && !key.endsWith('_EMULATOR_ORIGIN'),
    ),
  );
}

/** Problems of apphosting.yaml's shape: runConfig and build-time public values. */
export function appHostingYamlProblems(config) {
  const problems = [];
  const run = config?.runConfig ?? {};
  for (const key of ['cpu', 'memoryMiB', 'concurrency', 'maxInstances']) {
    if (typeof run[key] !== 'number' || run[key] <= 0) problems.push(`runConfig.${key} must be a positive number`);
  }
  const env = Array.isArray(config?.env) ? config.env : [];
  for (const entry of env) {
    if (typeof entry?.variable !== 'string') problems.push('an env entry has no variable');
    else if (
      entry.variable.startsWith('NEXT_PUBLIC_') &&
      !(entry.availability ?? ['BUILD', 'RUNTIME']).includes('BUILD')
    ) {
      problems.push(`${entry.variable} is public but not available at BUILD`);
    } else if (entry.secret !== undefined && entry.variable.startsWith('NEXT_PUBLIC_')) {
      problems.push(`${entry.variable} is public: it cannot be a secret`);
    }
  }
  if (!env.some((entry) => entry.variable === 'NEXT_PUBLIC_DEPLOY_TARGET' && entry.value === 'production')) {
    problems.push('NEXT_PUBLIC_DEPLOY_TARGET must be production');
  }
  return problems;
}

/** The build environment App Hosting gives the adapter: the file's BUILD values, placeholders filled. */
export function buildEnvOf(config) {
  const env = {};
  for (const entry of config.env ?? []) {
    if (!(entry.availability ?? ['BUILD', 'RUNTIME']).includes('BUILD') || entry.value === undefined) continue;
    const value = String(entry.value);
    env[entry.variable] = value.startsWith(PLACEHOLDER) ? (CHECK_VALUES[entry.variable] ?? value) : value;
  }
  return env;
}

function versionOnly(lockVersion) {
  return String(lockVersion).replace(/\(.*$/, '');
}

/**
 * Next's version as App Hosting's buildpack reads it: from pnpm-lock.yaml's root importer, else from
 * the app's package.json as written (a `catalog:` or range specifier is passed on as it is).
 */
export function frameworkVersionOf(lockfileText, appPackageJson) {
  const lock = parseYaml(lockfileText);
  const rootImporter = lock?.importers?.['.'] ?? {};
  const fromLock = rootImporter.dependencies?.next ?? rootImporter.devDependencies?.next;
  if (fromLock?.version) return versionOnly(fromLock.version);
  return appPackageJson.dependencies?.next ?? appPackageJson.devDependencies?.next;
}

/** Files under `dir` whose text matches a forbidden pattern, with what matched. */
export function forbiddenInFiles(dir) {
  const found = [];
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(js|css|html|json|txt|map)$/.test(name)) {
        const text = readFileSync(file, 'utf8');
        for (const { name: what, pattern } of FORBIDDEN_IN_BUNDLES) {
          const match = text.match(pattern);
          if (match) found.push(`${file}: ${what} (${match[0]})`);
        }
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}

/** Whether one built script under `dir` holds every one of `needles`. */
function filesContaining(dir, needles) {
  const walk = (path) =>
    readdirSync(path).some((name) => {
      const file = join(path, name);
      return statSync(file).isDirectory()
        ? walk(file)
        : name.endsWith('.js') && needles.every((needle) => readFileSync(file, 'utf8').includes(needle));
    });
  return existsSync(dir) && walk(dir);
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function waitForServer(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server.js exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`server.js did not answer within ${timeoutMs / 1000} s`);
}

function fail(message) {
  process.stderr.write(`\napp-hosting-check: ${message}\n`);
  process.exit(1);
}

async function main() {
  const say = (line) => process.stdout.write(`app-hosting-check: ${line}\n`);
  const config = parseYaml(readFileSync(join(root, APP_DIR, 'apphosting.yaml'), 'utf8'));
  const shape = appHostingYamlProblems(config);
  if (shape.length > 0) fail(`apphosting.yaml:\n  - ${shape.join('\n  - ')}`);
  say('apphosting.yaml: runConfig and public build values are complete');

  const { checkNextJSVersion } = await import('@apphosting/adapter-nextjs/dist/utils.js');
  const frameworkVersion = frameworkVersionOf(
    readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8'),
    JSON.parse(readFileSync(join(root, APP_DIR, 'package.json'), 'utf8')),
  );
  try {
    checkNextJSVersion(frameworkVersion);
  } catch (error) {
    fail(`Next's version as App Hosting reads it (${frameworkVersion}) is refused: ${error.message}`);
  }
  say(`Next ${frameworkVersion}, as App Hosting's buildpack reads it, passes the adapter's check`);

  const buildEnv = buildEnvOf(config);
  const machineEnv = withoutTestRunEnv(process.env);
  const env = {
    ...machineEnv,
    ...buildEnv,
    PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    MONOREPO_COMMAND: 'turbo',
    MONOREPO_BUILD_ARGS: `--filter=${APP_PACKAGE},--output-logs=errors-only`,
    MONOREPO_PROJECT: APP_PACKAGE,
    GOOGLE_BUILDABLE: APP_DIR,
    FRAMEWORK_VERSION: frameworkVersion,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const adapter = join(root, 'node_modules', '@apphosting', 'adapter-nextjs', 'dist', 'bin', 'build.js');
  say('building the storefront with @apphosting/adapter-nextjs (monorepo mode, production values)…');
  const build = spawnSync(process.execPath, [adapter], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) fail(`the App Hosting build failed (exit ${build.status})`);
  const bundleYaml = join(root, '.apphosting', 'bundle.yaml');
  if (!existsSync(bundleYaml)) fail('the adapter wrote no .apphosting/bundle.yaml');
  const standaloneApp = join(root, APP_DIR, '.next', 'standalone', APP_DIR);
  const serverJs = join(standaloneApp, 'server.js');
  if (!existsSync(serverJs)) fail(`no ${serverJs}`);
  say('the adapter wrote .apphosting/bundle.yaml and the standalone server.js');

  // The region lives in one place; the built store must call the functions there.
  const region = readFileSync(join(root, 'packages/domain/src/constants/functions-region.ts'), 'utf8').match(
    /FUNCTIONS_REGION = '([a-z0-9-]+)'/,
  )?.[1];
  // The URL is put together in the browser (functions-env.ts): the chunk that does it holds the
  // region, the project id and the functions' domain.
  const urlParts = [`"${region}"`, `"${CHECK_VALUES.NEXT_PUBLIC_FIREBASE_PROJECT_ID}"`, '.cloudfunctions.net'];
  if (!region || !filesContaining(join(standaloneApp, '.next', 'static'), urlParts))
    fail(`no built file calls the functions in ${region} of the project`);
  say(
    `the built store calls the functions in ${region} (https://${region}-${CHECK_VALUES.NEXT_PUBLIC_FIREBASE_PROJECT_ID}.cloudfunctions.net)`,
  );

  const leaks = [
    ...forbiddenInFiles(join(standaloneApp, '.next', 'static')),
    ...forbiddenInFiles(join(standaloneApp, 'public')),
  ];
  if (leaks.length > 0)
    fail(`the browser's files hold what a deployed build must not:\n  - ${leaks.slice(0, 20).join('\n  - ')}`);
  say('no emulator address and no demo- project id in the files the browser downloads');

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverJs], {
    cwd: standaloneApp,
    env: { ...machineEnv, ...buildEnv, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverErrors = '';
  server.stderr.on('data', (chunk) => (serverErrors += chunk));
  try {
    await waitForServer(`${origin}/icon.svg`, server, 60_000);
    const home = await fetch(`${origin}/`, { signal: AbortSignal.timeout(60_000) });
    const homeHtml = await home.text();
    if (home.status !== 200 || !homeHtml.includes('lang="es')) fail(`the home page answered ${home.status}`);
    if (!homeHtml.includes('Solicita tu cotización')) fail('the home page does not show the store');
    say(`server.js answers the home page (${home.status}, ${homeHtml.length} bytes)`);
    const product = await fetch(`${origin}/productos/QO320`, { signal: AbortSignal.timeout(60_000) });
    await product.text();
    // Offline, the project's Firestore cannot be reached, so the page cannot show the product; what
    // it proves is that the route renders on this server and asks the project it was built for.
    if (![200, 404, 500].includes(product.status)) fail(`a product page answered ${product.status}`);
    if (
      !serverErrors.includes(`firestore.googleapis.com/v1/projects/${CHECK_VALUES.NEXT_PUBLIC_FIREBASE_PROJECT_ID}/`)
    ) {
      fail(`the product page did not read the project's Firestore:\n${serverErrors.slice(0, 2000)}`);
    }
    const again = await fetch(`${origin}/`, { signal: AbortSignal.timeout(60_000) });
    if (again.status !== 200) fail(`after a product page, the home page answered ${again.status}`);
    say(`server.js renders a product page route (${product.status} offline) and reads the project's own Firestore`);
  } finally {
    server.kill('SIGTERM');
  }
  if (/Cannot find module|ERR_MODULE_NOT_FOUND/.test(serverErrors))
    fail(`server.js is missing modules:\n${serverErrors.slice(0, 2000)}`);
  say('passed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
