import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceTypes, spaceTypeDefaults, type SpaceType } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, makeSpace, setHome, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, sendRaw, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { next, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let hall: SpaceRow;
let foreignMap: SpaceRow;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'conclave' });
  cast = await organizerCast(t, event);
  hall = await makeSpace(t, event, 'map', { slug: 'hall', name: 'Hall' });
  foreignMap = await makeSpace(t, await makeEvent(t, { slug: 'elsewhere' }), 'map', { slug: 'hall' });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const base = '/api/events/conclave/organizer/spaces/';
const as = (who: Person | null) => ({ token: who?.token });
const create = (body: Record<string, unknown>, who: Person = cast.owner) => t.api('POST', base, { ...as(who), body });
const patch = (id: number, body: Record<string, unknown>, who: Person = cast.owner) => t.api('PATCH', `${base}${id}/`, { ...as(who), body });
const detail = (id: number, who: Person = cast.owner) => t.api('GET', `${base}${id}/`, as(who));
const attendeeGet = (path: string) => t.api('GET', `/api/events/conclave${path}`, as(cast.attendee));

describe('POST /api/events/{slug}/organizer/spaces/', () => {
  it('creates a space of each of the ten types with its fields\' defaults, closed unless asked, and answers its id', async () => {
    for (const type of spaceTypes) {
      const slug = `new-${type.replace('_', '-')}`;
      const res = await create({ type, name: `New ${type}`, slug });
      expect([type, res.status]).toEqual([type, 201]);
      expect(res.body).toMatchObject({ id: expect.any(Number), type, name: `New ${type}`, slug, published: false, location_type: 'virtual', image: null });
      expect(res.body).toMatchObject(spaceTypeDefaults[type as SpaceType]);
      expect((await detail(res.body.id)).body).toMatchObject({ ...res.body, referenced_by: [] });
    }
  });

  it('gives a new map its map with the space\'s slug, and attendees read each type through the spec\'s routes', async () => {
    const map = await create({ type: 'map', name: 'Terrace', slug: 'terrace', published: true, help_content: '<p>Look up</p><script>x()</script>', chat: true });
    expect(map.body).toMatchObject({ image_width: 1600, image_height: 1000, help_content: '<p>Look up</p>', chat: true });
    const seen = await attendeeGet('/maps/terrace/');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ meta: { slug: 'terrace', published: true, help_content: '<p>Look up</p>', chat_id: expect.any(Number) }, image_width: 1600, items: [] });

    await create({ type: 'networking', name: 'Lounge', slug: 'lounge', published: true, max_calls: 4, chat: false });
    expect((await attendeeGet('/networking/lounge/')).body.meta).toMatchObject({ max_calls: 4, chat_id: null });

    await create({ type: 'embedded', name: 'Showcase', slug: 'showcase', published: true, embed_url: 'https://www.example.org/show' });
    expect((await attendeeGet('/embedded/showcase/')).body.embed_url).toBe('https://www.example.org/show');

    await create({ type: 'posters', name: 'Posters', slug: 'posters', published: true, enable_messaging: true, help_content: 'Read them', chat: true });
    expect((await attendeeGet('/posters/posters/')).body.meta).toMatchObject({ enable_messaging: true, enable_video: false, help_content: 'Read them', chat_id: expect.any(Number) });

    const booth = await create({ type: 'booth', name: 'Acme', slug: 'acme', published: true, subtitle: 'Rockets', map: hall.id, category: 'Space travel' });
    expect(booth.status).toBe(201);
    const boothSeen = await attendeeGet('/booths/acme/');
    expect(boothSeen.body).toMatchObject({ name: 'Acme', subtitle: 'Rockets', map_slug: 'hall', category: { name: 'Space travel' }, type: 'medium' });
    expect((await attendeeGet('/spaces/')).body.results.map((s: { slug: string }) => s.slug)).toEqual(expect.arrayContaining(['terrace', 'lounge', 'showcase', 'posters', 'acme']));
  });

  it('answers per-field errors', async () => {
    const res = await create({ type: 'networking', name: ' ', slug: 'Not A Slug', max_calls: 0 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['max_calls', 'name', 'slug']);
    expect((await create({ type: 'jobs', name: 'Jobs', slug: 'item' })).body).toEqual({ slug: ['This address is reserved for spaces of this kind; choose another.'] });
    expect((await create({ type: 'nowhere', name: 'X', slug: 'x' })).body).toHaveProperty('type');
    expect((await create({ type: 'embedded', name: 'X', slug: 'x', embed_url: 'http://plain.example.org/' })).body).toHaveProperty('embed_url');
  });

  it('refuses a slug its type has in the event already, but not another type\'s', async () => {
    expect((await create({ type: 'map', name: 'Hall again', slug: 'hall' })).body).toEqual({ slug: ['Another space of this kind in this event has this address.'] });
    expect((await create({ type: 'cinema', name: 'Hall cinema', slug: 'hall' })).status).toBe(201);
  });

  it('writes nothing when the type\'s fields are refused after the space was made', async () => {
    const before = (await t.api('GET', base, as(cast.owner))).body.count;
    const noMap = await create({ type: 'booth', name: 'Lost', slug: 'lost', category: 'Nowhere' });
    expect([noMap.status, noMap.body]).toEqual([400, { category: ["A category belongs to a map: choose the booth's map first."] }]);
    const otherEvent = await create({ type: 'booth', name: 'Lost', slug: 'lost', map: foreignMap.id });
    expect([otherEvent.status, otherEvent.body]).toEqual([400, { map: ['Choose a map of this event.'] }]);
    expect((await t.api('GET', base, as(cast.owner))).body.count).toBe(before);
    expect((await create({ type: 'booth', name: 'Found', slug: 'lost', map: hall.id })).status).toBe(201);
  });
});

