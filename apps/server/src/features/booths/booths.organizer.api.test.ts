import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { organizerCast, sendRaw, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { next, socketPool } from '../../../test/socket-client';
import { webmClip } from '../../../test/webm-clip';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let map: SpaceRow;
let stage: SpaceRow;
/** A booth of the event whose staff is `cast.staff` (booth A), and one they do not staff (booth B). */
let staffed: { id: number; slug: string };
let other: { id: number; slug: string };
let exhibitor: Person;
let webm: Buffer;
const sockets = socketPool();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const base = '/api/events/fair/organizer';
const as = (who: Person) => ({ token: who.token });

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'fair' });
  cast = await organizerCast(t, event);
  exhibitor = await person(t, { firstName: 'Ada', lastName: 'Exhibitor' });
  await addRole(t, event, exhibitor, 'attendee');
  map = await makeSpace(t, event, 'map', { slug: 'hall', name: 'Hall' });
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage', name: 'Stage' });
  staffed = await makeBooth(t, event, { slug: 'own-booth', name: 'Own booth', staffIds: [cast.staff.user.id] });
  other = await makeBooth(t, event, { slug: 'other-booth', name: 'Other booth' });
  webm = await webmClip();
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const upload = (url: string, who: Person, data: Buffer | string, filename: string, type = 'application/octet-stream') => {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), filename);
  return sendRaw(t, url.startsWith('/') ? 'POST' : 'PUT', url.replace(/^PUT /, ''), { token: who.token, body: form });
};
const putFile = (slug: string, field: string, data: Buffer | string, who: Person = cast.owner) => {
  const form = new FormData();
  form.append('file', new Blob([data]), 'picture.png');
  return sendRaw(t, 'PUT', `${base}/booths/${slug}/files/${field}/`, { token: who.token, body: form });
};
const attendeeBooth = (slug: string) => t.api('GET', `/api/events/fair/booths/${slug}/`, as(cast.attendee));
const changes = async () => (await t.server.platform.db.execute(sql`select count(*)::int as n from change_log where event_id = ${event.id} and area = 'booths'`)).rows[0];

