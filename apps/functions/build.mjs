// Builds the deployable functions artifact in lib/, the folder firebase.json's `source` names, so the
// emulator runs (and every integration test and journey proves) exactly what a deploy uploads:
//   lib/index.js      the functions bundled by esbuild. Internal workspace packages (@voltia/domain)
//                     export TypeScript source and cannot be installed by a deploy, so they are
//                     inlined; the published dependencies stay external (require calls).
//   lib/package.json  generated: the dependencies at the exact versions pnpm-lock.yaml resolved
//                     (Cloud Build's `npm install` knows neither `catalog:` nor `workspace:`), no
//                     devDependencies, engines.node 22 and `main`.
//   lib/node_modules  a link to apps/functions/node_modules: firebase-tools looks for the Functions
//                     SDK's binary in the source's node_modules (emulator and deploy alike); a deploy
//                     does not upload it (firebase.json's ignore) and Cloud Build installs instead.
//   lib/.env*, lib/.secret.local  copied from apps/functions: firebase-tools reads a project's
//                     configuration (.env.<projectId>) and the emulator's secrets from the source.
// The version (package.json's, plus a hash of the bundle) is compiled in, so /health says which
// build is deployed. scripts/deploy-check.mjs checks the artifact.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
const OUT = here('./lib');
/** The Node major the functions run on (firebase.json's runtime is `nodejs${NODE_MAJOR}`). */
const NODE_MAJOR = '22';
// Stands in for the bundle's hash while the bundle is hashed; same length as the hash that replaces it.
const HASH_PLACEHOLDER = '__FUNCTIONS_BUILD_HASH__';

/**
 * The versions pnpm-lock.yaml resolved for one importer's `dependencies` (not its devDependencies):
 * `name: { specifier, version }` entries, a version's peer suffix `(…)` dropped.
 */
function lockedDependencies(lockText, importer) {
  const lines = lockText.split('\n');
  const start = lines.indexOf(`  ${importer}:`);
  if (start < 0) throw new Error(`pnpm-lock.yaml has no importer ${importer}`);
  const versions = {};
  let inDependencies = false;
  let name;
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,2}\S/.test(line)) break; // the next importer or section
    if (/^ {4}\S/.test(line)) {
      inDependencies = line.trim() === 'dependencies:';
      continue;
    }
    if (!inDependencies) continue;
    const entry = /^ {6}'?([^':]+)'?:\s*$/.exec(line);
    if (entry) {
      name = entry[1];
      continue;
    }
    const version = /^ {8}version: (\S+)$/.exec(line);
    if (version && name) versions[name] = version[1].replace(/\(.*$/, '');
  }
  return versions;
}

function exactDependencies() {
  const locked = lockedDependencies(readFileSync(here('../../pnpm-lock.yaml'), 'utf8'), 'apps/functions');
  return Object.fromEntries(
    Object.keys(pkg.dependencies ?? {})
      .sort()
      .map((name) => {
        const version = locked[name];
        if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version ?? '')) {
          throw new Error(`pnpm-lock.yaml has no plain version for ${name} (found "${version}"): run pnpm install`);
        }
        return [name, version];
      }),
  );
}

/** Every package the bundle still requires must be one the generated package.json installs. */
function checkExternals(metafile, dependencies) {
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || builtins.has(path)) continue;
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
      if (!(name in dependencies)) missing.add(name);
    }
  }
  if (missing.size > 0)
    throw new Error(`the bundle requires packages that are not dependencies: ${[...missing].join(', ')}`);
}

const dependencies = exactDependencies();
const result = await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: `node${NODE_MAJOR}`,
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  define: { FUNCTIONS_BUILD_VERSION: JSON.stringify(`${pkg.version}+${HASH_PLACEHOLDER}`) },
  metafile: true,
  write: false,
  logLevel: 'warning',
  absWorkingDir: here('.'),
});
checkExternals(result.metafile, dependencies);

const bundle = result.outputFiles.find((file) => file.path.endsWith('.js'));
const map = result.outputFiles.find((file) => file.path.endsWith('.js.map'));
const hash = createHash('sha256').update(bundle.text).digest('hex').slice(0, HASH_PLACEHOLDER.length);
const version = `${pkg.version}+${hash}`;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
writeFileSync(`${OUT}/index.js`, bundle.text.replaceAll(HASH_PLACEHOLDER, hash));
writeFileSync(`${OUT}/index.js.map`, map.text);
symlinkSync('../node_modules', `${OUT}/node_modules`, 'dir');
// The configuration files firebase-tools reads from the source folder; not the template.
for (const name of readdirSync(here('.'))) {
  if ((/^\.env(\.[\w.-]+)?$/.test(name) && name !== '.env.example-project') || name === '.secret.local')
    copyFileSync(here(`./${name}`), `${OUT}/${name}`);
}
writeFileSync(
  `${OUT}/package.json`,
  `${JSON.stringify(
    {
      name: 'voltia-functions',
      version,
      private: true,
      description: 'Voltia Cloud Functions (generated by apps/functions/build.mjs: do not edit)',
      type: 'commonjs',
      main: 'index.js',
      engines: { node: NODE_MAJOR },
      dependencies,
    },
    null,
    2,
  )}\n`,
);
