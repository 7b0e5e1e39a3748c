import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, makeSpace, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, sendRaw, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { next, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let stage: SpaceRow;
let booths: SpaceRow;
let foreign: SpaceRow;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'atlas' });
  cast = await organizerCast(t, event);
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage', name: 'Stage' });
  booths = await makeSpace(t, event, 'booth', { slug: 'acme', name: 'Acme', published: false });
  foreign = await makeSpace(t, await makeEvent(t, { slug: 'other-atlas' }), 'cinema', { slug: 'films' });
  const made = await t.api('POST', '/api/events/atlas/organizer/spaces/', { token: cast.owner.token, body: { type: 'map', name: 'Venue', slug: 'venue', published: true } });
  expect(made.status).toBe(201);
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const areas = '/api/events/atlas/organizer/maps/venue/areas/';
const as = (who: Person) => ({ token: who.token });
const draw = (body: Record<string, unknown>, who: Person = cast.owner) => t.api('POST', areas, { ...as(who), body });
const attendeeMap = () => t.api('GET', '/api/events/atlas/maps/venue/', as(cast.attendee));
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#88aa44' } }).jpeg().toBuffer();
const upload = async (data: Buffer | string, who: Person | null = cast.owner) => {
  const form = new FormData();
  form.append('image', new Blob([data]), 'venue.jpg');
  return sendRaw(t, 'PUT', '/api/events/atlas/organizer/maps/venue/image/', { token: who?.token ?? null, body: form });
};

describe('PUT /api/events/{slug}/organizer/maps/{mapSlug}/image/', () => {
  it('stores the image at its own size, read from the file, and attendees get it with that size', async () => {
    const res = await upload(await picture(800, 500));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ meta: { slug: 'venue', image: expect.stringMatching(/\.webp$/) }, image_width: 800, image_height: 500 });
    const seen = await attendeeMap();
    expect(seen.body).toMatchObject({ meta: { image: res.body.meta.image }, image_width: 800, image_height: 500 });
    const stored = Buffer.from(await (await fetch(`${t.url}${res.body.meta.image}`)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 800, height: 500 });
  });

  it('refuses bytes that are no picture and keeps the image it had', async () => {
    const before = (await attendeeMap()).body.meta.image;
    const res = await upload('GIF89a<script>alert(1)</script>');
    expect([res.status, Object.keys(res.body)]).toEqual([400, ['image']]);
    expect((await attendeeMap()).body.meta.image).toBe(before);
  });
});

