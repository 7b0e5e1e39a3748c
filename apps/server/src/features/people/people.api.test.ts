import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { next, silence, socketPool } from '../../../test/socket-client';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { EventRow } from '../identity';

let t: TestServer;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const db = () => t.server.platform.db;
const members = (event: EventRow, query = '') => `/api/events/${event.slug}/organizer/members/${query}`;
const member = (event: EventRow, p: Person | number) => `/api/events/${event.slug}/organizer/members/${typeof p === 'number' ? p : p.user.id}/`;
const entriesOf = async (event: EventRow) => (await t.server.services.identity.changeLog.list(event.id, { area: 'members', limit: 50, offset: 0 })).rows;
const roleOf = async (event: EventRow, p: Person) =>
  (await db().select({ role: eventMembers.role }).from(eventMembers).where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, p.user.id))))[0]?.role ?? null;

/** An event with one owner, one moderator and two attendees (one of them only invited). */
async function team(fields: Parameters<typeof makeEvent>[1] = {}) {
  const event = await makeEvent(t, fields);
  const [owner, moderator, grace, ivan] = await Promise.all([
    person(t, { firstName: 'Olive', lastName: 'Owner' }),
    person(t, { firstName: 'Mo', lastName: 'Derator' }),
    person(t, { firstName: 'Grace', lastName: 'Hopper', email: `grace-${Date.now()}@lab.example` }),
    person(t, { firstName: 'Ivan', lastName: 'Invited' }),
  ]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, moderator, 'moderator');
  await addRole(t, event, grace, 'attendee');
  await addRole(t, event, ivan, 'attendee');
  // Grace has entered; Ivan is only on the invite list.
  await db().update(eventMembers).set({ joinedAt: t.clock.now() }).where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, grace.user.id)));
  return { event, owner, moderator, grace, ivan };
}

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('GET …/organizer/members/', () => {
  it('lists everyone on the list, the team first, with roles, tags, booths and whether they entered', async () => {
    const { event, owner, moderator, grace, ivan } = await team();
    const booth = await makeBooth(t, event, { name: 'Aurora', staffIds: [ivan.user.id] });
    await t.api('PATCH', member(event, grace), { token: owner.token, body: { tags: ['Speaker'] } });

    for (const reader of [owner, moderator]) {
      const res = await t.api('GET', members(event), { token: reader.token });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(4);
      expect(ids(res.body).slice(0, 2)).toEqual([owner.user.id, moderator.user.id]);
    }
    const list = (await t.api('GET', members(event), { token: owner.token })).body.results as Record<string, unknown>[];
    expect(list.find((m) => m.id === grace.user.id)).toEqual({
      id: grace.user.id, email: grace.user.email, first_name: 'Grace', last_name: 'Hopper', roles: [], staffed_booths: [],
      tags: ['Speaker'], signed_in: true, joined_at: t.clock.now().toISOString(), last_seen_at: null,
    });
    expect(list.find((m) => m.id === ivan.user.id)).toMatchObject({ signed_in: false, joined_at: null, staffed_booths: [{ id: booth.id, slug: booth.slug, name: 'Aurora' }] });
    expect(list.find((m) => m.id === owner.user.id)).toMatchObject({ roles: ['owner'] });
  });

  it('searches names and addresses, and filters by role, booth staff, invited, signed in and tag', async () => {
    const { event, owner, moderator, grace, ivan } = await team();
    await makeBooth(t, event, { staffIds: [ivan.user.id] });
    await t.api('PATCH', member(event, grace), { token: owner.token, body: { tags: ['Speaker', 'Press'] } });
    const found = async (query: string) => ids((await t.api('GET', members(event, query), { token: owner.token })).body).sort();
    expect(await found('?search=grace%20hop')).toEqual([grace.user.id]);
    expect(await found('?search=lab.example')).toEqual([grace.user.id]);
    expect(await found('?search=%25')).toEqual([]);
    expect(await found('?filter=owner')).toEqual([owner.user.id]);
    expect(await found('?filter=moderator')).toEqual([moderator.user.id]);
    expect(await found('?filter=staff')).toEqual([ivan.user.id]);
    expect(await found('?filter=attendee')).toEqual([grace.user.id, ivan.user.id].sort());
    expect(await found('?filter=invited')).toEqual([owner.user.id, moderator.user.id, ivan.user.id].sort());
    expect(await found('?filter=signed_in')).toEqual([grace.user.id]);
    expect(await found('?tag=press')).toEqual([grace.user.id]);
    const page = await t.api('GET', members(event, '?limit=3'), { token: owner.token });
    expect(page.body).toMatchObject({ count: 4, previous: null });
    expect(page.body.next).toContain('offset=3');
    expect((await t.api('GET', members(event, '?filter=everyone'), { token: owner.token })).status).toBe(400);
  });

  it('is refused to attendees and booth staff (403 not_event_moderator)', async () => {
    const { event, grace, ivan } = await team();
    await makeBooth(t, event, { staffIds: [ivan.user.id] });
    for (const who of [grace, ivan]) {
      const res = await t.api('GET', members(event), { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Only the owners and moderators of this event may see its people.', code: 'not_event_moderator' });
    }
  });
});

describe('POST …/organizer/members/', () => {
  it('puts a person on the list with roles, making their account; twice is 409 already_member', async () => {
    const { event, owner } = await team();
    const res = await t.api('POST', members(event), { token: owner.token, body: { email: ' New.Mod@Example.com ', roles: ['moderator'] } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'new.mod@example.com', roles: ['moderator'], signed_in: false, tags: [] });
    const again = await t.api('POST', members(event), { token: owner.token, body: { email: 'new.mod@example.com' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'This person is on the list already.', code: 'already_member' });
    expect((await entriesOf(event))[0]).toMatchObject({ action: 'added', target: 'new.mod@example.com', after: { roles: ['moderator'] }, actor: { id: owner.user.id } });
  });

  it('answers bad fields with their messages; a moderator may not write; nothing is written', async () => {
    const { event, owner, moderator } = await team();
    for (const body of [{ email: 'nope' }, { email: 'a@example.com', roles: ['king'] }, { email: 'a@example.com', roles: ['owner', 'moderator', 'owner'] }, { email: 'a@example.com', extra: 1 }]) {
      expect((await t.api('POST', members(event), { token: owner.token, body })).status, JSON.stringify(body)).toBe(400);
    }
    const refused = await t.api('POST', members(event), { token: moderator.token, body: { email: 'by.moderator@example.com' } });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_event_owner']);
    expect(await db().select().from(users).where(eq(users.email, 'by.moderator@example.com'))).toEqual([]);
    expect(await entriesOf(event)).toEqual([]);
  });
});

describe('PATCH …/organizer/members/{userId}/', () => {
  it('gives and takes roles; the change reaches the person\'s live socket at once (role_changed)', async () => {
    const { event, owner, grace } = await team();
    const socket = await sockets.login(t, grace.token, event.slug);
    const told = next<{ code: string }>(socket, 'login_failed');
    const res = await t.api('PATCH', member(event, grace), { token: owner.token, body: { roles: ['moderator'] } });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['moderator']);
    expect((await told).code).toBe('role_changed');
    expect((await t.api('GET', `/api/events/${event.slug}/access/`, { token: grace.token })).body).toEqual({ access: true, role: 'moderator' });
    // Moderators read the people list now.
    expect((await t.api('GET', members(event), { token: grace.token })).status).toBe(200);

    const back = await t.api('PATCH', member(event, grace), { token: owner.token, body: { roles: [] } });
    expect(back.body.roles).toEqual([]);
    expect(await roleOf(event, grace)).toBe('attendee');
    const [latest] = await entriesOf(event);
    expect(latest).toMatchObject({ action: 'roles_changed', target: grace.user.email, before: { roles: ['moderator'] }, after: { roles: [] } });
  });

  it('booth staff who lose a console role stay booth staff', async () => {
    const { event, owner, ivan } = await team();
    await makeBooth(t, event, { staffIds: [ivan.user.id] });
    await t.api('PATCH', member(event, ivan), { token: owner.token, body: { roles: ['moderator'] } });
    await t.api('PATCH', member(event, ivan), { token: owner.token, body: { roles: [] } });
    expect(await roleOf(event, ivan)).toBe('staff');
  });

  it('never takes owner from the last owner (409 last_owner); with two owners one may step down', async () => {
    const { event, owner, grace } = await team();
    const refused = await t.api('PATCH', member(event, owner), { token: owner.token, body: { roles: ['moderator'] } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: 'An event keeps at least one owner: make someone else an owner first.', code: 'last_owner' });
    expect(await roleOf(event, owner)).toBe('owner');

    await t.api('PATCH', member(event, grace), { token: owner.token, body: { roles: ['owner'] } });
    const steppedDown = await t.api('PATCH', member(event, owner), { token: owner.token, body: { roles: ['moderator'] } });
    expect(steppedDown.status).toBe(200);
    expect(await roleOf(event, owner)).toBe('moderator');
  });

  it('settles two owners taking owner from each other at once in the database: one keeps it', async () => {
    const { event, owner, grace } = await team();
    await t.api('PATCH', member(event, grace), { token: owner.token, body: { roles: ['owner'] } });
    const answers = await Promise.all([
      t.api('PATCH', member(event, grace), { token: owner.token, body: { roles: [] } }),
      t.api('PATCH', member(event, owner), { token: grace.token, body: { roles: [] } }),
    ]);
    // The second waits for the first's lock and then finds itself the last owner (409), or, asking after the
    // first committed, is no owner any more (403).
    expect([[200, 403], [200, 409]]).toContainEqual(answers.map((a) => a.status).sort());
    const owners = await db().select().from(eventMembers).where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.role, 'owner')));
    expect(owners).toHaveLength(1);
  });

  it('sets a person\'s tags, making new ones, matching known ones whatever their case', async () => {
    const { event, owner, grace } = await team();
    await t.api('PATCH', member(event, grace), { token: owner.token, body: { tags: ['Speaker', 'Press'] } });
    const res = await t.api('PATCH', member(event, grace), { token: owner.token, body: { tags: ['press', 'Jury'] } });
    expect(res.status).toBe(200);
    expect(res.body.tags).toEqual(['Jury', 'Press']);
    expect((await entriesOf(event))[0]).toMatchObject({ action: 'tags_changed', before: { tags: ['Press', 'Speaker'] }, after: { tags: ['press', 'Jury'] } });
  });

  it('answers 404 for someone not on the list, 400 for bad fields, 403 for a moderator; nothing changes', async () => {
    const { event, owner, moderator, grace } = await team();
    const stranger = await person(t);
    expect((await t.api('PATCH', member(event, stranger), { token: owner.token, body: { roles: ['moderator'] } })).status).toBe(404);
    expect((await t.api('PATCH', member(event, grace), { token: owner.token, body: { roles: ['staff'] } })).status).toBe(400);
    expect((await t.api('PATCH', member(event, grace), { token: owner.token, body: { tags: [''] } })).status).toBe(400);
    expect((await t.api('PATCH', `/api/events/${event.slug}/organizer/members/x/`, { token: owner.token, body: {} })).status).toBe(400);
    const refused = await t.api('PATCH', member(event, grace), { token: moderator.token, body: { roles: ['owner'] } });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_event_owner']);
    expect(await roleOf(event, grace)).toBe('attendee');
    expect(await roleOf(event, stranger)).toBeNull();
    expect(await entriesOf(event)).toEqual([]);
  });
});

