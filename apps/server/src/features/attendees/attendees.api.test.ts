import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { ask, socketPool } from '../../../test/socket-client';
import type { EventRow } from '../identity';
import { spaceAttendance } from './attendees.schema';

let t: TestServer;
let event: EventRow;
let other: EventRow;
let viewer: Person;
let owner: Person;
let jose: Person;
let anna: Person;
let zoe: Person;
let secret: Person;
let hiddenInEvent: Person;
let ghost: Person;
let hider: Person;
let stranger: Person;
const tags: Record<string, number> = {};
const sockets = socketPool();

const repo = () => t.server.services.attendees.repo;
const list = (query = '', token = viewer.token) => t.api('GET', `/api/events/expo/virtual_attendees/${query}`, { token });
const names = (body: { results: { first_name: string }[] }) => body.results.map((r) => r.first_name);

/** A member of the event who entered it (their first request marks them as joined). */
async function member(fields: Parameters<typeof person>[1] = {}, ev: EventRow = event, role: 'attendee' | 'owner' | 'staff' = 'attendee'): Promise<Person> {
  const p = await person(t, fields);
  await addRole(t, ev, p, role);
  const res = await t.api('GET', `/api/events/${ev.slug}/attendee_tags/`, { token: p.token });
  expect(res.status).toBe(200);
  return p;
}

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'expo' });
  other = await makeEvent(t, { slug: 'elsewhere' });
  viewer = await member({ firstName: 'Vera', lastName: 'Viewer' });
  owner = await member({ firstName: 'Olga', lastName: 'Owner' }, event, 'owner');
  jose = await member({ firstName: 'José', lastName: 'Núñez', jobtitle: 'Software Engineer', company: 'Øresund Systems', about: '<p>Hi</p>', linkedin: 'https://linkedin.com/in/jose' });
  anna = await member({ firstName: 'anna', lastName: 'Berg', jobtitle: 'Designer', company: 'Lumen Labs' });
  zoe = await member({ firstName: 'Zoë', lastName: 'Adler', jobtitle: 'Engineer', company: 'North Star' });
  secret = await member({ firstName: 'Sven', lastName: 'Secret', jobtitle: 'Spy', company: 'MI5', isPublic: false, mugshot: '/files/sven.png', about: 'secret' });
  hiddenInEvent = await member({ firstName: 'Hilde', lastName: 'Hidden', jobtitle: 'Analyst', company: 'Quiet Co' });
  await t.server.platform.db.execute(
    // Private in this event only (update_privacy_status).
    (await import('drizzle-orm')).sql`update event_members set is_public = false where user_id = ${hiddenInEvent.user.id}`,
  );
  ghost = await member({ firstName: 'Greta', lastName: 'Real', jobtitle: 'CEO', company: 'Ghost Inc', incognitoMode: true, aliasName: 'Night Owl', mugshot: '/files/g.png' });
  hider = await member({
    firstName: 'Hugo', lastName: 'Hider', jobtitle: 'Recruiter', company: 'Hidden Company', hiddenProfileFields: ['company', 'linkedin'],
    linkedin: 'https://linkedin.com/in/hugo', twitter: 'https://twitter.com/hugo', document: '/files/cv.pdf', documentName: 'cv.pdf', hideDocument: true,
  });
  stranger = await member({ firstName: 'Stan', lastName: 'Stranger', jobtitle: 'Engineer' }, other);
  // A member who never entered the event is not listed.
  const neverCame = await person(t, { firstName: 'Nemo', lastName: 'Absent' });
  await addRole(t, event, neverCame, 'attendee');

  const r = repo();
  const industry = await r.insertCategory(event.id, 'Industry', 1);
  const interests = await r.insertCategory(event.id, 'Interests', 2);
  for (const [name, category, color] of [
    ['tech', industry.id, '#0055aa'], ['design', industry.id, '#aa0055'], ['ai', interests.id, '#00aa55'], ['music', interests.id, '#555555'],
  ] as const) {
    tags[name] = (await r.insertTag(event.id, { text: name, color, categoryId: category })).id;
  }
  tags.loose = (await r.insertTag(event.id, { text: 'loose' })).id;
  tags.foreign = (await r.insertTag(other.id, { text: 'foreign' })).id;
  await r.tagMember(event.id, jose.user.id, [tags.tech!, tags.ai!]);
  await r.tagMember(event.id, anna.user.id, [tags.design!, tags.music!]);
  await r.tagMember(event.id, zoe.user.id, [tags.tech!, tags.music!, tags.loose!]);
  await r.tagMember(event.id, secret.user.id, [tags.tech!, tags.ai!]);
  // Another event's tag is not given.
  expect(await r.tagMember(event.id, hider.user.id, [tags.foreign!])).toBe(0);
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('GET virtual_attendees/', () => {
  it('refuses without a sign-in (401) and people outside an invite-only event (403)', async () => {
    for (const path of ['virtual_attendees/', `virtual_attendees/${jose.user.id}/`, 'attendee_tags/', 'attendees/count/']) {
      const res = await t.api('GET', `/api/events/expo/${path}`);
      expect(res.status, path).toBe(401);
    }
    const closed = await makeEvent(t, { slug: 'closed-club', inviteOnly: true });
    expect(closed.inviteOnly).toBe(true);
    const res = await t.api('GET', '/api/events/closed-club/virtual_attendees/', { token: viewer.token });
    expect(res.status).toBe(403);
  });

  it('lists the public people of the event but the viewer, sorted by name, with their tags', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['anna', 'Hugo', 'José', 'Night Owl', 'Olga', 'Zoë']);
    expect(res.body.count).toBe(6);
    const j = res.body.results.find((r: { id: number }) => r.id === jose.user.id);
    expect(j).toMatchObject({
      first_name: 'José', last_name: 'Núñez', jobtitle: 'Software Engineer', company: 'Øresund Systems', about: '<p>Hi</p>',
      linkedin: 'https://linkedin.com/in/jose', is_online: false, is_public: true, videocall_status: null, do_not_disturb: false,
    });
    expect(j.tags).toEqual([
      { id: tags.tech, text: 'tech', color: '#0055aa', category: { text: 'Industry', order: 1 } },
      { id: tags.ai, text: 'ai', color: '#00aa55', category: { text: 'Interests', order: 2 } },
    ]);
    expect(j).not.toHaveProperty('email');
  });

  it('shows an incognito person by alias without picture, company, job title or tags', async () => {
    const res = await list();
    const g = res.body.results.find((r: { id: number }) => r.id === ghost.user.id);
    expect(g).toMatchObject({ first_name: 'Night Owl', last_name: '', mugshot: null, jobtitle: '', company: '', about: '', tags: [] });
  });

  it('blanks hidden profile fields and a hidden document', async () => {
    const res = await t.api('GET', `/api/events/expo/virtual_attendees/${hider.user.id}/`, { token: viewer.token });
    expect(res.body).toMatchObject({ company: '', linkedin: '', jobtitle: 'Recruiter', twitter: 'https://twitter.com/hugo', document: null, document_name: null });
    // The person sees their own profile whole.
    const own = await t.api('GET', `/api/events/expo/virtual_attendees/${hider.user.id}/`, { token: hider.token });
    expect(own.body).toMatchObject({ company: 'Hidden Company', linkedin: 'https://linkedin.com/in/hugo', document: '/files/cv.pdf' });
  });

  it('puts people online first', async () => {
    await sockets.login(t, zoe.token, 'expo');
    try {
      // Read straight after the login: the login answers once its presence reached the directory cache.
      const res = await list();
      expect(names(res.body)[0]).toBe('Zoë');
      expect(res.body.results[0].is_online).toBe(true);
      expect(res.body.results.slice(1).every((r: { is_online: boolean }) => !r.is_online)).toBe(true);
    } finally {
      sockets.closeAll();
      // Offline again before the next tests read the order.
      await expect.poll(async () => (await list()).body.results.some((r: { is_online: boolean }) => r.is_online)).toBe(false);
    }
  });

  it('searches words of name, job title and company anywhere, ignoring case and accents', async () => {
    expect(names((await list('?search=jose')).body)).toEqual(['José']);
    expect(names((await list('?search=NUNEZ')).body)).toEqual(['José']);
    expect(names((await list('?search=oresund')).body)).toEqual(['José']);
    expect(names((await list('?search=ngine')).body).sort()).toEqual(['José', 'Zoë']);
    expect(names((await list('?search=zoe%20north')).body)).toEqual(['Zoë']);
    expect(names((await list('?search=ANNA%20lumen')).body)).toEqual(['anna']);
    expect((await list('?search=engineer%20lumen')).body.count).toBe(0);
    // A LIKE wildcard is a character like any other.
    expect((await list('?search=%25')).body.count).toBe(0);
  });

  it('never finds people by what others cannot see', async () => {
    // A hidden company, an incognito person's real name, a non-public person.
    expect((await list('?search=hidden%20company')).body.count).toBe(0);
    expect((await list('?search=greta')).body.count).toBe(0);
    expect((await list('?search=ghost')).body.count).toBe(0);
    expect(names((await list('?search=night%20owl')).body)).toEqual(['Night Owl']);
    expect((await list('?search=sven')).body.count).toBe(0);
    expect((await list('?search=hilde')).body.count).toBe(0);
  });

  it('filters by tags: any tag of a category, every category given', async () => {
    const by = async (filter: string) => names((await list(`?tags=${filter}`)).body).sort();
    expect(await by(`${tags.tech}`)).toEqual(['José', 'Zoë']);
    expect(await by(`${tags.tech},${tags.design}`)).toEqual(['José', 'Zoë', 'anna']);
    expect(await by(`${tags.tech}__${tags.music}`)).toEqual(['Zoë']);
    expect(await by(`${tags.tech},${tags.design}__${tags.music}`)).toEqual(['Zoë', 'anna']);
    expect(await by(`${tags.tech}__${tags.ai}`)).toEqual(['José']);
    expect(await by(`${tags.foreign}`)).toEqual([]);
    // Search and tags together.
    expect(names((await list(`?tags=${tags.tech}&search=zoe`)).body)).toEqual(['Zoë']);
  });

  it('refuses a malformed tag filter or user list with a field error', async () => {
    for (const bad of ['abc', '1,x', '0', '-1', '1.5', '99999999999']) {
      const res = await list(`?tags=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.tags).toBeDefined();
    }
    const res = await list('?user_ids=1,two');
    expect(res.status).toBe(400);
    expect(res.body.user_ids).toBeDefined();
  });

  it('pages by limit and offset with the count of all matches', async () => {
    const first = await list('?limit=2');
    expect(first.body.results).toHaveLength(2);
    expect(first.body.count).toBe(6);
    expect(first.body.next).toContain('offset=2');
    const last = await list('?limit=2&offset=4');
    expect(names(last.body)).toEqual(['Olga', 'Zoë']);
    expect(last.body.next).toBeNull();
    const beyond = await list('?limit=2&offset=40');
    expect(beyond.body).toMatchObject({ count: 6, results: [] });
  });

  it('answers user_ids with non-public people as Anonymous and the viewer too', async () => {
    const ids = [secret.user.id, hiddenInEvent.user.id, jose.user.id, viewer.user.id, stranger.user.id].join(',');
    const res = await list(`?user_ids=${ids}`);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.results.map((r: { id: number }) => [r.id, r]));
    // Someone of another event is not answered.
    expect([...byId.keys()].sort()).toEqual([secret.user.id, hiddenInEvent.user.id, jose.user.id, viewer.user.id].sort());
    for (const id of [secret.user.id, hiddenInEvent.user.id]) {
      expect(byId.get(id)).toMatchObject({ first_name: 'Anonymous', last_name: '', jobtitle: '', company: '', mugshot: null, about: '', tags: [], is_public: false });
    }
    expect(byId.get(jose.user.id)).toMatchObject({ first_name: 'José', is_public: true });
    expect(byId.get(viewer.user.id)).toMatchObject({ first_name: 'Vera' });
  });
});

describe('GET virtual_attendees/{userId}/', () => {
  it('answers one attendee, a non-public one as Anonymous', async () => {
    const res = await t.api('GET', `/api/events/expo/virtual_attendees/${jose.user.id}/`, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: jose.user.id, first_name: 'José', about: '<p>Hi</p>' });
    const s = await t.api('GET', `/api/events/expo/virtual_attendees/${secret.user.id}/`, { token: viewer.token });
    expect(s.body).toMatchObject({ first_name: 'Anonymous', about: '', mugshot: null, jobtitle: '', company: '' });
    // Their own card shows them whole.
    const own = await t.api('GET', `/api/events/expo/virtual_attendees/${secret.user.id}/`, { token: secret.token });
    expect(own.body).toMatchObject({ first_name: 'Sven', about: 'secret', mugshot: '/files/sven.png' });
  });

  it('is 404 for someone of another event, unknown, or never entered', async () => {
    for (const id of [stranger.user.id, 987654]) {
      const res = await t.api('GET', `/api/events/expo/virtual_attendees/${id}/`, { token: viewer.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    const bad = await t.api('GET', '/api/events/expo/virtual_attendees/abc/', { token: viewer.token });
    expect(bad.status).toBe(400);
  });
});

describe('GET attendee_tags/ and attendees/count/', () => {
  it('lists the event tags with their categories', async () => {
    const res = await t.api('GET', '/api/events/expo/attendee_tags/', { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { text: string }) => r.text)).toEqual(['tech', 'design', 'ai', 'music', 'loose']);
    expect(res.body.results[4]).toEqual({ id: tags.loose, text: 'loose', color: '#5b3cc4', category: null });
  });

  it('counts the broadcast audience for owners, non-public people included and the sender left out', async () => {
    const count = async (q: string) => (await t.api('GET', `/api/events/expo/attendees/count/${q}`, { token: owner.token })).body.count;
    // viewer, jose, anna, zoe, secret, hiddenInEvent, ghost, hider
    expect(await count('')).toBe(8);
    expect(await count(`?tags=${tags.tech}`)).toBe(3);
    expect(await count(`?tags=${tags.tech}__${tags.ai}`)).toBe(2);
  });

  it('refuses the count to attendees', async () => {
    const res = await t.api('GET', '/api/events/expo/attendees/count/', { token: viewer.token });
    expect(res.status).toBe(403);
  });
});

describe('booth_slug and presentation_slug', () => {
  it('gives the people at a booth to its staff only', async () => {
    const staff = await member({ firstName: 'Stefan', lastName: 'Staff' }, event, 'staff');
    const booth = await makeBooth(t, event, { slug: 'cafe', name: 'Café', enableVisitorList: true, staffIds: [staff.user.id] });
    const visitor = await sockets.login(t, anna.token, 'expo');
    expect(await ask(visitor, 'join_booth_space', { booth_id: booth.id })).toEqual({ ok: true });
    const staffSocket = await sockets.login(t, staff.token, 'expo');
    expect(await ask(staffSocket, 'join_booth_space', { booth_id: booth.id })).toEqual({ ok: true });
    const res = await t.api('GET', '/api/events/expo/virtual_attendees/?booth_slug=cafe', { token: staff.token });
    expect(res.status).toBe(200);
    // The booth's own staff are no visitors.
    expect(names(res.body)).toEqual(['anna']);
    const refused = await t.api('GET', '/api/events/expo/virtual_attendees/?booth_slug=cafe', { token: viewer.token });
    expect(refused.status).toBe(403);
    const unknown = await t.api('GET', '/api/events/expo/virtual_attendees/?booth_slug=nowhere', { token: staff.token });
    expect(unknown.status).toBe(404);
    sockets.closeAll();
  });

  it('lists the people in a presentation space, searched ignoring spaces', async () => {
    const stage = await makeSpace(t, event, 'presentation', { slug: 'main-stage' });
    const db = t.server.platform.db;
    const presence = t.server.services.presence;
    const now = t.clock.now();
    for (const p of [jose, anna]) {
      const socketId = `stage-${p.user.id}`;
      await presence.seen({ socketId, userId: p.user.id, eventId: event.id });
      await db.insert(spaceAttendance).values({ socketId, spaceId: stage.id, userId: p.user.id, joinedAt: now });
    }
    const res = await list('?presentation_slug=main-stage');
    expect(names(res.body).sort()).toEqual(['José', 'anna']);
    expect(names((await list('?presentation_slug=main-stage&search=soft%20wareengineer')).body)).toEqual(['José']);
    expect((await list('?presentation_slug=no-stage')).status).toBe(404);
    for (const p of [jose, anna]) await presence.gone(`stage-${p.user.id}`);
  });
});

describe('outside the event\'s days (show_attendees_outside_event, decision 0071)', () => {
  /** The list as `who` gets it at `instant` (signed in then: a token of the test's start has expired by then). */
  const at = async (instant: string, who: Person, query = '', slug = 'expo') => {
    const before = t.clock.now();
    t.clock.set(new Date(instant));
    try {
      return await t.api('GET', `/api/events/${slug}/virtual_attendees/${query}`, { token: await mintToken(t, who.user.id) });
    } finally {
      t.clock.set(before);
    }
  };

  it('closes the event\'s attendee list to attendees before and after its days, not to its owners', async () => {
    // The event runs 1–3 June 2026 (UTC).
    for (const instant of ['2026-05-31T23:59:00Z', '2026-06-04T00:00:00Z']) {
      const refused = await at(instant, viewer);
      expect(refused.status, instant).toBe(403);
      expect(refused.body).toEqual({ detail: "The attendee list is open on the event's days.", code: 'attendee_list_closed' });
      expect((await at(instant, owner)).status, instant).toBe(200);
    }
    expect((await at('2026-06-03T23:59:00Z', viewer)).status).toBe(200);
  });

  it('keeps a stage\'s people and a lookup by id open', async () => {
    await makeSpace(t, event, 'presentation', { slug: 'late-stage' });
    expect((await at('2026-06-10T12:00:00Z', viewer, '?presentation_slug=late-stage')).status).toBe(200);
    expect((await at('2026-06-10T12:00:00Z', viewer, `?user_ids=${jose.user.id}`)).status).toBe(200);
  });

  it('stays open at any time when the event shows attendees outside the event', async () => {
    const open = await makeEvent(t, { slug: 'always-open', previewConfig: { show_attendees_outside_event: true } });
    const p = await member({ firstName: 'Otto', lastName: 'Open' }, open);
    expect((await at('2026-09-01T12:00:00Z', p, '', 'always-open')).status).toBe(200);
  });
});
