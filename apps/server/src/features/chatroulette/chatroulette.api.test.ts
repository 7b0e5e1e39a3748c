import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, next, silence, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../events';
import { keepApartInRoulette } from '.';

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
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
  event = await makeEvent(t, { slug });
  organiser = await person(t, { firstName: 'Olga' });
  await addRole(t, event, organiser, 'organiser');
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
    expect(res.body).toEqual({ meta: { id: space.id, slug: space.slug, name: space.name, published: true, image: null }, embedded_url: null, waiting: 0 });
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
    expect((await t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: ada.token, body: { room: callId } })).status).toBe(200);
    expect((await t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: ben.token, body: { room: callId } })).status).toBe(200);
    expect((await t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: eve.token, body: { room: callId } })).status).toBe(403);

    // The page leaving an older call (exit with its id) does not take Ada out of this one; leaving this one does.
    const users = async () => ((await t.api('GET', `/api/events/${slug}/videocalls/${callId}/`, { token: ada.token })).body.users as { id: number }[]).map((u) => u.id);
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
    keepApartInRoulette(t.server.platform, ({ a, b }) => sql`(${a} = ${ada.user.id} and ${b} = ${ben.user.id}) or (${a} = ${ben.user.id} and ${b} = ${ada.user.id})`);
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
    const adaSocket = await login(ada);
    const benSocket = await login(ben);
    await join(adaSocket, space);
    const first = await join(benSocket, space);
    expect(first).toMatchObject({ state: 'paired', partner: { id: ada.user.id } });
    const cySocket = await login(cy);
    expect(await join(cySocket, space)).toMatchObject({ state: 'waiting' });

    const benTold = stateUntil(benSocket, 'waiting');
    const cyTold = stateUntil(cySocket, 'paired');
    const again = (await ask(adaSocket, 'next_chatroulette', { space_id: space.id })) as unknown as State;
    expect(again).toMatchObject({ ok: true, state: 'paired', partner: { id: cy.user.id } });
    expect(again.videocall_id).not.toBe(first.videocall_id);
    expect(await cyTold).toMatchObject({ state: 'paired', partner: { id: ada.user.id } });
    expect(await benTold).toMatchObject({ state: 'waiting', videocall_id: null, partner: null });
    const ended = await t.api('GET', `/api/events/${slug}/videocalls/${first.videocall_id}/`, { token: ben.token });
    expect(ended.body.ended).toBe(true);
  });

  it('leaves two people alone waiting rather than pairing them again straight away', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const adaSocket = await login(ada);
    await join(adaSocket, space);
    await join(await login(ben), space);
    expect(await ask(adaSocket, 'next_chatroulette', { space_id: space.id })).toMatchObject({ ok: true, state: 'waiting' });
    expect((await entries(space)).map((r) => r.partner_id)).toEqual([null, null]);
  });

  it('refuses next outside the roulette', async () => {
    const space = await roulette();
    expect(await ask(await login(await attendee('Ada')), 'next_chatroulette', { space_id: space.id })).toMatchObject({ ok: false, code: 'not_in_roulette' });
  });
});

describe('leaving', () => {
  it('a partner leaving or disconnecting ends the call and puts the other back to waiting', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const adaSocket = await login(ada);
    await join(adaSocket, space);
    const benSocket = await login(ben);
    const pair = await join(benSocket, space);

    const told = stateUntil(adaSocket, 'waiting');
    benSocket.disconnect();
    expect(await told).toMatchObject({ state: 'waiting', partner: null });
    expect(await entries(space)).toEqual([{ user_id: ada.user.id, partner_id: null, call_id: null }]);
    expect((await t.api('GET', `/api/events/${slug}/videocalls/${pair.videocall_id}/`, { token: ada.token })).body.ended).toBe(true);

    // Exit: the person is out.
    const benAgain = await login(ben);
    const cy = await attendee('Cy');
    const cySocket = await login(cy);
    await join(cySocket, space);
    expect(await join(benAgain, space)).toMatchObject({ state: 'waiting' });
    await ask(adaSocket, 'leave_chatroulette', { space_id: space.id });
    expect((await entries(space)).map((r) => r.user_id)).toEqual([ben.user.id, cy.user.id].sort((a, b) => a - b));
  });
});

describe('reports', () => {
  it('stores the reason for the organisers, ends the pair and never pairs the two again', async () => {
    const space = await roulette();
    const ada = await attendee('Ada');
    const ben = await attendee('Ben');
    const cy = await attendee('Cy');
    const adaSocket = await login(ada);
    const benSocket = await login(ben);
    await join(adaSocket, space);
    const pair = await join(benSocket, space);

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
    const cySecond = (await ask(cySocket, 'next_chatroulette', { space_id: space.id })) as unknown as State;
    expect(cySecond).toMatchObject({ state: 'paired' });
    expect(cySecond.partner!.id).not.toBe(firstId);
    expect(await ask(otherSocket, 'next_chatroulette', { space_id: space.id })).toMatchObject({ state: 'waiting' });
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
    await ask(adaSocket, 'leave_chatroulette', { space_id: space.id });
    expect(await dnd(ada)).toBe(false);

    // Someone who had it on keeps it on after leaving (restored, not switched off).
    const quietSocket = await login(quiet);
    await join(quietSocket, space);
    quietSocket.disconnect();
    await expect.poll(async () => (await entries(space)).length).toBe(0);
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

    await ask(adaSocket, 'leave_chatroulette', { space_id: space.id });
    const quiet = silence(watcher, 'chatroulette_started', 400);
    await join(adaSocket, space);
    await quiet;

    await ask(adaSocket, 'leave_chatroulette', { space_id: space.id });
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
