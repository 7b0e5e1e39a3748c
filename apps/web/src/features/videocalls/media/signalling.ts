import type { ClientEventName, ClientEventPayload, ServerEventName } from '@foyer/contracts';
import { realtime } from '@/shared/realtime';
import { onLoggedInAgain } from '@/shared/realtime/binding';
import type { MediaSignalling } from './call-media';

/** The media client's signalling over the app's one realtime connection (payloads checked by the contracts). */
export const realtimeSignalling: MediaSignalling = {
  request: (event, payload) => realtime.request(event as ClientEventName, payload as ClientEventPayload<ClientEventName>),
  send: (event, payload) => realtime.send(event as ClientEventName, payload as ClientEventPayload<ClientEventName>),
  on: (event, handler) => realtime.on(event as ServerEventName, handler as (payload: unknown) => void),
  onReconnect: (handler) => onLoggedInAgain(realtime, handler),
};
