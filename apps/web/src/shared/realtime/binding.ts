import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeClient } from './client';

/**
 * How a feature turns socket events into cache updates: it listens through `client.on` and returns the
 * function that stops listening. The app mounts every binding once (app/realtime-bridge.ts); components
 * never subscribe to the socket themselves.
 */
export type RealtimeBinding = (context: { client: RealtimeClient; queryClient: QueryClient }) => () => void;
