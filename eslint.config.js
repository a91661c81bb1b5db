import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tools/eslint/import-boundaries.js';
import { oneTransactionHelper } from './tools/eslint/one-transaction-helper.js';
import { sqlInRepositories } from './tools/eslint/sql-in-repositories.js';

/**
 * Rules that read the types: a promise that nobody awaits or catches, a promise passed where a
 * plain value or a void callback is expected, and an await on something that is not a promise are
 * bugs the compiler lets through.
 */
const promiseRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/await-thenable': 'error',
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { kindred: { rules: { 'import-boundaries': importBoundaries, 'sql-in-repositories': sqlInRepositories, 'one-transaction-helper': oneTransactionHelper } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'kindred/import-boundaries': 'error',
      // SQL only in *-repository.ts, server/src/db/ and migrations (the rule scopes itself to server/src/).
      'kindred/sql-in-repositories': 'error',
      'kindred/one-transaction-helper': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['web/src/sw.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: promiseRules,
  },
  {
    // The service worker is its own program (web/tsconfig.sw.json), checked with the worker's types.
    files: ['web/src/sw.ts'],
    languageOptions: { parserOptions: { project: './web/tsconfig.sw.json', tsconfigRootDir: import.meta.dirname } },
    rules: promiseRules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Entry points and tools talk to the operator on the console on purpose.
    files: ['server/src/main.ts', 'scripts/**', 'e2e/**', 'server/test/**', 'tools/**', 'fakes/**', 'bench/**', 'eval/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'it', property: 'only' }, { object: 'it', property: 'skip' }, { object: 'describe', property: 'only' }, { object: 'describe', property: 'skip' }, { object: 'test', property: 'only' }, { object: 'test', property: 'skip' }] },
  },
);
