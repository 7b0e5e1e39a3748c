import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, mintToken, person, type Person } from '../../../test/event-factories';
import { pageTime, pageViews } from './analytics.schema';
import { dayIn } from './analytics.service';

let t: TestServer;
let alice: Person;
let eventId: number;

beforeAll(async () => {
  t = await startTestServer();
  alice = await person(t);
  const event = await makeEvent(t, { slug: 'stats', timezone: 'Europe/Amsterdam' });
  eventId = event.id;
  const invite = await makeEvent(t, { slug: 'stats-invite', inviteOnly: true });
  await addRole(t, invite, await person(t), 'owner');
  await makeEvent(t, { slug: 'stats-draft', published: false });
});
afterAll(async () => {
  await t?.close();
});

const beats = async (path: string) =>
  (
    await t.server.platform.db
      .select()
      .from(pageTime)
      .where(and(eq(pageTime.eventId, eventId), eq(pageTime.userId, alice.user.id), eq(pageTime.path, path)))
  ).map((r) => ({ day: r.day, beats: r.beats }));

describe('POST /api/events/{slug}/analytics/page-views/', () => {
  it('records a page view of the signed-in person', async () => {
    const res = await t.api('POST', '/api/events/stats/analytics/page-views/', {
      token: alice.token,
      body: { path: '/stats/map/hall/', referrer: '/stats' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.server.platform.db.select().from(pageViews).where(eq(pageViews.id, res.body.id));
    expect(row).toMatchObject({ eventId, userId: alice.user.id, path: '/stats/map/hall/', referrer: '/stats' });
  });

  it('refuses without a token, bad bodies, unknown, invite-only and unpublished events', async () => {
    expect((await t.api('POST', '/api/events/stats/analytics/page-views/', { body: { path: '/x' } })).status).toBe(401);
    const bad = await t.api('POST', '/api/events/stats/analytics/page-views/', { token: alice.token, body: { path: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.path).toBeDefined();
    expect((await t.api('POST', '/api/events/nope/analytics/page-views/', { token: alice.token, body: { path: '/x' } })).status).toBe(404);
    const inv = await t.api('POST', '/api/events/stats-invite/analytics/page-views/', { token: alice.token, body: { path: '/x' } });
    expect([inv.status, inv.body.code]).toEqual([403, 'inviteonly']);
    const draft = await t.api('POST', '/api/events/stats-draft/analytics/heartbeat/', { token: alice.token, body: { path: '/x' } });
    expect([draft.status, draft.body.code]).toEqual([403, 'not_published']);
  });
});

describe('POST /api/events/{slug}/analytics/heartbeat/', () => {
  it('accumulates beats per person, path and day, ignoring beats that come too fast', async () => {
    t.clock.set(new Date('2026-06-01T21:59:00Z')); // 23:59 in Amsterdam
    const token = await mintToken(t, alice.user.id); // access tokens live 15 minutes
    const beat = () => t.api('POST', '/api/events/stats/analytics/heartbeat/', { token, body: { path: '/stats/' } });
    expect((await beat()).body).toEqual({ ok: true });
    t.clock.advance(15_000);
    await beat();
    t.clock.advance(1_000); // a second tab or a misbehaving client
    await beat();
    expect(await beats('/stats/')).toEqual([{ day: '2026-06-01', beats: 2 }]);
    // Past midnight in the event's timezone: a new day.
    t.clock.advance(60_000);
    await beat();
    expect(await beats('/stats/')).toEqual(
      expect.arrayContaining([
        { day: '2026-06-01', beats: 2 },
        { day: '2026-06-02', beats: 1 },
      ]),
    );
  });

  it('refuses without a token', async () => {
    expect((await t.api('POST', '/api/events/stats/analytics/heartbeat/', { body: { path: '/x' } })).status).toBe(401);
  });
});

describe('dayIn', () => {
  it('answers the calendar day in the timezone, UTC for an unknown zone', () => {
    const at = new Date('2026-06-01T22:30:00Z');
    expect(dayIn('Europe/Amsterdam', at)).toBe('2026-06-02');
    expect(dayIn('America/New_York', at)).toBe('2026-06-01');
    expect(dayIn('Not/AZone', at)).toBe('2026-06-01');
  });
});
