import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import type { EventRow } from '../identity';

let t: TestServer;
let event: EventRow;
let owner: Person;
let moderator: Person;
let attendee: Person;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t);
  [owner, moderator, attendee] = await Promise.all([
    person(t, { firstName: 'Olive', lastName: 'Owner' }),
    person(t),
    person(t),
  ]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, moderator, 'moderator');
  await addRole(t, event, attendee, 'attendee');
});
afterAll(async () => {
  await t?.close();
});

const changes = (query = '', token = owner.token, slug = event.slug) => t.api('GET', `/api/events/${slug}/organizer/changes/${query}`, { token });
const settings = (body: unknown) => t.api('PATCH', `/api/events/${event.slug}/organizer/`, { token: owner.token, body });

describe('GET /api/events/{eventSlug}/organizer/changes/', () => {
  it('answers owners every change, newest first, with who made it, what it was before and after; filtered by area', async () => {
    expect((await settings({ name: 'First name' })).status).toBe(200);
    expect((await t.api('POST', `/api/events/${event.slug}/organizer/members/`, { token: owner.token, body: { email: 'helper@example.com', roles: ['moderator'] } })).status).toBe(201);
    expect((await settings({ twitter_search: '#first' })).status).toBe(200);

    const res = await changes();
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((e: { area: string; action: string }) => `${e.area} ${e.action}`)).toEqual(['event updated', 'members added', 'event updated']);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number), at: t.clock.now().toISOString(), actor: { id: owner.user.id, name: 'Olive Owner', email: owner.user.email },
      area: 'event', action: 'updated', target: 'twitter_search', before: { twitter_search: '' }, after: { twitter_search: '#first' },
    });
    expect(res.body.results[1]).toMatchObject({ target: 'helper@example.com', before: null, after: { roles: ['moderator'] } });

    const members = await changes('?area=members');
    expect(members.body.results.map((e: { action: string }) => e.action)).toEqual(['added']);
    const page = await changes('?limit=2');
    expect(page.body.results).toHaveLength(2);
    expect(page.body.next).toContain('offset=2');
  });

  it('is for owners: moderators and attendees are refused; another event\'s owner does not read this one', async () => {
    for (const who of [moderator, attendee]) {
      const res = await changes('', who.token);
      expect([res.status, res.body.code]).toEqual([403, 'not_event_owner']);
    }
    const elsewhere = await makeEvent(t);
    const otherOwner = await person(t);
    await addRole(t, elsewhere, otherOwner, 'owner');
    expect((await changes('', otherOwner.token)).status).toBe(403);
    expect((await changes('', otherOwner.token, elsewhere.slug)).body).toMatchObject({ count: 0, results: [] });
  });

  it('keeps no entry of a refused change', async () => {
    const before = (await changes()).body.count;
    const elsewhere = await makeSpace(t, await makeEvent(t), 'map');
    expect((await settings({ name: 'Never', home_space: elsewhere.id })).status).toBe(422);
    expect((await settings({ end_date: '1999-01-01' })).status).toBe(400);
    const lastOwner = await t.api('DELETE', `/api/events/${event.slug}/organizer/members/${owner.user.id}/`, { token: owner.token });
    expect(lastOwner.status).toBe(409);
    const withPeople = await t.api('DELETE', `/api/events/${event.slug}/organizer/`, { token: owner.token, body: { confirm_slug: event.slug } });
    expect(withPeople.status).toBe(409);
    expect((await changes()).body.count).toBe(before);
  });

  it('writes the entry in the change\'s own transaction: when the entry cannot be written, the change is not made either', async () => {
    const db = t.server.platform.db;
    const before = (await t.api('GET', `/api/events/${event.slug}/organizer/`, { token: owner.token })).body.name;
    await db.execute(sql`alter table change_log add constraint refuse_entries check (false) not valid`);
    try {
      const res = await settings({ name: 'Lost with its entry' });
      expect(res.status).toBe(500);
      const added = await t.api('POST', `/api/events/${event.slug}/organizer/members/`, { token: owner.token, body: { email: 'never.listed@example.com' } });
      expect(added.status).toBe(500);
    } finally {
      await db.execute(sql`alter table change_log drop constraint refuse_entries`);
    }
    expect((await t.api('GET', `/api/events/${event.slug}/organizer/`, { token: owner.token })).body.name).toBe(before);
    const listed = await t.api('GET', `/api/events/${event.slug}/organizer/members/?search=never.listed`, { token: owner.token });
    expect(listed.body.count).toBe(0);
  });
});
