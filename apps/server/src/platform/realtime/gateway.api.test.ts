import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { rooms } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { fromIp, signInAndAgree } from '../../../test/factories';
import { ask, connect, disconnected, loggedIn, next, silence, socketPool } from '../../../test/socket-client';
import { reconnectMemoryMs } from './reconnect-memory';

let t: TestServer;
let alice: Person;
let bob: Person;
const sockets = socketPool();
const track = <S extends Socket>(s: S) => sockets.track(s);

beforeAll(async () => {
  t = await startTestServer();
  alice = await person(t, { firstName: 'Alice' });
  bob = await person(t, { firstName: 'Bob' });
  await makeEvent(t, { slug: 'rt' });
  const invite = await makeEvent(t, { slug: 'rt-invite', inviteOnly: true });
  await addRole(t, invite, alice, 'attendee');
  await makeEvent(t, { slug: 'rt-draft', published: false });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('realtime login', () => {
  it('answers a valid token for an allowed event with authenticated', async () => {
    const socket = track(await connect(t.url));
    const reply = next(socket, 'authenticated');
    socket.emit('login', { token: alice.token, event_slug: 'rt' });
    expect(await reply).toEqual({ user_id: alice.user.id, event_slug: 'rt' });
  });

  it('refuses a bad token with login_failed', async () => {
    const socket = track(await connect(t.url));
    const reply = next(socket, 'login_failed');
    socket.emit('login', { token: 'garbage', event_slug: 'rt' });
    expect(await reply).toEqual({ detail: 'Token is invalid or expired.', code: 'token_not_valid' });
  });

  it('refuses people not on an invite-only list, and unpublished events, with their codes', async () => {
    const socket = track(await connect(t.url));
    let reply = next(socket, 'login_failed');
    socket.emit('login', { token: bob.token, event_slug: 'rt-invite' });
    expect(await reply).toMatchObject({ code: 'inviteonly' });
    reply = next(socket, 'login_failed');
    socket.emit('login', { token: bob.token, event_slug: 'rt-draft' });
    expect(await reply).toMatchObject({ code: 'not_published' });
    reply = next(socket, 'login_failed');
    socket.emit('login', { token: bob.token, event_slug: 'nope' });
    expect(await reply).toMatchObject({ code: 'not_found' });
    // alice is on the list
    const ok = next(socket, 'authenticated');
    socket.emit('login', { token: alice.token, event_slug: 'rt-invite' });
    await ok;
  });

  it('refuses a malformed login payload', async () => {
    const socket = track(await connect(t.url));
    const reply = next(socket, 'login_failed');
    socket.emit('login', { token: '', event_slug: 'rt' });
    expect(await reply).toMatchObject({ detail: 'Invalid login payload.', code: 'invalid_payload' });
  });

  it('refuses every other event before login with event_error', async () => {
    const socket = track(await connect(t.url));
    const reply = next(socket, 'event_error');
    socket.emit('subscribe_to_space', { event_slug: 'rt' });
    expect(await reply).toEqual({ event: 'subscribe_to_space', detail: 'Log in first.', code: 'not_logged_in' });
    expect(await ask(socket, 'user_is_alive', {})).toMatchObject({ ok: false, code: 'not_logged_in' });
  });

  it('handles events in order: login followed at once by another event works', async () => {
    const socket = track(await connect(t.url));
    socket.emit('login', { token: alice.token, event_slug: 'rt' });
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'rt' })).toEqual({ ok: true });
  });

  it('refuses unknown events and invalid payloads after login', async () => {
    const socket = track(await loggedIn(t.url, alice.token, 'rt'));
    const unknown = next(socket, 'event_error');
    socket.emit('do_something_else', {});
    expect(await unknown).toMatchObject({ event: 'do_something_else', code: 'unknown_event' });
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'rt', space_id: 'x' })).toMatchObject({ ok: false, code: 'invalid_payload' });
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'other' })).toMatchObject({ ok: false, code: 'wrong_event' });
  });

  it('closes a socket that has not logged in within the login timeout', async () => {
    t.server.platform.realtime.loginTimeoutMs = 300;
    try {
      const socket = track(await connect(t.url));
      const failed = next(socket, 'login_failed');
      const gone = disconnected(socket);
      const started = Date.now();
      expect(await failed).toMatchObject({ code: 'login_timeout' });
      expect(await gone).toBe('io server disconnect');
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      t.server.platform.realtime.loginTimeoutMs = 10_000;
    }
  });

  it('keeps a logged-in socket past the login timeout', async () => {
    t.server.platform.realtime.loginTimeoutMs = 300;
    try {
      const socket = track(await loggedIn(t.url, alice.token, 'rt'));
      await silence(socket, 'disconnect', 600);
      expect(socket.connected).toBe(true);
    } finally {
      t.server.platform.realtime.loginTimeoutMs = 10_000;
    }
  });

  it('does not extend the login timeout by failed logins', async () => {
    t.server.platform.realtime.loginTimeoutMs = 400;
    try {
      const socket = track(await connect(t.url));
      const failed = next(socket, 'login_failed');
      const gone = disconnected(socket, 2000);
      socket.emit('login', { token: 'garbage', event_slug: 'rt' });
      await failed;
      expect(await gone).toBe('io server disconnect');
    } finally {
      t.server.platform.realtime.loginTimeoutMs = 10_000;
    }
  });

  it('closes the socket on a frame over 64 KB', async () => {
    const socket = track(await loggedIn(t.url, alice.token, 'rt'));
    const gone = disconnected(socket);
    socket.emit('user_is_alive', { padding: 'x'.repeat(65 * 1024) });
    expect(await gone).toBe('transport close');
  });

  it('accepts a frame just under 64 KB', async () => {
    const socket = track(await loggedIn(t.url, alice.token, 'rt'));
    expect(await ask(socket, 'user_is_alive', { padding: 'x'.repeat(60 * 1024) })).toEqual({ ok: true });
  });

  it('drops the rooms of the old person when a socket logs in as someone else, or fails to', async () => {
    const socket = track(await loggedIn(t.url, alice.token, 'rt'));
    const failed = next(socket, 'login_failed');
    socket.emit('login', { token: 'garbage', event_slug: 'rt' });
    await failed;
    // No longer logged in: events are refused, and alice's messages no longer reach this socket.
    expect(await ask(socket, 'user_is_alive')).toMatchObject({ ok: false, code: 'not_logged_in' });
    const quiet = silence(socket, 'updated_published_space', 300);
    t.server.platform.realtime.emitToUser(alice.user.id, 'updated_published_space', { id: 1, type: 'map', slug: 'x', published: true });
    await quiet;
    const ok = next(socket, 'authenticated');
    socket.emit('login', { token: bob.token, event_slug: 'rt' });
    expect(await ok).toMatchObject({ user_id: bob.user.id });
  });
});

