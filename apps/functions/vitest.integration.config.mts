import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec` (scripts/emulators.mjs), against the real emulators.
export default defineConfig({
  test: {
    include: ['src/**/*.integration.test.ts'],
    testTimeout: 20_000,
  },
});
