import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockingRoutes, blockingTexts, routeLimits } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { ask, next, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let elsewhere: EventRow;
let outsider: Person;
const sockets = socketPool();
const slug = 'blocks-ev';
const base = `/api/events/${slug}/blocked_users/`;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug, enableMeetingScheduling: true });
  elsewhere = await makeEvent(t, { slug: 'blocks-elsewhere' });
  outsider = await person(t, { firstName: 'Otto' });
  await addRole(t, elsewhere, outsider, 'attendee');
});
beforeEach(() => t.clock.set(new Date('2026-06-01T09:00:00Z')));
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
});

/** A fresh attendee of the event for each test (blocks between demo-like shared people would leak). */
async function attendee(firstName: string, fields: Parameters<typeof person>[1] = {}): Promise<Person> {
  const p = await person(t, { firstName, lastName: 'Test', ...fields });
  await addRole(t, event, p, 'attendee');
  return p;
}

const block = (who: Person, userId: number) => t.api('POST', base, { token: who.token, body: { user_id: userId } });
const unblock = (who: Person, userId: number) => t.api('DELETE', `${base}${userId}/`, { token: who.token });
const blocked = (who: Person) => t.api('GET', base, { token: who.token });
const send = (from: Person, to: Person, text = 'hello') =>
  t.api('POST', `/api/events/${slug}/chat/messages/send/`, { token: from.token, body: { text, receiver: to.user.id, should_send_email: false, event_slug: slug } });
const conversation = async (who: Person, partner: Person) =>
  (await t.api('GET', `/api/events/${slug}/chat/${partner.user.id}/messages/`, { token: who.token })).body.results as { text: string }[];
const login = (p: Person) => sockets.login(t, p.token, slug);

const refusedByBlocker = { detail: blockingTexts.youBlocked, code: 'blocked' };
const refusedByBlocked = { detail: blockingTexts.unreachable, code: 'blocked' };

