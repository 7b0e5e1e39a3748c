import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { addRole, makeEvent, makeSpace, person, type Person } from './event-factories';
import { makeBooth } from './booth-factories';
import { countQueries } from './query-counter';
import { tableChangedTopic } from '../src/platform/http/shared-replies';
import { users } from '../src/features/identity/accounts.schema';
import { booths } from '../src/features/booths/booths.schema';
import { spaces } from '../src/features/identity/events.schema';
import { menuItems } from '../src/features/events/navigation.schema';
import type { EventRow } from '../src/features/identity';
import { mapAreas } from '../src/features/maps/maps.schema';

/**
 * Decision 0017: the hot reads answer from a per-process cache of their serialised replies. A cached reply
 * is the very reply the server would build, a change made anywhere reaches every process within one
 * second, a process sees its own writes at once, and nothing personal or closed leaks to another viewer.
 */

let t: TestServer;
/** A second server process on the same database. */
let t2: TestServer;
let event: EventRow;
let hall: { id: number; slug: string };
let organiser: Person;
let visitor: Person;
let other: Person;
let staff: Person;
let booth: { id: number; slug: string };
let counter: ReturnType<typeof countQueries>;

beforeAll(async () => {
  t = await startTestServer();
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
  event = await makeEvent(t, { slug: 'cached-expo' });
  [organiser, visitor, other, staff] = await Promise.all([person(t), person(t), person(t), person(t, { firstName: 'Stella', lastName: 'Staff' })]);
  await addRole(t, event, organiser, 'moderator');
  await addRole(t, event, visitor, 'attendee');
  await addRole(t, event, other, 'attendee');
  await addRole(t, event, staff, 'staff');
  hall = await makeSpace(t, event, 'map', { slug: 'hall' });
  // A description long enough for the list to go out compressed.
  const description = `<p>${'Telescopes, binoculars and the light they gather. '.repeat(40)}</p>`;
  booth = await makeBooth(t, event, { slug: 'aurora', name: 'Aurora', mapSpaceId: hall.id, staffIds: [staff.user.id], order: 1, description });
  await makeBooth(t, event, { slug: 'backstage', name: 'Backstage', mapSpaceId: hall.id, published: false, order: 2 });
  counter = countQueries(t.server.platform.database.pool);
});

afterAll(async () => {
  await t2?.close();
  await t?.close();
});

const paths = {
  list: '/api/events/cached-expo/booths/?limit=999',
  detail: '/api/events/cached-expo/booths/aurora/',
  map: '/api/events/cached-expo/maps/hall/',
  navigation: '/api/events/cached-expo/navigation/',
};

/** The raw reply: status, content type and the exact bytes of the body. */
async function raw(server: TestServer, path: string, token: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()).toString('utf8') };
}

const json = async (server: TestServer, path: string, token: string) => JSON.parse((await raw(server, path, token)).body) as Record<string, unknown>;

