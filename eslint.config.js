import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { boundaries } from './scripts/lint/boundaries.mjs';
import { webBoundaries } from './scripts/lint/web-boundaries.mjs';

const root = import.meta.dirname;

/** Import boundaries of DESIGN.md, enforced so they cannot rot. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const platformNoFeature = { group: ['**/features/**'], message: 'platform/ knows no feature.' };
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
  // Decision 0078: the server never imports the web app, by a package name or by any path (relative ones too).
  {
    files: ['apps/server/**/*.ts'],
    plugins: { foyer: boundaries },
    rules: { 'foyer/no-other-app': ['error', { dir: path.join(root, 'apps/web'), packageName: '@foyer/web', message: 'The server never imports the web app.' }] },
  },
  // Decision 0078: another feature only through its face (its index.ts) or its tables (*.schema.ts); a face offers
  // service methods, not repositories (the identity core's accounts excepted). Tests start whole servers and reach
  // into what they check.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { foyer: boundaries },
    rules: {
      'foyer/feature-face': ['error', { features: path.join(root, 'apps/server/src/features') }],
      'foyer/no-repository-in-face': ['error', { features: path.join(root, 'apps/server/src/features'), allow: ['identity/AccountsRepository'] }],
    },
  },
  // A later block's no-restricted-imports replaces an earlier one's, so each block names all its patterns.
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: restrict([compositionRoot]),
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: restrict([compositionRoot, platformNoFeature]),
  },
  // Tests start whole servers: they may import the composition root.
  {
    files: ['apps/server/src/features/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/platform/**/*.test.ts'],
    rules: restrict([platformNoFeature]),
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
  // Decision 0078: the web app never imports the server, by a package name or by any path (relative ones too).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { foyer: boundaries },
    rules: { 'foyer/no-other-app': ['error', { dir: path.join(root, 'apps/server'), packageName: '@foyer/server', message: 'The web app never imports the server.' }] },
  },
  // Features meet only through their faces (index.ts) and stand below app/ (decision 0078). Tests may reach
  // inside a feature to register stand-ins, and render through app/test-utils.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/app/test-utils.tsx'],
    plugins: { 'foyer-web': webBoundaries },
    rules: {
      'foyer-web/feature-faces': 'error',
      'foyer-web/features-below-app': 'error',
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
