import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { person, type Person } from './event-factories';
import { countQueries, type QueryCounter } from './query-counter';

/**
 * Issue 8, "Feature queries": the hot reads of the demo event cost one round trip for their feature
 * data on top of checking the sign-in and access (the same for every event API), counted on the
 * server's pool. `/spaces/` is that check plus one list query, so it tells what the check costs.
 */

let t: TestServer;
let visitor: Person;
let counter: QueryCounter;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  visitor = await person(t);
  counter = countQueries(t.server.platform.database.pool);
});

afterAll(async () => {
  await t?.close();
});

/**
 * Statements one request sends once first-visit bookkeeping and caches are behind it: the fewest of
 * three requests, as the server's own timers (socket adapter, sweeps) may add one to a request now and then.
 */
async function roundTrips(path: string): Promise<{ count: number; statements: string[] }> {
  expect((await t.api('GET', path, { token: visitor.token })).status).toBe(200);
  let fewest: string[] | null = null;
  for (let i = 0; i < 3; i++) {
    counter.reset();
    const res = await t.api('GET', path, { token: visitor.token });
    expect(res.status).toBe(200);
    if (!fewest || counter.count < fewest.length) fewest = [...counter.statements];
  }
  return { count: fewest?.length ?? 0, statements: fewest ?? [] };
}

const reads = [
  '/api/events/demo/booths/?limit=999',
  '/api/events/demo/booths/aurora-optics/',
  '/api/events/demo/maps/venue/',
  '/api/events/demo/navigation/',
  '/api/auth/current_user/?event_slug=demo',
];

describe('round trips of the hot reads', () => {
  it.each(reads)('%s reads its feature data in one statement', async (path) => {
    const check = (await roundTrips('/api/events/demo/spaces/')).count - 1;
    const { count, statements } = await roundTrips(path);
    expect(count - check, statements.join('\n')).toBeLessThanOrEqual(1);
  });

  it('reads a booth list of any length, and a map\'s booth categories, in one statement', async () => {
    const check = (await roundTrips('/api/events/demo/spaces/')).count - 1;
    for (const path of ['/api/events/demo/booths/?limit=1', '/api/events/demo/booths/?limit=999&search=a', '/api/events/demo/maps/venue/booths/?limit=999', '/api/events/demo/maps/venue/booths/categories/?limit=999']) {
      const { count, statements } = await roundTrips(path);
      // The map's list and categories also find the map (one more, as every space's content does).
      expect(count - check, statements.join('\n')).toBeLessThanOrEqual(path.includes('/maps/') ? 2 : 1);
    }
  });
});