/** Polls until `probe` holds: a change made through one process must be seen by the other within one second. */
async function seenWithinASecond(probe: () => Promise<boolean>): Promise<void> {
  const limitMs = 1000 + 500; // the one second, and a margin for this busy machine
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > limitMs) throw new Error(`the other process did not see the change within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function forgetEverything(): void {
  t.server.platform.sharedReplies.forgetAll();
  t2.server.platform.sharedReplies.forgetAll();
}

/** The reply as it travels, compressed or not (fetch would inflate it). */
function onTheWire(server: TestServer, path: string, token: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('cached hot replies', () => {
  it('go out compressed as the client accepts, compressed once: the same bytes again, the same JSON inside', async () => {
    forgetEverything();
    const plain = (await raw(t, paths.list, visitor.token)).body;
    expect(plain.length).toBeGreaterThan(1400);
    const br = await onTheWire(t, paths.list, visitor.token, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(plain);
    expect((await onTheWire(t, paths.list, visitor.token, 'gzip, deflate, br')).body.equals(br.body)).toBe(true);
    const gzip = await onTheWire(t, paths.list, visitor.token, 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(plain);
    const identity = await onTheWire(t, paths.list, visitor.token, 'identity');
    expect(identity.encoding).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(plain);
  });

  it.each(Object.entries(paths))('%s: a cached reply is byte for byte the reply built afresh, and costs no statement', async (_name, path) => {
    forgetEverything();
    const built = await raw(t, path, visitor.token);
    expect(built.status).toBe(200);
    counter.reset();
    const cached = await raw(t, path, visitor.token);
    expect(counter.statements.filter((s) => !/socket_io|pg_notify/i.test(s))).toEqual([]);
    expect(cached).toEqual(built);
  });

  it('a change made through one process reaches the cached replies of the other within a second', async () => {
    for (const path of Object.values(paths)) await raw(t2, path, visitor.token);

    await t.server.platform.db.update(booths).set({ name: 'Aurora Optics' }).where(eq(booths.spaceId, booth.id));
    await seenWithinASecond(async () => ((await json(t2, paths.list, visitor.token)).results as { name: string }[]).some((b) => b.name === 'Aurora Optics'));
    await seenWithinASecond(async () => (await json(t2, paths.detail, visitor.token)).name === 'Aurora Optics');

    // A staff member's name lives in users.
    await t.server.platform.db.update(users).set({ firstName: 'Stellar' }).where(eq(users.id, staff.user.id));
    await seenWithinASecond(async () => ((await json(t2, paths.detail, visitor.token)).staff as { first_name: string }[])[0]?.first_name === 'Stellar');

    await t.server.platform.db.insert(mapAreas).values({ mapSpaceId: hall.id, shape: 'rect', coords: [1, 2, 3, 4], name: 'New corner' });
    await seenWithinASecond(async () => ((await json(t2, paths.map, visitor.token)).items as { name: string }[]).some((a) => a.name === 'New corner'));

    await t.server.platform.db.insert(menuItems).values({ eventId: event.id, parentId: null, kind: 'item', text: 'Fresh entry', order: 5 });
    await seenWithinASecond(async () => ((await json(t2, paths.navigation, visitor.token)).results as { text: string }[]).some((m) => m.text === 'Fresh entry'));

    // Closing a booth takes it off the list of visitors everywhere.
    await t.server.platform.db.update(spaces).set({ published: false }).where(eq(spaces.id, booth.id));
    await seenWithinASecond(async () => !((await json(t2, paths.list, visitor.token)).results as { slug: string }[]).some((b) => b.slug === 'aurora'));
    await t.server.platform.db.update(spaces).set({ published: true }).where(eq(spaces.id, booth.id));
    await seenWithinASecond(async () => ((await json(t2, paths.list, visitor.token)).results as { slug: string }[]).some((b) => b.slug === 'aurora'));
  });

  it('a write is answered only once its change notices reached its own process: a business card just given shows on the booth', async () => {
    expect((await json(t, paths.detail, visitor.token)).left_business_card).toBe(false);
    // Hold back every notice this process hears: the write's reply must wait for them.
    const notifications = t.server.platform.notifications;
    const held: Parameters<typeof notifications.deliver>[0][] = [];
    const deliver = notifications.deliver.bind(notifications);
    notifications.deliver = (notice) => void held.push(notice);
    let answered = false;
    const giving = t.api('POST', `${paths.detail}give-business-card/`, { token: visitor.token, body: { message: 'Hello' } }).then((res) => {
      answered = true;
      return res;
    });
    try {
      // The write committed and its marker came back (held), yet the reply has not gone out.
      while (!held.some((n) => n.topic === 'replies_settled')) await new Promise((r) => setTimeout(r, 10));
      expect(held.some((n) => n.topic === tableChangedTopic && n.table === 'business_cards')).toBe(true);
      expect(answered).toBe(false);
    } finally {
      notifications.deliver = deliver;
      for (const notice of held.splice(0)) deliver(notice);
    }
    expect((await giving).status).toBe(200);
    const detail = await json(t, paths.detail, visitor.token);
    expect(detail.left_business_card).toBe(true);
    expect((detail.my_business_card as { message: string }).message).toBe('Hello');
  });

  it('a write to a table no cached reply reads (a heartbeat) leaves the cached replies warm', async () => {
    forgetEverything();
    await raw(t, paths.list, visitor.token);
    const beat = await t.api('POST', '/api/events/cached-expo/analytics/heartbeat/', { token: visitor.token, body: { path: '/cached-expo/map/hall' } });
    expect(beat.status).toBeLessThan(300);
    counter.reset();
    await raw(t, paths.list, visitor.token);
    expect(counter.statements.filter((s) => !/socket_io|pg_notify/i.test(s))).toEqual([]);
  });

  it('keeps what is personal or closed to its viewers', async () => {
    forgetEverything();
    // The organiser's list (closed booths too) and the visitor's detail (their card) are cached first.
    const organisersList = await json(t, paths.list, organiser.token);
    expect((organisersList.results as { slug: string }[]).map((b) => b.slug)).toContain('backstage');
    expect((await json(t, paths.detail, visitor.token)).left_business_card).toBe(true);

    const visitorsList = await json(t, paths.list, other.token);
    expect((visitorsList.results as { slug: string }[]).map((b) => b.slug)).not.toContain('backstage');
    const othersDetail = await json(t, paths.detail, other.token);
    expect(othersDetail.left_business_card).toBe(false);
    expect(othersDetail.my_business_card).toBeNull();
    // A closed booth's detail, cached for its organiser, stays closed to a visitor.
    expect((await raw(t, '/api/events/cached-expo/booths/backstage/', organiser.token)).status).toBe(200);
    expect((await raw(t, '/api/events/cached-expo/booths/backstage/', other.token)).status).toBe(403);
  });

  it('an access refusal comes before any cached reply', async () => {
    const stranger = await person(t);
    await json(t, paths.list, visitor.token);
    const closedEvent = await makeEvent(t, { slug: 'cached-invite', inviteOnly: true });
    await makeBooth(t, closedEvent, { slug: 'inner', name: 'Inner' });
    expect((await raw(t, '/api/events/cached-invite/booths/?limit=999', stranger.token)).status).toBe(403);
    expect((await raw(t, paths.list, 'not-a-token')).status).toBe(401);
  });
});
