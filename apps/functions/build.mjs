// Bundles the functions into lib/index.js. Internal workspace packages (@voltia/domain) export
// TypeScript source and cannot be installed by a deploy, so they are inlined; the published
// dependencies in package.json stay external and are installed by the Functions runtime.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
