import { NotifiedCache } from '../../platform/cache';
import type { ChangeNotice, ChangeNotifications } from '../../platform/db/notifications';
import type { EventRole, EventRow } from './events.schema';

/**
 * Topics of the change notifications about who may enter what. The triggers of migration
 * 0008_access_change_notifications send them on every commit that changes these rows, whatever code
 * (or SQL console) made the change.
 */
export const accessTopics = {
  /** `{session_id, user_id}`: a sign-in was revoked (logout, reuse of an old refresh token). */
  session: 'auth_session',
  /** `{user_id}`: an account was removed, deactivated, or its agreement to the terms changed. */
  user: 'user',
  /** `{event_id, slug, old_slug, access_changed}`: an event changed or went away. */
  event: 'event',
  /** `{event_id, user_id, event_slug}`: a person's role changed or they left the event's list. */
  member: 'event_member',
  /** `{user_id}`: a person is no instance administrator any more (migration 0031). */
  administrator: 'instance_administrator',
} as const;

export interface CachedSession {
  userId: number;
  expiresAt: Date;
}

/** A ban from an event (issue 29): why, and until when (null: for good). */
export interface BanFacts {
  reason: string;
  until: Date | null;
}

export interface CachedMember {
  role: EventRole;
  joinedAt: Date | null;
  /** The person's ban from the event, if any (in force or not: the decision compares its end with the clock). */
  ban: BanFacts | null;
}

/**
 * What the authenticated hot path keeps in memory, per process, for a few seconds. Only what lets a
 * person in is kept (an active sign-in, a published event, a role, an agreement to the terms): a change
 * that lets someone in is therefore seen at once, and a change that shuts someone out reaches every
 * process through a change notification, which removes the entry. Nothing is kept or answered while
 * the notifications connection is down.
 */
export interface AccessCaches {
  /** Active sign-ins of active accounts, by session id. */
  sessions: NotifiedCache<string, CachedSession>;
  /** Active accounts that agreed to the terms. */
  agreedPeople: NotifiedCache<number, true>;
  /** Published events, by slug. */
  events: NotifiedCache<string, EventRow>;
  /** Roles, by `memberKey(eventId, userId)`. */
  members: NotifiedCache<string, CachedMember>;
  /** Instance administrators (decision 0081), by user id. */
  administrators: NotifiedCache<number, true>;
}

export interface AccessCacheSettings {
  ttlMs: number;
  maxEntries: number;
}

/** A few seconds: a safety net only; notifications remove entries long before. See decision 0012. */
export const defaultAccessCacheSettings: AccessCacheSettings = { ttlMs: 10_000, maxEntries: 100_000 };

export const memberKey = (eventId: number, userId: number) => `${eventId}:${userId}`;

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The process's access caches (the identity core makes them once), kept in step with the change
 * notifications. An `EventAccess` or `SessionCheck` without them reads the database every time.
 */
export function createAccessCaches(
  notifications: ChangeNotifications,
  settings: AccessCacheSettings = defaultAccessCacheSettings,
): AccessCaches {
  const trusted = () => notifications.listening;
  const options = { max: settings.maxEntries, ttlMs: settings.ttlMs, trusted };
  const caches: AccessCaches = {
    sessions: new NotifiedCache(options),
    agreedPeople: new NotifiedCache(options),
    events: new NotifiedCache({ ...options, max: Math.min(settings.maxEntries, 10_000) }),
    members: new NotifiedCache(options),
    administrators: new NotifiedCache({ ...options, max: Math.min(settings.maxEntries, 1_000) }),
  };
  notifications.on(accessTopics.session, (n: ChangeNotice) => {
    const id = stringOf(n.session_id);
    if (id) caches.sessions.delete(id);
  });
  notifications.on(accessTopics.user, (n: ChangeNotice) => {
    const userId = numberOf(n.user_id);
    if (userId === null) return;
    caches.agreedPeople.delete(userId);
    caches.sessions.deleteWhere((s) => s.userId === userId);
  });
  notifications.on(accessTopics.event, (n: ChangeNotice) => {
    for (const slug of [stringOf(n.slug), stringOf(n.old_slug)]) if (slug) caches.events.delete(slug);
  });
  notifications.on(accessTopics.member, (n: ChangeNotice) => {
    const eventId = numberOf(n.event_id);
    const userId = numberOf(n.user_id);
    if (eventId !== null && userId !== null) caches.members.delete(memberKey(eventId, userId));
  });
  notifications.on(accessTopics.administrator, (n: ChangeNotice) => {
    const userId = numberOf(n.user_id);
    if (userId !== null) caches.administrators.delete(userId);
  });
  notifications.onReset(() => {
    for (const cache of Object.values(caches)) cache.clear();
  });
  return caches;
}
