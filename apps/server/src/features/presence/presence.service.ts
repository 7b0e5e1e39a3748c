import crypto from 'node:crypto';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { limits } from '@foyer/contracts';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import { eventMembers } from '../events/events.schema';
import { presenceConnections } from './presence.schema';

/**
 * How long a connection counts as present after it was last seen: two missed keepalives (the client
 * sends `user_is_alive` every 120 s) plus slack for a slow network.
 */
export const presenceWindowMs = 2 * limits.keepaliveMs + 30_000;

export interface PresenceConnection {
  socketId: string;
  userId: number;
  eventId: number;
}

/**
 * Who is online, shared by every server process through PostgreSQL (see docs/realtime.md, Presence).
 * Other features ask `isOnline` / `onlineAmong` to fill `is_online`.
 */
export class PresenceService {
  /** Identifies this process's rows, so a clean stop removes them at once. */
  readonly serverId = crypto.randomUUID();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A socket logged in, or said it is alive: its row is (re)written with the current time. */
  async seen(connection: PresenceConnection): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insert(presenceConnections)
      .values({ ...connection, serverId: this.serverId, connectedAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: presenceConnections.socketId,
        set: { lastSeenAt: now, userId: connection.userId, eventId: connection.eventId, serverId: this.serverId },
      });
    await this.db
      .update(eventMembers)
      .set({ lastSeenAt: now })
      .where(and(eq(eventMembers.eventId, connection.eventId), eq(eventMembers.userId, connection.userId)));
  }

  async gone(socketId: string): Promise<void> {
    await this.db.delete(presenceConnections).where(eq(presenceConnections.socketId, socketId));
  }

  /** Whether the person has a live connection (to the given event, or to any). */
  async isOnline(userId: number, eventId?: number): Promise<boolean> {
    return (await this.onlineAmong([userId], eventId)).has(userId);
  }

  /** Which of these people have a live connection (to the given event, or to any). */
  async onlineAmong(userIds: number[], eventId?: number): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const since = new Date(this.clock.now().getTime() - presenceWindowMs);
    const rows = await this.db
      .selectDistinct({ userId: presenceConnections.userId })
      .from(presenceConnections)
      .where(
        and(
          inArray(presenceConnections.userId, userIds),
          gte(presenceConnections.lastSeenAt, since),
          eventId === undefined ? undefined : eq(presenceConnections.eventId, eventId),
        ),
      );
    return new Set(rows.map((r) => r.userId));
  }

  /** Drops rows older than the window (left by a process that crashed). */
  async sweep(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - presenceWindowMs);
    await this.db.delete(presenceConnections).where(lt(presenceConnections.lastSeenAt, before));
  }

  /** Removes this process's rows: its sockets are gone with it. */
  async dropOwnConnections(): Promise<void> {
    await this.db.delete(presenceConnections).where(eq(presenceConnections.serverId, this.serverId));
  }
}