describe('blocked_users', () => {
  it('blocks a person, lists them as the chat presents people, and unblocks them', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben', { mugshot: '/files/ben.jpg' });
    expect((await blocked(ada)).body).toEqual([]);
    const res = await block(ada, ben.user.id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: ben.user.id, first_name: 'Ben', last_name: 'Test', mugshot: '/files/ben.jpg', do_not_disturb: false });
    expect((await blocked(ada)).body).toEqual([res.body]);
    // Only the blocker's list shows it; the blocked person's own list stays empty.
    expect((await blocked(ben)).body).toEqual([]);
    const gone = await unblock(ada, ben.user.id);
    expect(gone.status).toBe(204);
    expect((await blocked(ada)).body).toEqual([]);
  });

  it('a second block changes nothing (idempotent), and keeps one row', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    expect((await block(ada, ben.user.id)).status).toBe(201);
    expect((await block(ada, ben.user.id)).status).toBe(201);
    expect((await blocked(ada)).body).toHaveLength(1);
    const rows = await t.server.platform.db.execute(sql`select 1 from user_blocks where blocker_id = ${ada.user.id}`);
    expect(rows.rows).toHaveLength(1);
  });

  it('lists an incognito person under their alias, without picture', async () => {
    const ada = await attendee('Ada');
    const ghost = await attendee('Real', { incognitoMode: true, aliasName: 'Mystery Guest', mugshot: '/files/real.jpg' });
    await block(ada, ghost.user.id);
    expect((await blocked(ada)).body).toEqual([{ id: ghost.user.id, first_name: 'Mystery Guest', last_name: '', mugshot: null, do_not_disturb: false }]);
  });

  it('refuses oneself (400), a person of another event or unknown (404), and stores nothing', async () => {
    const ada = await attendee('Ada');
    const self = await block(ada, ada.user.id);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ user_id: [blockingTexts.yourself] });
    const other = await block(ada, outsider.user.id);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ detail: blockingTexts.notAttendee });
    expect((await block(ada, 2_000_000)).status).toBe(404);
    expect((await t.api('POST', base, { token: ada.token, body: { user_id: 'x' } })).status).toBe(400);
    expect((await blocked(ada)).body).toEqual([]);
  });

  it('refuses an unblock of someone not blocked (404) and someone blocked by another person', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const cy = await attendee('Cy');
    await block(ada, ben.user.id);
    expect((await unblock(ada, cy.user.id)).status).toBe(404);
    const notMine = await unblock(cy, ben.user.id);
    expect(notMine.status).toBe(404);
    expect(notMine.body).toMatchObject({ detail: blockingTexts.notBlocked });
    expect((await blocked(ada)).body).toHaveLength(1);
  });

  it('keeps a block to its event: the same two people reach each other in another event', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    await addRole(t, elsewhere, ada, 'attendee');
    await addRole(t, elsewhere, ben, 'attendee');
    await block(ada, ben.user.id);
    const there = `/api/events/${elsewhere.slug}/`;
    expect((await t.api('GET', `${there}blocked_users/`, { token: ada.token })).body).toEqual([]);
    // Someone of this event only is no person of the other one.
    const cy = await attendee('Cy');
    expect((await t.api('POST', `${there}blocked_users/`, { token: ada.token, body: { user_id: cy.user.id } })).status).toBe(404);
    const message = await t.api('POST', `${there}chat/messages/send/`, {
      token: ben.token, body: { text: 'elsewhere', receiver: ada.user.id, should_send_email: false, event_slug: elsewhere.slug },
    });
    expect(message.status).toBe(201);
    expect((await t.api('GET', base)).status).toBe(401);
  });

  it('refuses a flood of blocks and unblocks with 429, and a refused write changes nothing', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const cy = await attendee('Cy');
    // The limit the contract declares for both routes (each counts its own).
    const [limit] = routeLimits(blockingRoutes.block.rateLimit);
    expect(routeLimits(blockingRoutes.unblock.rateLimit)).toEqual([limit]);
    const blocks = limit!.max;
    // The clock stands still (beforeEach): no write is given back while the test runs.
    expect((await block(ada, cy.user.id)).status).toBe(201);
    for (let i = 1; i < blocks; i++) {
      expect((await block(ada, ben.user.id)).status).toBe(201);
      expect((await unblock(ada, ben.user.id)).status).toBe(204);
    }
    const tooMany = await block(ada, ben.user.id);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body).toEqual({ detail: expect.any(String), code: 'throttled' });
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked(ada)).body.map((p: { id: number }) => p.id)).toEqual([cy.user.id]);

    // Unblocks have their own count: one left (a 404 spends it too), then Cy's unblock is refused and Cy stays blocked.
    expect((await unblock(ada, ben.user.id)).status).toBe(404);
    const unblockRefused = await unblock(ada, cy.user.id);
    expect(unblockRefused.status).toBe(429);
    expect(unblockRefused.body.code).toBe('throttled');
    expect((await blocked(ada)).body.map((p: { id: number }) => p.id)).toEqual([cy.user.id]);
    expect((await send(cy, ada)).status).toBe(403);

    // One write comes back every windowSeconds / max seconds.
    t.clock.advance((limit!.windowSeconds / limit!.max) * 1000);
    expect((await block(ada, ben.user.id)).status).toBe(201);
    expect((await unblock(ada, cy.user.id)).status).toBe(204);
    expect((await blocked(ada)).body.map((p: { id: number }) => p.id)).toEqual([ben.user.id]);
  });
});

describe('private messages', () => {
  it('refuses a message either way with 403 blocked, stores nothing and delivers nothing; unblocking opens it again', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const cy = await attendee('Cy');
    await block(ada, ben.user.id);
    const benSocket = await login(ben);
    const adaSocket = await login(ada);

    const fromBlocker = await send(ada, ben, 'from ada');
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body).toEqual(refusedByBlocker);
    const fromBlocked = await send(ben, ada, 'from ben');
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body).toEqual(refusedByBlocked);
    expect(await conversation(ada, ben)).toEqual([]);
    expect(await conversation(ben, ada)).toEqual([]);

    // The first message each hears is the one Cy sent after the refusals: nothing of the other reached them.
    const benHears = next<{ text: string }>(benSocket, 'received_private_message');
    const adaHears = next<{ text: string }>(adaSocket, 'received_private_message');
    expect((await send(cy, ben, 'cy to ben')).status).toBe(201);
    expect((await send(cy, ada, 'cy to ada')).status).toBe(201);
    expect((await benHears).text).toBe('cy to ben');
    expect((await adaHears).text).toBe('cy to ada');

    await unblock(ada, ben.user.id);
    expect((await send(ben, ada, 'again')).status).toBe(201);
    expect((await conversation(ada, ben)).map((m) => m.text)).toEqual(['again']);
  });
});

