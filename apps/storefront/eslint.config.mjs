// Storefront lint: Next's core-web-vitals and TypeScript rules, then the shared base last so its
// stricter rules (unused vars as errors, type-only imports, no console.log) win over Next's warnings.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import base from '../../eslint.config.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  ...base,
  {
    // Toasts go through one module that loads sonner after the first paint (issue 3's JS budget).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/browser/toasts.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: "Import { toast } from '@/browser/toasts': it loads sonner lazily." }] },
      ],
    },
  },
  {
    // No import circles in the app (the account store and its runtime had one). The workspace
    // packages and node_modules cannot import the app back, so the rule does not walk into them
    // (that keeps it to a few seconds).
    files: ['src/**/*.{ts,tsx}'],
    settings: { 'import/ignore': ['node_modules', '/packages/'] },
    rules: { 'import/no-cycle': 'error' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
