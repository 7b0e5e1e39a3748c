import http from 'node:http';
import type net from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { endReceiversOnce } from './receiver-end-once';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup?.();
  cleanup = null;
});

/** A real Socket.IO server on loopback; `patched` decides whether its WebSockets' receivers end once. */
async function setUp(patched: boolean) {
  const server = http.createServer();
  const io = new Server(server, { perMessageDeflate: false });
  if (patched) endReceiversOnce(io);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const clients: Socket[] = [];
  cleanup = async () => {
    for (const client of clients) client.disconnect();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  };
  /** A websocket client, and the server's socket for it with its `ws` receiver. */
  const connect = async () => {
    const connected = new Promise<ServerSocket>((resolve) => io.once('connection', resolve));
    const client = connectClient(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    clients.push(client);
    const socket = await connected;
    const receiver = (socket.conn.transport as unknown as { socket: { _receiver: Writable } }).socket._receiver;
    return { client, socket, receiver };
  };
  return { io, connect };
}

/**
 * Ends the client's TCP connection without a close frame (a FIN, as the kernel sends for a process that died)
 * and waits for the server's disconnect.
 */
async function drop(client: Socket, socket: ServerSocket): Promise<string> {
  const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  (client.io.engine.transport as unknown as { ws: { _socket: net.Socket } }).ws._socket.end();
  return gone;
}

describe("a WebSocket's receiver ends once when its connection drops (decision 0059)", () => {
  it('calls Writable.end on the receiver once instead of twice, and the socket still disconnects with its usual reason', async () => {
    const ends = vi.spyOn(Writable.prototype, 'end');
    for (const patched of [false, true]) {
      const { connect } = await setUp(patched);
      const { client, socket, receiver } = await connect();
      ends.mockClear();
      expect(await drop(client, socket)).toBe('transport close');
      expect(receiver.writableFinished).toBe(true);
      expect(ends.mock.contexts.filter((self) => self === receiver)).toHaveLength(patched ? 1 : 2);
      await cleanup?.();
      cleanup = null;
    }
  });

  it('leaves other end() calls alone: with data or a callback, or on a receiver still open', async () => {
    const { connect } = await setUp(true);
    const { client, socket, receiver } = await connect();
    expect(receiver.end).not.toBe(Writable.prototype.end);
    expect(receiver.writableEnded).toBe(false);
    // The socket works as before.
    const echoed = new Promise((resolve) => client.once('pong2', resolve));
    socket.on('ping2', (n: number) => socket.emit('pong2', n + 1));
    client.emit('ping2', 1);
    expect(await echoed).toBe(2);
    expect(await drop(client, socket)).toBe('transport close');
    // Once ended, a call with a callback still gets Node's answer.
    const answer = await new Promise<Error | null | undefined>((resolve) => receiver.end(resolve));
    expect((answer as NodeJS.ErrnoException | null)?.code).toBe('ERR_STREAM_ALREADY_FINISHED');
  });
});
