import { z } from 'zod';
import { updatedPublishedSpace } from './spaces';

/**
 * Realtime events, one schema per event name and direction. Names are the spec's, verbatim.
 * Features add their events to these maps; both the gateway and the web client read them.
 */
export const clientToServer = {
  login: z.object({ token: z.string().min(1).max(4096), event_slug: z.string().min(1).max(100) }),
  user_is_alive: z.object({}).passthrough().optional(),
  subscribe_to_space: z.object({ event_slug: z.string().min(1).max(100), space_id: z.number().int().optional() }),
  unsubscribe_from_space: z.object({ event_slug: z.string().min(1).max(100), space_id: z.number().int().optional() }),
} as const;

export const serverToClient = {
  authenticated: z.object({ user_id: z.number().int(), event_slug: z.string() }),
  login_failed: z.object({ detail: z.string(), code: z.string().optional() }),
  /** Any refused client event: `{event, detail}` (our addition; the spec does not name one). */
  event_error: z.object({ event: z.string(), detail: z.string() }),
  updated_published_space: updatedPublishedSpace,
} as const;

export type ClientEventName = keyof typeof clientToServer;
export type ServerEventName = keyof typeof serverToClient;
export type ClientEventPayload<E extends ClientEventName> = z.input<(typeof clientToServer)[E]>;
export type ServerEventPayload<E extends ServerEventName> = z.output<(typeof serverToClient)[E]>;

/** Room names, so every feature scopes its broadcasts the same way. */
export const rooms = {
  event: (slug: string) => `event:${slug}`,
  space: (id: number) => `space:${id}`,
  call: (id: number) => `call:${id}`,
  user: (id: number) => `user:${id}`,
  chat: (id: number) => `chat:${id}`,
} as const;
