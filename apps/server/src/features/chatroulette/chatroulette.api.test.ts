import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatRouletteGraceMs } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, next, silence, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let t2: TestServer;
let event: EventRow;
let organiser: Person;
const sockets = socketPool();
const slug = 'roulette-ev';
const base = `/api/events/${slug}/chatroulette`;
let counter = 0;

interface State {
  ok?: boolean;
  space_id: number;
  state: 'waiting' | 'paired' | 'out';
  videocall_id: number | null;
  partner: { id: number; first_name: string } | null;
}

beforeAll(async () => {
  t = await startTestServer();
  // A second process on the same PostgreSQL and the same clock.
  t2 = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock });
  event = await makeEvent(t, { slug });
  organiser = await person(t, { firstName: 'Olga' });
  await addRole(t, event, organiser, 'moderator');
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

/** An attendee of the event of their own (tests never share people in one roulette). */
async function attendee(firstName: string, fields: { doNotDisturb?: boolean } = {}): Promise<Person> {
  const p = await person(t, { firstName, ...fields });
  await addRole(t, event, p, 'attendee');
  return p;
}

async function roulette(fields: { published?: boolean } = {}): Promise<SpaceRow> {
  counter += 1;
  return makeSpace(t, event, 'chat_roulette', { slug: `spin-${counter}`, name: `Spin ${counter}`, ...fields });
}

const login = (p: Person, server: TestServer = t) => sockets.login(server, p.token, slug);
const join = (s: Socket, space: SpaceRow, rouletteId = `browser-${s.id ?? 'x'}`.replace(/[^A-Za-z0-9_-]/g, '')) =>
  ask(s, 'join_chatroulette', { space_id: space.id, roulette_id: rouletteId.padEnd(8, '0') }) as Promise<unknown> as Promise<State>;
/** The first standing of `want` the socket hears (one of an earlier change may still be on its way). */
function stateUntil(s: Socket, want: State['state'], ms = 5000): Promise<State> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.off('chatroulette_state', on);
      reject(new Error(`no chatroulette_state ${want} within ${ms} ms`));
    }, ms);
    const on = (state: State) => {
      if (state.state !== want) return;
      clearTimeout(timer);
      s.off('chatroulette_state', on);
      resolve(state);
    };
    s.on('chatroulette_state', on);
  });
}
const nextOf = (s: Socket, space: SpaceRow) => ask(s, 'next_chatroulette', { space_id: space.id }) as Promise<unknown> as Promise<State>;
const leaveOf = (s: Socket, space: SpaceRow) => ask(s, 'leave_chatroulette', { space_id: space.id });

/** `a` waits, then `b` joins and is paired with `a` (each on `server`): their sockets and `b`'s standing. */
async function pairUp(space: SpaceRow, a: Person, b: Person, server: TestServer = t): Promise<{ aSocket: Socket; bSocket: Socket; pair: State }> {
  const aSocket = await login(a, server);
  expect(await join(aSocket, space)).toMatchObject({ state: 'waiting' });
  const bSocket = await login(b, server);
  const pair = await join(bSocket, space);
  expect(pair).toMatchObject({ state: 'paired', partner: { id: a.user.id } });
  return { aSocket, bSocket, pair };
}

/** The roulette's sweep on `server` (it also runs on start, periodically and after a disconnect). */
const sweep = (server: TestServer = t) => server.server.services.chatRoulette.sweep();
/** The platform clock past the grace period of a page that went. */
const afterGrace = () => t.clock.advance(chatRouletteGraceMs + 1000);
const callOf = async (p: Person, callId: number) => (await t.api('GET', `/api/events/${slug}/videocalls/${callId}/`, { token: p.token })).body as { ended: boolean; admin_id: number | null; users: { id: number }[] };
const joinCall = (p: Person, callId: number) => t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: p.token, body: { room: callId } });

