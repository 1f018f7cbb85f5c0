// The steps of `npm test`, each timed: scripts/test-all.mjs runs the outer ones and
// scripts/emulator-suites.mjs the ones inside the emulators. Both append to one record, so the
// summary printed at the end (also after a failure) names every step and how long it took.
import { spawnSync } from 'node:child_process';
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
  process.stdout.write(ok ? `=== ${title}: passed in ${seconds}s ===\n` : `\n=== ${title}: FAILED after ${seconds}s ===\n`);
  return { ok, status: result.status ?? 1 };
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
  const lines = rows.map((row) => `  ${`${'  '.repeat(row.depth)}${row.title}`.padEnd(width)}  ${clock(row.seconds).padStart(6)}  ${row.ok ? 'passed' : 'FAILED'}`);
  process.stdout.write(`\n=== time per step ===\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${clock(totalSeconds).padStart(6)}\n`);
}