describe('logging in again on the same socket', () => {
  const published = (id: number) => ({ id, type: 'map' as const, slug: 'x', published: true });
  let spaceId: number;
  beforeAll(async () => {
    const event = await makeEvent(t, { slug: 'rt-again' });
    spaceId = (await makeSpace(t, event, 'map')).id;
  });

  /** A socket of `token` in rt-again that subscribed to the space. */
  async function subscribed(token: string): Promise<Socket> {
    const socket = track(await loggedIn(t.url, token, 'rt-again'));
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'rt-again', space_id: spaceId })).toEqual({ ok: true });
    return socket;
  }

  it('keeps the rooms when the same person logs in again with a refreshed token', async () => {
    const tokens = await signInAndAgree(t, 'again@example.com', 'rt-again', fromIp('10.62.0.1'));
    const socket = await subscribed(tokens.access);
    const refreshed = await t.api('POST', '/api/auth/jwt/refresh/', { body: { refresh: tokens.refresh }, headers: fromIp('10.62.0.1') });
    expect(refreshed.status).toBe(200);
    const again = next(socket, 'authenticated');
    socket.emit('login', { token: (refreshed.body as { access: string }).access, event_slug: 'rt-again' });
    await again;
    // No subscribe_to_space again: the space's broadcasts still arrive.
    const arrived = next(socket, 'updated_published_space');
    t.server.platform.realtime.emitToRoom(rooms.space(spaceId), 'updated_published_space', published(spaceId));
    expect(await arrived).toEqual(published(spaceId));
  });

  it('keeps the rooms on a token of another sign-in of the same person, tied from then on to that sign-in', async () => {
    const socket = await subscribed(alice.token);
    const other = await mintToken(t, alice.user.id);
    const again = next(socket, 'authenticated');
    socket.emit('login', { token: other, event_slug: 'rt-again' });
    expect(await again).toEqual({ user_id: alice.user.id, event_slug: 'rt-again' });
    const arrived = next(socket, 'updated_published_space');
    t.server.platform.realtime.emitToRoom(rooms.space(spaceId), 'updated_published_space', published(spaceId));
    await arrived;
    const userMessage = next(socket, 'updated_published_space');
    t.server.platform.realtime.emitToUser(alice.user.id, 'updated_published_space', published(spaceId));
    await userMessage;
    // Ending the first sign-in no longer closes it; ending the one it logged in with now does.
    const sessionOf = async (token: string) => (await t.server.platform.tokens.verifyAccess(token))?.sessionId ?? '';
    t.server.platform.realtime.disconnectSession(await sessionOf(alice.token));
    expect(await ask(socket, 'user_is_alive')).toEqual({ ok: true });
    const gone = disconnected(socket);
    t.server.platform.realtime.disconnectSession(await sessionOf(other));
    expect(await gone).toBe('io server disconnect');
  });

  it("says `reconnected` (the spec's name) after `authenticated` to a socket logging in again, never on a first login", async () => {
    const socket = track(await connect(t.url));
    const first = next(socket, 'authenticated');
    const none = silence(socket, 'reconnected', 300);
    // A sign-in of its own: one whose socket dropped a moment ago would hear `reconnected` on a new socket too.
    socket.emit('login', { token: await mintToken(t, alice.user.id), event_slug: 'rt-again' });
    await first;
    await none;
    const order: string[] = [];
    socket.on('authenticated', () => order.push('authenticated'));
    const again = next(socket, 'reconnected');
    socket.emit('login', { token: await mintToken(t, alice.user.id), event_slug: 'rt-again' });
    expect(await again).toEqual({ user_id: alice.user.id, event_slug: 'rt-again' });
    expect(order).toEqual(['authenticated']);
  });

  it('drops the rooms when another person logs in on the socket', async () => {
    const socket = await subscribed(alice.token);
    const again = next(socket, 'authenticated');
    socket.emit('login', { token: bob.token, event_slug: 'rt-again' });
    expect(await again).toEqual({ user_id: bob.user.id, event_slug: 'rt-again' });
    const quiet = silence(socket, 'updated_published_space', 300);
    t.server.platform.realtime.emitToRoom(rooms.space(spaceId), 'updated_published_space', published(spaceId));
    t.server.platform.realtime.emitToUser(alice.user.id, 'updated_published_space', published(spaceId));
    await quiet;
  });

  it('drops the rooms when the same person logs in to another event', async () => {
    const socket = await subscribed(alice.token);
    const again = next(socket, 'authenticated');
    socket.emit('login', { token: alice.token, event_slug: 'rt' });
    await again;
    const quiet = silence(socket, 'updated_published_space', 300);
    t.server.platform.realtime.emitToRoom(rooms.space(spaceId), 'updated_published_space', published(spaceId));
    await quiet;
  });
});

