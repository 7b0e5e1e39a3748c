import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';

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
});
