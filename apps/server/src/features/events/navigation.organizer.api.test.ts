import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, makeSpace, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { next, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let hall: SpaceRow;
let expo: SpaceRow;
let stage: SpaceRow;
let booth: SpaceRow;
let foreign: SpaceRow;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'menus' });
  cast = await organizerCast(t, event);
  hall = await makeSpace(t, event, 'map', { slug: 'hall', name: 'Hall' });
  expo = await makeSpace(t, event, 'map', { slug: 'expo', name: 'Expo' });
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage', name: 'Stage', published: false });
  booth = await makeSpace(t, event, 'booth', { slug: 'acme', name: 'Acme' });
  foreign = await makeSpace(t, await makeEvent(t, { slug: 'other-menus' }), 'cinema', { slug: 'films' });
  await t.server.services.events.addMenuGroup(event.id, { text: 'Old', order: 1, spaceId: hall.id });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const path = '/api/events/menus/organizer/navigation/';
const put = (body: unknown, who: Person = cast.owner) => t.api('PUT', path, { token: who.token, body });
const attendeeMenu = () => t.api('GET', '/api/events/menus/navigation/', { token: cast.attendee.token });

const menu = () => [
  { text: 'Venue', space: { id: hall.id }, sub_menus: [] },
  {
    text: 'Programme',
    sub_menus: [
      { text: 'Stages', items: [{ text: 'Main stage', space: { id: stage.id } }] },
      { text: 'Expo', items: [{ text: 'Acme', space: { id: booth.id }, linked_space: { slug: 'expo' } }, { text: 'Website', url: 'https://example.org/' }] },
    ],
  },
];

describe('PUT /api/events/{slug}/organizer/navigation/', () => {
  it('replaces the menu, in the order given, and attendees read it at once through GET …/navigation/', async () => {
    expect((await attendeeMenu()).body.results.map((g: { text: string }) => g.text)).toEqual(['Old']); // cached now
    const res = await put(menu());
    expect(res.status).toBe(200);
    const seen = await attendeeMenu();
    expect(seen.body).toEqual(res.body);
    const [venue, programme] = seen.body.results;
    expect(venue).toMatchObject({ text: 'Venue', order: 1, space: { id: hall.id, type: 'map', slug: 'hall' }, sub_menus: [] });
    expect(programme).toMatchObject({ text: 'Programme', order: 2, space: null });
    expect(programme.sub_menus.map((s: { text: string; order: number }) => [s.text, s.order])).toEqual([['Stages', 1], ['Expo', 2]]);
    expect(programme.sub_menus[1].items).toEqual([
      expect.objectContaining({ text: 'Acme', order: 1, space: expect.objectContaining({ id: booth.id, type: 'booth' }), linked_space: { slug: 'expo' } }),
      expect.objectContaining({ text: 'Website', order: 2, space: null, url: 'https://example.org/' }),
    ]);
    // A closed space stays in the menu, shown closed.
    expect(programme.sub_menus[0].items[0].space).toMatchObject({ id: stage.id, published: false });
  });

  it('takes back what GET answered, whole or its results, and keeps its order numbers', async () => {
    await put(menu());
    const read = await t.api('GET', path, { token: cast.owner.token });
    expect(read.body).toEqual((await attendeeMenu()).body);
    expect((await put(read.body)).body).toEqual(read.body);
    const reordered = [...read.body.results].reverse();
    const res = await put(reordered);
    expect(res.body.results.map((g: { text: string; order: number }) => [g.text, g.order])).toEqual([['Programme', 1], ['Venue', 2]]);
    const numbered = [{ ...read.body.results[0], order: 10 }, { ...read.body.results[1], order: 20 }];
    expect((await put({ results: numbered })).body.results.map((g: { order: number }) => g.order)).toEqual([10, 20]);
  });

  it('tells connected pages, so they read the menu again', async () => {
    const socket = await sockets.login(t, cast.attendee.token, 'menus');
    const told = next(socket, 'updated_navigation');
    await put([{ text: 'Only', space: { id: expo.id } }]);
    expect(await told).toEqual({ event_slug: 'menus' });
    expect((await attendeeMenu()).body.results.map((g: { text: string }) => g.text)).toEqual(['Only']);
  });

  it('answers each bad entry by its path and keeps the menu as it was', async () => {
    await put(menu());
    const before = (await attendeeMenu()).body;
    const res = await put([
      { text: '', space: { id: hall.id } },
      { text: 'Elsewhere', space: { id: foreign.id } },
      { text: 'Stage', space: { id: stage.id }, linked_space: { slug: 'expo' } },
      { text: 'Programme', sub_menus: [{ text: 'S', items: [{ text: 'Acme', space: { id: booth.id }, linked_space: { slug: 'stage' } }, { text: 'Nothing' }] }] },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '0.text': ['Give the entry a text.'], '3.sub_menus.0.items.1.space': ['An entry opens a space, an address or a sub-menu.'] });
    const resolved = await put([
      { text: 'Elsewhere', space: { id: foreign.id } },
      { text: 'Stage', space: { id: stage.id }, linked_space: { slug: 'expo' } },
      { text: 'Programme', sub_menus: [{ text: 'S', items: [{ text: 'Acme', space: { id: booth.id }, linked_space: { slug: 'stage' } }] }] },
    ]);
    expect(resolved.body).toEqual({
      '0.space': ['No such space in this event.'],
      '1.linked_space': ['Only the entry of a booth names the map it opens on.'],
      '2.sub_menus.0.items.0.linked_space': ['Choose a map of this event.'],
    });
    expect((await attendeeMenu()).body).toEqual(before);
  });

  it('records the change in its own transaction: when the change log cannot, the menu stays as it was', async () => {
    const before = (await attendeeMenu()).body;
    const res = await withFailingChangeLog(t, () => put([{ text: 'Lost', space: { id: hall.id } }]));
    expect(res.status).toBe(500);
    expect((await attendeeMenu()).body).toEqual(before);
    const logged = await t.api('GET', '/api/events/menus/organizer/changes/?area=navigation', { token: cast.owner.token });
    expect(logged.body.results[0]).toMatchObject({ area: 'navigation', action: 'updated', actor: { id: cast.owner.user.id } });
  });

  it('refuses visitors, attendees, staff, moderators and owners of other events; lets administrators in', async () => {
    const before = (await attendeeMenu()).body;
    await expectOwnersOnly(cast, (token) => t.api('GET', path, { token: token ?? undefined }));
    await expectOwnersOnly(cast, (token) => t.api('PUT', path, { token: token ?? undefined, body: [{ text: 'Mine', url: 'https://evil.example/' }] }));
    expect((await attendeeMenu()).body).toEqual(before);
    expect((await put(menu(), cast.administrator)).status).toBe(200);
  });
});
