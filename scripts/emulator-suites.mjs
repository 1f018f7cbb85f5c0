#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm test` (scripts/test-all.mjs): the demo data first,
// as `npm run dev` loads it, so the suites share the emulators the way the product does (quote
// numbers, for one, continue after the demo's); then the integration tests, then the journeys.
// Each is timed in the run's summary. One task at a time where they share the emulators' data
// (the demo project); the rules tests have projects of their own (`demo-rules-*`), so they run
// beside the other integration tests, which mostly wait on the emulators.
// The deploy checks use no emulator: they run beside the integration tests, at a lower priority, in
// what those leave of the CPU (App Hosting's build of the storefront writes .next; the journeys serve
// .next-test). Lint beside the journeys slowed them by as much as it took alone, so it runs first
// (docs/decisions/009-tests-on-a-busy-machine.md).
import { runStep, runStepsTogether } from './test-steps.mjs';

const RULES = '@voltia/firestore-rules-tests';
const turbo = (task, ...filters) => [
  'run',
  task,
  '--concurrency=1',
  '--log-order=grouped',
  ...filters.map((filter) => `--filter=${filter}`),
];
/** A command at a lower priority than the suites beside it (5: the deploy checks wait for a server they start). */
const besides = (niceness, cmd, ...args) => ['nice', ['-n', String(niceness), cmd, ...args]];
const exitOnFailure = (result) => {
  if (!result.ok) process.exit(result.status || 1);
};

exitOnFailure(runStep('demo data', 'tsx', ['packages/demo-data/src/seed-cli.ts'], { depth: 1 }));
exitOnFailure(
  await runStepsTogether(
    [
      ['integration tests (functions, client, demo data)', 'turbo', turbo('test:integration', `!${RULES}`)],
      ['rules tests', 'turbo', turbo('test:integration', RULES)],
      [
        'deploy checks: App Hosting, functions (beside)',
        ...besides(
          5,
          'sh',
          '-c',
          'node --test scripts/app-hosting-check.test.mjs && node scripts/app-hosting-check.mjs && node scripts/deploy-check.mjs',
        ),
      ],
    ],
    { depth: 1 },
  ),
);
exitOnFailure(runStep('browser journeys', 'turbo', turbo('test:e2e'), { depth: 1 }));
