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
  if (direct) writeBroadcastsDirectly(io);
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
  const close = async () => {
    client.disconnect();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  };
  if (transports[0] !== 'websocket') return { io, socket, client, writes, close };
  const transport = socket.conn.transport as unknown as { socket: { _socket: net.Socket } };
  const tcp = transport.socket._socket;
  const writev = tcp._writev?.bind(tcp);
  tcp._writev = (...args: Parameters<NonNullable<net.Socket['_writev']>>) => ((writes.writev += 1), writev!(...args));
  const write = tcp._write.bind(tcp);
  tcp._write = (...args: Parameters<net.Socket['_write']>) => ((writes.write += 1), write(...args));
  return { io, socket, client, writes, close };
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

describe('broadcasts written straight to idle WebSockets (decision 0045)', () => {
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
