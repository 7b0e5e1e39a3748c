import http from 'node:http';
import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { writeBroadcastsDirectly } from './single-write-frames';

/** A real Socket.IO server on loopback with one websocket client in room `r`, and the server side's TCP socket. */
async function setUp(direct: boolean, transports: ('websocket' | 'polling')[] = ['websocket']) {
  const server = http.createServer();
  const io = new Server(server, { perMessageDeflate: false });
  const stats = direct ? writeBroadcastsDirectly(io) : { frames: 0, writes: 0 };
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
