import type { RouteAuth } from './http';
import type { ClientEventName } from './realtime';
import { attendeeClientEventLimits } from './attendees';
import { videocallClientEventLimits } from './videocalls';
import { videocallMediaClientEventLimits } from './videocall-media';
import { networkingClientEventLimits } from './networking';
import { meetingClientEventLimits } from './meetings';
import { presentationClientEventLimits } from './presentations';
import { chatRouletteClientEventLimits } from './chatroulette';
import { liveAnalyticsClientEventLimits } from './organizer-analytics-live';

/**
 * A rate limit, declared beside the route or realtime event it guards and applied by the server's one
 * mechanism (docs/decisions/0015-rate-limits.md). A key may spend `max` hits at once and gets one back
 * every `windowSeconds / max` seconds (a token bucket), so a client keeping to its own pace never meets
 * the limit, while a flood is cut to `max` per window. Beyond it: 429 `throttled` with Retry-After, or
 * `event_error {code: "throttled"}` on the socket — and nothing is written.
 */
export interface RateLimit {
  max: number;
  windowSeconds: number;
  /**
   * `shared` (default): counted in PostgreSQL, so every server process shares the count; when the
   * database cannot count, the request is refused. `local`: counted in this process only — for events
   * that write nothing other processes see (joining and leaving rooms).
   */
  store?: 'shared' | 'local';
  /** Realtime events: whose events count together, the person's (default) or one socket's. */
  per?: 'person' | 'socket';
  /** A body field whose value also keys the count (the heartbeat's `tab`): a limit per person and tab. */
  by?: string;
  /** The refusal's text, when the feature has a better one than the generic. */
  detail?: string;
}

/** A route whose feature applies limits of its own (the sign-in's, decision 0009); `own` says which. */
export interface OwnRateLimit {
  own: string;
}

/** What a route declares: its limits (each must allow the request), or that its feature keeps its own. */
export type RouteRateLimit = RateLimit | readonly RateLimit[] | OwnRateLimit;

export const isOwnRateLimit = (limit: RouteRateLimit): limit is OwnRateLimit => 'own' in limit;

/** The limits a route declares, as a list (none for a route whose feature keeps its own). */
export function routeLimits(limit: RouteRateLimit | undefined): readonly RateLimit[] {
  if (!limit || isOwnRateLimit(limit)) return [];
  return Array.isArray(limit) ? limit : [limit as RateLimit];
}

/** Named limits routes and events share. */
export const rateLimits = {
  /** Ordinary changes by a signed-in person: a business card, opening a space, a feed post. */
  write: { max: 30, windowSeconds: 60 },
  /** Joining and leaving rooms: nothing stored, so counted per process. */
  rooms: { max: 60, windowSeconds: 60, store: 'local' },
  /** Routes anyone may call without signing in, per client address. */
  anonymous: { max: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * Every client → server realtime event with its limit. The type lists every event name, so an event
 * added without a limit does not compile. The gateway applies them before the handler runs.
 */
export const clientEventLimits: { readonly [E in ClientEventName]: RateLimit } = {
  // Before login there is no person: the socket counts (the web client logs in at most once a second).
  login: { max: 10, windowSeconds: 60, per: 'socket' },
  // The client sends one every 120 s per tab; it updates the socket's own presence row.
  user_is_alive: { max: 3, windowSeconds: 120, per: 'socket' },
  subscribe_to_space: rateLimits.rooms,
  unsubscribe_from_space: rateLimits.rooms,
  // Stores a visit row per socket and booth.
  join_booth_space: { max: 30, windowSeconds: 60 },
  leave_booth_space: rateLimits.rooms,
  subscribe_to_booth_vistors: rateLimits.rooms,
  unsubscribe_from_booth_vistors: rateLimits.rooms,
  join_chat: rateLimits.rooms,
  leave_chat: rateLimits.rooms,
  send_public_message: { max: 10, windowSeconds: 10, detail: 'You are sending messages too fast.' },
  ...attendeeClientEventLimits,
  ...videocallClientEventLimits,
  ...videocallMediaClientEventLimits,
  ...networkingClientEventLimits,
  ...meetingClientEventLimits,
  ...presentationClientEventLimits,
  ...chatRouletteClientEventLimits,
  ...liveAnalyticsClientEventLimits,
  /** The console's held queue (decision 0097): joining and leaving a room, counted per process. */
  watch_held_messages: { max: 60, windowSeconds: 60, store: 'local' },
  unwatch_held_messages: { max: 60, windowSeconds: 60, store: 'local' },
};

function duration(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? 'day' : `${seconds / 86_400} days`;
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} h`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} min`;
  return `${seconds} s`;
}

/** One limit in words, e.g. "30 per minute per person", for OpenAPI and docs/realtime.md. */
export function describeRateLimit(limit: RateLimit, subject: 'person' | 'IP address' | 'socket'): string {
  const who = limit.per === 'socket' ? 'socket' : subject;
  const by = limit.by ? ` and ${limit.by}` : '';
  // A socket lives in one process anyway.
  const where = limit.store === 'local' && who !== 'socket' ? ', counted per server process' : '';
  return `${limit.max} per ${duration(limit.windowSeconds)} per ${who}${by}${where}`;
}

/**
 * A route's declaration in words. Its requests count against the signed-in person, or against the
 * client's IP address on a route anyone may call.
 */
export function describeRouteRateLimit(route: { rateLimit?: RouteRateLimit; auth: RouteAuth }): string {
  const limit = route.rateLimit;
  if (!limit) return 'no limit';
  if (isOwnRateLimit(limit)) return limit.own;
  const subject = route.auth === 'user' ? 'person' : 'IP address';
  return routeLimits(limit)
    .map((l) => describeRateLimit(l, subject))
    .join('; ');
}
