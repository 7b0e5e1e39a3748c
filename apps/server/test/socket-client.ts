import { io, type Socket } from 'socket.io-client';
import type { RealtimeAck } from '@foyer/contracts';

/** A real Socket.IO client against a test server (websocket only, no reconnection). */
export function connect(url: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

/** The next `event` the socket receives (rejects after `ms`). */
export function next<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, on);
  });
}

/** The next `event` whose payload `matches` (earlier ones are passed over; rejects after `ms`). */
export function nextMatching<T = unknown>(socket: Socket, event: string, matches: (payload: T) => boolean, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const on = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}

/** Resolves when the socket is disconnected, with the reason. */
export function disconnected(socket: Socket, ms = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return next<string>(socket, 'disconnect', ms);
}

/** Sends a client event and waits for its acknowledgement. */
export function ask(socket: Socket, event: string, payload?: unknown, ms = 5000): Promise<RealtimeAck> {
  return socket.timeout(ms).emitWithAck(event, payload) as Promise<RealtimeAck>;
}

/** Connects and logs in; resolves once `authenticated` arrived. */
export async function loggedIn(url: string, token: string, eventSlug: string): Promise<Socket> {
  const socket = await connect(url);
  const authenticated = next(socket, 'authenticated');
  socket.emit('login', { token, event_slug: eventSlug });
  await authenticated;
  return socket;
}

/** Resolves if `event` does NOT arrive within `ms`. */
export function silence(socket: Socket, event: string, ms = 400): Promise<void> {
  return new Promise((resolve, reject) => {
    const on = () => {
      clearTimeout(timer);
      reject(new Error(`unexpected ${event}`));
    };
    const timer = setTimeout(() => {
      socket.off(event, on);
      resolve();
    }, ms);
    socket.once(event, on);
  });
}

/** The sockets a test file opens, logged in on any of its servers, all closed at the end. */
export function socketPool() {
  const sockets: Socket[] = [];
  return {
    /** Connects and logs in to the event on `server`; the socket is closed by `closeAll`. */
    async login(server: { url: string }, token: string, eventSlug: string): Promise<Socket> {
      const socket = await loggedIn(server.url, token, eventSlug);
      sockets.push(socket);
      return socket;
    },
    /** Keeps a socket the test opened itself, for `closeAll`. */
    track<S extends Socket>(socket: S): S {
      sockets.push(socket);
      return socket;
    },
    closeAll(): void {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}