describe('PATCH /api/events/{slug}/organizer/spaces/{spaceId}/', () => {
  it('changes common and type fields and keeps the others', async () => {
    const made = await create({ type: 'networking', name: 'Patio', slug: 'patio', max_calls: 5 });
    const res = await patch(made.body.id, { name: 'Patio bar', location_type: 'hybrid', max_calls: 8 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Patio bar', slug: 'patio', location_type: 'hybrid', max_calls: 8, chat: true });
    expect((await patch(made.body.id, { slug: 'patio-bar' })).body).toMatchObject({ slug: 'patio-bar', max_calls: 8 });
  });

  it('names a field the type does not have, and changes nothing of a refused body', async () => {
    const made = await create({ type: 'cinema', name: 'Films', slug: 'films' });
    const res = await patch(made.body.id, { name: 'Movies', max_calls: 3, type: 'map' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ max_calls: ['Spaces of this kind have no such field.'], type: ['Spaces of this kind have no such field.'] });
    expect((await detail(made.body.id)).body.name).toBe('Films');
  });

  it('records each change in its own transaction: when the change log cannot, nothing of it is kept', async () => {
    const made = await create({ type: 'posters', name: 'Hall of posters', slug: 'hall-of-posters', enable_video: false });
    const failed = await withFailingChangeLog(t, () => patch(made.body.id, { name: 'Renamed', enable_video: true, chat: true }));
    expect(failed.status).toBe(500);
    expect((await detail(made.body.id)).body).toMatchObject({ name: 'Hall of posters', enable_video: false, chat: false });
    const notMade = await withFailingChangeLog(t, () => create({ type: 'map', name: 'Ghost', slug: 'ghost' }));
    expect(notMade.status).toBe(500);
    expect((await create({ type: 'map', name: 'Ghost', slug: 'ghost' })).status).toBe(201);
    const logged = await t.api('GET', '/api/events/conclave/organizer/changes/?area=spaces&limit=1', as(cast.owner));
    expect(logged.body.results[0]).toMatchObject({ action: 'created', target: 'Ghost', after: { slug: 'ghost', type: 'map' } });
  });

  it('renames the booth the space is, for the booth list and its search', async () => {
    const made = await create({ type: 'booth', name: 'Zeta', slug: 'zeta', published: true, map: hall.id });
    await patch(made.body.id, { name: 'Zenith Labs', subtitle: 'Telescopes' });
    const list = await attendeeGet('/booths/?search=zenith&limit=999');
    expect(list.body.results).toEqual([expect.objectContaining({ slug: 'zeta', name: 'Zenith Labs', subtitle: 'Telescopes' })]);
  });

  it('switches a space\'s chat off and on', async () => {
    const made = await create({ type: 'presentation', name: 'Stage', slug: 'stage', published: true });
    expect((await attendeeGet('/presentations/stage/')).body.meta.chat_id).toEqual(expect.any(Number));
    expect((await patch(made.body.id, { chat: false })).body.chat).toBe(false);
    expect((await attendeeGet('/presentations/stage/')).body.meta.chat_id).toBeNull();
  });

  it('pushes publishing and closing to a connected socket, as the spaces route does', async () => {
    const made = await create({ type: 'meeting', name: 'Rooms', slug: 'rooms' });
    const socket = await sockets.login(t, cast.attendee.token, 'conclave');
    const opened = next(socket, 'updated_published_space');
    expect((await patch(made.body.id, { published: true })).status).toBe(200);
    expect(await opened).toEqual({ id: made.body.id, type: 'meeting', slug: 'rooms', published: true });
    expect((await attendeeGet('/meetings/rooms/')).status).toBe(200);
  });
});

describe('DELETE /api/events/{slug}/organizer/spaces/{spaceId}/', () => {
  it('refuses while a menu entry, a map area, the home space or program items refer to the space, naming them', async () => {
    const stage = await makeSpace(t, event, 'presentation', { slug: 'keynote', name: 'Keynote' });
    await t.server.services.events.addMenuGroup(event.id, { text: 'Main stage', order: 9, spaceId: stage.id });
    await t.server.services.maps.configure({ spaceId: hall.id, imageWidth: 1600, imageHeight: 1000, helpContent: '' }, [
      { shape: 'rect', coords: [0, 0, 10, 10], spaceId: stage.id, name: 'Stage door' },
    ]);
    await t.server.services.program.addEntry({ eventId: event.id, spaceId: stage.id, name: 'Opening', startDate: new Date('2026-06-01T09:00:00Z'), endDate: new Date('2026-06-01T10:00:00Z') });
    const refused = await t.api('DELETE', `${base}${stage.id}/`, as(cast.owner));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'space_in_use',
      detail: 'This space is still in use: the menu entry “Main stage”; the area “Stage door” on the map “Hall”; one program item in this space.',
    });
    expect((await detail(stage.id)).body.referenced_by.map((r: { kind: string }) => r.kind)).toEqual(['menu_entry', 'map_area', 'program_items']);

    await setHome(t, event, hall);
    const home = await t.api('DELETE', `${base}${hall.id}/`, as(cast.owner));
    expect([home.status, home.body.detail]).toEqual([409, expect.stringContaining("the event's home space")]);
    expect((await t.api('GET', '/api/events/conclave/maps/hall/', as(cast.attendee))).status).toBe(200);
  });

  it('deletes a space nothing refers to: 204, then gone for everyone', async () => {
    const made = await create({ type: 'chat_roulette', name: 'Speed dating', slug: 'speed', published: true });
    expect((await attendeeGet('/chatroulette/speed/')).status).toBe(200);
    expect((await t.api('DELETE', `${base}${made.body.id}/`, as(cast.owner))).status).toBe(204);
    expect((await detail(made.body.id)).status).toBe(404);
    expect((await attendeeGet('/chatroulette/speed/')).status).toBe(404);
  });
});