/** A new socket of `token` logs in to `rt`; answers the socket and what it heard until its login was acknowledged. */
async function welcome(server: TestServer, token: string): Promise<{ socket: Socket; heard: [string, unknown][] }> {
  const socket = track(await connect(server.url));
  const heard: [string, unknown][] = [];
  for (const event of ['authenticated', 'reconnected']) socket.on(event, (payload: unknown) => heard.push([event, payload]));
  // Both are sent before the acknowledgement, on the same connection.
  expect(await ask(socket, 'login', { token, event_slug: 'rt' })).toEqual({ ok: true });
  return { socket, heard };
}

/** Closes the socket with `close`; resolves with the server's reason once its server noticed. */
function closed(server: TestServer, socket: Socket, close: () => void): Promise<string> {
  const own = server.server.platform.realtime.io.of('/').sockets.get(socket.id ?? '');
  if (!own) throw new Error(`socket ${socket.id} is not on that server`);
  const noticed = new Promise<string>((resolve) => own.once('disconnect', resolve));
  close();
  return noticed;
}

/** Closes the socket's connection under it, as a network drop does. */
const drop = (server: TestServer, socket: Socket) => closed(server, socket, () => socket.io.engine.close());

describe('a connection that drops and comes back on a new socket', () => {
  const welcomed = (person: Person) => ['authenticated', { user_id: person.user.id, event_slug: 'rt' }];
  const reconnected = (person: Person) => ['reconnected', { user_id: person.user.id, event_slug: 'rt' }];

  it('hears `reconnected` after `authenticated` when its sign-in\'s socket dropped; another sign-in of the person does not', async () => {
    const token = await mintToken(t, bob.user.id);
    const { socket, heard } = await welcome(t, token);
    expect(heard).toEqual([welcomed(bob)]);
    expect(await drop(t, socket)).toBe('transport close');
    expect((await welcome(t, token)).heard).toEqual([welcomed(bob), reconnected(bob)]);
    // A fresh sign-in (another browser, or signing in again) is a first connection.
    expect((await welcome(t, await mintToken(t, bob.user.id))).heard).toEqual([welcomed(bob)]);
  });

  it('hears only `authenticated` after its client closed the socket itself', async () => {
    const token = await mintToken(t, bob.user.id);
    const { socket } = await welcome(t, token);
    expect(await closed(t, socket, () => socket.disconnect())).toBe('client namespace disconnect');
    expect((await welcome(t, token)).heard).toEqual([welcomed(bob)]);
  });

  it(`forgets a drop after ${reconnectMemoryMs / 60_000} minutes`, async () => {
    const token = await mintToken(t, bob.user.id);
    await drop(t, (await welcome(t, token)).socket);
    expect((await welcome(t, token)).heard).toEqual([welcomed(bob), reconnected(bob)]);
    t.clock.advance(reconnectMemoryMs + 1000);
    try {
      expect((await welcome(t, token)).heard).toEqual([welcomed(bob)]);
    } finally {
      t.clock.advance(-(reconnectMemoryMs + 1000));
    }
  });
});

