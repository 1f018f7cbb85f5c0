#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm test` (scripts/test-all.mjs): the demo data first,
// as `npm run dev` loads it, so the suites share the emulators the way the product does (quote
// numbers, for one, continue after the demo's); then the integration tests, then the journeys.
// Each is timed in the run's summary. One task at a time: they share the emulators' data.
import { runStep } from './test-steps.mjs';

const turbo = (task) => ['run', task, '--concurrency=1', '--log-order=grouped'];
const SUITES = [
  ['demo data', 'tsx', ['packages/demo-data/src/seed-cli.ts']],
  ['integration tests (rules, functions, client, demo data)', 'turbo', turbo('test:integration')],
  ['browser journeys', 'turbo', turbo('test:e2e')],
];

for (const [title, cmd, args] of SUITES) {
  const result = runStep(title, cmd, args, { depth: 1 });
  if (!result.ok) process.exit(result.status || 1);
}
