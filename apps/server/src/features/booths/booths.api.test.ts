import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { makeBooth, makeCategory } from '../../../test/booth-factories';
import type { EventRow, SpaceRow } from '../identity';
import { boothDocumentDownloads } from './booths.schema';

let t: TestServer;
let event: EventRow;
let hall: SpaceRow;
let annex: SpaceRow;
let organiser: Person;
let owner: Person;
let attendee: Person;
let bob: Person;
let cafe: { id: number; slug: string };
let robotics: { id: number; slug: string };
let closed: { id: number; slug: string };
let categories: Record<'optics' | 'robots' | 'food', number>;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'expo' });
  [organiser, owner, attendee, bob] = await Promise.all([person(t), person(t), person(t), person(t, { firstName: 'Bob', lastName: 'Booth', jobtitle: 'Head barista', company: 'Café Lumière' })]);
  await addRole(t, event, organiser, 'moderator');
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, attendee, 'attendee');
  await addRole(t, event, bob, 'staff');
  hall = await makeSpace(t, event, 'map', { slug: 'hall' });
  annex = await makeSpace(t, event, 'map', { slug: 'annex' });
  const closedMap = await makeSpace(t, event, 'map', { slug: 'backroom', published: false });
  await makeSpace(t, event, 'jobs', { slug: 'careers' });
  categories = {
    optics: (await makeCategory(t, event, hall, 'Optics', 1)).id,
    robots: (await makeCategory(t, event, hall, 'Robotics', 2)).id,
    food: (await makeCategory(t, event, annex, 'Food')).id,
  };
  cafe = await makeBooth(t, event, {
    slug: 'cafe-lumiere', name: 'Café Lumière', subtitle: 'Light roasts', mapSpaceId: hall.id, categoryId: categories.optics, order: 1,
    physicalLocation: 'Hall A, stand 4', description: '<p>We <strong>roast</strong> light.<script>alert(1)</script></p>', type: 'large',
    color: '#aa3300', website: 'https://cafe.example', helpContent: '<p onclick="x()">Ask us</p>', enableVisitorList: true, staffIds: [bob.user.id],
    documents: [{ name: 'Menu', url: '/files/menu.pdf' }],
    videos: [
      { name: 'Tour', url: '/files/tour.webm', thumbnail: '/files/tour.jpg' },
      { name: 'On YouTube', embeddedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { name: 'On Vimeo', embeddedUrl: 'https://vimeo.com/76979871' },
      { name: 'Elsewhere', embeddedUrl: 'https://example.com/v/1' },
    ],
  });
  robotics = await makeBooth(t, event, { slug: 'north-star', name: 'North Star Robotics', mapSpaceId: hall.id, categoryId: categories.robots, order: 2, staffIds: [bob.user.id] });
  closed = await makeBooth(t, event, { slug: 'lumen-labs', name: 'Lumen Labs', mapSpaceId: hall.id, categoryId: categories.optics, published: false, order: 3 });
  // A staff member who hides their company from their profile.
  const eve = await person(t, { firstName: 'Eve', lastName: 'Etoile', jobtitle: 'Chef', company: 'Secret Kitchen', hiddenProfileFields: ['company'] });
  await addRole(t, event, eve, 'staff');
  await makeBooth(t, event, { slug: 'etoile', name: 'Étoile Foods', mapSpaceId: annex.id, categoryId: categories.food, order: 3, staffIds: [eve.user.id] });
  await makeBooth(t, event, { slug: 'nomad', name: 'Nomad Maps', order: 9 });
  await makeBooth(t, event, { slug: 'hidden-back', name: 'Back Room', mapSpaceId: closedMap.id, order: 4 });
  const other = await makeEvent(t, { slug: 'elsewhere' });
  await makeBooth(t, other, { slug: 'foreign', name: 'Foreign Booth' });
});
afterAll(async () => {
  await t?.close();
});

const get = (who: Person, path: string) => t.api('GET', `/api/events/expo${path}`, { token: who.token });
const names = (body: { results: { name: string }[] }) => body.results.map((b) => b.name);