describe('event names', () => {
  it('looks names up as own properties only: Object.prototype names are unknown events, not server errors', async () => {
    const errors: unknown[] = [];
    const logger = t.server.platform.logger;
    const original = logger.error.bind(logger);
    logger.error = ((...args: unknown[]) => {
      errors.push(args);
      return original(...(args as Parameters<typeof original>));
    }) as typeof logger.error;
    try {
      for (const socket of [track(await connect(t.url)), track(await loggedIn(t.url, alice.token, 'rt'))]) {
        for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__']) {
          const refused = next(socket, 'event_error');
          expect(await ask(socket, name, {})).toEqual({ ok: false, detail: `Unknown event "${name}".`, code: 'unknown_event' });
          expect(await refused).toEqual({ event: name, detail: `Unknown event "${name}".`, code: 'unknown_event' });
        }
      }
      expect(errors).toEqual([]);
    } finally {
      logger.error = original;
    }
  });
});

describe('/metrics', () => {
  const metric = (text: string, name: string, labels = ''): number => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
    return line === undefined ? NaN : Number(line.split(' ')[1]);
  };

  it('reports live and logged-in sockets, events handled and refused, and event-loop lag', async () => {
    const before = (await t.api('GET', '/metrics')).body as string;
    const handled = (text: string) => metric(text, 'foyer_realtime_events_total', '{event="user_is_alive",result="handled"}');
    const refused = (text: string) => metric(text, 'foyer_realtime_events_total', '{event="unknown",result="refused"}');
    const opened = [track(await connect(t.url)), track(await loggedIn(t.url, alice.token, 'rt')), track(await loggedIn(t.url, bob.token, 'rt'))];
    const [anonymous, a] = opened as [Socket, Socket, Socket];
    expect(await ask(a, 'user_is_alive')).toEqual({ ok: true });
    expect(await ask(anonymous, 'no_such_event')).toMatchObject({ ok: false, code: 'unknown_event' });

    const during = (await t.api('GET', '/metrics')).body as string;
    expect(metric(during, 'foyer_realtime_sockets') - metric(before, 'foyer_realtime_sockets')).toBe(3);
    expect(metric(during, 'foyer_realtime_sockets_logged_in') - metric(before, 'foyer_realtime_sockets_logged_in')).toBe(2);
    expect(handled(during) - (handled(before) || 0)).toBe(1);
    expect(refused(during) - (refused(before) || 0)).toBe(1);
    expect(metric(during, 'foyer_realtime_events_refused_total', '{event="unknown",code="unknown_event"}')).toBeGreaterThanOrEqual(1);
    expect(metric(during, 'foyer_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(metric(during, 'foyer_nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0);

    for (const socket of opened) {
      const gone = disconnected(socket);
      socket.disconnect();
      await gone;
    }
    let after = '';
    for (let i = 0; i < 50; i++) {
      after = (await t.api('GET', '/metrics')).body as string;
      if (metric(after, 'foyer_realtime_sockets') === metric(before, 'foyer_realtime_sockets')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(metric(after, 'foyer_realtime_sockets')).toBe(metric(before, 'foyer_realtime_sockets'));
    expect(metric(after, 'foyer_realtime_sockets_logged_in')).toBe(metric(before, 'foyer_realtime_sockets_logged_in'));
  });

  it('counts broadcast frames written straight to sockets and the writes they took: one per socket and turn', async () => {
    const frames = (text: string) => metric(text, 'foyer_realtime_direct_frames_total');
    const writes = (text: string) => metric(text, 'foyer_realtime_direct_writes_total');
    const pair = [track(await loggedIn(t.url, alice.token, 'rt')), track(await loggedIn(t.url, bob.token, 'rt'))];
    const arrived = pair.map((socket) => {
      const got: string[] = [];
      return new Promise<string[]>((resolve) =>
        socket.on('event_error', (payload: { detail: string }) => {
          got.push(payload.detail);
          if (got.length === 3) resolve(got);
        }),
      );
    });
    const before = (await t.api('GET', '/metrics')).body as string;
    // Three broadcasts in one turn to both sockets of the event's room (local ones: a broadcast to every process
    // goes out here only after its NOTIFY was sent, each on a pool connection of its own).
    for (const detail of ['1', '2', '3']) t.server.platform.realtime.emitToRoomLocally(rooms.event('rt'), 'event_error', { event: 'bench', detail });
    expect(await Promise.all(arrived)).toEqual([
      ['1', '2', '3'],
      ['1', '2', '3'],
    ]);
    const after = (await t.api('GET', '/metrics')).body as string;
    // Other broadcasts of the server may add frames and writes meanwhile; ours saved a write for 4 of their 6 frames.
    expect(frames(after) - frames(before)).toBeGreaterThanOrEqual(6);
    expect(frames(after) - frames(before) - (writes(after) - writes(before))).toBeGreaterThanOrEqual(4);
  });
});

// Last: a closed second process stays counted by the first one's adapter for a while.
describe('a connection that drops on one server process and comes back on another', () => {
  it('hears `reconnected` there, after a drop or after its process stopped', async () => {
    const t2 = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock });
    let stopped = false;
    try {
      const dropped = await mintToken(t, alice.user.id);
      await drop(t, (await welcome(t, dropped)).socket);
      // Back on the same process first: written by then, as that process writes a drop before it reads.
      expect((await welcome(t, dropped)).heard.map(([event]) => event)).toEqual(['authenticated', 'reconnected']);
      expect((await welcome(t2, dropped)).heard.map(([event]) => event)).toEqual(['authenticated', 'reconnected']);

      const restarted = await mintToken(t, alice.user.id);
      expect((await welcome(t2, restarted)).heard.map(([event]) => event)).toEqual(['authenticated']);
      stopped = true;
      await t2.close();
      expect((await welcome(t, restarted)).heard.map(([event]) => event)).toEqual(['authenticated', 'reconnected']);
    } finally {
      if (!stopped) await t2.close();
    }
  });
});