describe('…/organizer/maps/{mapSlug}/areas/', () => {
  it('draws a rectangle, a circle and a polygon linked to spaces and widgets, and attendees see them on the map', async () => {
    const rect = await draw({ shape: 'rect', coords: [10, 10, 200, 120], space: stage.id });
    expect(rect.status).toBe(201);
    expect(rect.body).toMatchObject({ id: expect.any(Number), shape: 'rect', coords: [10, 10, 200, 120], space: stage.id, space_type: 'presentation', space_slug: 'stage', name: 'Stage', widget: null, for_mobile: true, x: 105, y: 65 });
    const circle = await draw({ shape: 'circle', coords: [400, 250, 50], widget: 'external_link', widget_link: 'https://example.org/', name: 'Website', for_mobile: false });
    expect(circle.body).toMatchObject({ space: null, widget: 'external_link', widget_link: 'https://example.org/', published: true, for_mobile: false });
    const poly = await draw({ shape: 'poly', coords: [500, 100, 700, 100, 600, 300], space: booths.id, name: 'Expo corner', x: 600, y: 150 });
    expect(poly.body).toMatchObject({ shape: 'poly', space_type: 'booth', published: false, name: 'Expo corner', x: 600, y: 150 });
    const listed = await t.api('GET', areas, as(cast.owner));
    expect(listed.body).toMatchObject({ count: 3, image_width: 800, image_height: 500, image: expect.any(String) });
    expect((await attendeeMap()).body.items).toEqual(listed.body.results);
  });

  it('checks coords per shape and inside the image, the space and the widget\'s own fields, per field', async () => {
    const count = (await t.api('GET', areas, as(cast.owner))).body.count;
    expect((await draw({ shape: 'rect', coords: [50, 50, 10, 10], space: stage.id })).body).toEqual({ coords: ['A rectangle is x1,y1,x2,y2 with x2 right of x1 and y2 below y1.'] });
    expect((await draw({ shape: 'poly', coords: [1, 1, 2, 2], space: stage.id })).body).toEqual({ coords: ['A polygon is at least three points: x1,y1,x2,y2,x3,y3,…'] });
    expect((await draw({ shape: 'circle', coords: [790, 250, 20], space: stage.id })).body).toEqual({ coords: ['The shape must lie inside the map image (800 × 500 pixels).'] });
    expect((await draw({ shape: 'rect', coords: [0, 0, 10, 10], space: foreign.id })).body).toEqual({ space: ['No such space in this event.'] });
    const venue = (await t.api('GET', '/api/events/atlas/organizer/spaces/', as(cast.owner))).body.results.find((s: { slug: string }) => s.slug === 'venue');
    expect((await draw({ shape: 'rect', coords: [0, 0, 10, 10], space: venue.id })).body).toEqual({ space: ['An area cannot open the map it is on.'] });
    expect((await draw({ shape: 'rect', coords: [0, 0, 10, 10], widget: 'embedded' })).body).toEqual({ embedded_url: ['An embedded widget needs the address it shows.'] });
    expect((await draw({ shape: 'rect', coords: [0, 0, 10, 10], space: stage.id, widget: 'reception' })).body).toEqual({ space: ['An area opens a space or runs a widget: choose one.'] });
    expect((await draw({ shape: 'rect', coords: [0, 0, 10, 10], widget: 'reception', x: 900, y: 10 })).body).toEqual({ x: ['The point must lie inside the map image.'] });
    expect((await t.api('GET', areas, as(cast.owner))).body.count).toBe(count);
  });

  it('moves, reshapes and relinks an area with PATCH, checking the area it makes whole; DELETE removes it', async () => {
    const made = await draw({ shape: 'rect', coords: [300, 300, 350, 350], widget: 'reception', name: 'Help desk' });
    const url = `${areas}${made.body.id}/`;
    const moved = await t.api('PATCH', url, { ...as(cast.owner), body: { coords: [320, 320, 370, 370] } });
    expect(moved.body).toMatchObject({ coords: [320, 320, 370, 370], widget: 'reception', name: 'Help desk' });
    const relinked = await t.api('PATCH', url, { ...as(cast.owner), body: { widget: null, space: stage.id } });
    expect(relinked.body).toMatchObject({ space: stage.id, widget: null, name: 'Help desk' });
    const bad = await t.api('PATCH', url, { ...as(cast.owner), body: { shape: 'circle' } });
    expect([bad.status, bad.body]).toEqual([400, { coords: ['A circle is cx,cy,r with a radius above 0.'] }]);
    expect((await attendeeMap()).body.items.find((i: { id: number }) => i.id === made.body.id).coords).toEqual([320, 320, 370, 370]);
    expect((await t.api('DELETE', url, as(cast.owner))).status).toBe(204);
    expect((await attendeeMap()).body.items.find((i: { id: number }) => i.id === made.body.id)).toBeUndefined();
    expect((await t.api('PATCH', url, { ...as(cast.owner), body: { name: 'x' } })).status).toBe(404);
  });

  it('draws nothing when the change log cannot record the area', async () => {
    const before = (await attendeeMap()).body.items;
    expect((await withFailingChangeLog(t, () => draw({ shape: 'rect', coords: [5, 5, 50, 50], widget: 'reception' }))).status).toBe(500);
    expect((await attendeeMap()).body.items).toEqual(before);
  });

  it('tells pages showing the map when an area or the image changes', async () => {
    const socket = await sockets.login(t, cast.attendee.token, 'atlas');
    const map = (await attendeeMap()).body.meta;
    let told = next(socket, 'updated_map');
    await draw({ shape: 'circle', coords: [100, 400, 30], widget: 'event_info' });
    expect(await told).toEqual({ event_slug: 'atlas', id: map.id, slug: 'venue' });
    told = next(socket, 'updated_map');
    await upload(await picture(800, 500));
    expect(await told).toEqual({ event_slug: 'atlas', id: map.id, slug: 'venue' });
  });

  it('keeps the drawing on a new image of another size: every area follows it', async () => {
    const before = (await attendeeMap()).body.items.find((i: { shape: string; space: number | null }) => i.shape === 'rect' && i.space === stage.id);
    const res = await upload(await picture(1600, 1000));
    expect(res.body).toMatchObject({ image_width: 1600, image_height: 1000 });
    const after = res.body.items.find((i: { id: number }) => i.id === before.id);
    expect(after.coords).toEqual(before.coords.map((c: number) => c * 2));
  });

  it('refuses visitors, attendees, staff, moderators and owners of other events; lets administrators in', async () => {
    const area = await draw({ shape: 'rect', coords: [1, 1, 5, 5], widget: 'reception' });
    const url = `${areas}${area.body.id}/`;
    const before = (await attendeeMap()).body;
    for (const [method, path, body] of [['GET', areas], ['POST', areas, { shape: 'rect', coords: [1, 1, 9, 9], widget: 'reception' }], ['PATCH', url, { name: 'Mine' }], ['DELETE', url]] as const) {
      await expectOwnersOnly(cast, (token) => t.api(method, path, { token: token ?? undefined, body }));
    }
    for (const who of [null, cast.moderator, cast.otherOwner]) expect((await upload(await picture(10, 10), who)).status).toBe(who ? 403 : 401);
    expect((await attendeeMap()).body).toEqual(before);
    expect((await t.api('GET', areas, as(cast.administrator))).status).toBe(200);
    expect((await t.api('GET', '/api/events/atlas/organizer/maps/nowhere/areas/', as(cast.owner))).status).toBe(404);
  });
});
