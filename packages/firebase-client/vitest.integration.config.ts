import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec` (scripts/emulators.mjs), against the real emulators that the
// setup file points the app's configuration at.
export default defineConfig({
  test: {
    include: ['src/**/*.integration.test.ts'],
    setupFiles: ['src/integration-setup.ts'],
    testTimeout: 20_000,
  },
});
