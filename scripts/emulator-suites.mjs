#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm test` (scripts/test-all.mjs): the demo data first,
// as `npm run dev` loads it, so the suites share the emulators the way the product does (quote
// numbers, for one, continue after the demo's); then the integration tests, then the journeys.
// Each is timed in the run's summary. One task at a time where they share the emulators' data
// (the demo project); the rules tests have projects of their own (`demo-rules-*`), so they run
// beside the other integration tests, which mostly wait on the emulators.
import { runStep, runStepsTogether } from './test-steps.mjs';

const RULES = '@voltia/firestore-rules-tests';
const turbo = (task, ...filters) => [
  'run',
  task,
  '--concurrency=1',
  '--log-order=grouped',
  ...filters.map((filter) => `--filter=${filter}`),
];
const exitOnFailure = (result) => {
  if (!result.ok) process.exit(result.status || 1);
};

exitOnFailure(runStep('demo data', 'tsx', ['packages/demo-data/src/seed-cli.ts'], { depth: 1 }));
exitOnFailure(
  await runStepsTogether(
    [
      ['integration tests (functions, client, demo data)', 'turbo', turbo('test:integration', `!${RULES}`)],
      ['rules tests', 'turbo', turbo('test:integration', RULES)],
    ],
    { depth: 1 },
  ),
);
exitOnFailure(runStep('browser journeys', 'turbo', turbo('test:e2e'), { depth: 1 }));
