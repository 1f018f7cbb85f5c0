// Storefront lint: Next's core-web-vitals and TypeScript rules, then the shared base last so its
// stricter rules (unused vars as errors, type-only imports, no console.log) win over Next's warnings.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import base from '../../eslint.config.mjs';

const SONNER_RULE = {
  name: 'sonner',
  message: "Import { toast } from '@/shared/browser/toasts': it loads sonner lazily.",
};

// The app is split by who uses the code: src/store (the customer side), src/staff (the back-office)
// and src/shared (what both use). The store and the back-office never import each other, and shared
// code imports neither, so the back-office's code, tables and SDK entry stay out of the customer
// pages' JavaScript and the store's out of the back-office's.
// The relative forms ('../../staff/…') count as much as the '@/' ones.
const NOT_STAFF = {
  group: ['@/staff', '@/staff/**', '**/staff', '**/staff/**', '@voltia/firebase-client/staff'],
  message: 'The store never imports the back-office; what both use belongs in @/shared.',
};
const NOT_STORE = {
  group: ['@/store', '@/store/**', '**/store', '**/store/**'],
  message: 'The back-office never imports the store; what both use belongs in @/shared.',
};
const SHARED_ONLY = {
  group: [...NOT_STAFF.group, ...NOT_STORE.group],
  message: 'Shared code imports neither the store nor the back-office.',
};
// Toasts go through one module that loads sonner after the first paint (the first-load JavaScript budget).
const restrictImports = (patterns, { sonner = true } = {}) => ({
  'no-restricted-imports': ['error', { ...(sonner ? { paths: [SONNER_RULE] } : {}), patterns }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  ...base,
  {
    // The store: its features and every route outside the back-office (the root layout, not-found, API routes).
    files: ['src/store/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/(staff)/**'],
    rules: restrictImports([NOT_STAFF]),
  },
  {
    // The back-office: its own modules and the staff SDK entry are its to use.
    files: ['src/staff/**/*.{ts,tsx}', 'src/app/(staff)/**/*.{ts,tsx}'],
    rules: restrictImports([NOT_STORE]),
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/browser/toasts.ts'],
    rules: restrictImports([SHARED_ONLY]),
  },
  {
    // The one module that imports sonner.
    files: ['src/shared/browser/toasts.ts'],
    rules: restrictImports([SHARED_ONLY], { sonner: false }),
  },
  {
    // No import circles in the app (the account store and its runtime had one). The workspace
    // packages and node_modules cannot import the app back, so the rule does not walk into them
    // (that keeps it to a few seconds).
    files: ['src/**/*.{ts,tsx}'],
    settings: { 'import/ignore': ['node_modules', '/packages/'] },
    rules: { 'import/no-cycle': 'error' },
  },
  {
    // No backdrop filter (Tailwind's backdrop-blur and kin): the compositor redraws what lies under it
    // for every frame, about 20 ms a frame where it draws in software; the sticky header's cost 22 % of
    // the CPU of the journeys it was measured on (docs/decisions/009-tests-on-a-busy-machine.md).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/\\bbackdrop-[a-z]/]', 'TemplateElement[value.raw=/\\bbackdrop-[a-z]/]'].map((selector) => ({
          selector,
          message: 'No backdrop filters: an opaque or translucent background costs nothing per frame.',
        })),
        // Movement only for those who have not asked their system for less (WCAG 2.3.3).
        ...[
          'Literal[value=/(^|\\s)animate-(pulse|spin|bounce|ping)\\b/]',
          'TemplateElement[value.raw=/(^|\\s)animate-(pulse|spin|bounce|ping)\\b/]',
        ].map((selector) => ({
          selector,
          message: 'Animate with motion-safe:animate-… so that people who ask for reduced motion get none.',
        })),
      ],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);
