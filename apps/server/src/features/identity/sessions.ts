import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import type { DroppedSignInStore } from '../../platform/realtime/reconnect-memory';
import { authSessions, users } from './accounts.schema';
import type { AccessCaches } from './access-cache';
import type { EventAccess, SessionFacts } from './access';

const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a sign-in is still valid: not logged out, not revoked for token reuse, not expired, and its
 * account not removed. Checked on every bearer token and socket login, so it answers from the process's
 * cache of active sign-ins when it can; otherwise one statement, which also reads the event the request
 * is about (when it names one) so the access check after it needs no round trip of its own.
 */
export class SessionCheck {
  private prepared: ReturnType<SessionCheck['byId']> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly caches: AccessCaches | null = null,
  ) {}

  private byId() {
    return this.db
      .select({ userId: authSessions.userId, expiresAt: authSessions.expiresAt, revokedAt: authSessions.revokedAt, isActive: users.isActive })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(authSessions.id, sql.placeholder('sessionId')))
      .limit(1)
      .prepare('auth_session_by_id');
  }

  /** `eventSlug`: the event the request is about, if any (read in the same round trip). */
  async isActive(sessionId: string, userId: number, eventSlug?: string): Promise<boolean> {
    if (!sessionIdPattern.test(sessionId)) return false;
    const now = this.clock.now();
    const cached = this.caches?.sessions.get(sessionId);
    if (cached && cached.userId === userId && cached.expiresAt > now) return true;

    const stamp = this.caches?.sessions.stamp() ?? 0;
    let facts: SessionFacts | null;
    if (eventSlug && this.caches && !this.access.isCached(eventSlug, userId)) {
      facts = await this.access.loadForSession(sessionId, userId, eventSlug);
    } else {
      this.prepared ??= this.byId();
      [facts = null] = await this.prepared.execute({ sessionId });
    }
    const active = facts !== null && facts.userId === userId && facts.isActive && !facts.revokedAt && facts.expiresAt > now;
    if (active) this.caches?.sessions.set(sessionId, { userId, expiresAt: facts!.expiresAt }, stamp);
    return active;
  }

  /**
   * Forgets an ended sign-in in this process's cache at once, so its own next request is refused; other
   * processes hear of it through the change notification. A no-op where nothing is cached.
   */
  forget(sessionId: string): void {
    this.caches?.sessions.delete(sessionId);
  }
}

/**
 * The sign-ins whose socket dropped (decision 0080), written on the sign-in's own row so that a login on any
 * server process reads them. Both statements take the whole batch of sign-ins as one array.
 */
export class SocketDrops implements DroppedSignInStore {
  constructor(private readonly db: Db) {}

  async markDropped(sessionIds: string[], at: Date): Promise<void> {
    const ids = sessionIds.filter((id) => sessionIdPattern.test(id));
    if (ids.length === 0) return;
    await this.db.update(authSessions).set({ socketDroppedAt: at }).where(sql`${authSessions.id} = ANY(${sql.param(ids)}::uuid[])`);
  }

  async droppedSince(sessionIds: string[], since: Date): Promise<Set<string>> {
    const ids = sessionIds.filter((id) => sessionIdPattern.test(id));
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(sql`${authSessions.id} = ANY(${sql.param(ids)}::uuid[])`, gte(authSessions.socketDroppedAt, since)));
    return new Set(rows.map((row) => row.id));
  }
}