describe('PUT/DELETE /api/events/{slug}/organizer/spaces/{spaceId}/image/', () => {
  const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();

  it('stores the picture judged by its bytes, re-encoded and fitted, and removes it again', async () => {
    const made = await create({ type: 'jobs', name: 'Careers', slug: 'careers', published: true });
    const form = new FormData();
    form.append('image', new Blob([await picture(3000, 1000)]), 'wall.png');
    const res = await sendRaw(t, 'PUT', `${base}${made.body.id}/image/`, { token: cast.owner.token, body: form });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(new RegExp(`^/files/events/${event.id}/spaces/${made.body.id}/image-[0-9a-f]+\\.webp$`));
    const stored = Buffer.from(await (await fetch(`${t.url}${res.body.image}`)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 2560, height: 853 });
    expect((await attendeeGet('/jobs/careers/')).body.meta.background_image).toBe(res.body.image);

    const cleared = await t.api('DELETE', `${base}${made.body.id}/image/`, as(cast.owner));
    expect(cleared.body.image).toBeNull();
    expect((await fetch(`${t.url}${res.body.image}`)).status).toBe(404);
  });

  it('refuses what is no picture, and keeps the image it had', async () => {
    const made = await create({ type: 'meeting', name: 'Booths', slug: 'meet-rooms' });
    const res = await sendRaw(t, 'PUT', `${base}${made.body.id}/image/`, { token: cast.owner.token, body: '<svg onload="x()"/>', contentType: 'image/svg+xml' });
    expect([res.status, Object.keys(res.body)]).toEqual([400, ['image']]);
    expect((await detail(made.body.id)).body.image).toBeNull();
  });
});

describe('who may', () => {
  it('refuses every route to visitors, attendees, staff, moderators and owners of other events', async () => {
    const id = (await create({ type: 'cinema', name: 'Guarded', slug: 'guarded' })).body.id as number;
    const routes: [string, string, unknown?][] = [
      ['GET', base], ['POST', base, { type: 'map', name: 'X', slug: 'x-guard' }], ['GET', `${base}${id}/`],
      ['PATCH', `${base}${id}/`, { name: 'Taken' }], ['DELETE', `${base}${id}/`], ['DELETE', `${base}${id}/image/`],
    ];
    for (const [method, path, body] of routes) await expectOwnersOnly(cast, (token) => t.api(method, path, { token: token ?? undefined, body }));
    await expectOwnersOnly(cast, (token) => sendRaw(t, 'PUT', `${base}${id}/image/`, { token, body: 'x', contentType: 'image/png' }));
    expect((await detail(id)).body.name).toBe('Guarded');
  });

  it('lets instance administrators in, and answers 404 for another event\'s space', async () => {
    expect((await t.api('GET', base, as(cast.administrator))).status).toBe(200);
    expect((await create({ type: 'cinema', name: 'By the admin', slug: 'admin-made' }, cast.administrator)).status).toBe(201);
    expect((await detail(foreignMap.id)).status).toBe(404);
    expect((await t.api('GET', '/api/events/nope/organizer/spaces/', as(cast.owner))).status).toBe(404);
  });
});
