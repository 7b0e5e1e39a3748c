import { and, eq, exists, gte, inArray, ne, not, notExists, sql } from 'drizzle-orm';
import type { BoothVisitor } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { presentSender, senderColumns, type SenderRow } from '../identity';
// Read-only: a visitor row lives exactly as long as its socket's presence row (docs/realtime.md).
import { presenceConnections } from '../presence/presence.schema';
import { presenceWindowMs } from '../presence';
import { boothStaff, boothVisitors } from './booths.schema';

export interface VisitRow {
  boothId: number;
  userId: number;
}

/**
 * Who is at which booth, kept in PostgreSQL so every server process agrees: one row per socket and booth.
 * A row counts while its socket's presence row is live (seen within the presence window), so visitors of
 * a crashed process age out with its presence; a sweep deletes such rows.
 */
export class BoothVisitors {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  private since(): Date {
    return new Date(this.clock.now().getTime() - presenceWindowMs);
  }

  /** Whether the socket's presence row is live (a subquery on the visitor row's socket). */
  private live() {
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(presenceConnections)
        .where(and(eq(presenceConnections.socketId, boothVisitors.socketId), gte(presenceConnections.lastSeenAt, this.since()))),
    );
  }

  /** Whether the person is at the booth through another live socket than this one. */
  async presentElsewhere(boothId: number, userId: number, socketId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ socketId: boothVisitors.socketId })
      .from(boothVisitors)
      .where(and(eq(boothVisitors.boothId, boothId), eq(boothVisitors.userId, userId), ne(boothVisitors.socketId, socketId), this.live()))
      .limit(1);
    return Boolean(row);
  }

  /** Records the socket at the booth; answers false when it was there already. */
  async join(socketId: string, boothId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .insert(boothVisitors)
      .values({ socketId, boothId, userId, joinedAt: this.clock.now() })
      .onConflictDoNothing()
      .returning({ boothId: boothVisitors.boothId });
    return rows.length > 0;
  }

  /** Removes the socket from the booth; answers the removed visit, if there was one. */
  async leave(socketId: string, boothId: number): Promise<VisitRow | null> {
    const [row] = await this.db
      .delete(boothVisitors)
      .where(and(eq(boothVisitors.socketId, socketId), eq(boothVisitors.boothId, boothId)))
      .returning({ boothId: boothVisitors.boothId, userId: boothVisitors.userId });
    return row ?? null;
  }

  /** Removes the socket from every booth (disconnect, re-login). */
  leaveAll(socketId: string): Promise<VisitRow[]> {
    return this.db
      .delete(boothVisitors)
      .where(eq(boothVisitors.socketId, socketId))
      .returning({ boothId: boothVisitors.boothId, userId: boothVisitors.userId });
  }

  /** The people with a name (decision 0070) at the booth now, its own staff left out, privacy rules applied. */
  async visitors(boothId: number, eventId: number): Promise<BoothVisitor[]> {
    const rows = await this.db
      .selectDistinctOn([users.id], visitorColumns)
      .from(boothVisitors)
      .innerJoin(users, eq(users.id, boothVisitors.userId))
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, eventId)))
      .where(
        and(
          eq(boothVisitors.boothId, boothId),
          users.hasName,
          this.live(),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(boothStaff)
              .where(and(eq(boothStaff.boothId, boothId), eq(boothStaff.userId, boothVisitors.userId))),
          ),
        ),
      )
      .orderBy(users.id);
    return rows.map(presentVisitor);
  }

  /** One person as a visitor payload; null for someone without a name, whom the visitor list leaves out. */
  async visitor(userId: number, eventId: number): Promise<BoothVisitor | null> {
    const [row] = await this.db
      .select(visitorColumns)
      .from(users)
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, eventId)))
      .where(and(eq(users.id, userId), users.hasName))
      .limit(1);
    return row ? presentVisitor(row) : null;
  }

  /** Deletes visits whose socket has no live presence row any more (a crashed or stopped process). */
  async sweep(): Promise<void> {
    await this.db.delete(boothVisitors).where(not(this.live()));
  }

  /** Visits of these sockets (tests and diagnostics). */
  async ofSockets(socketIds: string[]): Promise<VisitRow[]> {
    if (socketIds.length === 0) return [];
    return this.db.select({ boothId: boothVisitors.boothId, userId: boothVisitors.userId }).from(boothVisitors).where(inArray(boothVisitors.socketId, socketIds));
  }
}

const visitorColumns = senderColumns;

/** A visitor as others see them: the chat's Anonymous and incognito rules (spec 3 §4), as everywhere. */
export const presentVisitor = (row: SenderRow): BoothVisitor => presentSender(row);
