import type net from 'node:net';
import type { Server } from 'socket.io';

/** What Socket.IO's in-memory adapter hands each socket of a broadcast (`packetOpts` of `broadcast`). */
interface PacketOptions {
  volatile?: boolean;
  wsPreEncodedFrame?: Buffer[];
}
interface EncodingAdapter {
  _encode(packet: unknown, packetOpts: PacketOptions): unknown;
}
/** The parts of engine.io's socket and `ws` a direct write must find idle (engine.io 6, ws 8). */
interface EngineClient {
  conn: {
    readyState: string;
    writeBuffer: unknown[];
    transport: { name: string; writable: boolean; socket?: { readyState: number; _socket?: net.Socket; _sender?: { _queue: unknown[] } } };
  };
  writeToEngine(encodedPackets: unknown, opts: PacketOptions): void;
}

/**
 * Public chat and every other room broadcast go out with as little work per recipient as Socket.IO allows
 * (decision 0045). A broadcast is encoded once and every recipient gets the same pre-built WebSocket frame
 * (`socket.io-adapter` builds it with `ws`'s `Sender.frame`); per recipient, engine.io then still made a packet,
 * buffered and flushed it, and `ws` corked the TCP socket to write header and payload with `writev`, with a
 * callback chain after it. Here:
 * - the frame is joined into one buffer, once per broadcast;
 * - a recipient whose connection is an open WebSocket with nothing waiting in engine.io or `ws` gets that buffer
 *   with one `write` on its TCP socket. Whatever was written before is already in that socket's stream, and
 *   whatever comes after is written after it, so each socket's order holds. Anything else (a packet still
 *   being written, long-polling, an upgrade, closing) takes Socket.IO's own path, which queues it.
 */
export function writeBroadcastsDirectly(io: Server): void {
  const adapter = io.of('/').adapter as unknown as EncodingAdapter;
  if (typeof adapter._encode !== 'function') return;
  const encode = adapter._encode.bind(adapter);
  adapter._encode = (packet, packetOpts) => {
    const encoded = encode(packet, packetOpts);
    const frame = packetOpts.wsPreEncodedFrame;
    if (Array.isArray(frame) && frame.length === 2) packetOpts.wsPreEncodedFrame = [Buffer.concat(frame)];
    return encoded;
  };
  const clients = new WeakSet<object>();
  io.on('connection', (socket) => {
    const client = socket.client as unknown as EngineClient;
    if (clients.has(client)) return;
    clients.add(client);
    const viaEngine = client.writeToEngine.bind(client);
    client.writeToEngine = (encodedPackets, opts) => {
      const frame = opts.wsPreEncodedFrame;
      const { conn } = client;
      const ws = conn.transport.socket;
      const tcp = ws?._socket;
      if (
        frame?.length === 1 &&
        conn.readyState === 'open' &&
        conn.writeBuffer.length === 0 &&
        conn.transport.name === 'websocket' &&
        conn.transport.writable &&
        ws?.readyState === 1 &&
        ws._sender?._queue.length === 0 &&
        tcp?.writable
      ) {
        tcp.write(frame[0]!);
        return;
      }
      viaEngine(encodedPackets, opts);
    };
  });
}
