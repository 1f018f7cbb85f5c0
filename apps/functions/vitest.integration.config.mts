import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec` (scripts/emulators.mjs), against the real emulators.
export default defineConfig({
  test: {
    include: ['src/**/*.integration.test.ts'],
    // Lets the Functions emulator's idle workers go after each file (the file says why).
    setupFiles: ['src/testing/release-emulator-workers.ts'],
    testTimeout: 20_000,
  },
});
