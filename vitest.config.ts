import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure logic and components, fast) and `api` (a real server on a real PostgreSQL;
 * one cluster per run, one database per test file cloned from a migrated template).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts', 'apps/server/test/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only queue on PostgreSQL.
          maxWorkers: 2,
          // Every file starts its own server on its own database, and the server keeps no state in its
          // modules: a worker imports the server's module graph once for all its files instead of once per
          // file, which was over half of the suite's CPU time (decision 0079).
          isolate: false,
          // Runs after the fast projects, in its own group (its worker count differs).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