describe('calls', () => {
  const invite = (s: Socket, to: Person) => ask(s, 'send_to_user', { user_id: to.user.id, event: 'invited_for_new_videocall', data: {} });

  it('refuses calling either way with blocked, and the other is never invited', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const cy = await attendee('Cy');
    await block(ben, ada.user.id);
    const adaSocket = await login(ada);
    const benSocket = await login(ben);
    const cySocket = await login(cy);
    expect(await invite(adaSocket, ben)).toEqual({ ok: false, ...refusedByBlocked });
    expect(await invite(benSocket, ada)).toEqual({ ok: false, ...refusedByBlocker });
    // The first invite Ben hears is Cy's, sent after the refusals.
    const benInvited = next<{ user: { id: number } }>(benSocket, 'invited_for_new_videocall');
    expect(await invite(cySocket, ben)).toEqual({ ok: true });
    expect((await benInvited).user.id).toBe(cy.user.id);
    const invites = await t.server.platform.db.execute(sql`select 1 from video_call_invites where (caller_id = ${ada.user.id} and callee_id = ${ben.user.id}) or (caller_id = ${ben.user.id} and callee_id = ${ada.user.id})`);
    expect(invites.rows).toEqual([]);
  });
});

describe('appointments', () => {
  const request = (from: Person, to: Person, hour = 10) =>
    t.api('POST', `/api/events/${slug}/appointment_schedules/`, {
      token: from.token,
      body: { subject: 'Coffee', start_date: `2026-06-02T${hour}:00:00Z`, end_date: `2026-06-02T${hour}:30:00Z`, receiver: to.user.id },
    });
  const upcoming = async (who: Person) =>
    (await t.api('GET', `/api/events/${slug}/appointment_schedules/?filter=upcoming`, { token: who.token })).body.results as unknown[];

  it('refuses a request either way with 403 blocked and stores nothing', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    await block(ada, ben.user.id);
    const fromBlocker = await request(ada, ben);
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body).toEqual(refusedByBlocker);
    const fromBlocked = await request(ben, ada, 11);
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body).toEqual(refusedByBlocked);
    expect(await upcoming(ada)).toEqual([]);
    expect(await upcoming(ben)).toEqual([]);
    expect(await conversation(ada, ben)).toEqual([]);
  });

  it('refuses rescheduling a request made before the block', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const asked = await request(ada, ben);
    expect(asked.status).toBe(201);
    await block(ben, ada.user.id);
    const again = await t.api('POST', `/api/events/${slug}/appointment_schedules/${asked.body.id}/reschedule/`, {
      token: ada.token,
      body: { subject: 'Coffee', start_date: '2026-06-02T12:00:00Z', end_date: '2026-06-02T12:30:00Z', receiver: ben.user.id },
    });
    expect(again.status).toBe(403);
    expect(again.body).toEqual(refusedByBlocked);
    expect(await upcoming(ben)).toHaveLength(1);
  });
});

