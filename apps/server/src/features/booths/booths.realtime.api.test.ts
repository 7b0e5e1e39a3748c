import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { ask, disconnected, next, silence, socketPool } from '../../../test/socket-client';
import { BoothVisitors } from './booths.visitors';
import { presenceWindowMs } from '../presence';

let t: TestServer;
/** A second server process on the same database. */
let t2: TestServer;
let bob: Person;
let carol: Person;
let alice: Person;
let hana: Person;
let ghost: Person;
let organiser: Person;
let optics: { id: number };
let plain: { id: number };
let closed: { id: number };
let foreign: { id: number };
let noSidebar: { id: number };
const sockets = socketPool();
const login = (p: Person, slug = 'visits', server = t) => sockets.login(server, p.token, slug);

beforeAll(async () => {
  t = await startTestServer();
  t2 = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock });
  const event = await makeEvent(t, { slug: 'visits' });
  bob = await person(t, { firstName: 'Bob', lastName: 'Booth' });
  carol = await person(t, { firstName: 'Carol', lastName: 'Crew' });
  alice = await person(t, { firstName: 'Alice', lastName: 'Visitor', mugshot: '/files/a.jpg' });
  hana = await person(t, { firstName: 'Hana', lastName: 'Guest' });
  ghost = await person(t, { firstName: 'Real', lastName: 'Name', incognitoMode: true, aliasName: 'Shadow' });
  organiser = await person(t);
  await addRole(t, event, bob, 'staff');
  await addRole(t, event, carol, 'staff');
  await addRole(t, event, organiser, 'moderator');
  optics = await makeBooth(t, event, { slug: 'optics', name: 'Optics', enableVisitorList: true, staffIds: [bob.user.id] });
  plain = await makeBooth(t, event, { slug: 'plain', name: 'Plain', enableVisitorList: false, staffIds: [bob.user.id] });
  closed = await makeBooth(t, event, { slug: 'closed', name: 'Closed', published: false, enableVisitorList: true, staffIds: [bob.user.id] });
  const other = await makeEvent(t, { slug: 'visits-other' });
  foreign = await makeBooth(t, other, { slug: 'foreign', name: 'Foreign', enableVisitorList: true });
  const bare = await makeEvent(t, { slug: 'visits-bare', previewConfig: { show_booth_sidebar: false } });
  await addRole(t, bare, bob, 'staff');
  noSidebar = await makeBooth(t, bare, { slug: 'bare', name: 'Bare', enableVisitorList: true, staffIds: [bob.user.id] });
});
afterAll(async () => {
  sockets.closeAll();
  await t2?.close();
  await t?.close();
});

