import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { rooms } from '@foyer/contracts';
import { startTestServer, type TestServer } from './harness';
import { addRole, makeEvent, makeSpace, person, type Person } from './event-factories';
import { ask, loggedIn, socketPool } from './socket-client';
import { presenceConnections } from '../src/features/presence/presence.schema';

/** Rooms of at least this many local sockets count as large here (the default is 500). */
const largeRoom = 20;

let t: TestServer;
let alice: Person;
let bob: Person;
/** The hall's public chat. */
let chatId: number;
const sockets = socketPool();

beforeAll(async () => {
  // As with several processes (the PostgreSQL adapter), whatever the database: broadcasts then reach this
  // process's sockets only after their publication, which must not reorder one sender's messages.
  t = await startTestServer({ env: { REALTIME_LARGE_ROOM_SOCKETS: String(largeRoom), REALTIME_BROADCAST_WINDOW_MS: '100', FOYER_PROCESSES: 'many' } });
  alice = await person(t, { firstName: 'Alice' });
  bob = await person(t, { firstName: 'Bob' });
  const event = await makeEvent(t, { slug: 'crowd' });
  await addRole(t, event, alice, 'attendee');
  await addRole(t, event, bob, 'attendee');
  const hall = await makeSpace(t, event, 'map', { slug: 'crowd-hall' });
  chatId = (await t.server.services.chat.createChat(event.id, hall.id)).id;
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? NaN : Number(line.split(' ')[1]);
}
const scrape = async () => (await t.api('GET', '/metrics')).body as string;

async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

/** `count` sockets of `who` logged in to the event, a dozen at a time. */
async function crowd(who: Person, count: number): Promise<Socket[]> {
  const opened: Socket[] = [];
  while (opened.length < count) {
    const batch = Math.min(12, count - opened.length);
    opened.push(...(await Promise.all(Array.from({ length: batch }, () => loggedIn(t.url, who.token, 'crowd')))));
  }
  return opened.map((s) => sockets.track(s));
}

/** The server's view of the namespace's rooms (this process). */
const roomsOf = () => t.server.platform.realtime.io.of('/').adapter.rooms;

describe('many sockets closing at once (a venue losing its Wi-Fi)', () => {
  it('ends every closed socket: connections, logins, rooms and presence rows, while the others stay', async () => {
    const staying = sockets.track(await loggedIn(t.url, bob.token, 'crowd'));
    const before = await scrape();
    const dropping = await crowd(alice, 150);
    const ids = dropping.map((s) => s.id!);
    const during = await scrape();
    expect(metric(during, 'foyer_realtime_sockets') - metric(before, 'foyer_realtime_sockets')).toBe(150);
    expect(metric(during, 'foyer_realtime_sockets_logged_in') - metric(before, 'foyer_realtime_sockets_logged_in')).toBe(150);
    await eventually(async () => (await t.server.platform.db.select().from(presenceConnections).where(inArray(presenceConnections.socketId, ids))).length === 150);

    // Every connection's TCP socket goes in the same turn, without a goodbye (no close frame, no disconnect packet).
    for (const socket of dropping) {
      const transport = socket.io.engine.transport as unknown as { ws: { _socket: { destroy(): void } } };
      transport.ws._socket.destroy();
    }
    await eventually(async () => metric(await scrape(), 'foyer_realtime_sockets') === metric(before, 'foyer_realtime_sockets'));
    const after = await scrape();
    expect(metric(after, 'foyer_realtime_sockets_logged_in')).toBe(metric(before, 'foyer_realtime_sockets_logged_in'));
    // No closed socket is left in a room: alice's own rooms are gone, the event's room holds bob's socket.
    for (const [room, members] of roomsOf()) for (const id of ids) expect(members.has(id), `${id} in ${room}`).toBe(false);
    expect(roomsOf().has(rooms.user(alice.user.id))).toBe(false);
    expect([...(roomsOf().get(rooms.event('crowd')) ?? [])]).toEqual([staying.id]);
    await eventually(async () => (await t.server.platform.db.select().from(presenceConnections).where(inArray(presenceConnections.socketId, ids))).length === 0);
    // The socket that stayed still works.
    expect(await ask(staying, 'user_is_alive')).toEqual({ ok: true });
  });
});

describe('the flush window of a busy large room (decision 0056)', () => {
  it("delivers a large room's broadcasts in order to every socket and counts the frames that waited on /metrics", async () => {
    const members = await crowd(bob, largeRoom + 5);
    const arrived = members.map((socket) => {
      const got: string[] = [];
      return new Promise<string[]>((resolve) =>
        socket.on('event_error', (payload: { detail: string }) => {
          got.push(payload.detail);
          if (got.length === 3) resolve(got);
        }),
      );
    });
    const windowed = (text: string) => metric(text, 'foyer_realtime_windowed_frames_total');
    const before = await scrape();
    // Three broadcasts in three turns: the second and third follow a large room's broadcast closely, so they wait.
    for (const detail of ['1', '2', '3']) {
      t.server.platform.realtime.emitToRoomLocally(rooms.event('crowd'), 'event_error', { event: 'crowd', detail });
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const got of await Promise.all(arrived)) expect(got).toEqual(['1', '2', '3']);
    const after = await scrape();
    expect(windowed(after) - windowed(before)).toBeGreaterThanOrEqual(2 * members.length);
    expect(metric(after, 'foyer_realtime_direct_frames_total') - metric(before, 'foyer_realtime_direct_frames_total')).toBeGreaterThanOrEqual(3 * members.length);
  });
});

describe("a public chat whose senders are not in it (a stage's viewers, a second device)", () => {
  it("takes the large room's flush window too: the sender's own copy goes to it alone", async () => {
    const members = await crowd(bob, largeRoom + 5);
    await Promise.all(members.map((socket) => ask(socket, 'join_chat', { chat_id: chatId })));
    const sender = sockets.track(await loggedIn(t.url, alice.token, 'crowd'));
    const texts = ['one', 'two', 'three'];
    const arrived = [...members, sender].map((socket) => {
      const got: string[] = [];
      return new Promise<string[]>((resolve) =>
        socket.on('received_public_message', (message: { text: string }) => {
          got.push(message.text);
          if (got.length === texts.length) resolve(got);
        }),
      );
    });
    const windowed = (text: string) => metric(text, 'foyer_realtime_windowed_frames_total');
    const before = await scrape();
    for (const text of texts) expect(await ask(sender, 'send_public_message', { chat_id: chatId, text })).toMatchObject({ ok: true });
    for (const got of await Promise.all(arrived)) expect(got).toEqual(texts);
    // Before: one broadcast to [chat room, sender] per message, which the window never takes.
    expect(windowed(await scrape()) - windowed(before)).toBeGreaterThanOrEqual(members.length);
  });
});