describe('booth categories', () => {
  it('adds, renames, reorders and removes a category of a map; attendees see it in the map\'s categories', async () => {
    const made = await t.api('POST', `${base}/booth-categories/`, { ...as(cast.owner), body: { name: 'Coffee', map: map.id } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Coffee', map: map.id, map_name: 'Hall', num_of_booths: 0 });
    expect((await t.api('POST', `${base}/booth-categories/`, { ...as(cast.owner), body: { name: 'coffee', map: map.id } })).status).toBe(409);
    expect((await t.api('POST', `${base}/booth-categories/`, { ...as(cast.owner), body: { name: 'Tea', map: stage.id } })).body).toEqual({ map: ['Choose a map of this event.'] });
    const renamed = await t.api('PATCH', `${base}/booth-categories/${made.body.id}/`, { ...as(cast.owner), body: { name: 'Roasters', order: 5 } });
    expect(renamed.body).toMatchObject({ name: 'Roasters', order: 5 });
    const seen = await t.api('GET', '/api/events/fair/maps/hall/booths/categories/', as(cast.attendee));
    expect(seen.body.results.map((c: { name: string }) => c.name)).toContain('Roasters');
    const gone = await t.api('DELETE', `${base}/booth-categories/${made.body.id}/`, as(cast.owner));
    expect(gone.status).toBe(204);
    expect((await t.api('GET', `${base}/booth-categories/`, as(cast.owner))).body.results).toEqual([]);
  });
});

describe('booths: create, update, delete', () => {
  it('creates a booth with every field; attendees see it in the list and its detail, and open pages hear updated_booth', async () => {
    const category = await t.api('POST', `${base}/booth-categories/`, { ...as(cast.owner), body: { name: 'Bakeries', map: map.id } });
    const socket = await sockets.login(t, cast.attendee.token, 'fair');
    const heard = next<{ event_slug: string; slug: string }>(socket, 'updated_booth');
    const res = await t.api('POST', `${base}/booths/`, {
      ...as(cast.owner),
      body: {
        name: 'Bakery Brot', slug: 'brot', subtitle: 'Fresh bread', type: 'large', color: '#aa5500', description: '<p>Bread<script>x</script></p>',
        physical_location: 'Hall 2, stand 14', website: 'https://brot.example.org/', help_content: '<p>Ask us</p>', map: map.id,
        category: category.body.id, enable_visitor_list: true, custom_booth_url: 'https://brot.example.org/booth.png',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: 'brot', type: 'large', map: map.id, map_slug: 'hall', category: category.body.id, can_edit_all: true, published: true });
    expect(await heard).toMatchObject({ event_slug: 'fair', slug: 'brot' });
    const detail = await attendeeBooth('brot');
    expect(detail.body).toMatchObject({
      name: 'Bakery Brot', subtitle: 'Fresh bread', type: 'large', color: '#aa5500', description: '<p>Bread</p>', physical_location: 'Hall 2, stand 14',
      website: 'https://brot.example.org/', help_content: '<p>Ask us</p>', map_slug: 'hall', enable_visitor_list: true,
      custom_booth_url: 'https://brot.example.org/booth.png', category: { name: 'Bakeries', num_of_booths: 1 },
    });
    const list = await t.api('GET', '/api/events/fair/booths/?search=brot', as(cast.attendee));
    expect(list.body.results.map((b: { slug: string }) => b.slug)).toEqual(['brot']);
  });

  it('refuses a slug another booth has, 409 with a readable message, and changes nothing', async () => {
    const before = await changes();
    const made = await t.api('POST', `${base}/booths/`, { ...as(cast.owner), body: { name: 'Copy', slug: 'brot' } });
    expect(made.status).toBe(409);
    expect(made.body).toEqual({ detail: 'Another booth of this event has this address.', code: 'booth_slug_taken' });
    const moved = await t.api('PATCH', `${base}/booths/other-booth/`, { ...as(cast.owner), body: { slug: 'brot' } });
    expect(moved.status).toBe(409);
    expect(await changes()).toEqual(before);
  });

  it('changes fields, the slug included; the booth detail answers at the new address', async () => {
    const res = await t.api('PATCH', `${base}/booths/brot/`, { ...as(cast.owner), body: { slug: 'brot-und-mehr', name: 'Brot & mehr', type: 'small', map: null } });
    expect(res.status).toBe(200);
    // Off the map, the booth keeps no category of it.
    expect(res.body).toMatchObject({ slug: 'brot-und-mehr', name: 'Brot & mehr', type: 'small', map: null, category: null });
    expect((await attendeeBooth('brot')).status).toBe(404);
    expect((await attendeeBooth('brot-und-mehr')).body).toMatchObject({ name: 'Brot & mehr', type: 'small', map_slug: null });
  });

  it('writes nothing when its change-log entry fails', async () => {
    const res = await withFailingChangeLog(t, () => t.api('PATCH', `${base}/booths/brot-und-mehr/`, { ...as(cast.owner), body: { subtitle: 'Lost' } }));
    expect(res.status).toBe(500);
    expect((await attendeeBooth('brot-und-mehr')).body.subtitle).toBe('Fresh bread');
  });

  it('deletes a booth; attendees find it no more', async () => {
    await t.api('POST', `${base}/booths/`, { ...as(cast.owner), body: { name: 'Short lived', slug: 'short-lived' } });
    expect((await t.api('DELETE', `${base}/booths/short-lived/`, as(cast.owner))).status).toBe(204);
    expect((await attendeeBooth('short-lived')).status).toBe(404);
  });
});

describe('booth pictures, documents, videos', () => {
  it('stores a logo judged by its bytes; attendees get it; bytes that are no picture change nothing', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } }).png().toBuffer();
    const res = await putFile('brot-und-mehr', 'logo', png);
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(/^\/files\/events\/\d+\/booths\/\d+\/logo-[0-9a-f]{16}\.webp$/);
    expect((await attendeeBooth('brot-und-mehr')).body.logo).toBe(res.body.logo);
    const bad = await putFile('brot-und-mehr', 'logo', 'GIF89a<script>alert(1)</script>');
    expect([bad.status, Object.keys(bad.body)]).toEqual([400, ['file']]);
    expect((await attendeeBooth('brot-und-mehr')).body.logo).toBe(res.body.logo);
    const removed = await t.api('DELETE', `${base}/booths/brot-und-mehr/files/logo/`, as(cast.owner));
    expect(removed.body.logo).toBeNull();
  });

  it('adds a PDF document by its bytes, renames and removes it; a file that is no PDF is refused', async () => {
    const res = await upload(`${base}/booths/brot-und-mehr/documents/?name=Price%20list`, cast.owner, pdf, 'prices.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    const [doc] = res.body.documents;
    expect(doc).toMatchObject({ name: 'Price list', url: expect.stringMatching(/\/attachments\/price-list-[0-9a-f]{16}\.pdf$/) });
    expect((await attendeeBooth('brot-und-mehr')).body.documents).toEqual([{ id: doc.id, name: 'Price list', url: doc.url }]);
    const refused = await upload(`${base}/booths/brot-und-mehr/documents/`, cast.owner, '<html><script>1</script>', 'evil.pdf', 'application/pdf');
    expect(refused.body).toEqual({ file: ['Only PDF documents can be used here.'] });
    const renamed = await t.api('PATCH', `${base}/booths/brot-und-mehr/documents/${doc.id}/`, { ...as(cast.owner), body: { name: 'Prices 2026' } });
    expect(renamed.body.documents[0].name).toBe('Prices 2026');
    const removed = await t.api('DELETE', `${base}/booths/brot-und-mehr/documents/${doc.id}/`, as(cast.owner));
    expect(removed.body.documents).toEqual([]);
    expect((await attendeeBooth('brot-und-mehr')).body.documents).toEqual([]);
  });

  it('adds a YouTube video with its thumbnail and a video file; another site is refused', async () => {
    const embedded = await t.api('POST', `${base}/booths/brot-und-mehr/videos/`, { ...as(cast.owner), body: { name: 'Our oven', embedded_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    expect(embedded.status).toBe(201);
    const refused = await t.api('POST', `${base}/booths/brot-und-mehr/videos/`, { ...as(cast.owner), body: { name: 'Elsewhere', embedded_url: 'https://example.org/video' } });
    expect(refused.body).toEqual({ embedded_url: ['Enter the address of a YouTube or Vimeo video.'] });
    const file = await upload(`${base}/booths/brot-und-mehr/videos/upload/?name=Kneading`, cast.owner, webm, 'knead.webm', 'video/webm');
    expect(file.status).toBe(201);
    const fileVideo = file.body.videos[1];
    const still = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const thumb = await upload(`PUT ${base}/booths/brot-und-mehr/videos/${fileVideo.id}/thumbnail/`, cast.owner, still, 'still.jpg');
    expect(thumb.status).toBe(200);
    const seen = (await attendeeBooth('brot-und-mehr')).body.videos;
    expect(seen).toEqual([
      { id: embedded.body.videos[0].id, name: 'Our oven', url: null, embedded_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg' },
      { id: fileVideo.id, name: 'Kneading', url: expect.stringMatching(/\.webm$/), embedded_url: null, thumbnail: expect.stringMatching(/\.webp$/) },
    ]);
    const notVideo = await upload(`${base}/booths/brot-und-mehr/videos/upload/`, cast.owner, pdf, 'fake.webm', 'video/webm');
    expect(notVideo.body).toEqual({ file: ['Only videos (MP4 or WebM) can be used here.'] });
  });
});

describe('booth staff, jobs and sponsored sessions', () => {
  it('sets the staff from the event\'s people: an attendee becomes staff, and an attendee again when taken off', async () => {
    const res = await t.api('PUT', `${base}/booths/brot-und-mehr/staff/`, { ...as(cast.owner), body: { staff: [exhibitor.user.id, cast.moderator.user.id] } });
    expect(res.status).toBe(200);
    expect(res.body.staff.map((s: { id: number }) => s.id)).toEqual([exhibitor.user.id, cast.moderator.user.id]);
    const role = async (p: Person) => (await t.server.platform.db.execute(sql`select role from event_members where event_id = ${event.id} and user_id = ${p.user.id}`)).rows[0]?.role;
    expect([await role(exhibitor), await role(cast.moderator)]).toEqual(['staff', 'moderator']);
    expect((await attendeeBooth('brot-und-mehr')).body.staff_ids).toEqual([exhibitor.user.id, cast.moderator.user.id]);
    const stranger = await person(t);
    const refused = await t.api('PUT', `${base}/booths/brot-und-mehr/staff/`, { ...as(cast.owner), body: { staff: [stranger.user.id] } });
    expect(refused.body).toEqual({ staff: ["Choose people on this event's list."] });
    await t.api('PUT', `${base}/booths/brot-und-mehr/staff/`, { ...as(cast.owner), body: { staff: [cast.moderator.user.id] } });
    expect([await role(exhibitor), await role(cast.moderator)]).toEqual(['attendee', 'moderator']);
    await t.api('PUT', `${base}/booths/brot-und-mehr/staff/`, { ...as(cast.owner), body: { staff: [exhibitor.user.id] } });
  });

  it('offers a job assigned to one of the staff; attendees find it in the booth and the jobs list', async () => {
    const refused = await t.api('POST', `${base}/booths/brot-und-mehr/jobs/`, { ...as(cast.owner), body: { title: 'Baker', email: 'jobs@brot.example.org', assigned_staff: cast.attendee.user.id } });
    expect(refused.body).toEqual({ assigned_staff: ["Choose one of this booth's staff."] });
    const res = await t.api('POST', `${base}/booths/brot-und-mehr/jobs/`, {
      ...as(cast.owner), body: { title: 'Baker', description: '<p>Early mornings</p>', email: 'Jobs@Brot.example.org', assigned_staff: exhibitor.user.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.jobs).toEqual([{ id: expect.any(Number), title: 'Baker', description: '<p>Early mornings</p>', email: 'jobs@brot.example.org', assigned_staff: exhibitor.user.id }]);
    expect((await attendeeBooth('brot-und-mehr')).body.has_jobs).toBe(true);
    const jobs = await t.api('GET', '/api/events/fair/jobs/?booth_slug=brot-und-mehr', as(cast.attendee));
    expect(jobs.body.results.map((j: { title: string }) => j.title)).toEqual(['Baker']);
    const changed = await t.api('PATCH', `${base}/booths/brot-und-mehr/jobs/${res.body.jobs[0].id}/`, { ...as(cast.owner), body: { title: 'Head baker' } });
    expect(changed.body.jobs[0].title).toBe('Head baker');
  });

  it('links program items to the booth; its detail lists them as sponsored sessions', async () => {
    const item = await t.server.services.program.addEntry({
      eventId: event.id, spaceId: stage.id, type: 'item', name: 'Bread talk', description: '',
      startDate: new Date('2026-06-01T10:00:00Z'), endDate: new Date('2026-06-01T11:00:00Z'),
    });
    const sessions = await t.api('GET', `${base}/booth-sessions/`, as(cast.owner));
    expect(sessions.body.results).toContainEqual({ id: item.id, name: 'Bread talk', start_date: '2026-06-01T10:00:00.000Z', end_date: '2026-06-01T11:00:00.000Z', sponsor: null });
    const res = await t.api('PUT', `${base}/booths/brot-und-mehr/sponsored-sessions/`, { ...as(cast.owner), body: { items: [item.id] } });
    expect(res.body.sponsored_sessions).toEqual([item.id]);
    expect((await attendeeBooth('brot-und-mehr')).body.sponsored_sessions.map((s: { name: string }) => s.name)).toEqual(['Bread talk']);
    expect((await t.api('PUT', `${base}/booths/brot-und-mehr/sponsored-sessions/`, { ...as(cast.owner), body: { items: [999_999] } })).body).toEqual({
      items: ['Choose program items of this event.'],
    });
  });
});

describe('booth staff self-service', () => {
  it('lets a booth\'s staff edit its texts, documents, videos and jobs', async () => {
    const own = `${base}/booths/${staffed.slug}/`;
    expect((await t.api('GET', own, as(cast.staff))).body).toMatchObject({ slug: staffed.slug, can_edit_all: false });
    const texts = await t.api('PATCH', own, { ...as(cast.staff), body: { subtitle: 'Now with tea', description: '<p>Hello</p>' } });
    expect(texts.status).toBe(200);
    expect((await t.api('POST', `${own}jobs/`, { ...as(cast.staff), body: { title: 'Tea taster', email: 'tea@example.org' } })).status).toBe(201);
    expect((await upload(`${own}documents/`, cast.staff, pdf, 'menu.pdf', 'application/pdf')).status).toBe(201);
    expect((await t.api('POST', `${own}videos/`, { ...as(cast.staff), body: { name: 'Tour', embedded_url: 'https://vimeo.com/76979871' } })).status).toBe(201);
    const seen = (await attendeeBooth(staffed.slug)).body;
    expect(seen).toMatchObject({ subtitle: 'Now with tea', description: '<p>Hello</p>', has_jobs: true, documents: [{ name: 'menu' }], videos: [{ name: 'Tour' }] });
  });

  it('admits booth staff to the console with the `booth_staff` role of the event', async () => {
    const events = await t.api('GET', '/api/organizer/events/', as(cast.staff));
    expect(events.body.results.map((e: { slug: string; roles: string[] }) => [e.slug, e.roles])).toEqual([['fair', ['booth_staff']]]);
    expect((await t.api('GET', '/api/organizer/events/', as(cast.attendee))).body.results).toEqual([]);
    expect((await t.api('GET', `${base}/my-booths/`, as(cast.staff))).body.results).toEqual([{ slug: 'own-booth', name: 'Own booth' }]);
    expect((await t.api('GET', `${base}/my-booths/`, as(cast.attendee))).body.results).toEqual([]);
  });

  it('refuses the staff the owners\' fields, their staff list and files', async () => {
    const own = `${base}/booths/${staffed.slug}/`;
    const slug = await t.api('PATCH', own, { ...as(cast.staff), body: { slug: 'taken-over', subtitle: 'x' } });
    expect(slug.status).toBe(403);
    expect(slug.body).toEqual({ detail: 'Only the owners of this event may change slug.', code: 'not_event_owner' });
    expect((await t.api('PUT', `${own}staff/`, { ...as(cast.staff), body: { staff: [] } })).status).toBe(403);
    expect((await t.api('DELETE', own, as(cast.staff))).status).toBe(403);
    expect((await attendeeBooth(staffed.slug)).body.subtitle).toBe('Now with tea');
  });

  it('refuses a staff member of booth A on booth B (403) and changes nothing there', async () => {
    const before = (await attendeeBooth(other.slug)).body;
    const count = await changes();
    const theirs = `${base}/booths/${other.slug}/`;
    const calls = [
      await t.api('GET', theirs, as(cast.staff)),
      await t.api('PATCH', theirs, { ...as(cast.staff), body: { subtitle: 'Hijacked' } }),
      await t.api('POST', `${theirs}jobs/`, { ...as(cast.staff), body: { title: 'Spy', email: 'spy@example.org' } }),
      await t.api('POST', `${theirs}videos/`, { ...as(cast.staff), body: { name: 'Spy', embedded_url: 'https://youtu.be/dQw4w9WgXcQ' } }),
      await upload(`${theirs}documents/`, cast.staff, pdf, 'spy.pdf', 'application/pdf'),
    ];
    for (const res of calls) expect([res.status, res.body]).toEqual([403, { detail: 'Only the staff of this booth and the owners of this event may do this.', code: 'not_booth_staff' }]);
    expect((await attendeeBooth(other.slug)).body).toEqual(before);
    expect(await changes()).toEqual(count);
  });
});

describe('CSV import of booths', () => {
  const csv = (text: string, dryRun: boolean) => upload(`${base}/booths/import/${dryRun ? '?dry_run=1' : ''}`, cast.owner, text, 'booths.csv', 'text/csv');

  it('previews per-row errors and what would be created or updated, writing nothing', async () => {
    const count = await changes();
    const res = await csv('slug,name,type,map,category,enable_visitor_list\nnew-one,New one,large,hall,Bakeries,yes\nother-booth,Other renamed,,,,\nBad Slug,,huge,nowhere,,maybe\n', true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: true, total: 3, created: 1, updated: 1, invalid: 1 });
    expect(res.body.rows[2]).toMatchObject({ row: 4, status: 'invalid', errors: { slug: [expect.any(String)], name: ['Give the space a name.'], type: [expect.any(String)], enable_visitor_list: ['Enter yes or no.'] } });
    expect((await attendeeBooth('new-one')).status).toBe(404);
    expect(await changes()).toEqual(count);
  });

  it('writes nothing at all when a row has errors', async () => {
    const res = await csv('slug,name,map\nnew-one,New one,hall\nbroken,Broken,nowhere\n', false);
    expect(res.body).toEqual({ detail: 'One row has errors: nothing was imported.', code: 'booth_import_has_errors' });
    expect((await attendeeBooth('new-one')).status).toBe(404);
  });

  it('creates and updates every row in one go; attendees see them', async () => {
    const res = await csv('slug,name,type,map,category,enable_visitor_list\nnew-one,New one,large,hall,Bakeries,yes\nother-booth,Other renamed,,,,\n', false);
    expect(res.body).toMatchObject({ dry_run: false, created: 1, updated: 1, invalid: 0 });
    expect((await attendeeBooth('new-one')).body).toMatchObject({ name: 'New one', type: 'large', map_slug: 'hall', category: { name: 'Bakeries' }, enable_visitor_list: true });
    expect((await attendeeBooth(other.slug)).body.name).toBe('Other renamed');
  });
});
