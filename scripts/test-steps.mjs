// The steps of `npm test`, each timed: scripts/test-all.mjs runs the outer ones and
// scripts/emulator-suites.mjs the ones inside the emulators. All append to one record, so the
// summary printed at the end (also after a failure) names every step and how long it took. A step
// tells the commands it runs its title (VOLTIA_STEP_PARENT), so the steps they run in turn are
// listed under it, however the processes nest and in whatever order they end.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RECORD = resolve(root, '.cache/test-steps.jsonl');
const PARENT = 'VOLTIA_STEP_PARENT';

function record(title, seconds, ok) {
  mkdirSync(dirname(RECORD), { recursive: true });
  const parent = process.env[PARENT] || undefined;
  appendFileSync(RECORD, `${JSON.stringify({ title, seconds, ok, parent })}\n`);
}

/** Starts a new record (the outer run calls it once). */
export function startRecord() {
  mkdirSync(dirname(RECORD), { recursive: true });
  rmSync(RECORD, { force: true });
}

/** Runs one step in the foreground, prints its banner and outcome, and records its time. */
export function runStep(title, cmd, args, { env = process.env } = {}) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...env, [PARENT]: title } });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = !result.error && result.status === 0;
  if (result.error) process.stderr.write(`${cmd}: ${result.error.message}\n`);
  record(title, seconds, ok);
  process.stdout.write(
    ok ? `=== ${title}: passed in ${seconds}s ===\n` : `\n=== ${title}: FAILED after ${seconds}s ===\n`,
  );
  return { ok, status: result.status ?? 1 };
}

/**
 * Runs several steps at once (steps that share nothing: their own data, their own ports). The first
 * prints as it goes; the others' output is held and printed, each under its banner, once it ends, so
 * a failure's log reads in one piece. Each step's time is recorded as `runStep` does.
 */
export async function runStepsTogether(steps, { env = process.env } = {}) {
  const runs = steps.map(([title, cmd, args], index) => {
    const started = Date.now();
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...env, [PARENT]: title },
      stdio: index === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    if (index === 0)
      process.stdout.write(
        `\n=== ${title} (beside: ${steps
          .slice(1)
          .map(([other]) => other)
          .join(', ')}) ===\n`,
      );
    return new Promise((done) => {
      let finished = false;
      // A child that cannot start emits 'error' and may still emit 'close': it is recorded once.
      const finish = (status, error) => {
        if (finished) return;
        finished = true;
        const seconds = Math.round((Date.now() - started) / 1000);
        const ok = !error && status === 0;
        record(title, seconds, ok);
        done({ title, seconds, ok, status: status ?? 1, error, held });
      };
      child.once('error', (error) => finish(1, error));
      child.once('close', (status) => finish(status));
    });
  });
  const results = await Promise.all(runs);
  for (const [index, result] of results.entries()) {
    if (index > 0) process.stdout.write(`\n=== ${result.title} ===\n${Buffer.concat(result.held).toString('utf8')}`);
    if (result.error) process.stderr.write(`${result.title}: ${result.error.message}\n`);
    process.stdout.write(
      result.ok
        ? `=== ${result.title}: passed in ${result.seconds}s ===\n`
        : `\n=== ${result.title}: FAILED after ${result.seconds}s ===\n`,
    );
  }
  const failed = results.find((result) => !result.ok);
  return { ok: failed === undefined, status: failed?.status ?? 0 };
}

function readRecord() {
  if (!existsSync(RECORD)) return [];
  return readFileSync(RECORD, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The table of every step's time: the outer steps in the order they ran, each followed by the steps
 * it ran (in the order they ended), indented.
 */
export function printSummary(totalSeconds) {
  const entries = readRecord();
  const rows = [];
  const walk = (parent, depth) => {
    for (const entry of entries.filter((candidate) => candidate.parent === parent)) {
      rows.push({ ...entry, depth });
      walk(entry.title, depth + 1);
    }
  };
  walk(undefined, 0);
  const width = Math.max(...rows.map((row) => row.title.length + 2 * row.depth), 10);
  const lines = rows.map(
    (row) =>
      `  ${`${'  '.repeat(row.depth)}${row.title}`.padEnd(width)}  ${clock(row.seconds).padStart(6)}  ${row.ok ? 'passed' : 'FAILED'}`,
  );
  process.stdout.write(
    `\n=== time per step ===\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${clock(totalSeconds).padStart(6)}\n`,
  );
}
