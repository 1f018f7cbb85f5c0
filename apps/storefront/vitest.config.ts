import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unitTests } from '../../vitest.shared.ts';

export default defineConfig({
  resolve: {
    // Same alias as tsconfig.json `paths`.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    // bench/: the benchmark's own pure helpers (its CPU calibration) are unit-tested too.
    ...unitTests(fileURLToPath(new URL('.', import.meta.url)), ['src', 'bench']),
    environment: 'node',
  },
});
