import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unitTests } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...unitTests(fileURLToPath(new URL('.', import.meta.url))),
    setupFiles: ['./vitest.setup.ts'],
  },
});
