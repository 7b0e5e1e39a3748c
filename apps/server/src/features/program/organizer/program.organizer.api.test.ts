import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { makeEvent, makeSpace, type Person } from '../../../../test/event-factories';
import { expectOwnersOnly, organizerCast, sendRaw, withFailingChangeLog, type OrganizerCast } from '../../../../test/organizer-cast';
import { next, socketPool } from '../../../../test/socket-client';
import type { EventRow, SpaceRow } from '../../identity';

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let stage: SpaceRow;
let booth: SpaceRow;
let foreignSpace: SpaceRow;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'prog', timezone: 'Europe/Berlin', startDate: '2026-06-01', endDate: '2026-06-03' });
  cast = await organizerCast(t, event);
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage', name: 'Stage', locationType: 'hybrid' });
  booth = await makeSpace(t, event, 'booth', { slug: 'acme', name: 'Acme' });
  foreignSpace = await makeSpace(t, await makeEvent(t, { slug: 'prog-other' }), 'presentation', { slug: 'elsewhere' });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const base = '/api/events/prog/organizer/program';
const as = (who: Person = cast.owner) => ({ token: who.token });
const item = (fields: Record<string, unknown> = {}) => ({
  name: 'Keynote', space_id: stage.id, start_date: '2026-06-01T10:00:00+02:00', end_date: '2026-06-01T11:00:00+02:00', ...fields,
});
const changes = async () => (await t.api('GET', '/api/events/prog/organizer/changes/', as())).body as { count: number; results: { area: string; action: string; target: string }[] };
const attendeeItem = (id: number) => t.api('GET', `/api/events/prog/virtualprogram/items/${id}/`, as(cast.attendee));

