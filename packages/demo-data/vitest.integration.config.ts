import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec` (scripts/emulators.mjs), against the real emulators.
export default defineConfig({
  test: {
    include: ['src/**/*.integration.test.ts'],
    // Every file seeds the same demo project and then reads what it wrote: one file at a time, so
    // one file's seed never lands between another's writes and its checks.
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
