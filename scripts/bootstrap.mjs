#!/usr/bin/env node
// The README's two commands land here (`npm run dev`, `npm test`), on a machine that may have only
// Node and npm: it installs the workspace with the pinned pnpm (fetched through npx when pnpm is not
// installed; corepack is avoided because its signature check fails offline), then runs the task.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');

const TASKS = {
  dev: ['node', ['scripts/emulators.mjs', 'exec', 'node scripts/dev-session.mjs']],
  test: ['node', ['scripts/test-all.mjs']],
  bench: ['node', ['scripts/emulators.mjs', 'exec', 'node scripts/bench.mjs']],
};

const task = TASKS[process.argv[2]];
if (!task) {
  process.stderr.write(`usage: node scripts/bootstrap.mjs ${Object.keys(TASKS).join('|')}\n`);
  process.exit(2);
}

function pnpmCommand() {
  const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (!installed.error && installed.status === 0 && installed.stdout.trim() === pnpmVersion) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${pnpmVersion}`]];
}

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env });
  if (result.error) {
    process.stderr.write(`${cmd}: ${result.error.message}\n`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const [pnpm, pnpmArgs] = pnpmCommand();
run(pnpm, [...pnpmArgs, 'install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);

// node_modules/.bin first, so scripts find turbo, firebase and the pinned pnpm itself.
const env = {
  ...process.env,
  PATH: `${resolve(root, 'node_modules/.bin')}:${process.env.PATH}`,
  NEXT_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};
run(task[0], task[1], env);
