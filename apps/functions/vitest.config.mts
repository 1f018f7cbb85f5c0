import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unitTests } from '../../vitest.shared.ts';

// Integration tests (*.integration.test.ts) need the emulators: vitest.integration.config.mts.
export default defineConfig({
  test: unitTests(fileURLToPath(new URL('.', import.meta.url))),
});
