import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { mintToken } from '../../../test/event-factories';
import { users } from '../identity/accounts.schema';
import { seedDemoMeetings } from './demo.meetings';

let t: TestServer;
const token = async (email: string) => {
  const [row] = await t.server.platform.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return mintToken(t, row?.id ?? 0);
};

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});

afterAll(async () => {
  await t?.close();
});

describe('demo meetings', () => {
  it("opens hana's meeting rooms with upcoming, live, walk-in and one finished meeting", async () => {
    const alice = await token('alice@example.com');
    const get = async (query: string, who = alice) => (await t.api('GET', `/api/events/demo/meetings/meeting-rooms/list/?limit=12${query}`, { token: who })).body;
    expect((await t.api('GET', '/api/events/demo/meetings/meeting-rooms/', { token: alice })).body.meta.published).toBe(true);
    const upcoming = await get('');
    const live = await get('&live=1');
    expect(upcoming.count).toBeGreaterThanOrEqual(2);
    expect(live.count).toBe(2);
    expect(live.results.some((m: { is_walk_in_meeting: boolean }) => m.is_walk_in_meeting)).toBe(true);
    expect(upcoming.results.some((m: { is_walk_in_meeting: boolean }) => m.is_walk_in_meeting)).toBe(true);
    expect((await get('&my_meetings=1')).results.map((m: { slug: string }) => m.slug)).toEqual(['portfolio-clinic']);
    const hana = await get('&my_meetings=1', await token('hana@example.com'));
    expect(hana.results.at(-1).slug).toBe('opening-retro');
    expect(hana.count).toBe(6);
  });

  it('seeds once', async () => {
    await seedDemoMeetings(t.server.platform, t.server.services.meetings);
    const alice = await token('alice@example.com');
    const all = await t.api('GET', '/api/events/demo/upcoming_meetings/', { token: alice });
    // Alice's portfolio clinic and the three that have not started: no second set of meetings.
    expect(all.body.count).toBe(3);
  });
});