describe('booth lists', () => {
  it('lists the open booths of the event with their list fields', async () => {
    const res = await get(attendee, '/booths/');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Café Lumière', 'North Star Robotics', 'Étoile Foods', 'Back Room', 'Nomad Maps']);
    expect(res.body).toMatchObject({ count: 5, next: null, previous: null });
    expect(res.body.results[0]).toEqual({
      id: cafe.id,
      name: 'Café Lumière',
      subtitle: 'Light roasts',
      logo: null,
      slug: 'cafe-lumiere',
      staff_ids: [bob.user.id],
      map_slug: 'hall',
      physical_location: 'Hall A, stand 4',
      description: '<p>We <strong>roast</strong> light.</p>',
      category: { id: categories.optics, name: 'Optics', num_of_booths: 1 },
    });
    expect(res.body.results.find((b: { slug: string }) => b.slug === 'nomad')).toMatchObject({ map_slug: null, category: null });
  });

  it('shows closed booths to organisers only', async () => {
    const res = await get(organiser, '/booths/');
    expect(res.body.count).toBe(6);
    expect(names(res.body)).toContain('Lumen Labs');
    expect(res.body.results[0].category.num_of_booths).toBe(2);
  });

  it("lists a map's booths, and category counts equal the map's list filtered by category", async () => {
    for (const who of [attendee, organiser]) {
      const all = await get(who, '/maps/hall/booths/?limit=999');
      expect(all.status).toBe(200);
      const cats = await get(who, '/maps/hall/booths/categories/?limit=999');
      expect(cats.status).toBe(200);
      for (const c of cats.body.results) {
        const filtered = await get(who, `/maps/hall/booths/?category_id=${c.id}&limit=999`);
        expect(filtered.body.count, c.name).toBe(c.num_of_booths);
        expect(filtered.body.results.every((b: { category: { id: number } }) => b.category.id === c.id)).toBe(true);
      }
    }
    expect(names((await get(attendee, '/maps/hall/booths/')).body)).toEqual(['Café Lumière', 'North Star Robotics']);
    expect((await get(attendee, '/maps/hall/booths/categories/?limit=999')).body).toEqual({
      count: 2, next: null, previous: null,
      results: [{ id: categories.optics, name: 'Optics', num_of_booths: 1 }, { id: categories.robots, name: 'Robotics', num_of_booths: 1 }],
    });
    expect((await get(organiser, '/maps/hall/booths/categories/')).body.results[0].num_of_booths).toBe(2);
    expect(names((await get(attendee, '/maps/annex/booths/')).body)).toEqual(['Étoile Foods']);
  });

  it('filters the event list by category', async () => {
    expect(names((await get(attendee, `/booths/?category_id=${categories.food}`)).body)).toEqual(['Étoile Foods']);
  });

  it('refuses an unknown category, or one of another map', async () => {
    const unknown = await get(attendee, '/booths/?category_id=999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ category_id: ['Unknown category.'] });
    expect((await get(attendee, `/maps/annex/booths/?category_id=${categories.optics}`)).status).toBe(400);
    expect((await get(attendee, '/booths/?category_id=abc')).status).toBe(400);
  });

  it('pages with limit and offset and refuses bad pagination', async () => {
    const page = await get(attendee, '/booths/?limit=2&offset=1');
    expect(page.body.count).toBe(5);
    expect(names(page.body)).toEqual(['North Star Robotics', 'Étoile Foods']);
    for (const q of ['limit=0', 'limit=1000', 'offset=-1', 'limit=abc']) {
      expect((await get(attendee, `/booths/?${q}`)).status, q).toBe(400);
    }
  });

  it('searches words anywhere in the name, ignoring case and accents', async () => {
    const search = async (q: string) => names((await get(attendee, `/booths/?search=${encodeURIComponent(q)}`)).body);
    expect(await search('cafe')).toEqual(['Café Lumière']);
    expect(await search('LUMIERE')).toEqual(['Café Lumière']);
    expect(await search('lumière CAFÉ')).toEqual(['Café Lumière']);
    expect(await search('star north')).toEqual(['North Star Robotics']);
    expect(await search('etoile')).toEqual(['Étoile Foods']);
    expect(await search('obot')).toEqual(['North Star Robotics']);
    expect(await search('cafe star')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('   ')).toHaveLength(5);
    // Closed booths stay out of search too.
    expect(await search('lumen')).toEqual([]);
  });

  it('keeps closed maps closed and other events out', async () => {
    expect((await get(attendee, '/maps/backroom/booths/')).body).toMatchObject({ code: 'space_closed' });
    expect((await get(attendee, '/maps/backroom/booths/')).status).toBe(403);
    expect((await get(attendee, '/maps/backroom/booths/categories/')).status).toBe(403);
    expect((await get(organiser, '/maps/backroom/booths/')).status).toBe(200);
    expect((await get(attendee, '/maps/nowhere/booths/')).status).toBe(404);
    expect((await t.api('GET', '/api/events/expo/booths/')).status).toBe(401);
    const stranger = await person(t);
    expect((await t.api('GET', '/api/events/elsewhere/booths/', { token: stranger.token })).body.results.map((b: { slug: string }) => b.slug)).toEqual(['foreign']);
  });
});

describe('booth detail', () => {
  it('answers every detail field', async () => {
    const res = await get(attendee, '/booths/cafe-lumiere/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: cafe.id,
      slug: 'cafe-lumiere',
      name: 'Café Lumière',
      type: 'large',
      color: '#aa3300',
      image: null,
      booth_logo_url: null,
      custom_booth_url: null,
      website: 'https://cafe.example',
      help_content: '<p>Ask us</p>',
      staff_ids: [bob.user.id],
      staff: [{ id: bob.user.id, first_name: 'Bob', last_name: 'Booth', mugshot: null, jobtitle: 'Head barista', company: 'Café Lumière', videocall_status: null }],
      documents: [{ name: 'Menu', url: '/files/menu.pdf' }],
      sponsored_sessions: [],
      has_jobs: false,
      jobs_slug: 'careers',
      enable_visitor_list: true,
      left_business_card: false,
      my_business_card: null,
      map_slug: 'hall',
      physical_location: 'Hall A, stand 4',
      category: { id: categories.optics, name: 'Optics', num_of_booths: 1 },
    });
    expect(res.body.videos.map((v: { name: string; url: string | null; embedded_url: string | null; thumbnail: string | null }) => [v.name, v.url, v.embedded_url, v.thumbnail])).toEqual([
      ['Tour', '/files/tour.webm', null, '/files/tour.jpg'],
      ['On YouTube', null, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
      ['On Vimeo', null, 'https://vimeo.com/76979871', 'https://vumbnail.com/76979871.jpg'],
      ['Elsewhere', null, 'https://example.com/v/1', null],
    ]);
  });

  it('leaves out the job title or company a staff member hides', async () => {
    const { staff } = (await get(attendee, '/booths/etoile/')).body;
    expect(staff).toEqual([expect.objectContaining({ first_name: 'Eve', jobtitle: 'Chef', company: '' })]);
  });

  it('refuses a closed booth to everyone but organisers, and unknown booths', async () => {
    const refused = await get(attendee, '/booths/lumen-labs/');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'This space is closed.', code: 'space_closed' });
    expect((await get(organiser, '/booths/lumen-labs/')).status).toBe(200);
    expect((await get(attendee, '/booths/nowhere/')).status).toBe(404);
    expect((await get(attendee, '/booths/foreign/')).status).toBe(404);
  });
});

