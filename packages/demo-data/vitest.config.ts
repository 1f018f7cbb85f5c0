import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unitTests } from '../../vitest.shared.ts';

// Integration tests (*.integration.test.ts) need the emulators; they run in their own pipeline step.
export default defineConfig({
  test: unitTests(fileURLToPath(new URL('.', import.meta.url))),
});
