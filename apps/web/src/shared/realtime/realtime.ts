import { io } from 'socket.io-client';
import { useSyncExternalStore } from 'react';
import { refreshTokens } from '../api/http';
import { tokenExpiry, tokenStore } from '../api/tokens';
import { RealtimeClient, type RealtimeStatus } from './client';

type Reporter = (error: Error) => void;
let reporter: Reporter = (error) => console.error(error);

/** The app hands in its crash reporter (client-errors and Sentry) once it starts. */
export function setRealtimeReporter(report: Reporter): void {
  reporter = report;
}

/**
 * The one realtime connection of the app (Socket.IO on the same origin at /socket.io, websocket only so
 * it works behind any load balancer). It follows the stored tokens by itself; the event layer tells it
 * which event to log in to.
 */
export const realtime = new RealtimeClient({
  createSocket: () =>
    io({
      path: '/socket.io',
      transports: ['websocket'],
      autoConnect: false,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
    }),
  refreshToken: async () => (await refreshTokens())?.access ?? null,
  tokenExpiry,
  report: (error) => reporter(error),
});

realtime.setToken(tokenStore.get()?.access ?? null);
tokenStore.subscribe((tokens) => realtime.setToken(tokens?.access ?? null));

/** Connected and logged-in flags, for a 'waiting for server connection' hint. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.getStatus, realtime.getStatus);
}
