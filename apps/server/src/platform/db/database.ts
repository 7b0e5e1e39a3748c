import pg from 'pg';
import path from 'node:path';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from '../logger';

/** Queries name their tables (features own them); no relational `db.query`, so no schema is given here. */
export type Db = NodePgDatabase;

/** The database or a transaction on it: services run inside a caller's transaction when given one. */
export type Executor = PgDatabase<NodePgQueryResultHKT>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

export function connectDatabase(url: string, logger: Logger, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', idleClientErrorLogger(logger, 'idle PostgreSQL client failed'));
  const db = drizzle(pool);
  return {
    db,
    pool,
    close: () => pool.end(),
  };
}

/**
 * Logs an idle pool client's error in one readable line. pg-pool hangs the whole client (its config, parsed
 * statements, queues) on the error, which the logger's error serialiser would write out in full; a database
 * shutting down (`57P01`, e.g. Ctrl-C reaching the embedded PostgreSQL first) is expected, so only a warning.
 */
export function idleClientErrorLogger(logger: Logger, message: string): (err: Error & { code?: string }) => void {
  return (err) => {
    // `sqlState`, not `code`: the logger redacts every `code` field (sign-in codes).
    const summary = { type: err.name, message: err.message, sqlState: err.code, stack: err.stack };
    if (err.code === '57P01') logger.warn({ err: summary }, message);
    else logger.error({ err: summary }, message);
  };
}

/** Applies the committed migrations; several processes starting at once serialise on an advisory lock. */
export async function runMigrations(database: Database, logger: Logger): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7301001)');
    const started = Date.now();
    await migrate(drizzle(client), { migrationsFolder });
    logger.info({ ms: Date.now() - started }, 'database migrations applied');
  } finally {
    await client.query('SELECT pg_advisory_unlock(7301001)').catch(() => undefined);
    client.release();
  }
}

/** Creates a database on the server if it does not exist (the embedded cluster starts with only `postgres`). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
