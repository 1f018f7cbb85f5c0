// Vitest setup for the integration suite (vitest.integration.config.mts): after each test file, the
// Functions emulator's idle workers are let go. Not bundled.
//
// Why: firebase-tools 14 starts one Node worker per concurrent request per function and keeps every
// one of them alive until its source reloads. Each file bursts 50 concurrent requests at its
// function, so ten files leave some 500 workers (about 140 MB each: tens of GB) behind and the
// machine kills the emulators. Touching the built bundle is the emulator's own reload path: it
// re-reads the trigger definitions (unchanged, so no function goes away) and shuts its idle workers
// down. Below RELEASE_ABOVE they stay, so files on the same function reuse them (spawning 50 workers
// costs a 2-core machine half a minute); the peak stays near RELEASE_ABOVE + 50 workers.
import { execFileSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll } from 'vitest';

const BUNDLE = resolve(__dirname, '../../lib/index.js');
const WORKER_MARK = 'functionsEmulatorRuntime';
const RELEASE_ABOVE = 60;
/** A few may stay: a worker that was busy when the reload came ends after its request. */
const SETTLED_AT_MOST = 4;

function runningWorkers(): number {
  const table = execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' });
  return table.split('\n').filter((line) => line.includes(WORKER_MARK)).length;
}

afterAll(async () => {
  if (runningWorkers() <= RELEASE_ABOVE) return;
  const now = new Date();
  utimesSync(BUNDLE, now, now);
  // The emulator debounces file changes by a second, then discovers the triggers again.
  const deadline = Date.now() + 30_000;
  while (runningWorkers() > SETTLED_AT_MOST && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 250));
  }
}, 40_000);
