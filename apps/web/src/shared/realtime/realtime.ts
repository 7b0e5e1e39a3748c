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
 * which event to log in to. The Socket.IO library is fetched with the first connection: pages of
 * signed-out visitors never need it. Reconnecting is the client's own (1 s apart, 50 at most).
 */
export const realtime = new RealtimeClient({
  createSocket: async () => {
    const { io } = await import('socket.io-client');
    return io({ path: '/socket.io', transports: ['websocket'], autoConnect: false, reconnection: false });
  },
  refreshToken: async () => (await refreshTokens())?.access ?? null,
  tokenExpiry,
  report: (error) => reporter(error),
});

realtime.setToken(tokenStore.get()?.access ?? null);
tokenStore.subscribe((tokens) => realtime.setToken(tokens?.access ?? null));
if (typeof window !== 'undefined') window.addEventListener('online', () => realtime.reconnect());

/** Connected and logged-in flags, for a 'waiting for server connection' hint. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.getStatus, realtime.getStatus);
}
