#!/usr/bin/env node
// Runs inside `firebase emulators:exec` (npm run dev): loads the demo data, then serves the
// storefront in development mode until Ctrl-C, which also stops the emulators.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const seed = spawnSync('tsx', ['packages/demo-data/src/seed-cli.ts'], { stdio: 'inherit', cwd: root });
if (seed.status !== 0) {
  process.stderr.write('[dev] loading the demo data failed (see above).\n');
  process.exit(seed.status ?? 1);
}

process.stdout.write(
  '\n[dev] Storefront: http://localhost:3000  ·  Auth emulator: http://127.0.0.1:9099  ·  Firestore emulator: 127.0.0.1:8080\n' +
    '[dev] Demo accounts are listed in README.md. Ctrl-C stops everything.\n\n',
);

const next = spawn('turbo', ['run', 'dev', '--filter=@voltia/storefront'], { stdio: 'inherit', cwd: root });
const stop = (signal) => next.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', (code) => process.exit(code ?? 0));