describe('business cards', () => {
  it('refuses a card addressed to a staff member either way blocked, stores nothing; without a person it still goes', async () => {
    const visitor = await attendee('Vera');
    const staff = await person(t, { firstName: 'Stan' });
    await addRole(t, event, staff, 'staff');
    const booth = await makeBooth(t, event, { staffIds: [staff.user.id] });
    const give = (body: Record<string, unknown>) =>
      t.api('POST', `/api/events/${slug}/booths/${booth.slug}/give-business-card/`, {
        token: visitor.token,
        body: { include_email: false, message: 'hi', is_auto: false, ignore_incognito_mode: false, ...body },
      });
    const cards = async () => (await t.api('GET', `/api/events/${slug}/organizer/booths/${booth.slug}/business-cards/`, { token: staff.token })).body.count as number;

    await block(staff, visitor.user.id);
    const refused = await give({ staff: staff.user.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(refusedByBlocked);
    expect(await cards()).toBe(0);
    await unblock(staff, visitor.user.id);

    await block(visitor, staff.user.id);
    const own = await give({ staff: staff.user.id });
    expect(own.status).toBe(403);
    expect(own.body).toEqual(refusedByBlocker);
    expect(await cards()).toBe(0);
    // A card left at the booth for nobody in particular reaches no person: it goes.
    expect((await give({})).status).toBe(200);
    expect(await cards()).toBe(1);
  });
});

describe('chat roulette', () => {
  let counter = 0;
  const roulette = async (): Promise<SpaceRow> => {
    counter += 1;
    return makeSpace(t, event, 'chat_roulette', { slug: `blocks-spin-${counter}`, name: `Spin ${counter}` });
  };
  const join = async (p: Person, space: SpaceRow) =>
    (await ask(await login(p), 'join_chatroulette', { space_id: space.id, roulette_id: `browser-${p.user.id}`.padEnd(8, '0') })) as unknown as {
      state: string;
      partner: { id: number } | null;
    };

  it('two people alone in the queue stay waiting when one blocked the other, in either order', async () => {
    for (const blockerFirst of [true, false]) {
      const space = await roulette();
      const ada = await attendee('Ada');
      const ben = await attendee('Ben');
      await block(ada, ben.user.id);
      const [first, second] = blockerFirst ? [ada, ben] : [ben, ada];
      expect(await join(first, space)).toMatchObject({ state: 'waiting' });
      expect(await join(second, space)).toMatchObject({ state: 'waiting', partner: null });
      const paired = await t.server.platform.db.execute(sql`select 1 from chat_roulette_entries where space_id = ${space.id} and partner_id is not null`);
      expect(paired.rows).toEqual([]);
      // A third person is paired with one of the two.
      const cy = await attendee('Cy');
      const third = await join(cy, space);
      expect(third.state).toBe('paired');
      expect([ada.user.id, ben.user.id]).toContain(third.partner?.id);
      sockets.closeAll();
    }
  });
});

describe('a block that reports the person too (decision 0097)', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await person(t, { firstName: 'Olga', lastName: 'Owner' });
    await addRole(t, event, owner, 'owner');
  });
  const queue = async () =>
    (await t.api('GET', `/api/events/${slug}/organizer/moderation/reports/`, { token: owner.token })).body.results as {
      key: string; person: { id: number }; reports: { id: number; reporter: { id: number }; reason: string; source: string }[];
    }[];
  const blockAndReport = (who: Person, userId: number, reason: unknown) => t.api('POST', base, { token: who.token, body: { user_id: userId, report_reason: reason } });

  it('queues one report for the moderators, settled like any other: the reporter hears the outcome', async () => {
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    expect((await blockAndReport(ada, ben.user.id, 'Keeps sending me links')).status).toBe(201);
    expect((await blocked(ada)).body.map((p: { id: number }) => p.id)).toEqual([ben.user.id]);
    // Again: the block and the report stay one.
    expect((await blockAndReport(ada, ben.user.id, 'Again')).status).toBe(201);
    const group = (await queue()).find((g) => g.key === `person:${ben.user.id}`);
    expect(group?.reports).toEqual([expect.objectContaining({ reporter: expect.objectContaining({ id: ada.user.id }), reason: 'Keeps sending me links', source: 'block' })]);
    const own = (await t.api('GET', `/api/events/${slug}/reports/`, { token: ada.token })).body.results;
    expect(own).toEqual([expect.objectContaining({ user_id: ben.user.id, state: 'open', reason: 'Keeps sending me links' })]);

    const socket = await login(ada);
    const told = next<{ report: { state: string; action: string } }>(socket, 'report_resolved');
    const res = await t.api('POST', `/api/events/${slug}/organizer/moderation/reports/${group!.reports[0]!.id}/resolve/`, { token: owner.token, body: { action: 'dismiss' } });
    expect(res.status).toBeLessThan(300);
    expect((await told).report).toMatchObject({ state: 'dismissed', action: 'dismiss' });
    expect((await queue()).find((g) => g.key === `person:${ben.user.id}`)).toBeUndefined();
  });

  it('keeps a report made before: one per reporter and person, and the block goes through', async () => {
    const cy = await attendee('Cy');
    const dee = await attendee('Dee');
    expect((await t.api('POST', `/api/events/${slug}/reports/`, { token: cy.token, body: { user_id: dee.user.id, reason: 'Rude in the lobby' } })).status).toBe(201);
    expect((await blockAndReport(cy, dee.user.id, 'Rude again')).status).toBe(201);
    const group = (await queue()).find((g) => g.key === `person:${dee.user.id}`);
    expect(group?.reports.map((r) => [r.reason, r.source])).toEqual([['Rude in the lobby', 'report']]);
    // And a report after the block's is refused as a second one.
    expect((await t.api('POST', `/api/events/${slug}/reports/`, { token: cy.token, body: { user_id: dee.user.id, reason: 'Once more' } })).status).toBe(409);
  });

  it('refuses a report without a reason and then blocks nobody', async () => {
    const eve = await attendee('Eve');
    const fin = await attendee('Fin');
    const res = await blockAndReport(eve, fin.user.id, '   ');
    expect(res.status).toBe(400);
    expect(res.body.report_reason).toBeDefined();
    expect((await blocked(eve)).body).toEqual([]);
    expect((await queue()).find((g) => g.key === `person:${fin.user.id}`)).toBeUndefined();
  });
});