describe('booth visitors', () => {
  it('shows visitors arriving and leaving to subscribed staff, with the current list on subscribe', async () => {
    const a = await login(alice);
    expect(await ask(a, 'join_booth_space', { booth_id: optics.id })).toEqual({ ok: true });

    const staff = await login(bob);
    const list = next(staff, 'booth_visitors');
    expect(await ask(staff, 'subscribe_to_booth_vistors', { booth_id: optics.id })).toEqual({ ok: true });
    expect(await list).toEqual({
      booth_id: optics.id,
      users: [{ id: alice.user.id, first_name: 'Alice', last_name: 'Visitor', mugshot: '/files/a.jpg', do_not_disturb: false }],
    });

    // Hana arrives through the other server process.
    const h = await login(hana, 'visits', t2);
    const joined = next(staff, 'joined_booth_space');
    await ask(h, 'join_booth_space', { booth_id: optics.id });
    expect(await joined).toEqual({ booth_id: optics.id, user: { id: hana.user.id, first_name: 'Hana', last_name: 'Guest', mugshot: null, do_not_disturb: false } });

    let gone = next(staff, 'left_booth_space');
    await ask(h, 'leave_booth_space', { booth_id: optics.id });
    expect(await gone).toMatchObject({ booth_id: optics.id, user: { id: hana.user.id } });

    // Leaving by disconnecting also says so.
    gone = next(staff, 'left_booth_space');
    a.disconnect();
    expect(await gone).toMatchObject({ booth_id: optics.id, user: { id: alice.user.id } });

    const empty = next<{ users: unknown[] }>(staff, 'booth_visitors');
    await ask(staff, 'subscribe_to_booth_vistors', { booth_id: optics.id });
    expect((await empty).users).toEqual([]);
    await ask(staff, 'unsubscribe_from_booth_vistors', { booth_id: optics.id });
    const h2 = await login(hana);
    const quiet = silence(staff, 'joined_booth_space');
    await ask(h2, 'join_booth_space', { booth_id: optics.id });
    await quiet;
    await ask(h2, 'leave_booth_space', { booth_id: optics.id });
  });

  it('announces a person with several tabs once, and leaves them with the last tab', async () => {
    const staff = await login(bob);
    await ask(staff, 'subscribe_to_booth_vistors', { booth_id: optics.id });
    const tab1 = await login(hana);
    const tab2 = await login(hana);
    const joined = next(staff, 'joined_booth_space');
    await ask(tab1, 'join_booth_space', { booth_id: optics.id });
    await joined;
    const quiet = silence(staff, 'joined_booth_space');
    await ask(tab2, 'join_booth_space', { booth_id: optics.id });
    await quiet;
    const stillThere = silence(staff, 'left_booth_space');
    tab1.disconnect();
    await stillThere;
    const gone = next(staff, 'left_booth_space');
    tab2.disconnect();
    expect(await gone).toMatchObject({ user: { id: hana.user.id } });
  });

  it('shows incognito visitors under their alias, and does not announce the staff', async () => {
    const staff = await login(bob);
    await ask(staff, 'subscribe_to_booth_vistors', { booth_id: optics.id });
    const g = await login(ghost);
    const joined = next(staff, 'joined_booth_space');
    await ask(g, 'join_booth_space', { booth_id: optics.id });
    expect(await joined).toEqual({ booth_id: optics.id, user: { id: ghost.user.id, first_name: 'Shadow', last_name: '', mugshot: null, do_not_disturb: false } });
    const quiet = silence(staff, 'joined_booth_space');
    const other = await login(bob);
    await ask(other, 'join_booth_space', { booth_id: optics.id });
    await quiet;
    g.disconnect();
  });

  it('refuses the visitor list to non-staff, and where the booth or the event hides it', async () => {
    for (const who of [alice, carol, organiser]) {
      const s = await login(who);
      const refused = next(s, 'event_error');
      expect(await ask(s, 'subscribe_to_booth_vistors', { booth_id: optics.id })).toMatchObject({ ok: false, code: 'permission_denied' });
      expect(await refused).toMatchObject({ event: 'subscribe_to_booth_vistors', code: 'permission_denied' });
    }
    const staff = await login(bob);
    expect(await ask(staff, 'subscribe_to_booth_vistors', { booth_id: plain.id })).toMatchObject({ ok: false, code: 'permission_denied' });
    const bare = await login(bob, 'visits-bare');
    expect(await ask(bare, 'subscribe_to_booth_vistors', { booth_id: noSidebar.id })).toMatchObject({ ok: false, code: 'permission_denied' });
  });

  it('refuses closed, foreign and unknown booths', async () => {
    const a = await login(alice);
    expect(await ask(a, 'join_booth_space', { booth_id: closed.id })).toMatchObject({ ok: false, code: 'space_closed' });
    expect(await ask(a, 'join_booth_space', { booth_id: foreign.id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await ask(a, 'join_booth_space', { booth_id: 999_999 })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await ask(a, 'join_booth_space', { booth_id: 'x' })).toMatchObject({ ok: false, code: 'invalid_payload' });
    const staff = await login(bob);
    expect(await ask(staff, 'subscribe_to_booth_vistors', { booth_id: closed.id })).toMatchObject({ ok: false, code: 'space_closed' });
    const org = await login(organiser);
    expect(await ask(org, 'join_booth_space', { booth_id: closed.id })).toEqual({ ok: true });
  });

  it('lets visits of a silent connection age out with its presence, and sweeps them', async () => {
    const h = await login(hana);
    await ask(h, 'join_booth_space', { booth_id: optics.id });
    const visits = new BoothVisitors(t.server.platform.db, t.clock);
    expect((await visits.visitors(optics.id, 0)).map((u) => u.id)).toContain(hana.user.id);
    t.clock.advance(presenceWindowMs + 1000);
    expect((await visits.visitors(optics.id, 0)).map((u) => u.id)).not.toContain(hana.user.id);
    await visits.sweep();
    expect(await visits.ofSockets([h.id ?? ''])).toEqual([]);
    h.disconnect();
  });

  it('costs no query when sockets that never visited a booth go', async () => {
    const visitorsQueries: string[] = [];
    const pool = t.server.platform.database.pool;
    const query = pool.query.bind(pool);
    pool.query = ((...args: Parameters<typeof query>) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (text.includes('"booth_visitors"')) visitorsQueries.push(text);
      return query(...args);
    }) as typeof pool.query;
    try {
      const passersBy = await Promise.all([login(alice), login(hana), login(carol)]);
      const visitor = await login(alice);
      expect(await ask(visitor, 'join_booth_space', { booth_id: optics.id })).toEqual({ ok: true });
      const before = visitorsQueries.length;
      for (const socket of passersBy) {
        const gone = disconnected(socket);
        socket.disconnect();
        await gone;
      }
      // The logout hooks ran: presence (registered first) has let hana and carol go, then one more round trip.
      const presence = t.server.services.presence;
      for (let i = 0; i < 200 && (await presence.onlineAmong([hana.user.id, carol.user.id])).size > 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await presence.onlineAmong([hana.user.id, carol.user.id])).toEqual(new Set());
      expect(await ask(visitor, 'user_is_alive')).toEqual({ ok: true });
      expect(visitorsQueries.length).toBe(before);
    } finally {
      pool.query = query;
    }
  });
});
