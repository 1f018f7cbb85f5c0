#!/usr/bin/env node
// Every test of the repository, in the order that fails fastest:
//   1. typecheck, lint, unit tests (domain coverage enforced) and the builds, through turbo;
//   2. with the Auth, Firestore and Functions emulators up: rules, functions and client
//      integration tests, then the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  process.stderr.write(
    `\nChromium was not found at ${chromium}. The browser tests drive Debian's Chromium:\n` +
      '  apt-get update && apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at another Chromium binary.\n\n',
  );
  process.exit(1);
}

// The functions' unit tests read the quote PDFs back with poppler-utils, so check before turbo starts.
if (spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error) {
  process.stderr.write(
    '\npdftotext was not found. The quote PDF tests read the PDFs back with Debian\'s poppler-utils:\n' +
      '  apt-get update && apt-get install -y poppler-utils\n\n',
  );
  process.exit(1);
}

function step(title, cmd, args) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.error || result.status !== 0) {
    process.stderr.write(`\n=== ${title}: FAILED after ${seconds}s ===\n`);
    process.exit(result.status || 1);
  }
  process.stdout.write(`=== ${title}: passed in ${seconds}s ===\n`);
}

step('typecheck, lint, unit tests and builds', 'turbo', ['run', 'typecheck', 'lint', 'test', 'build', '--output-logs=errors-only', '--log-order=grouped']);
step(
  'integration and browser tests on the emulators',
  'node',
  // The demo data first, as `npm run dev` loads it: the suites then share the emulators the way the
  // product does (quote numbers, for one, continue after the demo's instead of reusing them).
  ['scripts/emulators.mjs', 'exec', 'tsx packages/demo-data/src/seed-cli.ts && turbo run test:integration test:e2e --concurrency=1 --log-order=grouped'],
);
process.stdout.write('\nAll test suites passed.\n');
