import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientToServer, serverToClient } from '@foyer/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/features/identity/accounts.schema';
import { startTestServer, type TestServer } from '../harness';
import { next, silence } from '../socket-client';
import { eventMembers, events } from '../../src/features/identity/events.schema';
import {
  client,
  collect,
  coordNumbers,
  eventually,
  expectReadableError,
  fromServer,
  newcomer,
  send,
  signedIn,
  socketOf,
  toServer,
  type Client,
  type Person,
} from './outside-client';

/**
 * Issue 3 from the outside: the map, booths, business cards, jobs, public chat and booth visitors, checked
 * only through `/api` and Socket.IO against the spec's paths, field names and event names, on the demo event.
 */

let t: TestServer;
let organiser: Person, alice: Person, bob: Person, hana: Person, priya: Person, marco: Person;
let anonymous: Client;
let spaces: { id: number; type: string; slug: string; published: boolean }[];
let venue: { meta: { id: number; chat_id: number } };
const sockets: Socket[] = [];

const space = (slug: string) => {
  const found = spaces.find((s) => s.slug === slug);
  if (!found) throw new Error(`no space ${slug} in the demo`);
  return found;
};
const track = (s: Socket) => (sockets.push(s), s);

/** An organiser of `demo` who is not its owner (no API grants roles yet: made in the database). */
async function organiserNotOwner(): Promise<Person> {
  const p = await newcomer(t);
  const [demo] = await t.server.platform.db.select({ id: events.id }).from(events).where(eq(events.slug, 'demo'));
  await t.server.platform.db
    .insert(eventMembers)
    .values({ eventId: demo!.id, userId: p.id, role: 'moderator' })
    .onConflictDoUpdate({ target: [eventMembers.eventId, eventMembers.userId], set: { role: 'moderator' } });
  return p;
}

async function setPublished(slug: string, published: boolean) {
  const res = await organiser.patch(`/events/demo/spaces/${space(slug).id}/`, { published });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  const demoPeople = ['organiser', 'alice', 'bob', 'hana', 'priya', 'marco'] as const;
  [organiser, alice, bob, hana, priya, marco] = (await Promise.all(demoPeople.map((n) => signedIn(t, `${n}@example.com`)))) as [
    Person, Person, Person, Person, Person, Person,
  ];
  anonymous = client(t);
  const list = await organiser.get('/events/demo/spaces/');
  expect(list.status).toBe(200);
  spaces = list.body.results;
  venue = (await alice.get('/events/demo/maps/venue/')).body;
});

afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

afterAll(async () => {
  await t?.close();
});

describe('realtime names', () => {
  it('are the spec’s, verbatim, in the contracts', () => {
    for (const name of ['join_chat', 'leave_chat', 'send_public_message', 'join_booth_space', 'leave_booth_space', 'subscribe_to_booth_vistors', 'unsubscribe_from_booth_vistors']) {
      expect(Object.keys(clientToServer)).toContain(name);
    }
    for (const name of ['received_public_message', 'joined_booth_space', 'left_booth_space', 'updated_published_space']) {
      expect(Object.keys(serverToClient)).toContain(name);
    }
  });
});