const dnd = async (p: Person) => (await t.api('GET', `/api/auth/current_user/?event_slug=${slug}`, { token: p.token })).body.do_not_disturb as boolean;
const entries = async (space: SpaceRow) =>
  (
    await t.server.platform.db.execute<{ user_id: number; partner_id: number | null; call_id: number | null }>(
      sql`select user_id, partner_id, call_id from chat_roulette_entries where space_id = ${space.id} order by user_id`,
    )
  ).rows;

describe('GET chatroulette/{chatRouletteSlug}/', () => {
  it('answers the space with embedded_url null (ours pairs people) and how many wait', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const res = await t.api('GET', `${base}/${space.slug}/`, { token: ada.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ meta: { id: space.id, slug: space.slug, name: space.name, published: true, image: null }, embedded_url: null, waiting: 0, round_minutes: 0 });
    await join(await login(ada), space);
    expect((await t.api('GET', `${base}/${space.slug}/`, { token: ada.token })).body.waiting).toBe(1);
  });

  it('keeps an unpublished roulette to organisers, answers 404 for an unknown one and 401 signed out', async () => {
    const closed = await roulette({ published: false });
    const ada = await attendee('Ada');
    expect(await t.api('GET', `${base}/${closed.slug}/`, { token: ada.token })).toMatchObject({ status: 403, body: { code: 'space_closed' } });
    expect((await t.api('GET', `${base}/${closed.slug}/`, { token: organiser.token })).body.meta).toMatchObject({ published: false });
    expect((await t.api('GET', `${base}/nope/`, { token: ada.token })).status).toBe(404);
    expect((await t.api('GET', `${base}/${closed.slug}/`)).status).toBe(401);
    // Joining a closed roulette is refused too.
    expect(await ask(await login(ada), 'join_chatroulette', { space_id: closed.id, roulette_id: 'browser-1' })).toMatchObject({ ok: false, code: 'space_closed' });
  });
});

describe('pairing', () => {
  it('pairs two people on a members-only call of theirs and tells both', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const eve = await attendee('Eve');
    const adaSocket = await login(ada);
    expect(await join(adaSocket, space)).toMatchObject({ ok: true, state: 'waiting', videocall_id: null, partner: null });
    const told = stateUntil(adaSocket, 'paired');
    const benSocket = await login(ben);
    const benState = await join(benSocket, space);
    expect(benState).toMatchObject({ ok: true, state: 'paired', partner: { id: ada.user.id, first_name: 'Ada' } });
    expect(await told).toMatchObject({ state: 'paired', videocall_id: benState.videocall_id, partner: { id: ben.user.id, first_name: 'Ben' } });

    // Both join the call; nobody else may.
    const callId = benState.videocall_id!;
    expect((await joinCall(ada, callId)).status).toBe(200);
    expect((await joinCall(ben, callId)).status).toBe(200);
    expect((await joinCall(eve, callId)).status).toBe(403);

    // The page leaving an older call (exit with its id) does not take Ada out of this one; leaving this one does.
    const users = async () => (await callOf(ada, callId)).users.map((u) => u.id);
    expect(await ask(adaSocket, 'exit_videocalls', { videocall_id: callId + 1000 })).toEqual({ ok: true });
    expect(await users()).toContain(ada.user.id);
    expect(await ask(adaSocket, 'exit_videocalls', { videocall_id: callId })).toEqual({ ok: true });
    expect(await users()).not.toContain(ada.user.id);
  });

  it('of three concurrent joins on two server processes, pairs two once and keeps one waiting', async () => {
    const space = await roulette();
    const people = [await attendee('Ada'), await attendee('Ben'), await attendee('Cy')];
    const socks = [await login(people[0]!), await login(people[1]!, t2), await login(people[2]!, t2)];
    const states = await Promise.all(socks.map((s) => join(s, space)));
    const rows = await entries(space);
    expect(rows.filter((r) => r.partner_id !== null)).toHaveLength(2);
    expect(rows.filter((r) => r.partner_id === null)).toHaveLength(1);
    const [p, q] = rows.filter((r) => r.partner_id !== null);
    expect(p!.partner_id).toBe(q!.user_id);
    expect(q!.partner_id).toBe(p!.user_id);
    expect(p!.call_id).toBe(q!.call_id);
    // Nobody's own join answered a pair with themselves; at most one of the answers is waiting that stayed so.
    states.forEach((s, i) => expect(s.partner?.id).not.toBe(people[i]!.user.id));
    expect(states.filter((s) => s.state === 'paired').length).toBeGreaterThanOrEqual(1);
  });

  it('never pairs a person with themselves (two tabs of one browser), and refuses a second browser', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const first = await login(ada);
    const second = await login(ada);
    expect(await join(first, space, 'browser-ada')).toMatchObject({ state: 'waiting' });
    expect(await join(second, space, 'browser-ada')).toMatchObject({ state: 'waiting', partner: null });
    expect(await entries(space)).toEqual([{ user_id: ada.user.id, partner_id: null, call_id: null }]);
    expect(await ask(await login(ada), 'join_chatroulette', { space_id: space.id, roulette_id: 'browser-other' })).toMatchObject({ ok: false, code: 'roulette_elsewhere' });
  });

  it('never pairs people whom another feature keeps apart (a block), in either order', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const cy = await attendee('Cy');
    t.server.hooks.rouletteBarriers.add(({ a, b }) => sql`(${a} = ${ada.user.id} and ${b} = ${ben.user.id}) or (${a} = ${ben.user.id} and ${b} = ${ada.user.id})`);
    await join(await login(ada), space);
    expect(await join(await login(ben), space)).toMatchObject({ state: 'waiting' });
    expect(await join(await login(cy), space)).toMatchObject({ state: 'paired', partner: { id: ada.user.id } });
  });
});

