import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { next, silence, socketPool } from '../../../test/socket-client';
import { users } from '../identity/accounts.schema';
import { changeLog } from '../identity/change-log.schema';
import { eventMembers, events } from '../identity/events.schema';
import type { EventRow } from '../identity';

let t: TestServer;
let admin: Person;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  admin = await person(t, { firstName: 'Ada', lastName: 'Admin' });
  await t.server.services.identity.administrators.add(admin.user.email);
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const db = () => t.server.platform.db;
const organizer = (slug: string) => `/api/events/${slug}/organizer/`;
const entriesOf = async (event: Pick<EventRow, 'id'>) => (await t.server.services.identity.changeLog.list(event.id, { limit: 50, offset: 0 })).rows;
const rowCount = async (table: typeof users | typeof events | typeof changeLog) => (await db().select({ n: count() }).from(table))[0]!.n;

/** An event with an owner and an attendee on its list. */
async function ownedEvent(fields: Parameters<typeof makeEvent>[1] = {}) {
  const event = await makeEvent(t, fields);
  const [owner, attendee] = await Promise.all([person(t), person(t)]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, attendee, 'attendee');
  return { event, owner, attendee };
}

const newEvent = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug, name: `Event ${slug}`, start_date: '2026-09-01', end_date: '2026-09-02', timezone: 'Europe/Amsterdam',
  language: 'nl', is_virtual: true, is_in_person: false, ...extra,
});

describe('GET /api/organizer/events/', () => {
  it('lists all events for an administrator, with their status in their own time zone, people counted', async () => {
    // The test clock stands at 2026-06-01 09:00 UTC.
    const draft = await makeEvent(t, { published: false, name: 'Zz draft' });
    const soon = await makeEvent(t, { startDate: '2026-07-01', endDate: '2026-07-02' });
    const running = await makeEvent(t, { startDate: '2026-05-31', endDate: '2026-06-01', timezone: 'America/New_York' });
    const over = await makeEvent(t, { startDate: '2026-05-01', endDate: '2026-05-03' });
    // 09:00 UTC on 1 June is still 31 May in Honolulu (UTC-10): the event that starts on the 1st has not begun there.
    const notYetThere = await makeEvent(t, { startDate: '2026-06-01', endDate: '2026-06-02', timezone: 'Pacific/Honolulu' });
    const p = await person(t);
    await addRole(t, running, p, 'attendee');

    const res = await t.api('GET', '/api/organizer/events/?limit=100', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.can_create).toBe(true);
    const bySlug = new Map((res.body.results as { slug: string }[]).map((e) => [e.slug, e]));
    expect(bySlug.get(draft.slug)).toMatchObject({ status: 'draft', published: false, people_count: 0, roles: [] });
    expect(bySlug.get(soon.slug)).toMatchObject({ status: 'published' });
    expect(bySlug.get(running.slug)).toMatchObject({ status: 'running', people_count: 1, timezone: 'America/New_York' });
    expect(bySlug.get(over.slug)).toMatchObject({ status: 'over' });
    expect(bySlug.get(notYetThere.slug)).toMatchObject({ status: 'published' });
    expect(res.body.count).toBeGreaterThanOrEqual(5);
  });

  it('lists only the events a person owns or moderates, with their roles; creating is not theirs', async () => {
    const { event, owner } = await ownedEvent();
    const moderated = await makeEvent(t);
    await addRole(t, moderated, owner, 'moderator');
    const attended = await makeEvent(t);
    await addRole(t, attended, owner, 'attendee');
    const res = await t.api('GET', '/api/organizer/events/', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, can_create: false, next: null, previous: null });
    expect(res.body.results.map((e: { slug: string; roles: string[] }) => [e.slug, e.roles]).sort()).toEqual(
      [[event.slug, ['owner']], [moderated.slug, ['moderator']]].sort(),
    );
    const stranger = await person(t);
    expect((await t.api('GET', '/api/organizer/events/', { token: stranger.token })).body).toMatchObject({ count: 0, results: [], can_create: false });
  });

  it('searches by name and address, and pages', async () => {
    const a = await makeEvent(t, { name: 'Harbour Lights Festival' });
    await makeEvent(t, { name: 'Harbour Lights Symposium' });
    const found = await t.api('GET', '/api/organizer/events/?search=harbour%20lights&limit=1', { token: admin.token });
    expect(found.body.count).toBe(2);
    expect(found.body.results).toHaveLength(1);
    expect(found.body.next).toContain('offset=1');
    const bySlug = await t.api('GET', `/api/organizer/events/?search=${a.slug}`, { token: admin.token });
    expect(bySlug.body.results.map((e: { slug: string }) => e.slug)).toEqual([a.slug]);
    expect((await t.api('GET', '/api/organizer/events/?search=100%25', { token: admin.token })).body.count).toBe(0);
  });
});

