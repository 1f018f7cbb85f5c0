import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unitTests } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...unitTests(fileURLToPath(new URL('.', import.meta.url))),
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The test factories are test code, published for the other workspaces' tests.
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/testing/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
