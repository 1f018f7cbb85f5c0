// The steps of `npm test`, each timed: scripts/test-all.mjs runs the outer ones and
// scripts/emulator-suites.mjs the ones inside the emulators. Both append to one record, so the
// summary printed at the end (also after a failure) names every step and how long it took.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RECORD = resolve(root, '.cache/test-steps.jsonl');

/** Starts a new record (the outer run calls it once). */
export function startRecord() {
  mkdirSync(dirname(RECORD), { recursive: true });
  rmSync(RECORD, { force: true });
}

/**
 * Runs one step in the foreground, prints its banner and outcome, and records its time.
 * `depth` 1 marks a step inside another (the emulator suites inside "emulators").
 */
export function runStep(title, cmd, args, { env = process.env, depth = 0 } = {}) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = !result.error && result.status === 0;
  mkdirSync(dirname(RECORD), { recursive: true });
  if (result.error) process.stderr.write(`${cmd}: ${result.error.message}\n`);
  appendFileSync(RECORD, `${JSON.stringify({ title, seconds, ok, depth })}\n`);
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
export async function runStepsTogether(steps, { env = process.env, depth = 0 } = {}) {
  const runs = steps.map(([title, cmd, args], index) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env, stdio: index === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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
      const finish = (status, error) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        done({ title, seconds, ok: !error && status === 0, status: status ?? 1, error, held });
      };
      child.once('error', (error) => finish(1, error));
      child.once('close', (status) => finish(status));
    });
  });
  const results = await Promise.all(runs);
  mkdirSync(dirname(RECORD), { recursive: true });
  for (const [index, result] of results.entries()) {
    if (index > 0) process.stdout.write(`\n=== ${result.title} ===\n${Buffer.concat(result.held).toString('utf8')}`);
    if (result.error) process.stderr.write(`${result.title}: ${result.error.message}\n`);
    appendFileSync(
      RECORD,
      `${JSON.stringify({ title: result.title, seconds: result.seconds, ok: result.ok, depth })}\n`,
    );
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
 * The table of every step's time, in the order they ran. Inner steps are written before the outer
 * step that holds them ends, so they are moved under it.
 */
export function printSummary(totalSeconds) {
  const rows = [];
  let inner = [];
  for (const entry of readRecord()) {
    if (entry.depth > 0) {
      inner.push(entry);
      continue;
    }
    rows.push(entry, ...inner);
    inner = [];
  }
  rows.push(...inner);
  const width = Math.max(...rows.map((row) => row.title.length + 2 * row.depth), 10);
  const lines = rows.map(
    (row) =>
      `  ${`${'  '.repeat(row.depth)}${row.title}`.padEnd(width)}  ${clock(row.seconds).padStart(6)}  ${row.ok ? 'passed' : 'FAILED'}`,
  );
  process.stdout.write(
    `\n=== time per step ===\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${clock(totalSeconds).padStart(6)}\n`,
  );
}
