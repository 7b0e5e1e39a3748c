import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { connectDatabase } from './database';

/**
 * node-postgres queues a query sent to a connection that is still running one, and warns ("client.query()
 * when the client is already executing a query"; pg 9 will refuse). On a transaction's connection that is a
 * real fault: e.g. `Promise.all` of queries inside `db.transaction`. Every query sent while its connection
 * is busy is recorded here (pg's own condition for the warning), through a whole start with the demo seed.
 */
type ClientInternals = pg.Client & { _queryQueue: unknown[]; _activeQuery: unknown };

const busy: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: ClientInternals, ...args: unknown[]) {
  if (this._queryQueue.length > 0 || this._activeQuery) busy.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

let t: TestServer | undefined;
afterAll(async () => {
  pg.Client.prototype.query = query;
  await t?.close();
});

describe('database connections', () => {
  it('never get a query while they run one: a start that seeds the demo events', async () => {
    t = await startTestServer({ seedDemo: true });
    expect((await t.api('GET', '/api/events/demo/preview/')).status).toBe(200);
    expect(busy).toEqual([]);
  });

  it('log an idle connection the database ended in one line, without the client pg-pool hangs on the error', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const database = connectDatabase(t!.databaseUrl, logger);
    try {
      const { rows } = await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: t!.databaseUrl });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await expect.poll(() => lines.length).toBe(1);
      const logged = JSON.parse(lines[0]!) as { level: number; msg: string; err: Record<string, unknown> };
      expect(logged.msg).toBe('idle PostgreSQL client failed');
      expect(logged.level).toBe(40); // a database shutting a connection down is a warning, not an error
      expect(logged.err).toMatchObject({ sqlState: '57P01' });
      expect(lines[0]).not.toContain('_queryQueue');
    } finally {
      await database.close();
    }
  });
});

