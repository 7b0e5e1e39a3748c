import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeClient } from './client';

/**
 * How a feature turns socket events into cache updates: it listens through `client.on` and returns the
 * function that stops listening. The app mounts every binding once (app/realtime-bridge.ts); components
 * never subscribe to the socket themselves.
 */
export type RealtimeBinding = (context: { client: RealtimeClient; queryClient: QueryClient }) => () => void;

/**
 * Calls `callback` whenever the client is logged in again after it had been (a dropped connection, a
 * server restart): server events sent in between were missed, so a binding asks for its state again.
 */
export function onLoggedInAgain(client: Pick<RealtimeClient, 'getStatus' | 'subscribeStatus'>, callback: () => void): () => void {
  let loggedIn = client.getStatus().loggedIn;
  let wasLoggedIn = loggedIn;
  return client.subscribeStatus(() => {
    const now = client.getStatus().loggedIn;
    if (now && !loggedIn && wasLoggedIn) callback();
    loggedIn = now;
    wasLoggedIn ||= now;
  });
}
