import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec` (scripts/emulators.mjs), against the real emulators; the
// bursts go to one instance of the same bundle that the global setup starts (function-instance.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.integration.test.ts'],
    globalSetup: ['src/testing/instance-setup.ts'],
    testTimeout: 20_000,
  },
});
