import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMembers } from '../identity/events.schema';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let hall: SpaceRow;
let closedMap: SpaceRow;
let stage: SpaceRow;
let lounge: SpaceRow;
let organiser: Person;
let attendee: Person;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'maps', helpContent: 'Event help' });
  organiser = await person(t);
  attendee = await person(t);
  await addRole(t, event, organiser, 'moderator');
  hall = await makeSpace(t, event, 'map', { slug: 'hall', name: 'Hall', image: '/files/hall.png' });
  closedMap = await makeSpace(t, event, 'map', { slug: 'backstage', name: 'Backstage', published: false });
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage', name: 'Stage' });
  lounge = await makeSpace(t, event, 'networking', { slug: 'lounge', name: 'Lounge', published: false });
  const maps = t.server.services.maps;
  await maps.configure({ spaceId: hall.id, imageWidth: 1200, imageHeight: 800, helpContent: 'Find your way' }, [
    { shape: 'rect', coords: [10, 20, 110, 220], spaceId: stage.id },
    { shape: 'circle', coords: [300, 300, 50], spaceId: lounge.id, name: 'The lounge', forMobile: false },
    { shape: 'poly', coords: [0, 0, 100, 0, 100, 100], widget: 'reception', name: 'Reception' },
    { shape: 'rect', coords: [500, 500, 600, 600], widget: 'external_link', widgetLink: 'https://example.org/', name: 'Website', x: 1, y: 2 },
    { shape: 'rect', coords: [600, 600, 700, 700], widget: 'embedded', embeddedUrl: 'https://example.org/embed', name: 'Live view' },
    { shape: 'rect', coords: [700, 600, 800, 700], widget: 'event_info', name: 'About' },
  ]);
  await t.server.services.program.addEntry({
    eventId: event.id, spaceId: stage.id, name: 'Keynote', startDate: new Date('2026-06-01T10:00:00Z'), endDate: new Date('2026-06-01T11:00:00Z'),
  });
  // Another event with a map of the same slug makes `hall` ambiguous; `unique-map` exists once.
  const other = await makeEvent(t, { slug: 'maps-other' });
  await makeSpace(t, other, 'map', { slug: 'hall' });
  await makeSpace(t, other, 'map', { slug: 'unique-map' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/events/{slug}/maps/{mapSlug}/', () => {
  it('answers meta, image size and every area with its space or widget', async () => {
    const res = await t.api('GET', '/api/events/maps/maps/hall/', { token: attendee.token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      id: hall.id, slug: 'hall', name: 'Hall', image: '/files/hall.png', chat_id: null, published: true, help_content: 'Find your way',
    });
    expect(res.body.image_width).toBe(1200);
    expect(res.body.image_height).toBe(800);
    const [rect, circle, poly, link, embedded, info] = res.body.items;
    expect(rect).toMatchObject({
      shape: 'rect', coords: [10, 20, 110, 220], space: stage.id, space_type: 'presentation', space_name: 'Stage', space_slug: 'stage',
      has_program: true, published: true, for_mobile: true, widget: null, name: 'Stage', x: 60, y: 120,
    });
    expect(circle).toMatchObject({ shape: 'circle', space: lounge.id, has_program: false, published: false, for_mobile: false, name: 'The lounge', x: 300, y: 300 });
    expect(poly).toMatchObject({ shape: 'poly', space: null, space_type: null, widget: 'reception', published: true, name: 'Reception' });
    expect(link).toMatchObject({ widget: 'external_link', widget_link: 'https://example.org/', x: 1, y: 2 });
    expect(embedded).toMatchObject({ widget: 'embedded', embedded_url: 'https://example.org/embed' });
    expect(info).toMatchObject({ widget: 'event_info', name: 'About' });
  });

  it('refuses a closed map to attendees (403 space_closed) and shows it to organisers', async () => {
    const refused = await t.api('GET', '/api/events/maps/maps/backstage/', { token: attendee.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('space_closed');
    const chat = await t.server.services.chat.createChat(event.id, closedMap.id);
    const seen = await t.api('GET', '/api/events/maps/maps/backstage/', { token: organiser.token });
    expect(seen.status).toBe(200);
    expect(seen.body.meta.chat_id).toBe(chat.id);
    // No settings yet: the default size, no areas, the event's help.
    expect(seen.body).toMatchObject({ image_width: 1600, image_height: 1000, items: [], meta: { published: false, help_content: 'Event help' } });
    expect(closedMap.id).toBe(seen.body.meta.id);
  });

  it('answers 404 for unknown maps, a space that is no map, and unknown events; 401 without a token', async () => {
    expect((await t.api('GET', '/api/events/maps/maps/nope/', { token: attendee.token })).status).toBe(404);
    expect((await t.api('GET', '/api/events/maps/maps/stage/', { token: attendee.token })).status).toBe(404);
    expect((await t.api('GET', '/api/events/nope/maps/hall/', { token: attendee.token })).status).toBe(404);
    expect((await t.api('GET', '/api/events/maps/maps/hall/')).status).toBe(401);
  });
});

describe('GET /api/maps/{mapSlug}/ (map without an event slug)', () => {
  it('answers the event when exactly one event has the map', async () => {
    const res = await t.api('GET', '/api/maps/unique-map/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ event_slug: 'maps-other', map_slug: 'unique-map' });
  });

  it('answers 404 when the slug is ambiguous or unknown', async () => {
    expect((await t.api('GET', '/api/maps/hall/')).status).toBe(404);
    expect((await t.api('GET', '/api/maps/nothing-here/')).body).toEqual({ detail: 'Not found.' });
  });
});

describe('GET /api/maps/{mapSlug}/ does not reveal events a person may not enter', () => {
  let invited: Person;
  let drafter: Person;
  let stranger: Person;
  beforeAll(async () => {
    invited = await person(t);
    drafter = await person(t);
    stranger = await person(t);
    const draft = await makeEvent(t, { slug: 'maps-draft', published: false });
    const secret = await makeEvent(t, { slug: 'maps-secret', inviteOnly: true });
    const open = await makeEvent(t, { slug: 'maps-open' });
    await addRole(t, draft, drafter, 'moderator');
    await addRole(t, secret, invited, 'attendee');
    await makeSpace(t, draft, 'map', { slug: 'draft-floor' });
    await makeSpace(t, secret, 'map', { slug: 'secret-floor' });
    // The same slug in an open event and in a hidden one: the hidden one must not make it ambiguous.
    await makeSpace(t, open, 'map', { slug: 'shared-floor' });
    await makeSpace(t, secret, 'map', { slug: 'shared-floor' });
  });

  const lookup = (slug: string, who?: Person) => t.api('GET', `/api/maps/${slug}/`, who ? { token: who.token } : {});

  it.each(['draft-floor', 'secret-floor'])('answers %s to the signed-out and to strangers exactly as an unknown map', async (slug) => {
    for (const who of [undefined, stranger]) {
      const res = await lookup(slug, who);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
      expect(JSON.stringify(res.body)).not.toMatch(/maps-(draft|secret)/);
    }
  });

  it('answers the people who may enter: the organiser of an unpublished event, the invited of an invite-only one', async () => {
    expect((await lookup('draft-floor', drafter)).body).toEqual({ event_slug: 'maps-draft', map_slug: 'draft-floor' });
    expect((await lookup('secret-floor', invited)).body).toEqual({ event_slug: 'maps-secret', map_slug: 'secret-floor' });
    expect((await lookup('secret-floor', drafter)).status).toBe(404);
  });

  it('counts only the events the person may enter: a hidden event neither shows nor makes a slug ambiguous', async () => {
    expect((await lookup('shared-floor')).body).toEqual({ event_slug: 'maps-open', map_slug: 'shared-floor' });
    expect((await lookup('shared-floor', stranger)).body).toEqual({ event_slug: 'maps-open', map_slug: 'shared-floor' });
    // The invited see both events, so for them the short link is ambiguous.
    expect((await lookup('shared-floor', invited)).status).toBe(404);
  });

  it('looking a map up does not make anyone an attendee of the event', async () => {
    const newcomer = await person(t);
    expect((await lookup('shared-floor', newcomer)).status).toBe(200);
    const rows = await t.server.platform.db.select().from(eventMembers).where(eq(eventMembers.userId, newcomer.user.id));
    expect(rows).toEqual([]);
  });
});
