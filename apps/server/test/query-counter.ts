import type pg from 'pg';
import type { TestServer } from './harness';

/** Counts the statements a server sends to PostgreSQL through its pool: one per round trip. */
export interface QueryCounter {
  /** Statements since the last `reset`. */
  readonly count: number;
  /** Their SQL, for a failing assertion to show what ran. */
  readonly statements: string[];
  reset(): void;
}

const counted = new WeakSet<pg.PoolClient>();

/**
 * Wraps `client.query` of every client the pool hands out (`pool.query` takes its client through
 * `pool.connect` too), so queries, transactions and prepared statements are all seen.
 */
export function countQueries(pool: pg.Pool): QueryCounter {
  const statements: string[] = [];
  const wrap = (client: pg.PoolClient) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text ?? '?'));
      return query(...args);
    };
  };
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => unknown;
  (pool as { connect: unknown }).connect = (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    if (cb) {
      return connect((err, client, done) => {
        if (client) wrap(client);
        cb(err, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      wrap(client);
      return client;
    });
  };
  return {
    get count() {
      return statements.length;
    },
    statements,
    reset() {
      statements.length = 0;
    },
  };
}

/**
 * The statements a server's pool runs (`pool.query`, drizzle's path) while `work` runs, the realtime
 * adapter's own NOTIFYs and attachments left out.
 */
export async function statementsDuring(server: TestServer, work: () => Promise<unknown>): Promise<string[]> {
  const pool = server.server.platform.database.pool as pg.Pool & { query: (...args: unknown[]) => unknown };
  const original = pool.query;
  const seen: string[] = [];
  pool.query = function (this: pg.Pool, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    const text = typeof config === 'string' ? config : config.text;
    if (!/socket_io|^\s*NOTIFY|pg_notify/i.test(text)) seen.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  try {
    await work();
  } finally {
    pool.query = original;
  }
  return seen;
}
