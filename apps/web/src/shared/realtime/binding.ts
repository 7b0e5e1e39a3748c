import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeClient } from './client';

type StatusSource = Pick<RealtimeClient, 'getStatus' | 'subscribeStatus'>;

/**
 * How a feature turns socket events into cache updates: it listens through `client.on` and returns the
 * function that stops listening. The app mounts every binding once (app/realtime-bridge.ts); components
 * never subscribe to the socket themselves.
 */
export type RealtimeBinding = (context: { client: RealtimeClient; queryClient: QueryClient }) => () => void;

/** Several bindings of one feature as one: each listens, and stopping stops them all. */
export function bindAll(...bindings: RealtimeBinding[]): RealtimeBinding {
  return (context) => {
    const stops = bindings.map((bind) => bind(context));
    return () => stops.forEach((stop) => stop());
  };
}

/** Calls `callback` on every login seen from now on (logged out, then in: a connect, a reconnect, a new token). */
export function onLoggedIn(client: StatusSource, callback: () => void): () => void {
  let loggedIn = client.getStatus().loggedIn;
  return client.subscribeStatus(() => {
    const now = client.getStatus().loggedIn;
    if (now && !loggedIn) callback();
    loggedIn = now;
  });
}

/**
 * Calls `callback` whenever the client is logged in again after it had been (a dropped connection, a
 * server restart): server events sent in between were missed, so a binding asks for its state again.
 */
export function onLoggedInAgain(client: StatusSource, callback: () => void): () => void {
  let hadLogin = client.getStatus().loggedIn;
  return onLoggedIn(client, () => {
    if (hadLogin) callback();
    hadLogin = true;
  });
}

/**
 * Keeps this client in a server room while a page shows it: `join` (a request the server answers) goes now
 * and after every login, since a new connection is in no room, and `leave` at the end. After each join the
 * server answered `ok`, `joined` runs: what the page read (over HTTP, or before the connection dropped) may
 * predate the join, and changes broadcast in between reached no one here, so the page reads again.
 */
export function stayInRoom(client: StatusSource, join: () => Promise<unknown>, leave: () => void, joined: () => void): () => void {
  let open = true;
  const enter = () =>
    join().then(
      (answer) => {
        if (open && (answer as { ok?: boolean } | undefined)?.ok) joined();
      },
      // Not logged in yet, or no answer: the next login joins again.
      () => undefined,
    );
  void enter();
  const stop = onLoggedIn(client, () => void enter());
  return () => {
    open = false;
    stop();
    leave();
  };
}
