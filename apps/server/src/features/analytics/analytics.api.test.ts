import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { analyticsPathMaxLength } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, mintToken, person, type Person } from '../../../test/event-factories';
import { rateLimitCounters } from '../../platform/rate-limit.schema';
import { pageTime, pageViews } from './analytics.schema';
import { dailyRowLimits, dayIn, pageViewDayKey } from './analytics.service';

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

const beats = async (userId: number, path: string) =>
  (
    await t.server.platform.db
      .select()
      .from(pageTime)
      .where(and(eq(pageTime.eventId, eventId), eq(pageTime.userId, userId), eq(pageTime.path, path)))
  ).map((r) => ({ day: r.day, beats: r.beats }));

const rowsOf = async (table: typeof pageTime | typeof pageViews, userId: number) =>
  (await t.server.platform.db.select({ n: count() }).from(table).where(and(eq(table.eventId, eventId), eq(table.userId, userId))))[0]!.n;

const view = (who: Person, body: Record<string, unknown>) => t.api('POST', '/api/events/stats/analytics/page-views/', { token: who.token, body });
const beat = (who: Person | string, body: Record<string, unknown>) =>
  t.api('POST', '/api/events/stats/analytics/heartbeat/', { token: typeof who === 'string' ? who : who.token, body });

describe('POST /api/events/{slug}/analytics/page-views/', () => {
  it('records a page view of the signed-in person, path and referrer normalised', async () => {
    const res = await view(alice, { path: '/stats//map/./hall/?utm=x#top', referrer: 'https://elsewhere.example/a/b?q=1' });
    expect(res.status).toBe(201);
    const [row] = await t.server.platform.db.select().from(pageViews).where(eq(pageViews.id, res.body.id));
    expect(row).toMatchObject({ eventId, userId: alice.user.id, path: '/stats/map/hall', referrer: 'https://elsewhere.example/a/b' });
  });

  it('cuts a long path to the stored length', async () => {
    const bob = await person(t);
    const res = await view(bob, { path: `/stats/${'x'.repeat(2000)}`, referrer: `/stats/${'y'.repeat(2000)}` });
    expect(res.status).toBe(201);
    const [row] = await t.server.platform.db.select().from(pageViews).where(eq(pageViews.id, res.body.id));
    expect(row!.path).toHaveLength(analyticsPathMaxLength);
    expect(row!.path.startsWith('/stats/xxx')).toBe(true);
    expect(row!.referrer).toHaveLength(analyticsPathMaxLength);
  });

  it('refuses a flood with 429 and Retry-After and writes nothing for it', async () => {
    const carol = await person(t);
    const statuses = [];
    for (let i = 0; i < 62; i++) statuses.push((await view(carol, { path: `/stats/page-${i}` })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    const refused = await view(carol, { path: '/stats/more' });
    expect(refused.body).toEqual({ detail: expect.any(String), code: 'throttled' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsOf(pageViews, carol.user.id)).toBe(60);
    // One more each second afterwards.
    t.clock.advance(1_000);
    expect((await view(carol, { path: '/stats/later' })).status).toBe(201);
  });

  it('keeps at most the daily number of views per person and event', async () => {
    const dan = await person(t);
    const day = dayIn('Europe/Amsterdam', t.clock.now());
    // The day's counter as a busy day leaves it: one view short of the cap.
    await t.server.platform.db.insert(rateLimitCounters).values({
      key: pageViewDayKey(eventId, dan.user.id, day),
      count: dailyRowLimits.pageViews - 1,
      windowEndsAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    expect((await view(dan, { path: '/stats/last' })).status).toBe(201);
    const refused = await view(dan, { path: '/stats/one-too-many' });
    expect([refused.status, refused.body.code]).toEqual([429, 'throttled']);
    expect(await rowsOf(pageViews, dan.user.id)).toBe(1);
  });

  it('refuses without a token, bad bodies, unknown, invite-only and unpublished events', async () => {
    expect((await t.api('POST', '/api/events/stats/analytics/page-views/', { body: { path: '/x' } })).status).toBe(401);
    const bad = await view(alice, { path: '' });
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
    const erin = await person(t);
    t.clock.set(new Date('2026-06-01T21:59:00Z')); // 23:59 in Amsterdam
    const token = await mintToken(t, erin.user.id); // access tokens live 15 minutes
    const once = () => beat(token, { path: '/stats/', tab: 'a' });
    expect((await once()).body).toEqual({ ok: true });
    t.clock.advance(15_000);
    await once();
    t.clock.advance(1_000); // a timer firing early, a retry: let through, but not counted
    expect((await once()).status).toBe(200);
    expect(await beats(erin.user.id, '/stats')).toEqual([{ day: '2026-06-01', beats: 2 }]);
    // Past midnight in the event's timezone: a new day.
    t.clock.advance(60_000);
    await once();
    expect(await beats(erin.user.id, '/stats')).toEqual(
      expect.arrayContaining([
        { day: '2026-06-01', beats: 2 },
        { day: '2026-06-02', beats: 1 },
      ]),
    );
  });

  it('refuses a flood from one tab (429, nothing written) and lets the next beat 15 s later through', async () => {
    const fred = await person(t);
    const token = await mintToken(t, fred.user.id);
    const statuses = [];
    // Each beat names a new path: a refused one would otherwise have added a row.
    for (let i = 0; i < 10; i++) statuses.push((await beat(token, { path: `/stats/flood-${i}`, tab: 'one' })).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429, 429, 429, 429, 429]);
    expect(await rowsOf(pageTime, fred.user.id)).toBe(2);
    const refused = await beat(token, { path: '/stats/flood-x', tab: 'one' });
    expect(refused.body).toEqual({ detail: expect.any(String), code: 'throttled' });
    expect(Number(refused.headers.get('retry-after'))).toBe(15);
    t.clock.advance(15_000);
    expect((await beat(token, { path: '/stats/flood-y', tab: 'one' })).status).toBe(200);
    expect(await rowsOf(pageTime, fred.user.id)).toBe(3);
  });

  it('lets each tab beat, up to a cap per person however many tabs a client makes up', async () => {
    const gina = await person(t);
    const token = await mintToken(t, gina.user.id);
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await beat(token, { path: '/stats/', tab: `tab-${i}` })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(16);
    expect(statuses.slice(16)).toEqual([429, 429, 429, 429]);
  });

  it('keeps time on at most the daily number of paths per person, and on those already kept', async () => {
    const hal = await person(t);
    const token = await mintToken(t, hal.user.id);
    const now = t.clock.now();
    const day = dayIn('Europe/Amsterdam', now);
    await t.server.platform.db.insert(pageTime).values(
      Array.from({ length: dailyRowLimits.paths }, (_, i) => ({ eventId, userId: hal.user.id, path: `/stats/p${i}`, day, beats: 1, lastBeatAt: now })),
    );
    const refused = await beat(token, { path: '/stats/a-new-one', tab: 'a' });
    expect([refused.status, refused.body.code]).toEqual([429, 'throttled']);
    expect(await rowsOf(pageTime, hal.user.id)).toBe(dailyRowLimits.paths);
    t.clock.advance(15_000);
    expect((await beat(token, { path: '/stats/p7', tab: 'a' })).status).toBe(200);
    expect(await beats(hal.user.id, '/stats/p7')).toEqual([{ day, beats: 2 }]);
  });

  it('refuses without a token and a made-up tab id', async () => {
    expect((await t.api('POST', '/api/events/stats/analytics/heartbeat/', { body: { path: '/x' } })).status).toBe(401);
    const bad = await beat(await mintToken(t, alice.user.id), { path: '/x', tab: 'no spaces or slashes/' });
    expect([bad.status, Object.keys(bad.body)]).toEqual([400, ['tab']]);
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