describe('DELETE …/organizer/members/{userId}/', () => {
  it('takes a person off an invite-only event\'s list and their live socket out of it at once', async () => {
    const { event, owner, grace } = await team({ inviteOnly: true });
    const socket = await sockets.login(t, grace.token, event.slug);
    const evicted = next<{ code: string }>(socket, 'login_failed');
    const res = await t.api('DELETE', member(event, grace), { token: owner.token });
    expect(res.status).toBe(204);
    expect((await evicted).code).toBe('inviteonly');
    expect(await roleOf(event, grace)).toBeNull();
    expect((await t.api('GET', `/api/events/${event.slug}/`, { token: grace.token })).body.code).toBe('inviteonly');
    expect((await entriesOf(event))[0]).toMatchObject({ action: 'removed', target: grace.user.email, before: { roles: [] } });
  });

  it('never removes the last owner; a moderator may not remove anyone; someone not on the list is 404', async () => {
    const { event, owner, moderator, grace } = await team();
    const ownerSocket = await sockets.login(t, owner.token, event.slug);
    const stays = silence(ownerSocket, 'login_failed', 500);
    const last = await t.api('DELETE', member(event, owner), { token: owner.token });
    expect([last.status, last.body.code]).toEqual([409, 'last_owner']);
    await stays;
    const refused = await t.api('DELETE', member(event, grace), { token: moderator.token });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_event_owner']);
    expect(await roleOf(event, grace)).toBe('attendee');
    expect((await t.api('DELETE', member(event, await person(t)), { token: owner.token })).status).toBe(404);
    expect(await entriesOf(event)).toEqual([]);
  });
});