describe('next', () => {
  it('ends the call and re-pairs the presser with the third person waiting, never the same two in a row', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const cy = await attendee('Cy');
    const { aSocket: adaSocket, bSocket: benSocket, pair: first } = await pairUp(space, ada, ben);
    const cySocket = await login(cy);
    expect(await join(cySocket, space)).toMatchObject({ state: 'waiting' });

    const benTold = stateUntil(benSocket, 'waiting');
    const cyTold = stateUntil(cySocket, 'paired');
    const again = await nextOf(adaSocket, space);
    expect(again).toMatchObject({ ok: true, state: 'paired', partner: { id: cy.user.id } });
    expect(again.videocall_id).not.toBe(first.videocall_id);
    expect(await cyTold).toMatchObject({ state: 'paired', partner: { id: ada.user.id } });
    expect(await benTold).toMatchObject({ state: 'waiting', videocall_id: null, partner: null });
    expect((await callOf(ben, first.videocall_id!)).ended).toBe(true);
  });

  it('leaves two people alone waiting rather than pairing them again straight away', async () => {
    const space = await roulette();
    const { aSocket: adaSocket } = await pairUp(space, await attendee('Ada'), await attendee('Ben'));
    expect(await nextOf(adaSocket, space)).toMatchObject({ ok: true, state: 'waiting' });
    expect((await entries(space)).map((r) => r.partner_id)).toEqual([null, null]);
  });

  it('refuses next outside the roulette', async () => {
    const space = await roulette();
    expect(await nextOf(await login(await attendee('Ada')), space)).toMatchObject({ ok: false, code: 'not_in_roulette' });
  });
});

