import { vi } from 'vitest';
import type { SocketLike } from './client';
import type * as RealtimeModule from './index';

/** A Socket.IO socket for tests: records what the client emits; `fire` plays the server (or the network). */
export class FakeSocket implements SocketLike {
  connected = false;
  emitted: Array<[string, unknown]> = [];
  listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  connect = vi.fn(() => undefined);
  disconnect = vi.fn(() => {
    this.connected = false;
  });
  /** Acknowledgement callbacks of the emits that asked for one, by event: a test answers them. */
  acks = new Map<string, Array<(answer: unknown) => void>>();
  emit(event: string, payload?: unknown, ack?: unknown) {
    this.emitted.push([event, payload]);
    if (typeof ack === 'function') this.acks.set(event, [...(this.acks.get(event) ?? []), ack as (answer: unknown) => void]);
  }
  on(event: string, listener: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }
  off(event: string, listener?: (...args: unknown[]) => void) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
  }
  /** What the server would do. */
  fire(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const l of this.listeners.get(event) ?? []) l(payload);
  }
  sent(event: string) {
    return this.emitted.filter(([e]) => e === event).map(([, p]) => p);
  }
}

/**
 * The app's realtime module as it is, with its client on fake sockets (each one pushed to `sockets`), for
 * a test that plays the server:
 *
 *     const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
 *     vi.mock('@/shared/realtime', async (importOriginal) =>
 *       (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal(), net.sockets));
 */
export function realtimeOnFakeSockets<M extends typeof RealtimeModule>(actual: M, sockets: FakeSocket[]): M {
  const client = new actual.RealtimeClient({
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    refreshToken: () => Promise.resolve(null),
    tokenExpiry: () => 0,
    report: () => undefined,
  });
  return { ...actual, realtime: client };
}

/** The server accepts the login the client sends on connect (call inside `act` when React listens). */
export function acceptLogin(socket: FakeSocket, userId: number, eventSlug = 'demo'): void {
  socket.fire('connect');
  socket.fire('authenticated', { user_id: userId, event_slug: eventSlug });
}
