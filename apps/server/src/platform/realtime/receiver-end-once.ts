import { Writable } from 'node:stream';
import type { Server } from 'socket.io';

/**
 * `end()` without arguments on a stream that already ended: Node's `Writable.end` then only builds an
 * ERR_STREAM_ALREADY_FINISHED (or ERR_STREAM_DESTROYED) error, stack trace and formatted message included,
 * and drops it, since nobody passed a callback. Skipping it changes nothing else.
 */
function endOnce(this: Writable, ...args: unknown[]): Writable {
  if (args.length === 0 && (this.writableEnded || this.errored !== null) && this.writableCorked === 0) return this;
  return (Writable.prototype.end as (...a: unknown[]) => Writable).apply(this, args);
}

interface EngineTransport {
  name: string;
  socket?: { _receiver?: unknown };
}

function patch(transport: EngineTransport): void {
  const receiver = transport.name === 'websocket' ? transport.socket?._receiver : undefined;
  if (receiver instanceof Writable && receiver.end === Writable.prototype.end) receiver.end = endOnce as Writable['end'];
}

/**
 * A WebSocket whose TCP connection ends without a close frame (a venue's Wi-Fi dropping) makes `ws` 8 end
 * its frame receiver twice: on the socket's `end`, and again on its `close`. The second call cost ~7 µs per
 * connection in a profile of 4,000 sockets closing together — a fifth of the CPU of their whole close
 * (decision 0059). Each WebSocket's receiver gets an `end` that skips the repeated call.
 */
export function endReceiversOnce(io: Server): void {
  io.engine.on('connection', (conn: { transport: EngineTransport; on(event: 'upgrade', listener: (t: EngineTransport) => void): void }) => {
    patch(conn.transport);
    conn.on('upgrade', patch);
  });
}
