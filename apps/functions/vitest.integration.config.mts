import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec` (scripts/emulators.mjs), against the real emulators; the
// bursts go to one instance of the same bundle that the global setup starts (function-instance.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.integration.test.ts'],
    globalSetup: ['src/testing/instance-setup.ts'],
    testTimeout: 20_000,
    // Two files at a time, whatever the machine's cores (Vitest would run one on 2 cores): a burst
    // mostly waits on the emulator's locks on one document, so a second file fills that wait (206 s
    // one at a time, 119 s two at a time on the 2-core machine). Each file works on documents of its
    // own and counts only what it wrote, except the stats API's file: it proves that a refused event
    // writes nothing by counting every raw event, which quote facts and the roll-up's events from
    // other files would change, so `test:integration` runs it alone, after the others
    // (docs/decisions/009-tests-on-a-busy-machine.md).
    maxWorkers: 2,
  },
});
