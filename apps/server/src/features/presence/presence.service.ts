import crypto from 'node:crypto';
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { limits } from '@foyer/contracts';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import { eventMembers } from '../identity/events.schema';
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

/** What one write of the presence table does: sockets seen (upserted) and sockets gone (deleted). */
interface Batch {
  seen: Map<string, PresenceConnection & { at: Date }>;
  gone: Set<string>;
  written: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
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

  /** The batch collecting calls; it is written after the one being written (one write at a time). */
  private batch: Batch | null = null;
  private writing: Promise<void> | null = null;

  /**
   * A socket logged in, or said it is alive: its row is (re)written with the current time. Resolves once
   * written. Calls are batched: all that arrive while a write runs (thousands of sockets logging in after
   * a network came back) share the next one.
   */
  seen(connection: PresenceConnection): Promise<void> {
    const batch = this.collecting();
    batch.seen.set(connection.socketId, { ...connection, at: this.clock.now() });
    return batch.written;
  }

  /** A socket closed or logged out: its row goes, in the next batch (a venue's Wi-Fi dropping is one statement). */
  gone(socketId: string): Promise<void> {
    const batch = this.collecting();
    batch.gone.add(socketId);
    return batch.written;
  }

  /** Resolves once every call made so far is written. */
  async flushed(): Promise<void> {
    while (this.batch || this.writing) await (this.batch?.written ?? this.writing)?.catch(() => undefined);
  }

  private collecting(): Batch {
    if (this.batch) return this.batch;
    let resolve!: () => void;
    let reject!: (err: unknown) => void;
    const written = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Callers that do not wait (disconnect hooks) must not leave an unhandled rejection behind.
    written.catch(() => undefined);
    const batch: Batch = { seen: new Map(), gone: new Set(), written, resolve, reject };
    this.batch = batch;
    // After this turn of the event loop (sockets closing together arrive in one), and after the write running.
    const start = () => setImmediate(() => void this.write(batch));
    if (this.writing) void this.writing.finally(start);
    else start();
    return batch;
  }

  private async write(batch: Batch): Promise<void> {
    if (this.batch === batch) this.batch = null;
    const done = this.writeBatch(batch).then(batch.resolve, batch.reject);
    this.writing = done;
    await done;
    if (this.writing === done) this.writing = null;
  }

  /**
   * Upserts first, deletes last: a socket seen and gone within one batch ends up without a row. Each statement
   * takes one array parameter per column (`unnest`), so a batch of any size is one short statement: a
   * parameter per value made drizzle build statements of thousands of parameters in one synchronous stretch of
   * several ms while thousands of sockets logged in or closed together (decision 0059).
   */
  private async writeBatch(batch: Batch): Promise<void> {
    const seen = [...batch.seen.values()];
    if (seen.length > 0) {
      const at = seen.map((r) => r.at.toISOString());
      // `seen` is keyed by socket, so no socket comes twice (ON CONFLICT may touch a row only once a statement).
      await this.db.execute(sql`
        INSERT INTO ${presenceConnections} (socket_id, user_id, event_id, server_id, connected_at, last_seen_at)
        SELECT v.socket_id, v.user_id, v.event_id, ${this.serverId}, v.at, v.at
        FROM unnest(${sql.param(seen.map((r) => r.socketId))}::text[], ${sql.param(seen.map((r) => r.userId))}::integer[],
                    ${sql.param(seen.map((r) => r.eventId))}::integer[], ${sql.param(at)}::timestamptz[]) AS v(socket_id, user_id, event_id, at)
        ON CONFLICT (socket_id) DO UPDATE SET last_seen_at = excluded.last_seen_at, user_id = excluded.user_id,
          event_id = excluded.event_id, server_id = excluded.server_id`);
      // The person's last visit to the event, once per person and event of the batch.
      const members = [...new Map(seen.map((r) => [`${r.eventId}:${r.userId}`, r])).values()];
      await this.db.execute(sql`
        UPDATE ${eventMembers} SET last_seen_at = v.at
        FROM unnest(${sql.param(members.map((r) => r.eventId))}::integer[], ${sql.param(members.map((r) => r.userId))}::integer[],
                    ${sql.param(members.map((r) => r.at.toISOString()))}::timestamptz[]) AS v(event_id, user_id, at)
        WHERE ${eventMembers.eventId} = v.event_id AND ${eventMembers.userId} = v.user_id`);
    }
    if (batch.gone.size > 0) {
      await this.db.delete(presenceConnections).where(sql`${presenceConnections.socketId} = ANY(${sql.param([...batch.gone])}::text[])`);
    }
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

  /**
   * Removes the rows of every other process. Only for the one process on its database (decision 0065), as it
   * starts: any row there is then a socket of a process that died (kill -9, a power cut) before it could
   * remove its own, and would show its person online until the window passed (decision 0101).
   */
  async dropOthers(): Promise<void> {
    await this.db.delete(presenceConnections).where(ne(presenceConnections.serverId, this.serverId));
  }

  /** Removes this process's rows: its sockets are gone with it. */
  async dropOwnConnections(): Promise<void> {
    await this.flushed();
    await this.db.delete(presenceConnections).where(eq(presenceConnections.serverId, this.serverId));
  }
}
