import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { eventMembers, spaces } from '../identity/events.schema';
import { favourites } from './goodiebag.schema';
import type { EventRow } from '../identity';

let t: TestServer;
let event: EventRow;
let other: EventRow;
let alice: Person;
let bob: Person;
let organiser: Person;
let outsider: Person;
let hidden: Person;
let ghost: Person;
let discreet: Person;
let optics: { id: number; slug: string };
let closed: { id: number; slug: string };
let foreign: { id: number; slug: string };
let brochure: { id: number; name: string; url: string };
let foreignDoc: { id: number };

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'bag' });
  other = await makeEvent(t, { slug: 'bag-other' });
  [alice, bob, organiser, outsider] = await Promise.all([person(t), person(t), person(t), person(t)]);
  hidden = await person(t, { firstName: 'Private', lastName: 'Person', jobtitle: 'Spy', company: 'Secret Co', mugshot: '/files/p.jpg', isPublic: false });
  ghost = await person(t, { firstName: 'Real', lastName: 'Name', jobtitle: 'CTO', company: 'Acme', mugshot: '/files/g.jpg', incognitoMode: true, aliasName: 'Mystery Guest' });
  discreet = await person(t, { firstName: 'Dana', lastName: 'Discreet', jobtitle: 'Designer', company: 'Hidden Inc', mugshot: '/files/d.jpg', hiddenProfileFields: ['company'] });
  for (const p of [alice, bob, hidden, ghost, discreet]) await addRole(t, event, p, 'attendee');
  await addRole(t, event, organiser, 'moderator');
  await addRole(t, other, outsider, 'attendee');
  // People are in an event once they entered it (their first call): only then are they attendees to bookmark.
  for (const p of [alice, bob, hidden, ghost, discreet]) await t.api('GET', '/api/events/bag/goodiebag/?exclude_related=1', { token: p.token });
  await t.api('GET', '/api/events/bag-other/goodiebag/?exclude_related=1', { token: outsider.token });
  optics = await makeBooth(t, event, { slug: 'optics', name: 'Optics', subtitle: 'Lenses', documents: [{ name: 'Brochure', url: '/files/brochure.pdf' }] });
  closed = await makeBooth(t, event, { slug: 'closed', name: 'Closed', published: false });
  foreign = await makeBooth(t, other, { slug: 'foreign', name: 'Foreign', documents: [{ name: 'Elsewhere', url: '/files/elsewhere.pdf' }] });
  brochure = (await t.api('GET', '/api/events/bag/booths/optics/', { token: alice.token })).body.documents[0];
  foreignDoc = (await t.api('GET', '/api/events/bag-other/booths/foreign/', { token: outsider.token })).body.documents[0];
});
afterAll(async () => {
  await t?.close();
});

const add = (who: Person | null, body: unknown, slug = 'bag') => t.api('POST', `/api/events/${slug}/goodiebag/`, { token: who?.token, body });
const list = (who: Person | null, query = '', slug = 'bag') => t.api('GET', `/api/events/${slug}/goodiebag/${query}`, { token: who?.token });
const remove = (who: Person | null, type: string, id: number) => t.api('DELETE', `/api/events/bag/goodiebag/${type}/${id}/`, { token: who?.token });
const files = (who: Person | null) => t.api('GET', '/api/events/bag/goodiebag/eventfiles/', { token: who?.token });