describe('map', () => {
  it('answers meta, image size and areas with the spec’s fields', async () => {
    const res = await alice.get('/events/demo/maps/venue/');
    expect(res.status).toBe(200);
    const { meta, image_width, image_height, items } = res.body;
    expect(meta).toMatchObject({ id: expect.any(Number), slug: 'venue', image: expect.any(String), chat_id: expect.any(Number), published: true });
    expect(meta).toHaveProperty('help_content');
    expect(typeof meta.help_content === 'string' || meta.help_content === null).toBe(true);
    expect(Number.isInteger(image_width) && image_width > 0).toBe(true);
    expect(Number.isInteger(image_height) && image_height > 0).toBe(true);
    expect(items.length).toBeGreaterThan(5);
    const fields = ['id', 'shape', 'coords', 'space', 'space_type', 'space_name', 'space_slug', 'has_program', 'published', 'for_mobile', 'widget', 'widget_link', 'embedded_url', 'name'];
    for (const area of items) {
      for (const f of fields) expect(area, `area ${area.id} has ${f}`).toHaveProperty(f);
      const n = coordNumbers(area.coords);
      expect(n.every(Number.isFinite), `coords of ${area.id}`).toBe(true);
      if (area.shape === 'rect') expect(n).toHaveLength(4);
      else if (area.shape === 'circle') expect(n).toHaveLength(3);
      else {
        expect(area.shape).toBe('poly');
        expect(n.length % 2 === 0 && n.length >= 6).toBe(true);
      }
    }
    expect(new Set(items.map((a: { shape: string }) => a.shape))).toEqual(new Set(['circle', 'poly', 'rect']));
    const widgets = items.filter((a: { widget: string | null }) => a.widget);
    expect(new Set(widgets.map((a: { widget: string }) => a.widget))).toEqual(new Set(['reception', 'event_info', 'external_link', 'embedded']));
    expect(widgets.find((a: { widget: string }) => a.widget === 'external_link').widget_link).toMatch(/^https?:\/\//);
    expect(widgets.find((a: { widget: string }) => a.widget === 'embedded').embedded_url).toBeTruthy();
    const spaceAreas = items.filter((a: { space: number | null }) => a.space !== null);
    for (const a of spaceAreas) {
      const s = space(a.space_slug);
      expect(a).toMatchObject({ space: s.id, space_type: s.type, published: s.published });
      expect(a.space_name).toEqual(expect.any(String));
    }
    expect(spaceAreas.some((a: { published: boolean }) => !a.published), 'a closed space is drawn too').toBe(true);
    expect(items.some((a: { for_mobile: boolean }) => a.for_mobile)).toBe(true);
    expect(items.some((a: { for_mobile: boolean }) => !a.for_mobile)).toBe(true);
  });

  it('serves the map image', async () => {
    const { image } = (await alice.get('/events/demo/maps/venue/')).body.meta;
    const res = await fetch(new URL(image, t.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });

  it('refuses unknown maps, other space types and people without a sign-in', async () => {
    expect((await alice.get('/events/demo/maps/no-such-map/')).status).toBe(404);
    expect((await alice.get('/events/demo/maps/main-stage/')).status).toBe(404);
    expect((await alice.get('/events/no-such-event/maps/venue/')).status).toBe(404);
    expect((await anonymous.get('/events/demo/maps/venue/')).status).toBe(401);
  });

  it('resolves /map/{mapSlug}/ to its event when exactly one event has that map (decision 0005)', async () => {
    const slugsByEvent = new Map<string, string[]>();
    for (const ev of ['demo', 'demo-invite', 'demo-draft', 'demo-de']) {
      const res = await organiser.get(`/events/${ev}/spaces/`);
      if (res.status !== 200) continue;
      for (const s of res.body.results) if (s.type === 'map') slugsByEvent.set(s.slug, [...(slugsByEvent.get(s.slug) ?? []), ev]);
    }
    const unique = [...slugsByEvent].find(([, evs]) => evs.length === 1);
    expect(unique, 'some demo map slug is used once').toBeDefined();
    const [slug, [eventSlug]] = unique!;
    const res = await anonymous.get(`/maps/${slug}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ event_slug: eventSlug, map_slug: slug });
    const shared = [...slugsByEvent].find(([, evs]) => evs.length > 1);
    if (shared) expect((await anonymous.get(`/maps/${shared[0]}/`)).status).toBe(404);
    expect((await anonymous.get('/maps/no-such-map/')).status).toBe(404);
  });
});

describe('space popup', () => {
  it('answers name, items and containers that have not ended, at most `limit`', async () => {
    const stage = space('main-stage');
    const from = '2026-06-01T00:00:00Z';
    const res = await alice.get(`/events/demo/virtualprogram/spaces/${stage.id}/?from_datetime=${encodeURIComponent(from)}&limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.name).toEqual(expect.any(String));
    const entries = [...res.body.items, ...res.body.containers];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(5);
    for (const e of entries) {
      expect(e).toMatchObject({ name: expect.any(String), start_date: expect.any(String), end_date: expect.any(String) });
      expect(Date.parse(e.end_date)).toBeGreaterThan(Date.parse(from));
    }
    const two = await alice.get(`/events/demo/virtualprogram/spaces/${stage.id}/?from_datetime=${encodeURIComponent(from)}&limit=2`);
    expect(two.body.items.length + two.body.containers.length).toBeLessThanOrEqual(2);
    const later = await alice.get(`/events/demo/virtualprogram/spaces/${stage.id}/?from_datetime=2030-01-01T00:00:00Z&limit=5`);
    expect(later.status).toBe(200);
    expect(later.body.items.length + later.body.containers.length).toBe(0);
  });

  it('answers the program of every `has_program` area', async () => {
    const { items } = (await alice.get('/events/demo/maps/venue/')).body;
    const withProgram = items.filter((a: { has_program: boolean; published: boolean; space: number | null }) => a.has_program && a.published && a.space);
    expect(withProgram.length).toBeGreaterThan(0);
    for (const a of withProgram) {
      const res = await alice.get(`/events/demo/virtualprogram/spaces/${a.space}/?from_datetime=2026-05-01T00:00:00Z&limit=5`);
      expect(res.status).toBe(200);
      expect(res.body.items.length + res.body.containers.length, `program of ${a.space_slug}`).toBeGreaterThan(0);
    }
  });

  it('refuses bad input and unknown spaces', async () => {
    const stage = space('main-stage').id;
    for (const q of ['limit=-1', 'limit=abc', 'limit=0', 'from_datetime=yesterday']) {
      expect((await alice.get(`/events/demo/virtualprogram/spaces/${stage}/?${q}`)).status, q).toBe(400);
    }
    expect((await alice.get('/events/demo/virtualprogram/spaces/99999999/')).status).toBe(404);
  });
});

describe('contact (reception widget)', () => {
  it('stores the question and mails it with the sender’s name and e-mail', async () => {
    const question = `Where is the cloakroom? ${Date.now()}`;
    const res = await alice.post('/events/demo/contact/', { message: question });
    expect([200, 201]).toContain(res.status);
    const outbox = (await t.api('GET', '/api/dev/outbox')).body as { to: string; text: string; html: string }[];
    const mail = outbox.find((m) => m.text.includes(question));
    expect(mail, 'the question was mailed').toBeDefined();
    expect(mail!.text).toContain('alice@example.com');
    expect(mail!.text).toContain(alice.first_name);
  });

  it('refuses an empty question and people without a sign-in', async () => {
    const empty = await alice.post('/events/demo/contact/', { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual([expect.any(String)]);
    expect((await anonymous.post('/events/demo/contact/', { message: 'hi' })).status).toBe(401);
  });
});

describe('social feed', () => {
  it('pages with offset and limit, each post with an external_id', async () => {
    const first = await alice.get('/events/demo/tweets/?offset=0&limit=4');
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(5);
    expect(first.body.results).toHaveLength(4);
    const second = await alice.get('/events/demo/tweets/?offset=4&limit=4');
    expect(second.body.results.length).toBe(Math.min(4, first.body.count - 4));
    const ids = [...first.body.results, ...second.body.results].map((p: { external_id: string }) => p.external_id);
    for (const id of ids) expect(id).toEqual(expect.any(String));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses bad pagination', async () => {
    for (const q of ['limit=-1', 'limit=abc', 'offset=-5', 'offset=abc']) expect((await alice.get(`/events/demo/tweets/?${q}`)).status, q).toBe(400);
  });
});

describe('booths', () => {
  const listFields = ['id', 'name', 'subtitle', 'logo', 'slug', 'staff_ids', 'map_slug', 'physical_location', 'description', 'category'];

  it('lists the event’s booths and a map’s booths with the spec’s fields', async () => {
    const all = await alice.get('/events/demo/booths/?limit=999');
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThanOrEqual(12);
    expect(all.body.results).toHaveLength(all.body.count);
    for (const b of all.body.results) {
      for (const f of listFields) expect(b, `${b.slug} has ${f}`).toHaveProperty(f);
      if (b.category) expect(b.category).toMatchObject({ id: expect.any(Number), name: expect.any(String), num_of_booths: expect.any(Number) });
    }
    const onVenue = await alice.get('/events/demo/maps/venue/booths/?limit=999');
    expect(onVenue.status).toBe(200);
    expect(onVenue.body.results.length).toBeGreaterThanOrEqual(12);
    for (const b of onVenue.body.results) expect(b.map_slug).toBe('venue');
    const two = await alice.get('/events/demo/booths/?limit=2');
    expect(two.body.results).toHaveLength(2);
    expect(two.body.count).toBe(all.body.count);
  });

  it('counts a map’s category exactly as the map’s list filtered by it', async () => {
    const res = await alice.get('/events/demo/maps/venue/booths/categories/?limit=999');
    expect(res.status).toBe(200);
    const categories = res.body.results ?? res.body;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    let total = 0;
    for (const c of categories) {
      expect(c).toMatchObject({ id: expect.any(Number), name: expect.any(String), num_of_booths: expect.any(Number) });
      const filtered = await alice.get(`/events/demo/maps/venue/booths/?category_id=${c.id}&limit=999`);
      expect(filtered.status).toBe(200);
      expect(filtered.body.count, c.name).toBe(c.num_of_booths);
      expect(filtered.body.results).toHaveLength(c.num_of_booths);
      for (const b of filtered.body.results) expect(b.category.id).toBe(c.id);
      const eventWide = await alice.get(`/events/demo/booths/?category_id=${c.id}&limit=999`);
      expect(eventWide.status).toBe(200);
      total += c.num_of_booths;
    }
    expect(total).toBeGreaterThan(0);
  });

  it('searches words anywhere in the name, ignoring case and accents', async () => {
    const names = async (q: string) =>
      ((await alice.get(`/events/demo/booths/?search=${encodeURIComponent(q)}&limit=999`)).body.results as { name: string }[]).map((b) => b.name);
    const all = ((await alice.get('/events/demo/booths/?limit=999')).body.results as { name: string; slug: string }[]);
    const target = all.find((b) => b.slug === 'cafe-solstice')!;
    expect(target.name).toMatch(/é/);
    for (const q of ['cafe', 'CAFÉ', 'solstice', 'olsti', 'Solstice cafe', 'stice']) expect(await names(q), q).toContain(target.name);
    expect(await names('solstice bakehouse')).toEqual([]);
    expect(await names('zzzz-nothing')).toEqual([]);
    const onMap = await alice.get('/events/demo/maps/venue/booths/?search=SOLSTICE&limit=999');
    expect(onMap.body.results.map((b: { name: string }) => b.name)).toContain(target.name);
  });

  it('refuses bad pagination and unknown categories', async () => {
    for (const path of ['/events/demo/booths/', '/events/demo/maps/venue/booths/', '/events/demo/maps/venue/booths/categories/']) {
      for (const q of ['limit=-1', 'limit=abc', 'offset=-5']) expect((await alice.get(`${path}?${q}`)).status, `${path}?${q}`).toBe(400);
    }
    const unknown = await alice.get('/events/demo/booths/?category_id=99999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.category_id).toEqual([expect.any(String)]);
    expect((await alice.get('/events/demo/maps/venue/booths/?category_id=abc')).status).toBe(400);
    expect((await alice.get('/events/demo/maps/no-such-map/booths/')).status).toBe(404);
    expect((await alice.get('/events/demo/maps/no-such-map/booths/categories/')).status).toBe(404);
  });

  it('answers a booth’s detail with every field of spec 3', async () => {
    const res = await alice.get('/events/demo/booths/aurora-optics/');
    expect(res.status).toBe(200);
    const fields = ['name', 'id', 'slug', 'type', 'image', 'booth_logo_url', 'color', 'videos', 'custom_booth_url', 'documents', 'sponsored_sessions', 'website', 'staff_ids', 'has_jobs', 'jobs_slug', 'enable_visitor_list', 'left_business_card', 'help_content'];
    for (const f of [...fields, ...listFields]) expect(res.body, f).toHaveProperty(f);
    const b = res.body;
    expect(b.slug).toBe('aurora-optics');
    expect(['small', 'medium', 'large']).toContain(b.type);
    expect(b.staff_ids).toContain(bob.id);
    expect(b.staff_ids).toContain(marco.id);
    expect(b.documents.length).toBeGreaterThan(0);
    for (const d of b.documents) expect(d).toMatchObject({ id: expect.any(Number), name: expect.any(String), url: expect.any(String) });
    for (const v of b.videos) {
      expect(v).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(v.url || v.embedded_url).toBeTruthy();
    }
    expect(b.left_business_card).toBe(false);
    const doc = await fetch(new URL(b.documents[0].url, t.url));
    expect(doc.status).toBe(200);
  });

  it('has booths of all three sizes, and jobs where has_jobs says so', async () => {
    const all = (await alice.get('/events/demo/booths/?limit=999')).body.results as { slug: string }[];
    const details = await Promise.all(all.map(async (b) => (await alice.get(`/events/demo/booths/${b.slug}/`)).body));
    expect(new Set(details.map((d) => d.type))).toEqual(new Set(['small', 'medium', 'large']));
    const withJobs = details.filter((d) => d.has_jobs);
    expect(withJobs.length).toBeGreaterThan(0);
    for (const d of withJobs) {
      expect(d.jobs_slug).toEqual(expect.any(String));
      const jobs = await alice.get(`/events/demo/jobs/?booth_slug=${d.slug}&limit=999`);
      expect(jobs.body.count, d.slug).toBeGreaterThan(0);
    }
  });

  it('answers 404 with a detail for an unknown booth', async () => {
    const res = await alice.get('/events/demo/booths/no-such-booth/');
    expect(res.status).toBe(404);
    expect(res.body.detail).toEqual(expect.any(String));
  });
});

describe('business cards', () => {
  const give = (p: Client, booth: string, body: Record<string, unknown>) =>
    p.post(`/events/demo/booths/${booth}/give-business-card/`, { include_email: false, message: '', staff: null, is_auto: false, ignore_incognito_mode: false, ...body });
  const cards = (p: Client, booth: string, q = '') => p.get(`/events/demo/organizer/booths/${booth}/business-cards/?limit=999${q}`);
  interface Card { id: number; user: number; done: boolean; assigned_to: number | null; [field: string]: unknown }
  const cardOf = async (booth: string, userId: number) => ((await cards(bob, booth)).body.results as Card[]).filter((c) => c.user === userId);
  const cardFields = ['id', 'user', 'user_email', 'first_name', 'last_name', 'mugshot', 'include_email', 'message', 'staff', 'assigned_to', 'is_auto', 'ignore_incognito_mode', 'done', 'created', 'updated'];

  it('a visitor leaves a card; bob sees it with every field; a second card updates the first', async () => {
    const visitor = await newcomer(t);
    const first = await give(visitor, 'northwind-robotics', { message: 'Tell me about arms', staff: bob.id });
    expect([200, 201]).toContain(first.status);
    let mine = await cardOf('northwind-robotics', visitor.id);
    expect(mine).toHaveLength(1);
    for (const f of cardFields) expect(mine[0], f).toHaveProperty(f);
    expect(mine[0]).toMatchObject({ include_email: false, user_email: null, message: 'Tell me about arms', staff: bob.id, is_auto: false, done: false });
    expect((await visitor.get('/events/demo/booths/northwind-robotics/')).body.left_business_card).toBe(true);

    const second = await give(visitor, 'northwind-robotics', { include_email: true, message: 'Also grippers' });
    expect([200, 201]).toContain(second.status);
    mine = await cardOf('northwind-robotics', visitor.id);
    expect(mine, 'still one card').toHaveLength(1);
    expect(mine[0]).toMatchObject({ include_email: true, user_email: visitor.email, message: 'Also grippers' });
  });

  it('keeps the automatic flag apart and filters assigned to me / not assigned', async () => {
    const auto = await newcomer(t);
    expect([200, 201]).toContain((await give(auto, 'northwind-robotics', { is_auto: true })).status);
    const [card] = await cardOf('northwind-robotics', auto.id);
    expect(card).toMatchObject({ is_auto: true, assigned_to: null });
    const notAssigned = (await cards(bob, 'northwind-robotics', '&not_assigned=1')).body.results as { assigned_to: number | null; user: number }[];
    expect(notAssigned.every((c) => c.assigned_to === null)).toBe(true);
    expect(notAssigned.map((c) => c.user)).toContain(auto.id);
    const put = await bob.put(`/events/demo/organizer/booths/northwind-robotics/business-cards/${card!.id}/`, { assigned_to: bob.id });
    expect(put.status).toBe(200);
    const mineOnly = (await cards(bob, 'northwind-robotics', '&assigned_to_me=1')).body.results as { assigned_to: number; user: number }[];
    expect(mineOnly.every((c) => c.assigned_to === bob.id)).toBe(true);
    expect(mineOnly.map((c) => c.user)).toContain(auto.id);
    expect(((await cards(bob, 'northwind-robotics', '&not_assigned=1')).body.results as { user: number }[]).map((c) => c.user)).not.toContain(auto.id);
  });

  it('done and assignee save; an assignee who is not staff of that booth is refused and changes nothing', async () => {
    const visitor = await newcomer(t);
    await give(visitor, 'northwind-robotics', { message: 'hello' });
    const [card] = await cardOf('northwind-robotics', visitor.id);
    const url = `/events/demo/organizer/booths/northwind-robotics/business-cards/${card!.id}/`;
    const done = await bob.put(url, { done: true });
    expect(done.status).toBe(200);
    expect(done.body.done).toBe(true);
    for (const wrong of [priya.id, alice.id, 99999999]) {
      const res = await bob.put(url, { done: false, assigned_to: wrong });
      expect(res.status, `assignee ${wrong}`).toBe(400);
      expect(res.body.assigned_to).toEqual([expect.any(String)]);
    }
    const [after] = await cardOf('northwind-robotics', visitor.id);
    expect(after).toMatchObject({ done: true, assigned_to: null });
    const owner = await organiser.put(url, { done: false, assigned_to: bob.id });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ done: false, assigned_to: bob.id });
    expect((await organiser.get('/events/demo/organizer/booths/northwind-robotics/business-cards/?limit=999')).status).toBe(200);
    const unassign = await bob.put(url, { assigned_to: null });
    expect(unassign.status).toBe(200);
    expect(unassign.body.assigned_to).toBeNull();
  });

  it('only that booth’s staff and the event owner read or change its cards', async () => {
    const visitor = await newcomer(t);
    await give(visitor, 'northwind-robotics', { message: 'secret lead' });
    const [card] = await cardOf('northwind-robotics', visitor.id);
    const url = `/events/demo/organizer/booths/northwind-robotics/business-cards/${card!.id}/`;
    const plainOrganiser = await organiserNotOwner();
    for (const [who, p] of [['staff of another booth', priya], ['attendee', alice], ['the visitor', visitor]] as const) {
      expect((await cards(p, 'northwind-robotics')).status, who).toBe(403);
      expect((await p.put(url, { done: true })).status, who).toBe(403);
    }
    expect((await cards(plainOrganiser, 'northwind-robotics')).status, 'organiser who is not the owner').toBe(403);
    expect((await cards(anonymous, 'northwind-robotics')).status).toBe(401);
    const [after] = await cardOf('northwind-robotics', visitor.id);
    expect(after!.done).toBe(false);
    expect((await cards(marco, 'aurora-optics')).status).toBe(200);
  });

  it('refuses staff leaving a card at their own booth, a staff choice of another booth, unknown booths and cards', async () => {
    expect((await give(bob, 'northwind-robotics', { message: 'me' })).status).toBe(403);
    const visitor = await newcomer(t);
    const wrongStaff = await give(visitor, 'northwind-robotics', { staff: priya.id });
    expect(wrongStaff.status).toBe(400);
    expect(wrongStaff.body.staff).toEqual([expect.any(String)]);
    expect((await give(visitor, 'no-such-booth', {})).status).toBe(404);
    expect((await cards(bob, 'no-such-booth')).status).toBe(404);
    expect((await bob.put('/events/demo/organizer/booths/northwind-robotics/business-cards/99999999/', { done: true })).status).toBe(404);
    await give(visitor, 'aurora-optics', { message: 'optics' });
    const [auroraCard] = await cardOf('aurora-optics', visitor.id);
    expect((await bob.put(`/events/demo/organizer/booths/northwind-robotics/business-cards/${auroraCard!.id}/`, { done: true })).status).toBe(404);
    for (const q of ['&assigned_to_me=1&not_assigned=1']) expect((await cards(bob, 'northwind-robotics', q)).status).toBe(400);
    for (const q of ['limit=-1', 'limit=abc', 'offset=-5']) {
      expect((await bob.get(`/events/demo/organizer/booths/northwind-robotics/business-cards/?${q}`)).status, q).toBe(400);
    }
    const badBody = await visitor.post('/events/demo/booths/northwind-robotics/give-business-card/', { include_email: 'perhaps' });
    expect(badBody.status).toBe(400);
  });

  it('keeps the e-mail back without include_email and shows incognito visitors under their alias', async () => {
    const incognito = await newcomer(t);
    const revealed = await newcomer(t);
    // No profile API yet (a later issue): the visitors' profiles are set in the database.
    for (const p of [incognito, revealed]) {
      await t.server.platform.db
        .update(users)
        .set({ firstName: 'Real', lastName: `Name${p.id}`, incognitoMode: true, aliasName: 'Night Owl' })
        .where(eq(users.id, p.id));
    }
    await give(incognito, 'northwind-robotics', { message: 'hidden', include_email: false });
    await give(revealed, 'northwind-robotics', { message: 'shown', include_email: false, ignore_incognito_mode: true });
    const list = (await cards(bob, 'northwind-robotics')).body.results as Record<string, unknown>[];
    const hidden = list.find((c) => c.user === incognito.id)!;
    expect(hidden.user_email).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain(incognito.email);
    expect(hidden.first_name).toBe('Night Owl');
    expect(JSON.stringify(hidden)).not.toContain(`Name${incognito.id}`);
    expect(hidden.mugshot ?? null).toBeNull();
    const shown = list.find((c) => c.user === revealed.id)!;
    expect(shown).toMatchObject({ first_name: 'Real', last_name: `Name${revealed.id}`, user_email: null });
  });
});

describe('jobs', () => {
  it('lists jobs with results and count, limit, search and booth_slug', async () => {
    const all = await alice.get('/events/demo/jobs/?limit=999');
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThanOrEqual(7);
    expect(all.body.results).toHaveLength(all.body.count);
    for (const j of all.body.results) {
      expect(j).toMatchObject({ id: expect.any(Number), title: expect.any(String), booth: { name: expect.any(String) } });
      expect(j.booth).toHaveProperty('logo');
    }
    const firstPage = await alice.get('/events/demo/jobs/');
    expect(firstPage.body.results.length).toBe(Math.min(10, all.body.count));
    const two = await alice.get('/events/demo/jobs/?limit=2');
    expect(two.body.results).toHaveLength(2);
    expect(two.body.count).toBe(all.body.count);

    const sample = all.body.results[0];
    const word = sample.title.split(/\s+/).sort((a: string, b: string) => b.length - a.length)[0];
    const middle = word.slice(1, -1).toUpperCase();
    const found = await alice.get(`/events/demo/jobs/?search=${encodeURIComponent(middle)}&limit=999`);
    expect(found.body.results.map((j: { id: number }) => j.id)).toContain(sample.id);
    expect(found.body.count).toBe(found.body.results.length);
    expect((await alice.get('/events/demo/jobs/?search=zzzz-nothing')).body).toMatchObject({ count: 0, results: [] });

    const boothSlug = 'aurora-optics';
    const auroraName = (await alice.get(`/events/demo/booths/${boothSlug}/`)).body.name;
    const ofBooth = await alice.get(`/events/demo/jobs/?booth_slug=${boothSlug}&limit=999`);
    expect(ofBooth.status).toBe(200);
    expect(ofBooth.body.count).toBeGreaterThan(0);
    for (const j of ofBooth.body.results) expect(j.booth.name).toBe(auroraName);
  });

  it('answers a job and the jobs space meta', async () => {
    const [job] = (await alice.get('/events/demo/jobs/?limit=1')).body.results;
    const item = await alice.get(`/events/demo/jobs/item/${job.id}/`);
    expect(item.status).toBe(200);
    for (const f of ['id', 'title', 'email', 'assigned_staff', 'booth', 'description']) expect(item.body, f).toHaveProperty(f);
    expect(item.body.booth.name).toEqual(expect.any(String));
    const page = await alice.get('/events/demo/jobs/job-wall/');
    expect(page.status).toBe(200);
    expect(page.body.meta).toHaveProperty('background_image');
  });

  it('refuses unknown jobs, jobs spaces and bad pagination', async () => {
    const unknownJob = await alice.get('/events/demo/jobs/item/99999999/');
    expect(unknownJob.status).toBe(404);
    expect(unknownJob.body.detail).toEqual(expect.any(String));
    expect((await alice.get('/events/demo/jobs/no-such-wall/')).status).toBe(404);
    expect((await alice.get('/events/demo/jobs/main-stage/')).status).toBe(404);
    for (const q of ['limit=-1', 'limit=abc', 'offset=-5']) expect((await alice.get(`/events/demo/jobs/?${q}`)).status, q).toBe(400);
    expect([400, 404]).toContain((await alice.get('/events/demo/jobs/?booth_slug=no-such-booth')).status);
  });
});

describe('public chat (REST)', () => {
  it('pages 20 by default, newest last, with limit and offset counted from the newest', async () => {
    const chatId = venue.meta.chat_id;
    // Enough messages for more than one page, from several people (each has a send limit).
    for (let i = 0; i < 3; i++) {
      const p = await newcomer(t);
      const s = track(await socketOf(p));
      for (let k = 0; k < 8; k++) expect((await send(s, 'send_public_message', { chat_id: chatId, text: `paging ${i}-${k}` })).ok).toBe(true);
    }
    const page = await alice.get(`/events/demo/chat/public/${chatId}/`);
    expect(page.status).toBe(200);
    expect(page.body.count).toBeGreaterThanOrEqual(30);
    expect(page.body.results).toHaveLength(20);
    for (const m of page.body.results) {
      expect(m).toMatchObject({ id: expect.any(Number), text: expect.any(String), sent_at: expect.any(String) });
      expect(m.sender).toMatchObject({ id: expect.any(Number) });
    }
    const times = page.body.results.map((m: { sent_at: string; id: number }) => [Date.parse(m.sent_at), m.id]);
    for (let i = 1; i < times.length; i++) expect(times[i][0] >= times[i - 1][0] && times[i][1] > times[i - 1][1]).toBe(true);
    expect(page.body.results.at(-1).text).toBe('paging 2-7');

    const newest = await alice.get(`/events/demo/chat/public/${chatId}/?limit=5&offset=0`);
    expect(newest.body.results.map((m: { text: string }) => m.text)).toEqual(['paging 2-3', 'paging 2-4', 'paging 2-5', 'paging 2-6', 'paging 2-7']);
    const older = await alice.get(`/events/demo/chat/public/${chatId}/?limit=5&offset=5`);
    expect(older.body.results.map((m: { text: string }) => m.text)).toEqual(['paging 1-6', 'paging 1-7', 'paging 2-0', 'paging 2-1', 'paging 2-2']);
  });

  it('refuses bad pagination, unknown chats and chats of another event', async () => {
    const chatId = venue.meta.chat_id;
    for (const q of ['limit=-1', 'limit=abc', 'offset=-5']) expect((await alice.get(`/events/demo/chat/public/${chatId}/?${q}`)).status, q).toBe(400);
    expect((await alice.get('/events/demo/chat/public/99999999/')).status).toBe(404);
    expect((await hana.get(`/events/demo-de/chat/public/${chatId}/`)).status).toBe(404);
    expect((await anonymous.get(`/events/demo/chat/public/${chatId}/`)).status).toBe(401);
  });
});

describe('public chat (realtime)', () => {
  it('delivers a message to both people in the chat, the sender’s other tab included', async () => {
    const chat_id = venue.meta.chat_id;
    const a = track(await socketOf(alice));
    const h1 = track(await socketOf(hana));
    const h2 = track(await socketOf(hana));
    for (const s of [a, h1, h2]) expect(await send(s, toServer('join_chat'), { chat_id })).toEqual({ ok: true });
    const got = [a, h1, h2].map((s) => next<Record<string, unknown>>(s, fromServer('received_public_message')));
    expect((await send(h1, toServer('send_public_message'), { chat_id, text: 'Hello <b>all</b>' })).ok).toBe(true);
    for (const message of await Promise.all(got)) {
      expect(Object.keys(message).sort()).toEqual(['chat_id', 'id', 'sender', 'sent_at', 'text']);
      expect(message).toMatchObject({ id: expect.any(Number), chat_id, text: 'Hello <b>all</b>', sent_at: expect.any(String) });
      expect(message.sender).toMatchObject({ id: hana.id });
    }
    const page = await alice.get(`/events/demo/chat/public/${chat_id}/?limit=1`);
    expect(page.body.results[0]).toMatchObject({ text: 'Hello <b>all</b>' });
    // After leave_chat nothing more arrives.
    expect(await send(a, toServer('leave_chat'), { chat_id })).toEqual({ ok: true });
    const quiet = silence(a, 'received_public_message');
    await send(h1, toServer('send_public_message'), { chat_id, text: 'after alice left' });
    await quiet;
  });

  it('refuses empty and oversized texts and stores nothing', async () => {
    const chat_id = venue.meta.chat_id;
    const s = track(await socketOf(alice));
    await send(s, 'join_chat', { chat_id });
    const before = (await alice.get(`/events/demo/chat/public/${chat_id}/?limit=1`)).body.count;
    for (const text of ['', '    ', 'x'.repeat(20_000)]) {
      const errors = next<{ event: string }>(s, fromServer('event_error'));
      const ack = await send(s, 'send_public_message', { chat_id, text });
      expect(ack.ok, `text of ${text.length}`).toBe(false);
      expect((await errors).event).toBe('send_public_message');
    }
    expect((await alice.get(`/events/demo/chat/public/${chat_id}/?limit=1`)).body.count).toBe(before);
  });

  it('limits how fast one person sends', async () => {
    const chat_id = venue.meta.chat_id;
    const p = await newcomer(t);
    const s = track(await socketOf(p));
    const acks = [];
    for (let i = 0; i < 15; i++) acks.push(await send(s, 'send_public_message', { chat_id, text: `burst ${i}` }));
    expect(acks.filter((a) => a.ok).length).toBeGreaterThan(0);
    const refused = acks.filter((a) => !a.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ ok: false, code: 'throttled', detail: expect.any(String) });
  });

  it('lets only people of the chat’s event join or send', async () => {
    const chat_id = venue.meta.chat_id;
    const elsewhere = track(await socketOf(hana, 'demo-de'));
    expect((await send(elsewhere, 'join_chat', { chat_id })).ok).toBe(false);
    expect((await send(elsewhere, 'send_public_message', { chat_id, text: 'from another event' })).ok).toBe(false);
    expect((await send(elsewhere, 'join_chat', { chat_id: 99999999 })).ok).toBe(false);
    expect((await send(elsewhere, 'join_chat', { chat_id: 'abc' })).ok).toBe(false);
  });

  it('crosses between two server processes on one database', async () => {
    const chat_id = venue.meta.chat_id;
    const second = await startTestServer({ databaseUrl: t.databaseUrl });
    try {
      const a = track(await socketOf({ ...alice, t: second }));
      const h = track(await socketOf(hana));
      for (const s of [a, h]) expect((await send(s, 'join_chat', { chat_id })).ok).toBe(true);
      const got = next<{ text: string }>(a, 'received_public_message');
      await send(h, 'send_public_message', { chat_id, text: 'across processes' });
      expect((await got).text).toBe('across processes');
    } finally {
      for (const s of sockets.splice(0)) s.disconnect();
      await second.close();
    }
  });
});

describe('booth visitors (realtime)', () => {
  it('staff of that booth see visitors arrive and leave', async () => {
    const booth = (await alice.get('/events/demo/booths/northwind-robotics/')).body;
    expect(booth.enable_visitor_list).toBe(true);
    const staff = track(await socketOf(bob));
    const joined = collect<{ booth_id: number; user: { id: number } }>(staff, fromServer('joined_booth_space'));
    const left = collect<{ booth_id: number; user: { id: number } }>(staff, fromServer('left_booth_space'));
    expect(await send(staff, toServer('subscribe_to_booth_vistors'), { booth_id: booth.id })).toEqual({ ok: true });
    const visitor = track(await socketOf(alice));
    expect(await send(visitor, toServer('join_booth_space'), { booth_id: booth.id })).toEqual({ ok: true });
    await eventually(() => joined.some((e) => e.user.id === alice.id), 'alice joined');
    expect(joined.find((e) => e.user.id === alice.id)).toMatchObject({ booth_id: booth.id, user: { id: alice.id } });
    expect(await send(visitor, toServer('leave_booth_space'), { booth_id: booth.id })).toEqual({ ok: true });
    await eventually(() => left.some((e) => e.user.id === alice.id), 'alice left');
    expect(left.find((e) => e.user.id === alice.id)).toMatchObject({ booth_id: booth.id, user: { id: alice.id } });

    // Closing the tab also leaves.
    const tab = track(await socketOf(hana));
    await send(tab, 'join_booth_space', { booth_id: booth.id });
    await eventually(() => joined.some((e) => e.user.id === hana.id), 'hana joined');
    tab.disconnect();
    await eventually(() => left.some((e) => e.user.id === hana.id), 'hana left by closing the tab');

    expect(await send(staff, toServer('unsubscribe_from_booth_vistors'), { booth_id: booth.id })).toEqual({ ok: true });
  });

  it('refuses the visitor list to attendees and staff of another booth', async () => {
    const booth = (await alice.get('/events/demo/booths/northwind-robotics/')).body;
    for (const p of [alice, priya, hana]) {
      const s = track(await socketOf(p));
      const ack = await send(s, 'subscribe_to_booth_vistors', { booth_id: booth.id });
      expect(ack.ok, p.email).toBe(false);
      const probe = track(await socketOf(await newcomer(t)));
      const quiet = silence(s, 'joined_booth_space');
      await send(probe, 'join_booth_space', { booth_id: booth.id });
      await quiet;
    }
  });
});

describe('opening and closing spaces', () => {
  it('sends updated_published_space and closes the space’s content, program and chat APIs to all but organisers', async () => {
    const venueSpace = space('venue');
    const chatId = venue.meta.chat_id;
    const plainOrganiser = await organiserNotOwner();
    const watcher = track(await socketOf(alice));
    const updates = collect<{ id: number; published: boolean }>(watcher, fromServer('updated_published_space'));
    await setPublished('venue', false);
    try {
      await eventually(() => updates.some((u) => u.id === venueSpace.id && !u.published), 'venue closed');
      expect(updates.find((u) => u.id === venueSpace.id)).toMatchObject({ id: venueSpace.id, type: 'map', slug: 'venue', published: false });
      for (const path of [
        '/events/demo/maps/venue/',
        `/events/demo/chat/public/${chatId}/`,
        `/events/demo/virtualprogram/spaces/${venueSpace.id}/`,
        '/events/demo/maps/venue/booths/',
        '/events/demo/maps/venue/booths/categories/',
      ]) {
        for (const [who, p] of [['attendee', alice], ['booth staff', bob]] as const) expect((await p.get(path)).status, `${who} ${path}`).toBe(403);
        expect((await organiser.get(path)).status, `owner ${path}`).toBe(200);
        expect((await plainOrganiser.get(path)).status, `organiser ${path}`).toBe(200);
      }
      const ack = await send(watcher, 'join_chat', { chat_id: chatId });
      expect(ack).toMatchObject({ ok: false });
      expect((await send(watcher, 'send_public_message', { chat_id: chatId, text: 'closed?' })).ok).toBe(false);
      const org = track(await socketOf(organiser));
      expect(await send(org, 'join_chat', { chat_id: chatId })).toEqual({ ok: true });
    } finally {
      await setPublished('venue', true);
    }
    await eventually(() => updates.some((u) => u.id === venueSpace.id && u.published), 'venue opened');
    expect((await alice.get('/events/demo/maps/venue/')).status).toBe(200);
  });

  it('a closed space’s chat stops reaching attendees who had joined it; organisers keep it', async () => {
    const chat_id = venue.meta.chat_id;
    const attendee = track(await socketOf(alice));
    const org = track(await socketOf(organiser));
    for (const s of [attendee, org]) expect(await send(s, 'join_chat', { chat_id })).toEqual({ ok: true });
    const closed = next(attendee, 'updated_published_space');
    await setPublished('venue', false);
    try {
      await closed;
      const quiet = silence(attendee, 'received_public_message');
      const organisersCopy = next<{ text: string }>(org, 'received_public_message');
      expect(await send(org, 'send_public_message', { chat_id, text: 'only for organisers while closed' })).toEqual({ ok: true });
      expect((await organisersCopy).text).toBe('only for organisers while closed');
      await quiet;
    } finally {
      await setPublished('venue', true);
    }
    expect(await send(attendee, 'join_chat', { chat_id })).toEqual({ ok: true });
    const again = next<{ text: string }>(attendee, 'received_public_message');
    await send(org, 'send_public_message', { chat_id, text: 'open again' });
    expect((await again).text).toBe('open again');
  });

  it('closes a booth: out of lists, 403 for its detail, cards and visits; organisers still see it', async () => {
    await setPublished('kelp-and-co', false);
    try {
      const list = (await alice.get('/events/demo/booths/?limit=999')).body.results.map((b: { slug: string }) => b.slug);
      expect(list).not.toContain('kelp-and-co');
      expect((await alice.get('/events/demo/booths/kelp-and-co/')).status).toBe(403);
      expect((await organiser.get('/events/demo/booths/kelp-and-co/')).status).toBe(200);
      const give = await alice.post('/events/demo/booths/kelp-and-co/give-business-card/', { include_email: false, message: 'x', staff: null, is_auto: false, ignore_incognito_mode: false });
      expect(give.status).toBe(403);
      const s = track(await socketOf(alice));
      expect((await send(s, 'join_booth_space', { booth_id: space('kelp-and-co').id })).ok).toBe(false);
    } finally {
      await setPublished('kelp-and-co', true);
    }
  });

  it('closes the jobs space and a closed space’s program', async () => {
    await setPublished('job-wall', false);
    try {
      expect((await alice.get('/events/demo/jobs/job-wall/')).status).toBe(403);
      expect((await organiser.get('/events/demo/jobs/job-wall/')).status).toBe(200);
    } finally {
      await setPublished('job-wall', true);
    }
    const closed = spaces.find((s) => !s.published && s.type !== 'booth');
    expect(closed, 'the demo has a closed space').toBeDefined();
    expect((await alice.get(`/events/demo/virtualprogram/spaces/${closed!.id}/`)).status).toBe(403);
    expect((await organiser.get(`/events/demo/virtualprogram/spaces/${closed!.id}/`)).status).toBe(200);
  });

  it('sends updated_published_space only to the space’s own event', async () => {
    const other = track(await socketOf(hana, 'demo-de'));
    const own = track(await socketOf(hana));
    const quiet = silence(other, 'updated_published_space');
    const seen = next<{ slug: string; published: boolean }>(own, 'updated_published_space');
    await setPublished('job-wall', false);
    try {
      expect(await seen).toMatchObject({ slug: 'job-wall', published: false });
      await quiet;
    } finally {
      await setPublished('job-wall', true);
    }
  });

  it('refuses attendees who try to open or close a space', async () => {
    const res = await alice.patch(`/events/demo/spaces/${space('venue').id}/`, { published: false });
    expect(res.status).toBe(403);
    expect((await alice.get('/events/demo/maps/venue/')).status).toBe(200);
  });
});

describe('error shape', () => {
  it('answers every 4xx under /api as JSON with a readable message', async () => {
    const cases: [Client, string, string, unknown?][] = [
      [alice, 'GET', '/events/demo/booths/?limit=-1'],
      [alice, 'GET', '/events/demo/maps/nope/'],
      [alice, 'GET', '/events/demo/jobs/item/abc/'],
      [alice, 'GET', '/events/demo/virtualprogram/spaces/abc/'],
      [alice, 'GET', '/events/demo/chat/public/abc/'],
      [alice, 'POST', '/events/demo/contact/', 'not json at all'],
      [alice, 'POST', '/events/demo/booths/northwind-robotics/give-business-card/', []],
      [alice, 'PUT', '/events/demo/organizer/booths/northwind-robotics/business-cards/abc/', { done: true }],
      [anonymous, 'GET', '/events/demo/jobs/'],
    ];
    for (const [who, method, path, body] of cases) {
      const res = await t.api(method, `/api${path}`, { token: who.token, body });
      expect(res.status >= 400 && res.status < 500, `${method} ${path} → ${res.status}`).toBe(true);
      expectReadableError(res, `${method} ${path}`);
    }
  });
});

describe('edge cases an outside client may hit', () => {
  const giveBody = { include_email: false, message: '', staff: null, is_auto: false, ignore_incognito_mode: false };

  it('accepts the spec’s paths without their trailing slash too', async () => {
    for (const path of ['/events/demo/maps/venue', '/events/demo/booths', '/events/demo/booths/aurora-optics', '/events/demo/jobs', `/events/demo/chat/public/${venue.meta.chat_id}`, '/events/demo/tweets']) {
      expect((await alice.get(path)).status, path).toBe(200);
    }
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    for (const q of ['%', '_', '\\']) {
      expect((await alice.get(`/events/demo/booths/?search=${encodeURIComponent(q)}`)).body.count, q).toBe(0);
      expect((await alice.get(`/events/demo/jobs/?search=${encodeURIComponent(q)}`)).body.count, q).toBe(0);
    }
  });

  it('refuses limits above the spec’s 999 and fractional or empty ones', async () => {
    for (const q of ['limit=1000', 'limit=1.5', 'limit=', 'offset=1.5', 'limit=0']) {
      const res = await alice.get(`/events/demo/booths/?${q}`);
      if (q === 'limit=') expect([200, 400], q).toContain(res.status);
      else expect(res.status, q).toBe(400);
    }
    expect((await alice.get('/events/demo/booths/?limit=999')).status).toBe(200);
  });

  it('refuses a category of a map on a map’s list, and a category of another map', async () => {
    const categories = (await alice.get('/events/demo/maps/venue/booths/categories/?limit=999')).body.results;
    expect((await alice.get(`/events/demo/booths/?category_id=${categories[0].id}`)).status).toBe(200);
    expect((await alice.get('/events/demo/booths/?category_id=-1')).status).toBe(400);
  });

  it('counts categories with the list’s visibility while a booth is closed', async () => {
    await setPublished('kelp-and-co', false);
    try {
      for (const who of [alice, organiser]) {
        const categories = (await who.get('/events/demo/maps/venue/booths/categories/?limit=999')).body.results;
        for (const c of categories) {
          const filtered = await who.get(`/events/demo/maps/venue/booths/?category_id=${c.id}&limit=999`);
          expect(filtered.body.count, `${who.email} ${c.name}`).toBe(c.num_of_booths);
        }
      }
      const jobs = (await alice.get('/events/demo/jobs/?limit=999')).body.results as { booth: { name: string } }[];
      const kelpName = (await organiser.get('/events/demo/booths/kelp-and-co/')).body.name;
      expect(jobs.map((j) => j.booth.name)).not.toContain(kelpName);
    } finally {
      await setPublished('kelp-and-co', true);
    }
  });

  it('takes a card the way the spec’s client sends it (fields minus nulls) and a full card back on PUT', async () => {
    const visitor = await newcomer(t);
    const minimal = await visitor.post('/events/demo/booths/aurora-optics/give-business-card/', { include_email: true, message: 'minimal' });
    expect([200, 201]).toContain(minimal.status);
    const auto = await newcomer(t);
    expect([200, 201]).toContain((await auto.post('/events/demo/booths/aurora-optics/give-business-card/', { is_auto: true })).status);
    const list = (await bob.get('/events/demo/organizer/booths/aurora-optics/business-cards/?limit=999')).body.results as Record<string, unknown>[];
    const card = list.find((c) => c.user === visitor.id)!;
    const withoutNulls = Object.fromEntries(Object.entries({ ...card, done: true }).filter(([, v]) => v !== null));
    const put = await bob.put(`/events/demo/organizer/booths/aurora-optics/business-cards/${card.id}/`, withoutNulls);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ done: true, message: 'minimal', user_email: visitor.email });
  });

  it('an automatic card never overrides a card left by hand, and the staff choice sticks', async () => {
    const visitor = await newcomer(t);
    await visitor.post('/events/demo/booths/aurora-optics/give-business-card/', { ...giveBody, message: 'by hand', staff: marco.id, include_email: true });
    await visitor.post('/events/demo/booths/aurora-optics/give-business-card/', { ...giveBody, is_auto: true });
    await visitor.post('/events/demo/booths/aurora-optics/give-business-card/', { ...giveBody, staff: bob.id });
    const list = (await marco.get('/events/demo/organizer/booths/aurora-optics/business-cards/?limit=999')).body.results as Record<string, unknown>[];
    const mine = list.filter((c) => c.user === visitor.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ message: 'by hand', is_auto: false, include_email: true, staff: marco.id, assigned_to: marco.id });
  });

  it('refuses card notes over the limit and wrong types, leaving the card as it was', async () => {
    const visitor = await newcomer(t);
    await visitor.post('/events/demo/booths/aurora-optics/give-business-card/', { ...giveBody, message: 'kept' });
    for (const bad of [{ message: 'x'.repeat(100_000) }, { include_email: 'yes' }, { staff: 'bob' }, { is_auto: 1 }]) {
      const res = await visitor.post('/events/demo/booths/aurora-optics/give-business-card/', { ...giveBody, ...bad });
      expect(res.status, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    const list = (await bob.get('/events/demo/organizer/booths/aurora-optics/business-cards/?limit=999')).body.results as Record<string, unknown>[];
    expect(list.find((c) => c.user === visitor.id)).toMatchObject({ message: 'kept' });
    const card = list.find((c) => c.user === visitor.id)!;
    for (const bad of [{ done: 'yes' }, { assigned_to: 'bob' }, { done: null }]) {
      const res = await bob.put(`/events/demo/organizer/booths/aurora-optics/business-cards/${card.id}/`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('public chat: incognito and private senders are not revealed', async () => {
    const chat_id = venue.meta.chat_id;
    const hidden = await newcomer(t);
    await t.server.platform.db.update(users).set({ firstName: 'Secret', lastName: 'Agent', incognitoMode: true, aliasName: 'Masked' }).where(eq(users.id, hidden.id));
    const closed = await newcomer(t);
    await t.server.platform.db.update(users).set({ firstName: 'Private', lastName: 'Person', isPublic: false }).where(eq(users.id, closed.id));
    const watcher = track(await socketOf(alice));
    await send(watcher, 'join_chat', { chat_id });
    for (const [p, alias] of [[hidden, 'Masked'], [closed, 'Anonymous']] as const) {
      const got = next<{ sender: Record<string, unknown> }>(watcher, 'received_public_message');
      const s = track(await socketOf(p));
      expect((await send(s, 'send_public_message', { chat_id, text: `from ${alias}` })).ok).toBe(true);
      const { sender } = await got;
      expect(sender.first_name).toBe(alias);
      expect(JSON.stringify(sender)).not.toMatch(/Secret|Agent|Private|Person|@example/);
      expect(sender.mugshot ?? null).toBeNull();
    }
    const page = (await alice.get(`/events/demo/chat/public/${chat_id}/?limit=2`)).body.results as { sender: unknown }[];
    expect(JSON.stringify(page)).not.toMatch(/Secret|Agent|Private|Person|@example/);
  });

  it('booth visitors: a joined visitor is a basic user with privacy, and staff get who is there now', async () => {
    const booth = (await alice.get('/events/demo/booths/northwind-robotics/')).body;
    const hidden = await newcomer(t);
    await t.server.platform.db.update(users).set({ firstName: 'Secret', lastName: 'Agent', incognitoMode: true, aliasName: 'Masked' }).where(eq(users.id, hidden.id));
    const v = track(await socketOf(hidden));
    await send(v, 'join_booth_space', { booth_id: booth.id });
    const staff = track(await socketOf(bob));
    const now = next<{ booth_id: number; users: { id: number; first_name: string }[] }>(staff, 'booth_visitors');
    await send(staff, 'subscribe_to_booth_vistors', { booth_id: booth.id });
    const present = await now;
    expect(present.booth_id).toBe(booth.id);
    const entry = present.users.find((u) => u.id === hidden.id)!;
    expect(entry.first_name).toBe('Masked');
    expect(JSON.stringify(present)).not.toMatch(/Secret|Agent|@example/);
    const joined = next<{ user: Record<string, unknown> }>(staff, 'joined_booth_space');
    const other = track(await socketOf(alice));
    await send(other, 'join_booth_space', { booth_id: booth.id });
    expect(Object.keys((await joined).user).sort()).toEqual(['do_not_disturb', 'first_name', 'id', 'last_name', 'mugshot']);
  });

  it('booth visitors: unknown booths and bad payloads are refused', async () => {
    const s = track(await socketOf(alice));
    for (const payload of [{ booth_id: 99999999 }, { booth_id: 'x' }, {}]) {
      expect((await send(s, 'join_booth_space', payload)).ok, JSON.stringify(payload)).toBe(false);
    }
    const staff = track(await socketOf(bob));
    expect((await send(staff, 'subscribe_to_booth_vistors', { booth_id: 99999999 })).ok).toBe(false);
    const spaceOfMap = space('venue').id;
    expect((await send(s, 'join_booth_space', { booth_id: spaceOfMap })).ok).toBe(false);
  });

  it('space popup: an unencoded +hh:mm offset is read back', async () => {
    const stage = space('main-stage').id;
    const res = await alice.get(`/events/demo/virtualprogram/spaces/${stage}/?from_datetime=2026-06-01T11:00:00+02:00&limit=5`);
    expect(res.status).toBe(200);
    for (const e of [...res.body.items, ...res.body.containers]) expect(Date.parse(e.end_date)).toBeGreaterThan(Date.parse('2026-06-01T09:00:00Z'));
  });

  it('an invite-only event refuses its content to people off its list', async () => {
    for (const path of ['/events/demo-invite/booths/', '/events/demo-invite/jobs/', '/events/demo-invite/tweets/']) {
      const res = await hana.get(path);
      expect(res.status, path).toBe(403);
    }
  });

  it('contact: limits how often one person asks', async () => {
    const p = await newcomer(t);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await p.post('/events/demo/contact/', { message: `question ${i}` })).status);
    expect(statuses).toContain(429);
  });

  it('error shape: wrong methods, wrong content types and huge bodies answer JSON too', async () => {
    const cases = [
      await t.api('DELETE', '/api/events/demo/booths/aurora-optics/', { token: alice.token }),
      await t.api('POST', '/api/events/demo/contact/', { token: alice.token, body: 'message=hi', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      await t.api('POST', '/api/events/demo/contact/', { token: alice.token, body: '{"message": ' }),
      await t.api('POST', '/api/events/demo/contact/', { token: alice.token, body: JSON.stringify({ message: 'x'.repeat(3_000_000) }) }),
      await t.api('GET', '/api/events/demo/booths/', { token: 'not-a-token' }),
    ];
    for (const res of cases) {
      expect(res.status >= 400 && res.status < 500, String(res.status)).toBe(true);
      expectReadableError(res, String(res.status));
    }
  });
});

describe('more of the issue', () => {
  it('records document downloads that the booth’s staff and organisers can count', async () => {
    const booth = (await alice.get('/events/demo/booths/aurora-optics/')).body;
    const doc = booth.documents[0];
    const counts = async (p: Client) => ((await p.get('/events/demo/organizer/booths/aurora-optics/documents/')).body.results ?? (await p.get('/events/demo/organizer/booths/aurora-optics/documents/')).body) as { id: number; downloads: number }[];
    const before = (await counts(bob)).find((d) => d.id === doc.id)!.downloads;
    const res = await alice.post(`/events/demo/booths/aurora-optics/documents/${doc.id}/download/`);
    expect([200, 201]).toContain(res.status);
    expect(res.body.url).toEqual(expect.any(String));
    expect((await counts(bob)).find((d) => d.id === doc.id)!.downloads).toBe(before + 1);
    expect((await counts(organiser)).find((d) => d.id === doc.id)!.downloads).toBe(before + 1);
    expect((await alice.get('/events/demo/organizer/booths/aurora-optics/documents/')).status).toBe(403);
    expect((await priya.get('/events/demo/organizer/booths/aurora-optics/documents/')).status).toBe(403);
    expect((await alice.post(`/events/demo/booths/aurora-optics/documents/99999999/download/`)).status).toBe(404);
  });

  it('a closed booth’s documents, jobs and popup answer 403 to attendees', async () => {
    const jobs = (await alice.get('/events/demo/jobs/?limit=999')).body.results as { id: number; booth: { slug?: string; name: string } }[];
    const booths = (await alice.get('/events/demo/booths/?limit=999')).body.results as { slug: string; name: string }[];
    const job = jobs[0]!;
    const booth = booths.find((b) => b.name === job.booth.name)!;
    const detail = (await alice.get(`/events/demo/booths/${booth.slug}/`)).body;
    await setPublished(booth.slug, false);
    try {
      expect((await alice.get(`/events/demo/jobs/item/${job.id}/`)).status).toBe(403);
      expect((await organiser.get(`/events/demo/jobs/item/${job.id}/`)).status).toBe(200);
      expect((await alice.get(`/events/demo/virtualprogram/spaces/${detail.id}/`)).status).toBe(403);
      if (detail.documents.length) expect((await alice.post(`/events/demo/booths/${booth.slug}/documents/${detail.documents[0].id}/download/`)).status).toBe(403);
      expect((await alice.get(`/events/demo/jobs/?booth_slug=${booth.slug}`)).status).toBe(403);
    } finally {
      await setPublished(booth.slug, true);
    }
  });

  it('the visitor list needs the booth’s enable_visitor_list and the event’s show_booth_sidebar', async () => {
    const booths = (await alice.get('/events/demo/booths/?limit=999')).body.results as { slug: string; staff_ids: number[] }[];
    const details = await Promise.all(booths.map(async (b) => (await alice.get(`/events/demo/booths/${b.slug}/`)).body));
    const withoutList = details.find((d) => !d.enable_visitor_list && d.staff_ids.length > 0);
    const staffPeople = [bob, priya, marco];
    if (withoutList) {
      const staffer = staffPeople.find((p) => withoutList.staff_ids.includes(p.id));
      if (staffer) {
        const s = track(await socketOf(staffer));
        expect((await send(s, 'subscribe_to_booth_vistors', { booth_id: withoutList.id })).ok, withoutList.slug).toBe(false);
      }
    }
    const northwind = details.find((d) => d.slug === 'northwind-robotics');
    const db = t.server.platform.db;
    const [demo] = await db.select().from(events).where(eq(events.slug, 'demo'));
    // No API edits the event's preview configuration yet: the flag is switched in the database.
    await db.update(events).set({ previewConfig: { ...demo!.previewConfig, show_booth_sidebar: false } }).where(eq(events.id, demo!.id));
    try {
      const s = track(await socketOf(bob));
      expect((await send(s, 'subscribe_to_booth_vistors', { booth_id: northwind.id })).ok).toBe(false);
    } finally {
      await db.update(events).set({ previewConfig: demo!.previewConfig }).where(eq(events.id, demo!.id));
    }
  });

  it('does not announce the booth’s own staff as visitors', async () => {
    const booth = (await alice.get('/events/demo/booths/aurora-optics/')).body;
    const b = track(await socketOf(bob));
    await send(b, 'subscribe_to_booth_vistors', { booth_id: booth.id });
    const quiet = silence(b, 'joined_booth_space');
    const m = track(await socketOf(marco));
    expect((await send(m, 'join_booth_space', { booth_id: booth.id })).ok).toBe(true);
    await quiet;
  });

  it('social feed: organisers add posts (plain text, kept as typed), attendees may not', async () => {
    const added = await organiser.post('/events/demo/tweets/', { text: 'Doors <open> at nine' });
    expect(added.status).toBe(201);
    expect(added.body.external_id).toEqual(expect.any(String));
    expect(added.body.text).toBe('Doors <open> at nine');
    const first = (await alice.get('/events/demo/tweets/?offset=0&limit=4')).body.results;
    expect(first[0].external_id).toBe(added.body.external_id);
    expect((await alice.post('/events/demo/tweets/', { text: 'mine' })).status).toBe(403);
    expect((await organiser.post('/events/demo/tweets/', { text: '' })).status).toBe(400);
  });

  it('map: help falls back to the event’s, and an invite-only event hides its map', async () => {
    const map = (await alice.get('/events/demo/maps/venue/')).body;
    expect(map.meta.help_content).toEqual(expect.any(String));
    expect((await hana.get('/events/demo-invite/maps/venue/')).status).toBeGreaterThanOrEqual(403);
  });
});

describe('bad input is a 4xx, never a server error', () => {
  const tooBig = 99_999_999_999; // a safe JavaScript integer, beyond PostgreSQL's integer ids

  it('ids beyond the database’s range and NUL characters in paths, queries and bodies', async () => {
    const chat = venue.meta.chat_id;
    const gets = [
      `/events/demo/jobs/item/${tooBig}/`, `/events/demo/virtualprogram/spaces/${tooBig}/`, `/events/demo/chat/public/${tooBig}/`,
      `/events/demo/booths/?category_id=${tooBig}`, `/events/demo/maps/venue/booths/?category_id=${tooBig}`,
      `/events/demo/organizer/booths/northwind-robotics/business-cards/${tooBig}/`,
      '/events/demo/booths/?search=%00', '/events/demo/jobs/?search=a%00b', '/events/demo/jobs/?booth_slug=%00',
      '/events/demo/booths/%00/', '/events/demo/maps/%00/', '/events/demo/jobs/%00/', '/events/%00/booths/', '/maps/%00/',
      '/events/demo/maps/%00/booths/', '/events/demo/maps/%00/booths/categories/', '/events/demo/organizer/booths/%00/business-cards/',
      `/events/demo/chat/public/${chat}/?limit=%00`,
    ];
    for (const path of gets) {
      const res = await bob.get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    const writes: [Client, 'post' | 'put' | 'patch', string, unknown][] = [
      [alice, 'post', '/events/demo/booths/aurora-optics/give-business-card/', { message: 'a\u0000b' }],
      [alice, 'post', '/events/demo/booths/aurora-optics/give-business-card/', { staff: tooBig }],
      [bob, 'put', '/events/demo/organizer/booths/northwind-robotics/business-cards/1/', { assigned_to: tooBig }],
      [alice, 'post', `/events/demo/booths/aurora-optics/documents/${tooBig}/download/`, undefined],
      [alice, 'post', '/events/demo/contact/', { message: 'a\u0000b' }],
      [organiser, 'post', '/events/demo/tweets/', { text: 'a\u0000b' }],
      [organiser, 'patch', `/events/demo/spaces/${tooBig}/`, { published: true }],
    ];
    for (const [who, method, path, body] of writes) {
      const res = await who[method](path, body);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('realtime payloads with such ids or texts are refused as invalid, not as a server error', async () => {
    const s = track(await socketOf(alice));
    const staff = track(await socketOf(bob));
    const chat_id = venue.meta.chat_id;
    const cases: [Socket, Parameters<typeof send>[1], unknown][] = [
      [s, 'join_chat', { chat_id: tooBig }],
      [s, 'leave_chat', { chat_id: tooBig }],
      [s, 'send_public_message', { chat_id: tooBig, text: 'x' }],
      [s, 'send_public_message', { chat_id, text: 'a\u0000b' }],
      [s, 'join_booth_space', { booth_id: tooBig }],
      [s, 'leave_booth_space', { booth_id: tooBig }],
      [staff, 'subscribe_to_booth_vistors', { booth_id: tooBig }],
      [s, 'subscribe_to_space', { event_slug: 'demo', space_id: tooBig }],
    ];
    for (const [socket, event, payload] of cases) {
      const ack = await send(socket, event, payload);
      expect(ack, event).toMatchObject({ ok: false, code: 'invalid_payload' });
    }
  });
});

describe('paging is stable', () => {
  it('pages of booths, jobs, feed posts and cards add up to the whole list, without repeats', async () => {
    const lists: [Client, string, (x: Record<string, unknown>) => unknown][] = [
      [alice, '/events/demo/booths/?', (b) => b.id],
      [alice, '/events/demo/maps/venue/booths/?', (b) => b.id],
      [alice, '/events/demo/maps/venue/booths/categories/?', (c) => c.id],
      [alice, '/events/demo/jobs/?', (j) => j.id],
      [alice, '/events/demo/tweets/?', (p) => p.external_id],
      [alice, `/events/demo/chat/public/${venue.meta.chat_id}/?`, (m) => m.id],
      [bob, '/events/demo/organizer/booths/northwind-robotics/business-cards/?', (c) => c.id],
    ];
    for (const [who, path, key] of lists) {
      const whole = (await who.get(`${path}limit=50`)).body;
      const n = Math.min(whole.count, 50);
      const paged: unknown[] = [];
      for (let offset = 0; offset < n; offset += 3) {
        const page = await who.get(`${path}limit=3&offset=${offset}`);
        expect(page.status, path).toBe(200);
        expect(page.body.count, path).toBe(whole.count);
        paged.push(...page.body.results.map(key));
      }
      const all = whole.results.map(key);
      expect(new Set(paged).size, `${path} no repeats`).toBe(paged.length);
      if (path.includes('/chat/public/')) expect(new Set(paged), path).toEqual(new Set(all));
      else expect(paged, path).toEqual(all.slice(0, n));
    }
  });
});

describe('paged lists link their neighbours', () => {
  it('next and previous keep the filters and lead through the whole list', async () => {
    const lists: [Client, string][] = [
      [alice, '/events/demo/booths/?search=a&limit=2'],
      [alice, '/events/demo/maps/venue/booths/?limit=3'],
      [alice, '/events/demo/maps/venue/booths/categories/?limit=1'],
      [alice, '/events/demo/jobs/?search=e&limit=2'],
      [alice, '/events/demo/tweets/?limit=2'],
      [alice, `/events/demo/chat/public/${venue.meta.chat_id}/?limit=7`],
      [bob, '/events/demo/organizer/booths/northwind-robotics/business-cards/?not_assigned=1&limit=2'],
    ];
    for (const [who, first] of lists) {
      const whole = (await who.get(first.replace(/limit=\d+/, 'limit=50'))).body;
      let page = (await who.get(first)).body;
      expect(page.previous, first).toBeNull();
      if (whole.count > page.results.length) expect(page.next, first).toEqual(expect.any(String));
      let seen = page.results.length;
      while (page.next) {
        expect(page.next, first).toMatch(/^\/api\//);
        const nextPage = (await who.get(page.next.replace(/^\/api/, ''))).body;
        expect(nextPage.count, page.next).toBe(whole.count);
        expect(nextPage.previous, page.next).toEqual(expect.any(String));
        seen += nextPage.results.length;
        page = nextPage;
      }
      expect(seen, first).toBe(whole.count);
    }
  });
});
