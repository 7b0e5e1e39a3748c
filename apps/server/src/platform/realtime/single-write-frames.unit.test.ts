import http from 'node:http';
import type net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { writeBroadcastsDirectly, type BroadcastWindow } from './single-write-frames';

/** A real Socket.IO server on loopback with one websocket client in room `r`, and the server side's TCP socket. */
async function setUp(direct: boolean, transports: ('websocket' | 'polling')[] = ['websocket'], window?: BroadcastWindow) {
  const server = http.createServer();
  const io = new Server(server, { perMessageDeflate: false });
  const stats = direct ? writeBroadcastsDirectly(io, window) : { frames: 0, writes: 0, windowed: 0 };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const connected = new Promise<ServerSocket>((resolve) =>
    io.on('connection', (s) => {
      void s.join('r');
      resolve(s);
    }),
  );
  const client = connectClient(`http://127.0.0.1:${port}`, { transports, reconnection: false, forceNew: true });
  const socket = await connected;
  const writes = { writev: 0, write: 0, engine: 0 };
  socket.conn.on('packetCreate', () => (writes.engine += 1));
  const others: Socket[] = [];
  /** Another websocket client, in room `r` too. */
  const another = async () => {
    const joined = new Promise<ServerSocket>((resolve) => io.once('connection', resolve));
    const other = connectClient(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false, forceNew: true });
    others.push(other);
    return { client: other, socket: await joined };
  };
  const close = async () => {
    client.disconnect();
    for (const other of others) other.disconnect();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  };
  if (transports[0] !== 'websocket') return { io, socket, client, writes, stats, another, close };
  const transport = socket.conn.transport as unknown as { socket: { _socket: net.Socket } };
  const tcp = transport.socket._socket;
  const writev = tcp._writev?.bind(tcp);
  tcp._writev = (...args: Parameters<NonNullable<net.Socket['_writev']>>) => ((writes.writev += 1), writev!(...args));
  const write = tcp._write.bind(tcp);
  tcp._write = (...args: Parameters<net.Socket['_write']>) => ((writes.write += 1), write(...args));
  return { io, socket, client, writes, stats, another, close };
}