describe('POST …/organizer/members/tags/', () => {
  it('gives and takes tags of many at once, leaving people who are not on the list alone', async () => {
    const { event, owner, grace, ivan } = await team();
    const outsider = await person(t);
    const res = await t.api('POST', members(event, 'tags/'), {
      token: owner.token, body: { user_ids: [grace.user.id, ivan.user.id, outsider.user.id], add: ['VIP', 'Press'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2 });
    const removed = await t.api('POST', members(event, 'tags/'), { token: owner.token, body: { user_ids: [grace.user.id], remove: ['vip'] } });
    expect(removed.body).toEqual({ updated: 1 });
    const list = (await t.api('GET', members(event, '?tag=Press'), { token: owner.token })).body.results as { id: number; tags: string[] }[];
    expect(list.map((m) => [m.id, m.tags]).sort()).toEqual([[grace.user.id, ['Press']], [ivan.user.id, ['Press', 'VIP']]].sort());
    expect((await t.api('POST', members(event, 'tags/'), { token: owner.token, body: { user_ids: [grace.user.id], add: ['Press'] } })).body).toEqual({ updated: 0 });
    expect((await entriesOf(event))[0]).toMatchObject({ action: 'tags_changed', target: '1 people', after: { remove: ['vip'], user_ids: [grace.user.id] } });
  });

  it('refuses a moderator and bad fields, changing nothing', async () => {
    const { event, owner, moderator, grace } = await team();
    const refused = await t.api('POST', members(event, 'tags/'), { token: moderator.token, body: { user_ids: [grace.user.id], add: ['X'] } });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_event_owner']);
    expect((await t.api('POST', members(event, 'tags/'), { token: owner.token, body: { user_ids: [], add: ['X'] } })).status).toBe(400);
    expect((await t.api('POST', members(event, 'tags/'), { token: owner.token, body: { user_ids: [grace.user.id], add: [' '] } })).status).toBe(400);
    expect((await t.api('GET', members(event, '?tag=X'), { token: owner.token })).body.count).toBe(0);
  });
});