describe('leaving', () => {
  it('a partner exiting ends the call and puts the other back to waiting; the one who exits is out', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const { aSocket: adaSocket, bSocket: benSocket, pair } = await pairUp(space, ada, ben);

    const told = stateUntil(adaSocket, 'waiting');
    expect(await leaveOf(benSocket, space)).toEqual({ ok: true });
    expect(await told).toMatchObject({ state: 'waiting', partner: null });
    expect(await entries(space)).toEqual([{ user_id: ada.user.id, partner_id: null, call_id: null }]);
    expect((await callOf(ada, pair.videocall_id!)).ended).toBe(true);

    // Ben comes back (waits: Ada was his last partner), Cy comes; Ada exits: the two others stay.
    const cy = await attendee('Cy');
    expect(await join(await login(ben), space)).toMatchObject({ state: 'waiting' });
    expect(await join(await login(cy), space)).toMatchObject({ state: 'paired', partner: { id: ada.user.id } });
    await leaveOf(adaSocket, space);
    expect((await entries(space)).map((r) => r.user_id)).toEqual([ben.user.id, cy.user.id].sort((a, b) => a - b));
  });
});

describe('a page that goes (reload) keeps the pair for the grace period', () => {
  it('puts the same person back into the same call when they come back within it, on any process', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const { aSocket: adaSocket, bSocket: benSocket, pair } = await pairUp(space, ada, ben);
    const callId = pair.videocall_id!;
    expect((await joinCall(ada, callId)).status).toBe(200);
    expect((await joinCall(ben, callId)).status).toBe(200);

    // Ben's page reloads: Ada hears nothing, the pair and its call stay, a sweep within the grace keeps them.
    const quiet = silence(adaSocket, 'chatroulette_state', 400);
    benSocket.disconnect();
    await quiet;
    t.clock.advance(chatRouletteGraceMs - 1000);
    await sweep();
    expect(await entries(space)).toEqual([
      { user_id: ada.user.id, partner_id: ben.user.id, call_id: callId },
      { user_id: ben.user.id, partner_id: ada.user.id, call_id: callId },
    ].sort((a, b) => a.user_id - b.user_id));
    expect((await callOf(ada, callId)).ended).toBe(false);
    expect(await dnd(ben)).toBe(true);

    // Back (through the other process, from another browser id even): the same pair, the same call.
    const benBack = await login(ben, t2);
    expect(await join(benBack, space, 'browser-ben-new')).toMatchObject({ ok: true, state: 'paired', videocall_id: callId, partner: { id: ada.user.id } });
    expect((await joinCall(ben, callId)).status).toBe(200);
    expect((await callOf(ada, callId)).users.map((u) => u.id).sort((a, b) => a - b)).toEqual([ada.user.id, ben.user.id].sort((a, b) => a - b));

    // Coming back cleared the mark: the grace of the first going does not count any more.
    afterGrace();
    await sweep();
    expect((await entries(space)).map((r) => r.partner_id)).toEqual(ada.user.id < ben.user.id ? [ben.user.id, ada.user.id] : [ada.user.id, ben.user.id]);
  });

  it('after the grace the partner looks again, the call ends and the one gone is out with do-not-disturb back', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const { aSocket: adaSocket, bSocket: benSocket, pair } = await pairUp(space, ada, ben);
    expect(await dnd(ben)).toBe(true);

    benSocket.disconnect();
    await expect.poll(async () => (await t.server.platform.db.execute(sql`select gone_at from chat_roulette_entries where user_id = ${ben.user.id}`)).rows[0]?.gone_at ?? null).not.toBeNull();
    const told = stateUntil(adaSocket, 'waiting');
    afterGrace();
    await sweep(t2);
    expect(await told).toMatchObject({ state: 'waiting', videocall_id: null, partner: null });
    expect(await entries(space)).toEqual([{ user_id: ada.user.id, partner_id: null, call_id: null }]);
    await expect.poll(async () => (await callOf(ada, pair.videocall_id!)).ended).toBe(true);
    expect(await dnd(ben)).toBe(false);

    // Coming back after it: a new start, waiting (Ada was the last partner).
    expect(await join(await login(ben), space)).toMatchObject({ state: 'waiting', partner: null });
  });

  it('never pairs a waiting person whose page went with someone new', async () => {
    const space = await roulette();
    const adaSocket = await login(await attendee('Ada'));
    await join(adaSocket, space);
    adaSocket.disconnect();
    await expect.poll(async () => (await t.api('GET', `${base}/${space.slug}/`, { token: organiser.token })).body.waiting).toBe(0);
    expect(await join(await login(await attendee('Ben')), space)).toMatchObject({ state: 'waiting' });
  });
});