function received(client: Socket, count: number): Promise<unknown[]> {
  const got: unknown[] = [];
  return new Promise((resolve) =>
    client.on('m', (payload: unknown) => {
      got.push(payload);
      if (got.length === count) resolve(got);
    }),
  );
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

// Payload lengths on both sides of WebSocket's 7-, 16- and 64-bit length headers.
const texts = [0, 100, 125, 126, 200, 65_535, 65_536, 70_000].map((n) => 'é'.repeat(Math.floor(n / 2)) + 'x'.repeat(n % 2));

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('broadcasts written straight to idle WebSockets (decisions 0045, 0051)', () => {
  it('writes each broadcast to an idle socket with one plain write, past engine.io, every byte and the order kept', async () => {
    const setup = await setUp(true);
    close = setup.close;
    const all = received(setup.client, texts.length * 3);
    setup.writes.writev = 0;
    setup.writes.write = 0;
    texts.forEach((text, i) => setup.io.to('r').emit('m', { i, text }));
    // Interleaved with the socket's own packets (two-buffer frames of its own) in the same turn and after.
    texts.forEach((text, i) => {
      setup.io.to('r').emit('m', { i: `room ${i}`, text });
      setup.socket.emit('m', { i: `own ${i}`, text });
    });
    const got = await all;
    expect(got).toEqual([
      ...texts.map((text, i) => ({ i, text })),
      ...texts.flatMap((text, i) => [
        { i: `room ${i}`, text },
        { i: `own ${i}`, text },
      ]),
    ]);
    // Broadcasts alone: one write each, none through engine.io.
    setup.writes.writev = 0;
    setup.writes.write = 0;
    setup.writes.engine = 0;
    const more = received(setup.client, texts.length * 4);
    for (let round = 0; round < 4; round++) {
      for (const [i, text] of texts.entries()) {
        setup.io.to('r').emit('m', { i, text });
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    expect(await more).toHaveLength(texts.length * 4);
    expect(setup.writes.writev).toBe(0);
    expect(setup.writes.write).toBe(texts.length * 4);
    expect(setup.writes.engine).toBe(0);
  });

  it('queues a broadcast behind a packet still being written, and serves long-polling through engine.io, nothing lost', async () => {
    const setup = await setUp(true);
    close = setup.close;
    const all = received(setup.client, 3);
    setup.writes.engine = 0;
    // The socket's own packet with a callback keeps engine.io's transport busy until it was written.
    setup.socket.emit('m', { i: 'own', text: texts[7] });
    setup.io.to('r').emit('m', { i: 'room 1', text: texts[1] });
    setup.io.to('r').emit('m', { i: 'room 2', text: texts[6] });
    expect((await all).map((m) => (m as { i: string }).i)).toEqual(['own', 'room 1', 'room 2']);
    expect(setup.writes.engine).toBe(3);

    const polling = await setUp(true, ['polling']);
    const viaPolling = received(polling.client, texts.length);
    texts.forEach((text, i) => polling.io.to('r').emit('m', { i, text }));
    expect(await viaPolling).toEqual(texts.map((text, i) => ({ i, text })));
    await polling.close();
  });

  it('joins the broadcasts that reach a socket in one event-loop turn into one write, in order', async () => {
    const setup = await setUp(true);
    close = setup.close;
    const all = received(setup.client, texts.length);
    await nextTurn();
    setup.writes.write = 0;
    setup.writes.writev = 0;
    setup.writes.engine = 0;
    const before = { ...setup.stats };
    texts.forEach((text, i) => setup.io.to('r').emit('m', { i, text }));
    expect(await all).toEqual(texts.map((text, i) => ({ i, text })));
    expect(setup.writes).toEqual({ write: 1, writev: 0, engine: 0 });
    expect(setup.stats.frames - before.frames).toBe(texts.length);
    expect(setup.stats.writes - before.writes).toBe(1);
  });

  it("writes what waits before the socket's own packet and before a disconnect in the same turn: nothing lost", async () => {
    const setup = await setUp(true);
    close = setup.close;
    const got: string[] = [];
    setup.client.on('m', (payload: { i: string }) => got.push(payload.i));
    const gone = new Promise<string>((resolve) => setup.client.on('disconnect', resolve));
    setup.io.to('r').emit('m', { i: 'room 1', text: texts[1] });
    setup.io.to('r').emit('m', { i: 'room 2', text: texts[7] });
    setup.socket.emit('m', { i: 'own', text: texts[2] });
    setup.io.to('r').emit('m', { i: 'room 3', text: texts[3] });
    setup.socket.disconnect(true);
    expect(await gone).toBe('io server disconnect');
    expect(got).toEqual(['room 1', 'room 2', 'own', 'room 3']);
  });

  it('reaches every socket of a room once, skips the excepted ones, and leaves room operations as they were', async () => {
    const setup = await setUp(true);
    close = setup.close;
    const second = await setup.another();
    void second.socket.join(['r', 's']);
    void setup.socket.join('s');
    const count = (client: Socket) => {
      const got: string[] = [];
      client.on('m', (payload: { i: string }, ack?: (answer: string) => void) => {
        got.push(payload.i);
        ack?.('ok');
      });
      return got;
    };
    const [first, other] = [count(setup.client), count(second.client)];
    setup.io.to('r').emit('m', { i: 'r' });
    setup.io.to(['r', 's']).emit('m', { i: 'r+s' });
    setup.io.to('r').except(setup.socket.id).emit('m', { i: 'not first' });
    setup.io.to('nobody').emit('m', { i: 'nobody' });
    const answers = await setup.io.to('r').timeout(5000).emitWithAck('m', { i: 'ack' });
    expect(answers).toHaveLength(2);
    expect(first).toEqual(['r', 'r+s', 'ack']);
    expect(other).toEqual(['r', 'r+s', 'not first', 'ack']);
    setup.io.in('r').socketsLeave('r');
    expect([...setup.socket.rooms].sort()).toEqual([setup.socket.id, 's'].sort());
    expect([...second.socket.rooms].sort()).toEqual([second.socket.id, 's'].sort());
    expect((await setup.io.in('s').fetchSockets()).map((s) => s.id).sort()).toEqual([setup.socket.id, second.socket.id].sort());
  });

  it("keeps up with a room's members between its broadcasts: who joins gets the next ones, who leaves or disconnects does not", async () => {
    const setup = await setUp(true);
    close = setup.close;
    const second = await setup.another();
    const log = (client: Socket) => {
      const got: string[] = [];
      client.on('m', (payload: { i: string }) => got.push(payload.i));
      return got;
    };
    const [first, other] = [log(setup.client), log(second.client)];
    // Every connection joins `r` (setUp); the first leaves it and comes back, a third connects later.
    setup.io.to('r').emit('m', { i: '1' });
    setup.io.to('r').emit('m', { i: '2' });
    await setup.socket.leave('r');
    setup.io.to('r').emit('m', { i: '3' });
    await setup.socket.join('r');
    const third = await setup.another();
    const last = log(third.client);
    setup.io.to('r').emit('m', { i: '4' });
    third.socket.disconnect(true);
    setup.io.to('r').emit('m', { i: '5' });
    await received(setup.client, 2);
    await vi.waitFor(() => expect(other).toEqual(['1', '2', '3', '4', '5']));
    expect(first).toEqual(['1', '2', '4', '5']);
    expect(last).toEqual(['4']);
    expect(setup.stats.frames).toBe(10);
  });

  it('(without it, each broadcast is a corked writev of header and payload)', async () => {
    const setup = await setUp(false);
    close = setup.close;
    const more = received(setup.client, texts.length);
    for (const [i, text] of texts.entries()) {
      setup.io.to('r').emit('m', { i, text });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await more).toHaveLength(texts.length);
    expect(setup.writes.writev).toBe(texts.length);
  });
});

describe('a flush window for busy large rooms (decision 0056)', () => {
  /** Room `r` holds two sockets: large for a window of `largeRoomSockets: 2`. */
  async function largeRoom(windowMs: number) {
    const setup = await setUp(true, ['websocket'], { largeRoomSockets: 2, windowMs });
    close = setup.close;
    const second = await setup.another();
    await second.socket.join('r');
    const got = (client: Socket) => {
      const list: string[] = [];
      client.on('m', (payload: { i: string }) => list.push(payload.i));
      return list;
    };
    return { ...setup, second, firstGot: got(setup.client), secondGot: got(second.client) };
  }
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it("writes a quiet large room's broadcast at the end of the turn, then joins the busy room's broadcasts of a window into one write per socket", async () => {
    const setup = await largeRoom(1000);
    await nextTurn();
    setup.io.to('r').emit('m', { i: 'quiet' });
    await until(() => setup.firstGot.length === 1 && setup.secondGot.length === 1);
    // The first broadcast after a quiet spell waited for nothing.
    expect(setup.stats).toMatchObject({ frames: 2, writes: 2, windowed: 0 });
    setup.writes.write = 0;
    const concat = Buffer.concat;
    const joins: number[] = [];
    const spy = vi.spyOn(Buffer, 'concat').mockImplementation((list, length) => (joins.push(list.length), concat.call(Buffer, list, length)));
    // Five broadcasts in five turns: each turn's end would have written each socket five times.
    for (const i of ['1', '2', '3', '4', '5']) {
      setup.io.to('r').emit('m', { i, text: texts[Number(i)] });
      await nextTurn();
    }
    await until(() => setup.firstGot.length === 6 && setup.secondGot.length === 6);
    // Both sockets got the same five frames: they were joined once for both writes.
    spy.mockRestore();
    expect(joins.filter((parts) => parts === 5)).toHaveLength(1);
    expect(setup.firstGot).toEqual(['quiet', '1', '2', '3', '4', '5']);
    expect(setup.secondGot).toEqual(['quiet', '1', '2', '3', '4', '5']);
    expect(setup.writes).toMatchObject({ write: 1, writev: 0, engine: 0 });
    expect(setup.stats).toMatchObject({ frames: 12, writes: 4, windowed: 10 });
  });

  it("keeps small rooms immediate; a small room's broadcast, the socket's own packet and a disconnect write what waits first", async () => {
    // A window far longer than the test: only the other packets can have written the waiting frames.
    const setup = await largeRoom(60_000);
    const gone = new Promise<string>((resolve) => setup.client.on('disconnect', resolve));
    setup.io.to('r').emit('m', { i: 'quiet' });
    await until(() => setup.firstGot.length === 1);
    setup.writes.write = 0;
    setup.io.to('r').emit('m', { i: 'large 1' });
    await nextTurn();
    setup.io.to('r').emit('m', { i: 'large 2' });
    await nextTurn();
    expect(setup.writes.write).toBe(0);
    // The socket's own room holds one socket: small, written at the end of this turn with what waits before it.
    setup.io.to(setup.socket.id).emit('m', { i: 'small' });
    await until(() => setup.firstGot.length === 4);
    expect(setup.writes.write).toBe(1);
    setup.io.to('r').emit('m', { i: 'large 3' });
    setup.socket.emit('m', { i: 'own' });
    setup.io.to('r').emit('m', { i: 'large 4' });
    await nextTurn();
    setup.socket.disconnect(true);
    expect(await gone).toBe('io server disconnect');
    expect(setup.firstGot).toEqual(['quiet', 'large 1', 'large 2', 'small', 'large 3', 'own', 'large 4']);
    // The other socket of the room still waits for its window; its own packet writes it.
    setup.second.socket.emit('m', { i: 'own' });
    await until(() => setup.secondGot.length === 6);
    expect(setup.secondGot).toEqual(['quiet', 'large 1', 'large 2', 'large 3', 'large 4', 'own']);
  });

  it('leaves the window off by default: every turn writes', async () => {
    const setup = await setUp(true);
    close = setup.close;
    const all = received(setup.client, 5);
    await nextTurn();
    setup.writes.write = 0;
    for (let i = 0; i < 5; i++) {
      setup.io.to('r').emit('m', { i });
      await nextTurn();
    }
    await all;
    expect(setup.writes.write).toBe(5);
    expect(setup.stats.windowed).toBe(0);
  });
});
