#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm test` (scripts/test-all.mjs), in three lanes at once,
// each timed in the run's summary:
//   - journeys: on the emulators this runs in, the demo data first, as `npm run dev` loads it, then
//     the browser journeys;
//   - integration: on a second set of emulators with ports and a project of their own
//     (`node scripts/emulators.mjs exec --lane=integration`), the demo data again (some tests read the
//     demo's documents, and quote numbers continue after the demo's), then the functions, client and
//     demo-data tests one at a time (they share that project), and beside them the rules tests, which
//     have projects of their own (`demo-rules-*`);
//   - the deploy checks, which use no emulator, at a lower priority (App Hosting's build of the
//     storefront writes .next; the journeys serve .next-test).
// The journeys wait on the browser and the emulators for a quarter of their time, and the integration
// tests for a third of theirs: together they fill the two cores that each leaves idle alone
// (docs/decisions/009-tests-on-a-busy-machine.md).
//
//   node scripts/emulator-suites.mjs              every lane (under the first set of emulators)
//   node scripts/emulator-suites.mjs journeys     the journeys' lane
//   node scripts/emulator-suites.mjs integration  the integration lane (under the second set)
import { root, runStep, runStepsTogether } from './test-steps.mjs';

const RULES = '@voltia/firestore-rules-tests';
// `--only`: the builds step built every package; a task's own build would restore its outputs from
// the cache while another lane's emulator or server reads them.
const turbo = (task, ...filters) => [
  'run',
  task,
  '--only',
  '--concurrency=1',
  '--log-order=grouped',
  ...filters.map((filter) => `--filter=${filter}`),
];
const demoData = ['demo data', 'tsx', ['packages/demo-data/src/seed-cli.ts']];
/** A command at a lower priority than the suites beside it (5: the deploy checks wait for a server they start). */
const besides = (niceness, cmd, ...args) => ['nice', ['-n', String(niceness), cmd, ...args]];
const exitOnFailure = (result) => {
  if (!result.ok) process.exit(result.status || 1);
};

const lane = process.argv[2];
if (lane === 'journeys') {
  exitOnFailure(await runStep(...demoData));
  exitOnFailure(await runStep('browser journeys', 'turbo', turbo('test:e2e')));
} else if (lane === 'integration') {
  exitOnFailure(await runStep(...demoData));
  exitOnFailure(
    await runStepsTogether([
      ['functions, client and demo-data tests', 'turbo', turbo('test:integration', `!${RULES}`)],
      ['rules tests', 'turbo', turbo('test:integration', RULES)],
    ]),
  );
} else if (lane === undefined) {
  exitOnFailure(
    await runStepsTogether([
      ['journeys lane', 'node', ['scripts/emulator-suites.mjs', 'journeys']],
      [
        'integration lane (emulators of its own)',
        'node',
        [
          'scripts/emulators.mjs',
          'exec',
          '--lane=integration',
          `exec node "${root}/scripts/emulator-suites.mjs" integration`,
        ],
      ],
      [
        'deploy checks: App Hosting, functions',
        ...besides(
          5,
          'sh',
          '-c',
          'node --test scripts/app-hosting-check.test.mjs && node scripts/app-hosting-check.mjs && node scripts/deploy-check.mjs',
        ),
      ],
    ]),
  );
} else {
  process.stderr.write('usage: node scripts/emulator-suites.mjs [journeys|integration]\n');
  process.exit(2);
}