describe('a server process that dies while people are in the roulette', () => {
  it('leaves do-not-disturb to another process, whose sweep gives it back after the grace and clears the seats', async () => {
    const dying = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock });
    const space = await roulette();
    const ada = await attendee('Ada');
    const quiet = await attendee('Quiet', { doNotDisturb: true });
    const { pair } = await pairUp(space, ada, quiet, dying);
    expect([await dnd(ada), await dnd(quiet)]).toEqual([true, true]);

    // It dies: it writes nothing on its way out, as a crash would not.
    await dying.close();
    expect(await entries(space)).toHaveLength(2);
    expect(await dnd(ada)).toBe(true);

    // The other process finds the seats without a live socket; after the grace it gives do-not-disturb back.
    await sweep();
    expect(await dnd(ada)).toBe(true);
    afterGrace();
    await sweep();
    expect(await entries(space)).toEqual([]);
    expect(await dnd(ada)).toBe(false);
    expect(await dnd(quiet)).toBe(true);
    await expect.poll(async () => (await callOf(ada, pair.videocall_id!)).ended).toBe(true);
  });
});

describe('the pair\'s call has no admin', () => {
  it('lets neither partner rename, lock, mute or remove the other, while both may leave', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const { aSocket: adaSocket, bSocket: benSocket, pair } = await pairUp(space, ada, ben);
    const callId = pair.videocall_id!;
    expect((await joinCall(ada, callId)).status).toBe(200);
    expect((await joinCall(ben, callId)).status).toBe(200);
    expect(await callOf(ada, callId)).toMatchObject({ admin_id: null });

    for (const [me, other, socket] of [[ada, ben, adaSocket], [ben, ada, benSocket]] as const) {
      for (const body of [{ status: 'closed' }, { status: 'request' }, { display_name: 'Mine' }, { speaker: me.user.id }]) {
        const res = await t.api('PUT', `/api/events/${slug}/videocalls/${callId}/`, { token: me.token, body });
        expect(res.status, JSON.stringify(body)).toBe(403);
      }
      for (const event of ['kicked_from_videocall', 'host_muted_videocall']) {
        expect(await ask(socket, 'send_to_user', { user_id: other.user.id, event, data: { videocall_id: callId } })).toMatchObject({ ok: false, code: 'videocall_not_host' });
      }
    }
    const call = await callOf(ada, callId);
    expect(call).toMatchObject({ admin_id: null, ended: false, display_name: space.name, status: 'open' });
    expect(call.users).toHaveLength(2);

    // Both may leave, and the one left alone does not become its admin.
    expect(await ask(benSocket, 'exit_videocalls', { videocall_id: callId })).toEqual({ ok: true });
    expect(await callOf(ada, callId)).toMatchObject({ admin_id: null, users: [{ id: ada.user.id }] });
    expect(await ask(adaSocket, 'exit_videocalls', { videocall_id: callId })).toEqual({ ok: true });
    expect((await callOf(ada, callId)).users).toEqual([]);
  });
});

