import { and, eq, exists, gte, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
// The attendee directory reads this table for `presentation_slug` (decision 0019); the stage writes it.
import { spaceAttendance } from '../attendees/attendees.schema';
// Read-only: an attendance row counts exactly as long as its socket's presence row is live.
import { presenceConnections } from '../presence/presence.schema';
import { presenceWindowMs } from '../presence';

export interface AttendanceRow {
  spaceId: number;
  userId: number;
}

/** Who is on which stage page, one row per socket and stage, in PostgreSQL so every process agrees. */
export class StageAttendance {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  private live() {
    const since = new Date(this.clock.now().getTime() - presenceWindowMs);
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(presenceConnections)
        .where(and(eq(presenceConnections.socketId, spaceAttendance.socketId), gte(presenceConnections.lastSeenAt, since))),
    );
  }

  /** Whether the person is on the stage through another live socket. */
  async presentElsewhere(spaceId: number, userId: number, socketId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ socketId: spaceAttendance.socketId })
      .from(spaceAttendance)
      .where(and(eq(spaceAttendance.spaceId, spaceId), eq(spaceAttendance.userId, userId), ne(spaceAttendance.socketId, socketId), this.live()))
      .limit(1);
    return Boolean(row);
  }

  async join(socketId: string, spaceId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .insert(spaceAttendance)
      .values({ socketId, spaceId, userId, joinedAt: this.clock.now() })
      .onConflictDoNothing()
      .returning({ spaceId: spaceAttendance.spaceId });
    return rows.length > 0;
  }

  async leave(socketId: string, spaceId: number): Promise<AttendanceRow | null> {
    const [row] = await this.db
      .delete(spaceAttendance)
      .where(and(eq(spaceAttendance.socketId, socketId), eq(spaceAttendance.spaceId, spaceId)))
      .returning({ spaceId: spaceAttendance.spaceId, userId: spaceAttendance.userId });
    return row ?? null;
  }

  leaveAll(socketId: string): Promise<AttendanceRow[]> {
    return this.db
      .delete(spaceAttendance)
      .where(eq(spaceAttendance.socketId, socketId))
      .returning({ spaceId: spaceAttendance.spaceId, userId: spaceAttendance.userId });
  }
}