describe('…/organizer/program/entries/', () => {
  it('adds an item with every field; attendees see it in the timetable and its detail, and open pages hear of it', async () => {
    const tag = await t.api('POST', `${base}/tags/`, { ...as(), body: { text: 'Data', color: '#1F7A8C', category: 'Track' } });
    const speaker = await t.api('POST', `${base}/performers/`, { ...as(), body: { name: 'Ada Lovelace', descriptive_line: 'Analyst' } });
    const container = await t.api('POST', `${base}/entries/`, {
      ...as(), body: item({ type: 'container', name: 'Morning block', start_date: '2026-06-01T09:00:00+02:00', end_date: '2026-06-01T12:00:00+02:00' }),
    });
    expect(container.status).toBe(201);
    const socket = await sockets.login(t, cast.attendee.token, 'prog');
    const heard = next<{ event_slug: string; space_ids: number[]; dates: string[] }>(socket, 'timetable_updated');
    const res = await t.api('POST', `${base}/entries/`, {
      ...as(),
      body: item({
        description: '<p>Hello <script>x()</script></p>', color: '#AA3300', sponsor_id: booth.id, parent_id: container.body.id,
        tag_ids: [tag.body.id], performer_ids: [speaker.body.id],
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'item', name: 'Keynote', space_id: stage.id, parent_id: container.body.id, description: '<p>Hello </p>', color: '#aa3300',
      sponsor_id: booth.id, tag_ids: [tag.body.id], performer_ids: [speaker.body.id], location_type: 'hybrid', imported: false,
      start_date: '2026-06-01T08:00:00.000Z', end_date: '2026-06-01T09:00:00.000Z',
    });
    expect(await heard).toEqual({ event_slug: 'prog', space_ids: [stage.id], dates: ['2026-06-01'] });
    const seen = await attendeeItem(res.body.id);
    expect(seen.body).toMatchObject({
      name: 'Keynote', color: '#aa3300', sponsor: { id: booth.id, slug: 'acme' }, tags: [tag.body.id], parent_id: container.body.id,
      performers: [{ name: 'Ada Lovelace', descriptive_line: 'Analyst' }], location_type: 'hybrid',
    });
    const day = await t.api('GET', '/api/events/prog/virtualprogram/spaces/?from_datetime=2026-06-01T00:00:00%2B02:00&until_datetime=2026-06-02T00:00:00%2B02:00', as(cast.attendee));
    const space = day.body.results.find((s: { id: number }) => s.id === stage.id);
    expect(space.items.map((i: { name: string }) => i.name)).toEqual(['Keynote']);
    expect(space.containers.map((i: { name: string }) => i.name)).toEqual(['Morning block']);
    expect((await changes()).results[0]).toMatchObject({ area: 'program', action: 'item_created', target: 'Keynote' });
  });

  it('lists one day or all, searched by words of the name', async () => {
    await t.api('POST', `${base}/entries/`, { ...as(), body: item({ name: 'Closing talk', start_date: '2026-06-02T16:00:00+02:00', end_date: '2026-06-02T17:00:00+02:00' }) });
    const names = async (query: string) => (await t.api('GET', `${base}/entries/${query}`, as())).body.results.map((e: { name: string }) => e.name);
    expect(await names('?date=2026-06-01')).toEqual(['Morning block', 'Keynote']);
    expect(await names('?date=2026-06-02')).toEqual(['Closing talk']);
    expect(await names('?search=clos')).toEqual(['Closing talk']);
    expect(await names('')).toEqual(['Morning block', 'Keynote', 'Closing talk']);
  });

  it('changes an item (the whole entry checked) and the attendee detail shows it', async () => {
    const [keynote] = (await t.api('GET', `${base}/entries/?search=Keynote`, as())).body.results;
    const res = await t.api('PATCH', `${base}/entries/${keynote.id}/`, { ...as(), body: { name: 'Opening keynote', end_date: '2026-06-01T11:30:00+02:00', tag_ids: [] } });
    expect(res.body).toMatchObject({ name: 'Opening keynote', end_date: '2026-06-01T09:30:00.000Z', tag_ids: [], performer_ids: keynote.performer_ids });
    expect((await attendeeItem(keynote.id)).body).toMatchObject({ name: 'Opening keynote', end_date: '2026-06-01T09:30:00.000Z', tags: [] });
    const wrong = await t.api('PATCH', `${base}/entries/${keynote.id}/`, { ...as(), body: { end_date: '2026-06-01T07:00:00+02:00' } });
    expect([wrong.status, wrong.body]).toEqual([400, { end_date: ['The end must come after the start.'] }]);
  });

  it("refuses another event's space, a booth that is no booth, an item as container, unknown tags and performers, per field", async () => {
    const [keynote] = (await t.api('GET', `${base}/entries/?search=keynote`, as())).body.results;
    const res = await t.api('POST', `${base}/entries/`, {
      ...as(), body: item({ space_id: foreignSpace.id, sponsor_id: stage.id, parent_id: keynote.id, tag_ids: [999_999], performer_ids: [999_999] }),
    });
    expect([res.status, res.body]).toEqual([400, {
      space_id: ['Choose a space of this event.'], sponsor_id: ['Choose a booth of this event.'], parent_id: ['Only a container can hold items.'],
      tag_ids: ['Choose tags of this event.'], performer_ids: ['Choose performers of this event.'],
    }]);
    const container = (await t.api('GET', `${base}/entries/?search=block`, as())).body.results[0];
    const nested = await t.api('PATCH', `${base}/entries/${container.id}/`, { ...as(), body: { type: 'item' } });
    expect(nested.body).toEqual({ type: ['This container holds items: move them out first.'] });
  });

  it('writes nothing when its change-log entry fails', async () => {
    const before = (await t.api('GET', `${base}/entries/`, as())).body.count;
    const res = await withFailingChangeLog(t, () => t.api('POST', `${base}/entries/`, { ...as(), body: item({ name: 'Lost' }) }));
    expect(res.status).toBe(500);
    expect((await t.api('GET', `${base}/entries/`, as())).body.count).toBe(before);
  });

  it('removes a container; its items stay, outside it, and the attendee no longer finds it', async () => {
    const [container] = (await t.api('GET', `${base}/entries/?search=block`, as())).body.results;
    expect((await t.api('DELETE', `${base}/entries/${container.id}/`, as())).status).toBe(204);
    expect((await attendeeItem(container.id)).status).toBe(404);
    const [keynote] = (await t.api('GET', `${base}/entries/?search=keynote`, as())).body.results;
    expect(keynote.parent_id).toBeNull();
    expect((await t.api('DELETE', `${base}/entries/${container.id}/`, as())).status).toBe(404);
  });

  it('answers only owners and administrators', async () => {
    await expectOwnersOnly(cast, (token) => t.api('POST', `${base}/entries/`, { token: token ?? undefined, body: item() }));
    expect((await t.api('GET', `${base}/entries/`, as(cast.administrator))).status).toBe(200);
  });
});

describe('…/organizer/program/tags/ and tag-categories/', () => {
  it('adds, recolours, recategorises and removes tags; the current event lists them and open pages hear of it', async () => {
    const socket = await sockets.login(t, cast.attendee.token, 'prog');
    const heard = next<{ event_slug: string; fields: string[] }>(socket, 'updated_event');
    const made = await t.api('POST', `${base}/tags/`, { ...as(), body: { text: 'Workshop', color: '#336699', category: 'Format', category_order: 1 } });
    expect(made.body).toMatchObject({ text: 'Workshop', color: '#336699', category: { text: 'Format', order: 1 }, used_by: 0 });
    expect(await heard).toEqual({ event_slug: 'prog', fields: ['program_tags'] });
    const current = async () => (await t.api('GET', '/api/events/prog/', as(cast.attendee))).body.program_tags as { text: string; color: string; category: { text: string } | null }[];
    expect(await current()).toContainEqual({ id: made.body.id, text: 'Workshop', color: '#336699', category: { text: 'Format', order: 1 } });

    const taken = await t.api('POST', `${base}/tags/`, { ...as(), body: { text: 'workshop', color: '#000000', category: 'Format' } });
    expect(taken.body).toEqual({ text: ['This category has a tag of that text already.'] });
    expect((await t.api('POST', `${base}/tags/`, { ...as(), body: { text: 'X', color: 'red' } })).body).toEqual({ color: ['Enter a colour as #RRGGBB.'] });

    const recoloured = await t.api('PATCH', `${base}/tags/${made.body.id}/`, { ...as(), body: { color: '#00AA00' } });
    expect(recoloured.body).toMatchObject({ color: '#00aa00', category: { text: 'Format' } });
    const renamed = await t.api('PATCH', `${base}/tag-categories/`, { ...as(), body: { category: 'Format', text: 'Session format', order: 2 } });
    expect(renamed.body.results.find((x: { id: number }) => x.id === made.body.id)).toMatchObject({ category: { text: 'Session format', order: 2 } });
    expect((await t.api('PATCH', `${base}/tag-categories/`, { ...as(), body: { category: 'Nope', text: 'X' } })).body).toEqual({ category: ['No tag has this category.'] });

    expect((await t.api('DELETE', `${base}/tags/${made.body.id}/`, as())).status).toBe(204);
    expect((await current()).some((x) => x.text === 'Workshop')).toBe(false);
  });

  it('answers only owners and administrators', async () => {
    await expectOwnersOnly(cast, (token) => t.api('POST', `${base}/tags/`, { token: token ?? undefined, body: { text: 'Smuggled', color: '#000000' } }));
  });
});

describe('…/organizer/program/performers/', () => {
  const picture = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: '#aa6633' } }).jpeg().toBuffer();
  const upload = (id: number, data: Buffer | string) => {
    const form = new FormData();
    form.append('mugshot', new Blob([data]), 'face.jpg');
    return sendRaw(t, 'PUT', `${base}/performers/${id}/mugshot/`, { token: cast.owner.token, body: form });
  };

  it('adds a performer with about and attachments, links them to an item, and the speaker page shows them', async () => {
    const made = await t.api('POST', `${base}/performers/`, {
      ...as(),
      body: { name: 'Grace Hopper', location_type: 'in_person', descriptive_line: 'Admiral', about: '<p>Compilers</p><img src=x onerror=y>', attachments: [{ name: 'Slides', url: 'https://example.org/slides.pdf' }] },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Grace Hopper', location_type: 'in_person', about: '<p>Compilers</p>', attachments: [{ name: 'Slides', url: 'https://example.org/slides.pdf' }], entry_ids: [] });
    const [keynote] = (await t.api('GET', `${base}/entries/?search=keynote`, as())).body.results;
    await t.api('PATCH', `${base}/entries/${keynote.id}/`, { ...as(), body: { performer_ids: [made.body.id] } });
    const page = await t.api('GET', `/api/events/prog/performers/${made.body.id}/`, as(cast.attendee));
    expect(page.body).toMatchObject({ name: 'Grace Hopper', descriptive_line: 'Admiral', about: '<p>Compilers</p>', attachments: [{ name: 'Slides' }], sessions: [{ id: keynote.id }] });
    const bad = await t.api('POST', `${base}/performers/`, { ...as(), body: { name: ' ', attachments: [{ name: 'x', url: 'javascript:alert(1)' }] } });
    expect(Object.keys(bad.body).sort()).toEqual(['attachments.0.url', 'name']);
  });

  it('stores a mugshot judged by its bytes, refuses what is no picture, removes it', async () => {
    const [grace] = (await t.api('GET', `${base}/performers/?search=grace`, as())).body.results;
    const res = await upload(grace.id, await picture());
    expect(res.status).toBe(200);
    expect(res.body.mugshot).toMatch(/\.webp$/);
    const stored = Buffer.from(await (await fetch(`${t.url}${res.body.mugshot}`)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect((await t.api('GET', `/api/events/prog/performers/?search=grace`, as(cast.attendee))).body.results[0].mugshot).toBe(res.body.mugshot);
    const refused = await upload(grace.id, 'GIF89a<script>alert(1)</script>');
    expect([refused.status, refused.body]).toEqual([400, { mugshot: ['Only pictures (JPEG, PNG, WebP, GIF, AVIF or TIFF) can be used here.'] }]);
    const removed = await t.api('DELETE', `${base}/performers/${grace.id}/mugshot/`, as());
    expect(removed.body.mugshot).toBeNull();
    expect((await fetch(`${t.url}${res.body.mugshot}`)).status).toBe(404);
  });

  it('removes a performer from the event and its items', async () => {
    const [grace] = (await t.api('GET', `${base}/performers/?search=grace`, as())).body.results;
    expect((await t.api('DELETE', `${base}/performers/${grace.id}/`, as())).status).toBe(204);
    expect((await t.api('GET', `/api/events/prog/performers/${grace.id}/`, as(cast.attendee))).status).toBe(404);
    const [keynote] = (await t.api('GET', `${base}/entries/?search=keynote`, as())).body.results;
    expect(keynote.performer_ids).not.toContain(grace.id);
  });

  it('answers only owners and administrators', async () => {
    await expectOwnersOnly(cast, (token) => t.api('POST', `${base}/performers/`, { token: token ?? undefined, body: { name: 'Smuggled' } }));
  });
});