describe('booth documents', () => {
  it('counts a download once per person, document and hour, and lets staff and organisers count them', async () => {
    const detail = (await get(attendee, '/booths/cafe-lumiere/')).body;
    const doc = detail.documents[0];
    const path = `/api/events/expo/booths/cafe-lumiere/documents/${doc.id}/download/`;
    const downloads = async () => (await get(bob, '/organizer/booths/cafe-lumiere/documents/')).body.results[0].downloads;
    // The attendee's download as if made `minutes` ago (moving the clock would expire every token).
    const madeAgo = (minutes: number) =>
      t.server.platform.db
        .update(boothDocumentDownloads)
        .set({ downloadedAt: new Date(t.clock.now().getTime() - minutes * 60_000) })
        .where(and(eq(boothDocumentDownloads.documentId, doc.id), eq(boothDocumentDownloads.userId, attendee.user.id)));
    // Two at once from one person (a double click) count once, as does another try within the hour.
    const [first, second] = await Promise.all([t.api('POST', path, { token: attendee.token }), t.api('POST', path, { token: attendee.token })]);
    await madeAgo(59);
    for (const res of [first, second, await t.api('POST', path, { token: attendee.token }), await t.api('POST', path, { token: organiser.token })]) {
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: doc.id, url: '/files/menu.pdf' });
    }
    expect(await downloads()).toBe(2);
    await madeAgo(61);
    expect((await t.api('POST', path, { token: attendee.token })).status).toBe(201);
    for (const who of [bob, organiser, owner]) {
      const stats = await get(who, '/organizer/booths/cafe-lumiere/documents/');
      expect(stats.status).toBe(200);
      expect(stats.body.results).toEqual([{ id: doc.id, name: 'Menu', url: '/files/menu.pdf', downloads: 3 }]);
    }
    expect((await get(attendee, '/organizer/booths/cafe-lumiere/documents/')).status).toBe(403);
  });

  it('refuses documents of another booth and of closed booths', async () => {
    const doc = (await get(attendee, '/booths/cafe-lumiere/')).body.documents[0];
    expect((await t.api('POST', `/api/events/expo/booths/north-star/documents/${doc.id}/download/`, { token: attendee.token })).status).toBe(404);
    expect((await t.api('POST', `/api/events/expo/booths/lumen-labs/documents/${doc.id}/download/`, { token: attendee.token })).status).toBe(403);
    expect(robotics.id).not.toBe(closed.id);
  });
});