describe('reports', () => {
  it('stores the reason for the organisers, ends the pair and never pairs the two again', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const cy = await attendee('Cy');
    const { aSocket: adaSocket, bSocket: benSocket, pair } = await pairUp(space, ada, ben);

    expect((await t.api('POST', `${base}/${space.slug}/reports/`, { token: ada.token, body: { user: cy.user.id, reason: 'no' } })).status).toBe(403);
    expect((await t.api('POST', `${base}/${space.slug}/reports/`, { token: ada.token, body: { user: ben.user.id, reason: '  ' } })).status).toBe(400);
    const benTold = stateUntil(benSocket, 'waiting');
    const made = await t.api('POST', `${base}/${space.slug}/reports/`, { token: ada.token, body: { user: ben.user.id, reason: 'Rude words' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ reporter: { id: ada.user.id }, reported: { id: ben.user.id }, reason: 'Rude words', videocall_id: pair.videocall_id });
    expect(await benTold).toMatchObject({ state: 'waiting' });

    // Cy comes: paired with one of them; Cy's 'next' pairs Cy with the other; the other's 'next' leaves
    // the reported pair apart (without the report, that would pair Ada and Ben again).
    const cySocket = await login(cy);
    const cyFirst = await join(cySocket, space);
    expect(cyFirst.state).toBe('paired');
    const firstId = cyFirst.partner!.id;
    const otherSocket = firstId === ada.user.id ? benSocket : adaSocket;
    const cySecond = await nextOf(cySocket, space);
    expect(cySecond).toMatchObject({ state: 'paired' });
    expect(cySecond.partner!.id).not.toBe(firstId);
    expect(await nextOf(otherSocket, space)).toMatchObject({ state: 'waiting' });
    const rows = await entries(space);
    const adaRow = rows.find((r) => r.user_id === ada.user.id)!;
    expect(adaRow.partner_id).not.toBe(ben.user.id);

    const list = await t.api('GET', `${base}/${space.slug}/reports/`, { token: organiser.token });
    expect(list.body.results).toEqual([expect.objectContaining({ reason: 'Rude words', reporter: expect.objectContaining({ first_name: 'Ada' }), reported: expect.objectContaining({ first_name: 'Ben' }) })]);
    expect(await t.api('GET', `${base}/${space.slug}/reports/`, { token: ada.token })).toMatchObject({ status: 403, body: { code: 'only_organisers' } });
  });
});

describe('do-not-disturb while in the roulette', () => {
  it('is on while in it, so calls do not ring, and goes back to the earlier value on leaving', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const quiet = await attendee('Quiet', { doNotDisturb: true });
    const caller = await attendee('Caller');
    const adaSocket = await login(ada);
    expect(await dnd(ada)).toBe(false);
    await join(adaSocket, space);
    expect(await dnd(ada)).toBe(true);
    const callerSocket = await login(caller);
    expect(await ask(callerSocket, 'send_to_user', { user_id: ada.user.id, event: 'invited_for_new_videocall', data: {} })).toMatchObject({ ok: false, code: 'participant_not_available' });
    await leaveOf(adaSocket, space);
    expect(await dnd(ada)).toBe(false);

    // Someone who had it on keeps it on after leaving (restored, not switched off).
    const quietSocket = await login(quiet);
    await join(quietSocket, space);
    await leaveOf(quietSocket, space);
    expect(await entries(space)).toEqual([]);
    expect(await dnd(quiet)).toBe(true);
  });
});

describe('chatroulette_started', () => {
  it('tells the event when the queue of a published roulette goes from empty to someone waiting, at most once a minute', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const watcher = await login(await attendee('Watcher'));
    const started = next<{ space_id: number; slug: string; name: string }>(watcher, 'chatroulette_started');
    const adaSocket = await login(ada);
    await join(adaSocket, space);
    expect(await started).toEqual({ space_id: space.id, slug: space.slug, name: space.name });

    await leaveOf(adaSocket, space);
    const quiet = silence(watcher, 'chatroulette_started', 400);
    await join(adaSocket, space);
    await quiet;

    await leaveOf(adaSocket, space);
    t.clock.advance(61_000);
    const again = next(watcher, 'chatroulette_started');
    await join(await login(ada), space);
    await again;
  });

  it('stays quiet for an unpublished roulette', async () => {
    const closed = await roulette({ published: false });
    const watcher = await login(await attendee('Watcher'));
    const quiet = silence(watcher, 'chatroulette_started', 400);
    await join(await login(organiser), closed);
    await quiet;
  });
});
