import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { person, type Person } from './event-factories';
import { countQueries, type QueryCounter } from './query-counter';

/**
 * Issue 8, "Feature queries": the hot reads of the demo event answer in at most two database round
 * trips, counted on the server's pool: one for checking the sign-in and access (none when the
 * short-lived access caches answer, decision 0012) and one for the feature's data (decision 0016).
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

/** Forgets what the access caches hold, so the next request checks the sign-in and access in the database. */
function forgetAccess(): void {
  const caches = t.server.services.identity.caches;
  for (const cache of Object.values(caches)) cache.clear();
}

/**
 * Statements one request sends once first-visit bookkeeping is behind it: the fewest of three
 * requests, as the server's own timers (socket adapter, sweeps) may add one to a request now and then.
 */
async function roundTrips(path: string, opts: { cold: boolean }): Promise<{ count: number; statements: string[] }> {
  expect((await t.api('GET', path, { token: visitor.token })).status).toBe(200);
  let fewest: string[] | null = null;
  for (let i = 0; i < 3; i++) {
    if (opts.cold) forgetAccess();
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
  it.each(reads)('%s: at most two, one of them for the sign-in and access check', async (path) => {
    const cold = await roundTrips(path, { cold: true });
    expect(cold.count, cold.statements.join('\n')).toBeLessThanOrEqual(2);
    const warm = await roundTrips(path, { cold: false });
    expect(warm.count, warm.statements.join('\n')).toBeLessThanOrEqual(1);
  });

  it('reads current_user with the fields features contribute (presence, tags, call) in the same one statement', async () => {
    const { count, statements } = await roundTrips('/api/auth/current_user/?event_slug=demo', { cold: false });
    expect(count, statements.join('\n')).toBe(1);
    for (const table of ['presence_connections', 'attendee_tag_links', 'video_call_participants']) expect(statements[0]).toContain(table);
  });

  it('reads a booth list of any length, and a map\'s booth categories, in one statement besides the checks', async () => {
    for (const path of ['/api/events/demo/booths/?limit=1', '/api/events/demo/booths/?limit=999&search=a', '/api/events/demo/maps/venue/booths/categories/?limit=999']) {
      const { count, statements } = await roundTrips(path, { cold: true });
      // A map's categories also find the map (one more, as every space's content does).
      expect(count, statements.join('\n')).toBeLessThanOrEqual(path.includes('/maps/') ? 3 : 2);
    }
  });
});
