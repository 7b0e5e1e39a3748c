import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries of DESIGN.md, enforced so they cannot rot. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const platformNoFeature = { group: ['**/features/**'], message: 'platform/ knows no feature.' };
const serverNeverWeb = { group: ['**/apps/web/**', '@foyer/web'], message: 'The server never imports the web app.' };
/** server.ts, cli.ts, main.ts and schema.ts wire features and platform together; neither imports them back. */
const compositionRoot = {
  regex: '^(\\.\\./)+(server|cli|main|schema)$',
  message: 'The composition root (server.ts, cli.ts, main.ts, schema.ts) imports features and platform, never the other way round.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '.tools/**', '**/dist/**', 'apps/server/drizzle/**', '.data-test/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: restrict([{ group: ['**/apps/**', '@foyer/server', '@foyer/web'], message: 'packages/* import no app.' }]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([serverNeverWeb]),
  },
  // A later block's no-restricted-imports replaces an earlier one's, so each block names all its patterns.
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: restrict([serverNeverWeb, compositionRoot]),
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: restrict([serverNeverWeb, compositionRoot, platformNoFeature]),
  },
  // Tests start whole servers: they may import the composition root.
  {
    files: ['apps/server/src/features/**/*.test.ts'],
    rules: restrict([serverNeverWeb]),
  },
  {
    files: ['apps/server/src/platform/**/*.test.ts'],
    rules: restrict([serverNeverWeb, platformNoFeature]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([{ group: ['**/apps/server/**', '@foyer/server'], message: 'The web app never imports the server.' }]),
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/features/**', '@/features/**'], message: 'shared/ knows no feature.' },
      { group: ['**/apps/server/**'], message: 'The web app never imports the server.' },
    ]),
  },
);
