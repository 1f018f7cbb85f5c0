#!/usr/bin/env node
// Every test of the repository, in the order that fails fastest, each step timed (a table of the
// times is printed at the end, after a failure too):
//   1. typecheck and lint; 2. unit tests (domain coverage enforced); 3. the storefront's App
//      Hosting build, checked offline (scripts/app-hosting-check.mjs); 4. the builds; 5. the
//      deploy check (scripts/deploy-check.mjs: the functions artifact, firebase.json and the
//      indexes as a deploy would take them, offline);
//   6. with the Auth, Firestore and Functions emulators up (scripts/emulator-suites.mjs): the demo
//      data, the rules, functions and client integration tests, then the browser journeys.
// Turbo runs at most one task per core (docs/decisions/009-tests-on-a-busy-machine.md): more would
// not finish sooner on a 2-core machine, and would leave each test a fraction of a core.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { printSummary, runStep, startRecord } from './test-steps.mjs';

const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

if (!existsSync(headlessShell)) {
  process.stderr.write(
    `\nChromium's headless shell was not found at ${headlessShell}. The browser tests drive Debian's:\n` +
      '  apt-get update && apt-get install -y chromium-headless-shell\n' +
      'or point CHROMIUM_HEADLESS_SHELL_PATH at another headless shell of Chromium.\n\n',
  );
  process.exit(1);
}

// The functions' unit tests read the quote PDFs back with poppler-utils, so check before turbo starts.
if (spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error) {
  process.stderr.write(
    "\npdftotext was not found. The quote PDF tests read the PDFs back with Debian's poppler-utils:\n" +
      '  apt-get update && apt-get install -y poppler-utils\n\n',
  );
  process.exit(1);
}

const env = { ...process.env, CHROMIUM_HEADLESS_SHELL_PATH: headlessShell };
const concurrency = `--concurrency=${availableParallelism()}`;
const turbo = (...tasks) => ['run', ...tasks, concurrency, '--output-logs=errors-only', '--log-order=grouped'];
const STEPS = [
  ['typecheck and lint', 'turbo', turbo('typecheck', 'lint', 'lint:root')],
  ['unit tests', 'turbo', turbo('test')],
  // The storefront built as Firebase App Hosting builds it, served by its server.js. Before
  // the test builds: it leaves a production build in apps/storefront/.next, which they replace.
  ['deploy check: App Hosting', 'node', ['--test', 'scripts/app-hosting-check.test.mjs']],
  ['deploy check: App Hosting build', 'node', ['scripts/app-hosting-check.mjs']],
  ['builds', 'turbo', turbo('build')],
  ['deploy check', 'node', ['scripts/deploy-check.mjs']],
  // `exec`: the command runs through sh -c under firebase-tools (bootstrap.mjs says why).
  ['emulators', 'node', ['scripts/emulators.mjs', 'exec', 'exec node scripts/emulator-suites.mjs']],
];

startRecord();
const started = Date.now();
let failed;
for (const [title, cmd, args] of STEPS) {
  // The steps after the first run on type-checked source: the storefront's builds skip their own
  // check of it (apps/storefront/next.config.ts).
  const result = runStep(title, cmd, args, { env: title === STEPS[0][0] ? env : { ...env, VOLTIA_TYPECHECKED: '1' } });
  if (!result.ok) {
    failed = result.status || 1;
    break;
  }
}
printSummary(Math.round((Date.now() - started) / 1000));
if (failed) process.exit(failed);
process.stdout.write('\nAll test suites passed.\n');
