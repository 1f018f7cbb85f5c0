#!/usr/bin/env node
// Every test of the repository, in the order that fails fastest, each step timed (a table of the
// times is printed at the end, after a failure too, with the last lines of a step that failed):
//   1. typecheck and lint; 2. unit tests (domain coverage enforced; those of scripts/test-steps.mjs);
//   3. the builds (the storefront's into .next-test, so that App Hosting's build of it, in .next, can
//      run while the journeys serve it);
//   4. with the Auth, Firestore and Functions emulators up (scripts/emulator-suites.mjs), three lanes
//      at once: the demo data and the browser journeys; on a second set of emulators of their own, the
//      rules, functions and client integration tests; the deploy checks (at a lower priority)
//      (docs/decisions/009-tests-on-a-busy-machine.md).
// Turbo runs at most one task per core: more would not finish sooner on a 2-core machine, and would
// leave each test a fraction of a core.
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
// The steps after the first run on type-checked source: the storefront's builds skip their own check
// of it (apps/storefront/next.config.ts). The journeys' build of the storefront has a directory of its
// own (next.config.ts reads NEXT_DIST_DIR); the first step's `next typegen` writes .next as usual.
const checkedEnv = { ...env, VOLTIA_TYPECHECKED: '1', NEXT_DIST_DIR: '.next-test' };
const concurrency = `--concurrency=${availableParallelism()}`;
const turbo = (...tasks) => ['run', ...tasks, concurrency, '--output-logs=errors-only', '--log-order=grouped'];
const STEPS = [
  ['typecheck and lint', 'turbo', turbo('typecheck', 'lint', 'lint:root')],
  ['unit tests', 'turbo', turbo('test', 'test:scripts')],
  ['builds', 'turbo', turbo('build')],
  // `exec`: the command runs through sh -c under firebase-tools (bootstrap.mjs says why).
  ['emulators', 'node', ['scripts/emulators.mjs', 'exec', 'exec node scripts/emulator-suites.mjs']],
];

startRecord();
const started = Date.now();
let failed;
for (const [title, cmd, args] of STEPS) {
  const result = await runStep(title, cmd, args, { env: title === STEPS[0][0] ? env : checkedEnv });
  if (!result.ok) {
    failed = result.status || 1;
    break;
  }
}
printSummary(Math.round((Date.now() - started) / 1000));
if (failed) process.exit(failed);
process.stdout.write('\nAll test suites passed.\n');
