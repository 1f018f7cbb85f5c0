#!/usr/bin/env node
// Runs inside `firebase emulators:exec` (npm run dev): loads the demo data, then serves the
// storefront in development mode until Ctrl-C (or a SIGTERM), which also stops the emulators.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitCodeOf, runInProcessGroup } from './run-in-process-group.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const storefront = resolve(root, 'apps/storefront');

const seed = spawnSync('tsx', ['packages/demo-data/src/seed-cli.ts'], { stdio: 'inherit', cwd: root });
if (seed.status !== 0) {
  process.stderr.write('[dev] loading the demo data failed (see above).\n');
  process.exit(seed.status ?? 1);
}

process.stdout.write(
  '\n[dev] Storefront: http://localhost:3000  ·  Auth emulator: http://127.0.0.1:9099  ·  Firestore emulator: 127.0.0.1:8080\n' +
    '[dev] Demo accounts are listed in README.md. Ctrl-C stops everything.\n\n',
);

// The storefront's own `dev` script, run directly rather than through turbo and pnpm: a stopped
// `next dev` is the normal end here, and pnpm would report it as a failed command (ELIFECYCLE).
const { scripts } = JSON.parse(readFileSync(resolve(storefront, 'package.json'), 'utf8'));
const ended = await runInProcessGroup(scripts.dev, [], {
  cwd: storefront,
  shell: true,
  env: { ...process.env, PATH: `${resolve(storefront, 'node_modules/.bin')}:${process.env.PATH}` },
});
// Asked to stop: a clean end, so firebase-tools reports the script as successful and shuts down.
process.exit(ended.stopRequested ? 0 : exitCodeOf(ended));