describe('POST /api/organizer/events/', () => {
  it('creates an unpublished event with the default configuration, its creator its first owner', async () => {
    const res = await t.api('POST', '/api/organizer/events/', { token: admin.token, body: newEvent('autumn-fair') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'autumn-fair', name: 'Event autumn-fair', status: 'draft', published: false, invite_only: false, language: 'nl',
      timezone: 'Europe/Amsterdam', start_date: '2026-09-01', end_date: '2026-09-02', is_virtual: true, is_in_person: false,
      preview_config: { time_format: '24h', show_attendees_outside_event: false, show_booth_sidebar: true, enable_meeting_scheduling: false },
      logo: null, home_space: null,
    });
    const list = await t.api('GET', '/api/organizer/events/?search=autumn-fair', { token: admin.token });
    expect(list.body.results[0]).toMatchObject({ slug: 'autumn-fair', roles: ['owner'], people_count: 1 });
    // Its owner gets in while it is unpublished; an attendee does not.
    expect((await t.api('GET', '/api/events/autumn-fair/access/', { token: admin.token })).body).toEqual({ access: true, role: 'owner' });
    const [entry] = await entriesOf({ id: res.body.id });
    expect(entry).toMatchObject({ area: 'event', action: 'created', target: 'autumn-fair', actor: { id: admin.user.id } });
  });

  it('names another first owner by e-mail, making the account when it is missing', async () => {
    const res = await t.api('POST', '/api/organizer/events/', { token: admin.token, body: newEvent('spring-fair', { owner_email: 'New.Owner@Example.com' }) });
    expect(res.status).toBe(201);
    const [owner] = await db().select().from(users).where(eq(users.email, 'new.owner@example.com'));
    expect(owner).toBeDefined();
    const members = await db().select({ userId: eventMembers.userId, role: eventMembers.role }).from(eventMembers).where(eq(eventMembers.eventId, res.body.id));
    expect(members).toEqual([{ userId: owner!.id, role: 'owner' }]);
  });

  it('answers each bad field with its message, and writes nothing', async () => {
    const before = await rowCount(events);
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'A b' }, 'slug'],
      [{ slug: 'manage' }, 'slug'],
      [{ slug: 'api' }, 'slug'],
      [{ name: '  ' }, 'name'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ end_date: '1 Sept' }, 'end_date'],
      [{ end_date: '2026-08-31' }, 'end_date'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ language: 'fr' }, 'language'],
      [{ is_virtual: false, is_in_person: false }, 'is_virtual'],
      [{ owner_email: 'nobody' }, 'owner_email'],
      [{ colour: 'red' }, ''],
    ];
    for (const [change, field] of cases) {
      const res = await t.api('POST', '/api/organizer/events/', { token: admin.token, body: newEvent('bad-fields', change) });
      expect(res.status, JSON.stringify(change)).toBe(400);
      if (field) expect(res.body[field], JSON.stringify(change)).toEqual([expect.any(String)]);
    }
    const reserved = await t.api('POST', '/api/organizer/events/', { token: admin.token, body: newEvent('manage') });
    expect(reserved.body.slug).toEqual(['This address is reserved; choose another.']);
    expect(await rowCount(events)).toBe(before);
  });

  it('is for administrators: an owner is refused (403 not_administrator), and nothing is written', async () => {
    const { owner } = await ownedEvent();
    const before = await rowCount(events);
    const res = await t.api('POST', '/api/organizer/events/', { token: owner.token, body: newEvent('owners-own') });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Only instance administrators may create events.', code: 'not_administrator' });
    expect(await rowCount(events)).toBe(before);
  });

  it('answers a taken slug 409 slug_taken, keeping nothing of the attempt (not even the named owner\'s account)', async () => {
    const taken = await makeEvent(t);
    const counts = async () => [await rowCount(events), await rowCount(users), await rowCount(changeLog)];
    const before = await counts();
    const res = await t.api('POST', '/api/organizer/events/', { token: admin.token, body: newEvent(taken.slug, { owner_email: 'never.made@example.com' }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Another event has this address already.', code: 'slug_taken' });
    expect(await counts()).toEqual(before);
  });

  it('settles two creations of one slug at once in the database: one 201, one 409', async () => {
    const answers = await Promise.all([0, 1].map(() => t.api('POST', '/api/organizer/events/', { token: admin.token, body: newEvent('raced-slug') })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await db().select({ n: count() }).from(events).where(eq(events.slug, 'raced-slug')))[0]!.n).toBe(1);
  });
});

describe('GET /api/organizer/events/slug/', () => {
  it('says whether an address is free, taken, reserved or not valid', async () => {
    const taken = await makeEvent(t);
    const check = async (slug: string) => (await t.api('GET', `/api/organizer/events/slug/?slug=${encodeURIComponent(slug)}`, { token: admin.token })).body;
    expect(await check('free-address')).toEqual({ slug: 'free-address', available: true, reason: null, detail: null });
    expect(await check(taken.slug)).toEqual({ slug: taken.slug, available: false, reason: 'taken', detail: 'Another event has this address already.' });
    expect(await check('manage')).toMatchObject({ available: false, reason: 'reserved', detail: 'This address is reserved; choose another.' });
    expect(await check('Not Valid')).toMatchObject({ available: false, reason: 'invalid' });
  });

  it('is for administrators', async () => {
    const { owner } = await ownedEvent();
    const res = await t.api('GET', '/api/organizer/events/slug/?slug=anything', { token: owner.token });
    expect([res.status, res.body.code]).toEqual([403, 'not_administrator']);
  });
});

describe('GET /api/events/{eventSlug}/organizer/', () => {
  it('answers an owner and an administrator every setting; a moderator is refused', async () => {
    const { event, owner } = await ownedEvent({ published: false });
    for (const who of [owner, admin]) {
      const res = await t.api('GET', organizer(event.slug), { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: event.id, slug: event.slug, status: 'draft', goodiebag_name: 'Favorites', home_space: null });
    }
    const moderator = await person(t);
    await addRole(t, event, moderator, 'moderator');
    const refused = await t.api('GET', organizer(event.slug), { token: moderator.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Only the owners of this event may do this.', code: 'not_event_owner' });
    expect((await t.api('GET', organizer('no-such-event'), { token: admin.token })).status).toBe(404);
  });
});

describe('PATCH /api/events/{eventSlug}/organizer/', () => {
  it('changes the settings, cleans rich text, and what attendees read follows at once; open pages hear updated_event', async () => {
    const { event, owner, attendee } = await ownedEvent();
    const home = await makeSpace(t, event, 'map');
    // Warm the cached navigation and the access caches with the state before.
    expect((await t.api('GET', `/api/events/${event.slug}/`, { token: attendee.token })).body.name).toBe(event.name);
    await t.api('GET', `/api/events/${event.slug}/navigation/`, { token: attendee.token });
    const socket = await sockets.login(t, attendee.token, event.slug);
    const heard = next<{ event_slug: string; fields: string[] }>(socket, 'updated_event');

    const res = await t.api('PATCH', organizer(event.slug), {
      token: owner.token,
      body: {
        name: 'Renamed', intro_text: '<p>Hello</p><script>alert(1)</script><img src="javascript:x">', home_space: home.id,
        show_booth_sidebar: false, preview_config: { time_format: '12h' }, enable_meeting_scheduling: true, primary_color: '#112233',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed', intro_text: '<p>Hello</p><img />', home_space: home.id, show_booth_sidebar: false, primary_color: '#112233',
      enable_meeting_scheduling: true,
      preview_config: { time_format: '12h', show_booth_sidebar: false, enable_meeting_scheduling: true, show_speaker_icon: true },
    });
    expect((await heard).fields.sort()).toEqual(['enable_meeting_scheduling', 'home_space', 'intro_text', 'name', 'preview_config', 'primary_color', 'show_booth_sidebar'].sort());

    const preview = (await t.api('GET', `/api/events/${event.slug}/preview/`)).body;
    expect(preview).toMatchObject({ name: 'Renamed', intro_text: '<p>Hello</p><img />', show_booth_sidebar: false, home_space: { id: home.id }, primary_color: '#112233' });
    const current = (await t.api('GET', `/api/events/${event.slug}/`, { token: attendee.token })).body;
    expect(current).toMatchObject({ name: 'Renamed', enable_meeting_scheduling: true, preview_config: { time_format: '12h' } });

    const [entry] = await entriesOf(event);
    expect(entry).toMatchObject({ area: 'event', action: 'updated', actor: { id: owner.user.id }, before: { name: event.name }, after: { name: 'Renamed' } });
    expect(entry!.target).toContain('name');
  });

  it('writes nothing and tells nobody when nothing changes', async () => {
    const { event, owner, attendee } = await ownedEvent();
    const socket = await sockets.login(t, attendee.token, event.slug);
    const quiet = silence(socket, 'updated_event', 500);
    const res = await t.api('PATCH', organizer(event.slug), { token: owner.token, body: { name: event.name } });
    expect(res.status).toBe(200);
    await quiet;
    expect(await entriesOf(event)).toEqual([]);
  });

  it('answers each bad field with its message, and changes nothing', async () => {
    const { event, owner } = await ownedEvent({ startDate: '2026-06-10', endDate: '2026-06-12', isVirtual: true, isInPerson: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ primary_color: 'red' }, 'primary_color'],
      [{ start_date: '2026-13-01' }, 'start_date'],
      [{ end_date: '2026-06-09' }, 'end_date'],
      [{ start_date: '2026-06-13' }, 'start_date'],
      [{ start_date: '2026-06-05', end_date: '2026-06-04' }, 'end_date'],
      [{ is_virtual: false }, 'is_virtual'],
      [{ timezone: 'Nowhere/City' }, 'timezone'],
      [{ language: 'xx' }, 'language'],
      [{ goodiebag_name: ' ' }, 'goodiebag_name'],
      [{ twitter_search: 'x'.repeat(201) }, 'twitter_search'],
      [{ contact_email: 'not-mail' }, 'contact_email'],
      [{ home_space: 'one' }, 'home_space'],
      [{ preview_config: { time_format: '13h' } }, 'preview_config'],
      [{ preview_config: { unknown_flag: true } }, 'preview_config'],
      [{ slug: 'renamed' }, ''],
    ];
    for (const [change, field] of cases) {
      const res = await t.api('PATCH', organizer(event.slug), { token: owner.token, body: change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      if (field) expect(Object.keys(res.body).some((key) => key === field || key.startsWith(`${field}.`)), JSON.stringify(change)).toBe(true);
    }
    expect((await t.api('GET', organizer(event.slug), { token: owner.token })).body).toMatchObject({
      name: event.name, start_date: '2026-06-10', end_date: '2026-06-12', is_virtual: true, preview_config: { time_format: '24h' },
    });
    expect(await entriesOf(event)).toEqual([]);
  });

  it('refuses a home space of another event (422) and leaves the event and its log as they were', async () => {
    const { event, owner } = await ownedEvent();
    const elsewhere = await makeSpace(t, await makeEvent(t), 'map');
    const res = await t.api('PATCH', organizer(event.slug), { token: owner.token, body: { name: 'Not this', home_space: elsewhere.id } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'Choose a space of this event.', code: 'home_space_not_in_event' });
    expect((await t.api('GET', organizer(event.slug), { token: owner.token })).body).toMatchObject({ name: event.name, home_space: null });
    expect(await entriesOf(event)).toEqual([]);
  });

  it('unpublishing shuts attendees out at once, their live sockets too; owners stay', async () => {
    const { event, owner, attendee } = await ownedEvent();
    const attendeeSocket = await sockets.login(t, attendee.token, event.slug);
    const ownerSocket = await sockets.login(t, owner.token, event.slug);
    const refused = next<{ code: string }>(attendeeSocket, 'login_failed');
    const ownerStays = silence(ownerSocket, 'login_failed', 800);
    const res = await t.api('PATCH', organizer(event.slug), { token: owner.token, body: { published: false } });
    expect(res.body).toMatchObject({ published: false, status: 'draft' });
    expect((await refused).code).toBe('not_published');
    await ownerStays;
    expect((await t.api('GET', `/api/events/${event.slug}/`, { token: attendee.token })).body.code).toBe('not_published');
    const [entry] = await entriesOf(event);
    expect(entry).toMatchObject({ action: 'unpublished', before: { published: true }, after: { published: false } });

    const again = await t.api('PATCH', organizer(event.slug), { token: owner.token, body: { published: true, invite_only: true } });
    expect(again.body).toMatchObject({ published: true, invite_only: true, status: 'running' });
    expect((await entriesOf(event))[0]).toMatchObject({ action: 'published' });
    // Invite only: the attendee is on the list and gets in; a stranger does not.
    expect((await t.api('GET', `/api/events/${event.slug}/`, { token: attendee.token })).status).toBe(200);
    const stranger = await person(t);
    expect((await t.api('GET', `/api/events/${event.slug}/`, { token: stranger.token })).body.code).toBe('inviteonly');
  });
});

describe('DELETE /api/events/{eventSlug}/organizer/', () => {
  it('needs the slug typed again (400) and, with people on the list, a second confirmation (409); until then nothing goes', async () => {
    const { event, owner, attendee } = await ownedEvent();
    const wrong = await t.api('DELETE', organizer(event.slug), { token: owner.token, body: { confirm_slug: 'something-else' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ confirm_slug: ["Type the event's address to confirm."] });
    const people = await t.api('DELETE', organizer(event.slug), { token: owner.token, body: { confirm_slug: event.slug } });
    expect(people.status).toBe(409);
    expect(people.body).toEqual({ detail: "1 people are on this event's list: confirm once more that they lose it too.", code: 'confirm_people' });
    expect((await t.api('GET', `/api/events/${event.slug}/`, { token: attendee.token })).status).toBe(200);
    expect((await db().select({ n: count() }).from(eventMembers).where(eq(eventMembers.eventId, event.id)))[0]!.n).toBe(2);

    const socket = await sockets.login(t, attendee.token, event.slug);
    const evicted = next<{ detail: string }>(socket, 'login_failed');
    const done = await t.api('DELETE', organizer(event.slug), { token: owner.token, body: { confirm_slug: event.slug, confirm_people: true } });
    expect(done.status).toBe(204);
    expect((await evicted).detail).toBe('Not found.');
    expect((await t.api('GET', `/api/events/${event.slug}/preview/`)).status).toBe(404);
    expect((await db().select({ n: count() }).from(eventMembers).where(eq(eventMembers.eventId, event.id)))[0]!.n).toBe(0);
  });

  it('deletes an event with only its owners on the list at the first confirmation', async () => {
    const event = await makeEvent(t, { published: false });
    const [a, b] = await Promise.all([person(t), person(t)]);
    await addRole(t, event, a, 'owner');
    await addRole(t, event, b, 'owner');
    const res = await t.api('DELETE', organizer(event.slug), { token: a.token, body: { confirm_slug: event.slug } });
    expect(res.status).toBe(204);
    expect(await db().select().from(events).where(eq(events.id, event.id))).toEqual([]);
  });

  it('is for owners: a moderator is refused and the event stays', async () => {
    const { event } = await ownedEvent();
    const moderator = await person(t);
    await addRole(t, event, moderator, 'moderator');
    const res = await t.api('DELETE', organizer(event.slug), { token: moderator.token, body: { confirm_slug: event.slug, confirm_people: true } });
    expect([res.status, res.body.code]).toEqual([403, 'not_event_owner']);
    expect(await db().select({ id: events.id }).from(events).where(eq(events.id, event.id))).toEqual([{ id: event.id }]);
  });
});
