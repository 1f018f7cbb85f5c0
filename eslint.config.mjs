// Shared lint rules for every workspace. The storefront extends this with Next's rules.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/lib/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/next-env.d.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No import circles in any workspace. Paths are the repository's (basePath), so the storefront,
    // which lints its own circles with Next's copy of the plugin, is left to that. Workspace packages
    // never import a dependent back, so the rule walks only the package's own modules (node_modules,
    // where the other workspaces are linked, is not parsed): that keeps lint to seconds.
    basePath: import.meta.dirname,
    files: MODULE_EXTENSIONS.map((extension) => `**/*${extension}`),
    ignores: ['apps/storefront/**'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': MODULE_EXTENSIONS,
      'import/resolver': { node: { extensions: MODULE_EXTENSIONS } },
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': 'error' },
  },
);
