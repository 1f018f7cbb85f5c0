// The steps of `npm test`, each timed: scripts/test-all.mjs runs the outer ones and
// scripts/emulator-suites.mjs the ones inside the emulators. All append to one record, so the
// summary printed at the end (also after a failure) names every step and how long it took. A step
// tells the commands it runs its title (VOLTIA_STEP_PARENT), so the steps they run in turn are
// listed under it, however the processes nest and in whatever order they end. A step that fails
// keeps the last lines it printed, and the summary repeats them under the table: a failure that
// scrolled past thousands of lines of the lanes beside it (a journey's name and its error) is read
// at the end of the log, where a reader of the run's last lines looks.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// VOLTIA_STEP_RECORD: another record, for the tests of this module (scripts/test-steps.test.mjs).
const RECORD = process.env.VOLTIA_STEP_RECORD ?? resolve(root, '.cache/test-steps.jsonl');
const PARENT = 'VOLTIA_STEP_PARENT';

/** How many of a failed step's last lines the summary repeats. */
const TAIL_LINES = 60;
/** Enough of a step's output to hold its last lines (a line of a stack or a call log is short). */
const TAIL_BYTES = 64 * 1024;

// eslint-disable-next-line no-control-regex -- the colours a tool prints are escape sequences
const COLOURS = /\u001b\[[0-9;]*[A-Za-z]/g;

/** The last `TAIL_LINES` lines of what a step printed, without colours or blank lines at the end. */
function lastLines(chunks) {
  const text = Buffer.concat(chunks).toString('utf8').replace(COLOURS, '').replace(/\r\n?/g, '\n');
  return text.trimEnd().split('\n').slice(-TAIL_LINES);
}

/** Keeps the last `TAIL_BYTES` of a stream's chunks. */
function tailKeeper() {
  const chunks = [];
  let bytes = 0;
  return {
    chunks,
    push(chunk) {
      chunks.push(chunk);
      bytes += chunk.length;
      while (chunks.length > 1 && bytes - chunks[0].length >= TAIL_BYTES) bytes -= chunks.shift().length;
    },
  };
}

function record(title, seconds, ok, tail) {
  mkdirSync(dirname(RECORD), { recursive: true });
  const parent = process.env[PARENT] || undefined;
  appendFileSync(RECORD, `${JSON.stringify({ title, seconds, ok, parent, tail: ok ? undefined : tail })}\n`);
}

/** Starts a new record (the outer run calls it once). */
export function startRecord() {
  mkdirSync(dirname(RECORD), { recursive: true });
  rmSync(RECORD, { force: true });
}

/** A child's output, printed as it comes and its end kept. */
function forwardAndKeep(child, keeper) {
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    keeper.push(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    keeper.push(chunk);
  });
}

/** Runs a command; resolves once it has ended, with its status, or the error that kept it from starting. */
function run(child, started, onEnd) {
  return new Promise((done) => {
    let finished = false;
    // A child that cannot start emits 'error' and may still emit 'close': it is recorded once.
    const finish = (status, error) => {
      if (finished) return;
      finished = true;
      done(onEnd(Math.round((Date.now() - started) / 1000), status, error));
    };
    child.once('error', (error) => finish(1, error));
    child.once('close', (status) => finish(status));
  });
}

// Colours stay on for a person watching a terminal (the children's output is piped, not a terminal).
const colourEnv = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};

/** Runs one step in the foreground, prints its banner and outcome, and records its time. */
export async function runStep(title, cmd, args, { env = process.env } = {}) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = Date.now();
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...colourEnv, ...env, [PARENT]: title },
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  const keeper = tailKeeper();
  forwardAndKeep(child, keeper);
  return run(child, started, (seconds, status, error) => {
    const ok = !error && status === 0;
    if (error) process.stderr.write(`${cmd}: ${error.message}\n`);
    record(title, seconds, ok, lastLines(keeper.chunks));
    process.stdout.write(
      ok ? `=== ${title}: passed in ${seconds}s ===\n` : `\n=== ${title}: FAILED after ${seconds}s ===\n`,
    );
    return { ok, status: status ?? 1 };
  });
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
      env: { ...colourEnv, ...env, [PARENT]: title },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The first step's output is printed as it comes (its end kept); the others' is held whole.
    const keeper = index === 0 ? tailKeeper() : { chunks: [], push: (chunk) => keeper.chunks.push(chunk) };
    if (index === 0) {
      forwardAndKeep(child, keeper);
      process.stdout.write(
        `\n=== ${title} (beside: ${steps
          .slice(1)
          .map(([other]) => other)
          .join(', ')}) ===\n`,
      );
    } else {
      child.stdout.on('data', keeper.push);
      child.stderr.on('data', keeper.push);
    }
    return run(child, started, (seconds, status, error) => {
      const ok = !error && status === 0;
      record(title, seconds, ok, lastLines(keeper.chunks));
      return { title, seconds, ok, status: status ?? 1, error, held: keeper.chunks };
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
  // The steps that failed themselves (not only because a step under them did), with their last lines.
  for (const row of rows.filter((row) => !row.ok)) {
    if (rows.some((other) => other.parent === row.title && !other.ok) || !row.tail?.length) continue;
    process.stdout.write(
      `\n=== the last ${row.tail.length} lines of the failed step "${row.title}" ===\n${row.tail.join('\n')}\n`,
    );
  }
}