describe('booth detail: sponsored sessions', () => {
  it('lists the program items the booth sponsors, in time order', async () => {
    const program = t.server.services.program;
    const stage = await makeSpace(t, event, 'presentation', { slug: 'stage' });
    const later = await program.addEntry({
      eventId: event.id, spaceId: stage.id, type: 'item', name: 'Roasting live', description: 'Watch us roast.',
      startDate: new Date('2026-06-02T10:00:00Z'), endDate: new Date('2026-06-02T11:00:00Z'), sponsorSpaceId: cafe.id,
    });
    const sooner = await program.addEntry({
      eventId: event.id, spaceId: stage.id, type: 'item', name: 'Cupping', description: '',
      startDate: new Date('2026-06-01T10:00:00Z'), endDate: new Date('2026-06-01T10:30:00Z'), sponsorSpaceId: cafe.id,
    });
    await program.addEntry({
      eventId: event.id, spaceId: stage.id, type: 'item', name: 'Unsponsored', description: '',
      startDate: new Date('2026-06-01T12:00:00Z'), endDate: new Date('2026-06-01T13:00:00Z'),
    });
    const res = await t.api('GET', '/api/events/expo/booths/cafe-lumiere/', { token: attendee.token });
    expect(res.status).toBe(200);
    expect(res.body.sponsored_sessions.map((s: { id: number }) => s.id)).toEqual([sooner.id, later.id]);
    expect(res.body.sponsored_sessions[1]).toMatchObject({
      name: 'Roasting live', description: 'Watch us roast.', start_date: '2026-06-02T10:00:00.000Z', space_id: stage.id,
    });
  });

  it('shows sessions of a closed space to organisers only', async () => {
    const program = t.server.services.program;
    const backroom = await makeSpace(t, event, 'presentation', { slug: 'backroom', published: false });
    const hidden = await program.addEntry({
      eventId: event.id, spaceId: backroom.id, type: 'item', name: 'Private tasting', description: '',
      startDate: new Date('2026-06-03T10:00:00Z'), endDate: new Date('2026-06-03T11:00:00Z'), sponsorSpaceId: cafe.id,
    });
    const ids = async (who: typeof attendee) =>
      (await get(who, '/booths/cafe-lumiere/')).body.sponsored_sessions.map((s: { id: number }) => s.id);
    expect(await ids(attendee)).not.toContain(hidden.id);
    expect(await ids(bob)).not.toContain(hidden.id);
    expect(await ids(organiser)).toContain(hidden.id);
    expect(await ids(owner)).toContain(hidden.id);
  });
});
