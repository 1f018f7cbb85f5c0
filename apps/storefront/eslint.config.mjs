// Storefront lint: Next's core-web-vitals and TypeScript rules, then the shared base last so its
// stricter rules (unused vars as errors, type-only imports, no console.log) win over Next's warnings.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import base from '../../eslint.config.mjs';

const SONNER_RULE = { name: 'sonner', message: "Import { toast } from '@/shared/browser/toasts': it loads sonner lazily." };

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  ...base,
  {
    // Toasts go through one module that loads sonner after the first paint (issue 3's JS budget),
    // and the store never imports the back-office (its code, tables and SDK entry stay out of the
    // customer pages' JavaScript).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/browser/toasts.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SONNER_RULE],
          patterns: [{ group: ['@/staff', '@/staff/*', '@voltia/firebase-client/staff'], message: 'Customer code never imports the staff back-office (issue 11).' }],
        },
      ],
    },
  },
  {
    // The back-office itself: its own modules and the staff SDK entry are its to use.
    files: ['src/staff/**/*.{ts,tsx}', 'src/app/(staff)/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [SONNER_RULE] }] },
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
