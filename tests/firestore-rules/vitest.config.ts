import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec` (scripts/emulators.mjs), against the real Firestore emulator.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
