import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { connectDatabase, runMigrations } from '../src/platform/db/database';
import { testDbPrefix } from './db-names';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

let embedded: EmbeddedPostgres | null = null;
let runDir: string | null = null;

/** Starts one PostgreSQL for the run (or uses DATABASE_URL) and migrates a template database. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logger = pino({ level: 'warn' });
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A cluster of this run's own, so runs side by side never drop or stop each other's databases.
    runDir = path.resolve(import.meta.dirname, '../../../.data-test', `run-${process.pid}`);
    embedded = await startEmbeddedPostgres(runDir, logger);
    adminUrl = embedded.url;
  }
  const templateDb = `foyer_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const u = new URL(adminUrl);
  u.pathname = `/${templateDb}`;
  const database = connectDatabase(u.toString(), logger, 2);
  await runMigrations(database, logger);
  await database.close();
  await admin.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const leftovers = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${testDbPrefix(templateDb)}%`, templateDb],
    );
    for (const row of leftovers.rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await client.end();
    await embedded?.destroy();
    if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
  };
}
