import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Integration tests need the Firebase emulators; they run in their own pipeline step.
    exclude: ['src/**/*.integration.test.ts'],
  },
});
