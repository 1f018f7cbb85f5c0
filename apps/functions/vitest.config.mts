import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.integration.test.ts'],
    // Rendering a PDF with embedded fonts takes about a second; on a busy 2-core machine (turbo runs
    // the packages side by side) several times that, so the default 5 s would fail for no fault.
    testTimeout: 20_000,
  },
});