describe('goodie bag', () => {
  it('refuses every call without a sign-in (401)', async () => {
    expect((await add(null, { item_id: optics.id, item_type: 'booth' })).status).toBe(401);
    expect((await list(null, '?type=booth')).status).toBe(401);
    expect((await list(null, '?exclude_related=1')).status).toBe(401);
    expect((await remove(null, 'booth', optics.id)).status).toBe(401);
    expect((await files(null)).status).toBe(401);
  });

  it('adds a booth, lists it with its item, and adding it again answers the same favourite', async () => {
    const res = await add(alice, { item_id: optics.id, item_type: 'booth' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      item_id: optics.id,
      item_type: 'booth',
      type: 'Booth',
      created: expect.any(String),
      item: { id: optics.id, slug: 'optics', name: 'Optics', subtitle: 'Lenses', logo: null },
    });
    const again = await add(alice, { item_id: optics.id, item_type: 'Booth' });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(res.body.id);

    const page = await list(alice, '?type=booth');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ count: 1, next: null, previous: null, results: [res.body] });
    // The category name works as the type too.
    expect((await list(alice, '?type=Booth')).body.results).toEqual([res.body]);
    expect((await list(alice, '?exclude_related=1')).body).toEqual([
      { id: res.body.id, item_id: optics.id, item_type: 'booth', type: 'Booth', created: res.body.created },
    ]);
  });

  it('adds a booth document as a file; eventfiles answers id, name and url', async () => {
    const res = await add(alice, { item_id: brochure.id, item_type: 'file' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ item_type: 'file', type: 'file', item: { id: brochure.id, name: 'Brochure', url: '/files/brochure.pdf', booth_slug: 'optics', booth_name: 'Optics' } });
    const answer = await files(alice);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ id: brochure.id, name: 'Brochure', url: '/files/brochure.pdf' }]);
    expect((await list(alice, '?type=file')).body.count).toBe(1);
  });

  it('lists every kind together without a type, newest first', async () => {
    const all = await list(alice);
    expect(all.status).toBe(200);
    expect(all.body.results.map((f: { item_type: string }) => f.item_type)).toEqual(['file', 'booth']);
  });

  it('presents attendees with the privacy rules: non-public, incognito and hidden fields', async () => {
    const added = await Promise.all([bob, hidden, ghost, discreet].map((p) => add(alice, { item_id: p.user.id, item_type: 'user' })));
    expect(added.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const page = await list(alice, '?type=Attendee');
    const items = Object.fromEntries(page.body.results.map((f: { item_id: number; item: unknown; type: string }) => [f.item_id, f.item]));
    expect(page.body.results.every((f: { type: string }) => f.type === 'Attendee')).toBe(true);
    // Presented as the directory presents them to alice.
    expect(items[bob.user.id]).toMatchObject({ id: bob.user.id, first_name: 'Test', last_name: 'Person', mugshot: null, jobtitle: '', company: '' });
    expect(items[hidden.user.id]).toMatchObject({ id: hidden.user.id, first_name: 'Anonymous', last_name: '', mugshot: null, jobtitle: '', company: '' });
    expect(items[ghost.user.id]).toMatchObject({ id: ghost.user.id, first_name: 'Mystery Guest', last_name: '', mugshot: null, jobtitle: '', company: '' });
    expect(items[discreet.user.id]).toMatchObject({ id: discreet.user.id, first_name: 'Dana', last_name: 'Discreet', mugshot: '/files/d.jpg', jobtitle: 'Designer', company: '' });
    const directory = await t.api('GET', `/api/events/bag/virtual_attendees/${ghost.user.id}/`, { token: alice.token });
    expect(items[ghost.user.id]).toEqual(directory.body);
    // Nothing of the hidden people leaks anywhere in the answer.
    expect(JSON.stringify(page.body)).not.toMatch(/Spy|Secret Co|Real|Acme|CTO|Hidden Inc|\/files\/[pg]\.jpg/);
  });

  it('shows a person who turns non-public in this event as Anonymous from then on', async () => {
    await t.server.platform.db.update(eventMembers).set({ isPublic: false }).where(eq(eventMembers.userId, discreet.user.id));
    const page = await list(alice, '?type=user');
    const item = page.body.results.find((f: { item_id: number }) => f.item_id === discreet.user.id).item;
    expect(item).toMatchObject({ first_name: 'Anonymous', last_name: '', mugshot: null, jobtitle: '' });
  });

  it('refuses unknown kinds with 400 naming the field, logs them, and writes nothing', async () => {
    const warn = vi.spyOn(t.server.platform.logger, 'warn');
    const res = await add(alice, { item_id: optics.id, item_type: 'spaceship' });
    expect(res.status).toBe(400);
    expect(res.body.item_type[0]).toContain('spaceship');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'spaceship' }), expect.stringContaining('unknown item type'));
    warn.mockRestore();
    expect((await list(alice, '?type=spaceship')).status).toBe(400);
    expect((await remove(alice, 'spaceship', optics.id)).status).toBe(400);
    expect((await add(alice, { item_id: optics.id })).status).toBe(400);
    expect((await add(alice, { item_id: 'x', item_type: 'booth' })).status).toBe(400);
    expect((await add(alice, { item_id: -1, item_type: 'booth' })).status).toBe(400);
  });

  it('lists a kind with nothing bookmarked empty (every kind of the spec is offered by its feature now)', async () => {
    const page = await list(alice, '?type=MeetingExpert');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("refuses another event's booth, document and attendee, missing ids and closed booths (404), and writes nothing", async () => {
    const before = (await list(alice, '?exclude_related=1')).body.length;
    expect((await add(alice, { item_id: foreign.id, item_type: 'booth' })).status).toBe(404);
    expect((await add(alice, { item_id: foreignDoc.id, item_type: 'file' })).status).toBe(404);
    expect((await add(alice, { item_id: outsider.user.id, item_type: 'user' })).status).toBe(404);
    expect((await add(alice, { item_id: 2_000_000_000, item_type: 'booth' })).status).toBe(404);
    expect((await add(alice, { item_id: 2_000_000_000, item_type: 'user' })).status).toBe(404);
    expect((await add(alice, { item_id: closed.id, item_type: 'booth' })).status).toBe(404);
    expect((await list(alice, '?exclude_related=1')).body.length).toBe(before);
    // Organisers enter closed booths, so they may keep them.
    expect((await add(organiser, { item_id: closed.id, item_type: 'booth' })).status).toBe(201);
  });

  it("keeps each person's goodie bag to themselves", async () => {
    expect((await list(bob, '?exclude_related=1')).body).toEqual([]);
    expect((await list(bob, '?type=booth')).body.count).toBe(0);
    expect((await files(bob)).body).toEqual([]);
    // Removing from one's own bag never touches another's.
    expect((await remove(bob, 'booth', optics.id)).status).toBe(404);
    expect((await list(alice, '?type=booth')).body.count).toBe(1);
    // Nor does the same item in another event's bag of the same person.
    expect((await list(outsider, '?exclude_related=1', 'bag-other')).body).toEqual([]);
  });

  it('refuses people outside an unpublished event (403)', async () => {
    const draft = await makeEvent(t, { slug: 'bag-draft', published: false });
    const booth = await makeBooth(t, draft, { slug: 'draft-booth' });
    expect((await add(alice, { item_id: booth.id, item_type: 'booth' }, 'bag-draft')).status).toBe(403);
    expect((await list(alice, '?type=booth', 'bag-draft')).status).toBe(403);
  });

  it('removes by kind and item id (204), then 404; the item is gone from the lists', async () => {
    const res = await remove(alice, 'file', brochure.id);
    expect(res.status).toBe(204);
    expect((await remove(alice, 'file', brochure.id)).status).toBe(404);
    expect((await files(alice)).body).toEqual([]);
    expect((await list(alice, '?type=file')).body.count).toBe(0);
  });

  it('pages the results with limit and offset', async () => {
    const page = await list(alice, '?type=user&limit=3&offset=0');
    expect(page.body.count).toBe(4);
    expect(page.body.results).toHaveLength(3);
    expect(page.body.next).toContain('offset=3');
    const rest = await list(alice, '?type=user&limit=3&offset=3');
    expect(rest.body.results).toHaveLength(1);
    expect(rest.body.previous).toContain('offset=0');
  });

  it('leaves out favourites whose booth closed, and shows them again when it opens', async () => {
    await t.server.platform.db.update(spaces).set({ published: false }).where(eq(spaces.id, optics.id));
    expect((await list(alice, '?type=booth')).body).toMatchObject({ count: 0, results: [] });
    // The favourite itself stays: it is back once the booth opens again.
    expect((await list(alice, '?exclude_related=1')).body.some((f: { item_id: number }) => f.item_id === optics.id)).toBe(true);
    await t.server.platform.db.update(spaces).set({ published: true }).where(eq(spaces.id, optics.id));
    expect((await list(alice, '?type=booth')).body.count).toBe(1);
  });

  it("erases a removed person's bag and other people's bookmarks of them", async () => {
    const leaving = await person(t, { firstName: 'Leaving', lastName: 'Soon' });
    await addRole(t, event, leaving, 'attendee');
    await t.api('GET', '/api/events/bag/goodiebag/?exclude_related=1', { token: leaving.token });
    expect((await add(leaving, { item_id: optics.id, item_type: 'booth' })).status).toBe(201);
    expect((await add(alice, { item_id: leaving.user.id, item_type: 'user' })).status).toBe(201);
    expect((await t.api('POST', '/api/remove-user-account/', { token: leaving.token })).status).toBe(200);
    const db = t.server.platform.db;
    expect(await db.select().from(favourites).where(eq(favourites.userId, leaving.user.id))).toEqual([]);
    expect((await list(alice, '?exclude_related=1')).body.some((f: { item_id: number; item_type: string }) => f.item_type === 'user' && f.item_id === leaving.user.id)).toBe(false);
  });
});
