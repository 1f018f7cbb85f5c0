// The timed steps of `npm test`: a failed step's last lines are repeated under the table of times, so
// a run's end names what failed however much the lanes beside it printed after it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const steps = fileURLToPath(new URL('./test-steps.mjs', import.meta.url));

/** Runs `script` (which imports the steps module as `steps`) in a process of its own with its own record. */
function runScript(script) {
  const dir = mkdtempSync(join(tmpdir(), 'voltia-steps-'));
  try {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, VOLTIA_STEP_RECORD: join(dir, 'record.jsonl'), VOLTIA_STEP_PARENT: '', NO_COLOR: '1' },
    });
    assert.equal(result.status, 0, result.stderr);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const node = JSON.stringify(process.execPath);
const printAndExit = (lines, status) =>
  JSON.stringify(`for (let i = 1; i <= ${lines}; i++) console.log('line ' + i); process.exit(${status});`);

test('a failed step: its last lines under the table, the first ones left out; a passed step repeats nothing', () => {
  const out = runScript(`
    const steps = await import(${JSON.stringify(steps)});
    steps.startRecord();
    await steps.runStep('passes', ${node}, ['-e', ${printAndExit(3, 0)}]);
    const failed = await steps.runStep('fails', ${node}, ['-e', ${printAndExit(100, 3)}]);
    console.log('status ' + failed.status);
    steps.printSummary(1);
  `);
  assert.match(out, /status 3/);
  const [table, ...repeated] = out.split('=== time per step ===')[1].split('=== the last ');
  assert.match(table, /passes\s+0:0\d\s+passed/);
  assert.match(table, /fails\s+0:0\d\s+FAILED/);
  assert.equal(repeated.length, 1);
  const lines = repeated[0].trim().split('\n');
  assert.equal(lines[0], '60 lines of the failed step "fails" ===');
  assert.equal(lines[1], 'line 41');
  assert.equal(lines.at(-1), 'line 100');
});

test('steps run together: a step held until it ends is repeated too, and the lane above it is not', () => {
  const out = runScript(`
    const steps = await import(${JSON.stringify(steps)});
    steps.startRecord();
    process.env.VOLTIA_STEP_PARENT = 'lane';
    const together = await steps.runStepsTogether([
      ['printed as it comes', ${node}, ['-e', ${printAndExit(2, 0)}]],
      ['held', ${node}, ['-e', ${JSON.stringify("console.log('\u001b[31mred\u001b[39m error'); process.exit(1);")}]],
    ]);
    process.env.VOLTIA_STEP_PARENT = '';
    await steps.runStep('lane', ${node}, ['-e', 'process.exit(1)']);
    console.log('ok ' + together.ok);
    steps.printSummary(2);
  `);
  assert.match(out, /ok false/);
  const summary = out.split('=== time per step ===')[1];
  assert.match(summary, /^ {2}lane\s+0:0\d\s+FAILED$/m);
  assert.match(summary, /^ {4}held\s+0:0\d\s+FAILED$/m);
  assert.match(summary, /=== the last 1 lines of the failed step "held" ===\nred error\n/);
  assert.doesNotMatch(summary, /failed step "lane"/);
});
