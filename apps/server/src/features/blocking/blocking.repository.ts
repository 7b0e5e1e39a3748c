import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { senderColumns, type SenderRow } from '../identity';
import { userBlocks } from './blocking.schema';

export class BlockingRepository {
  constructor(private readonly db: Executor) {}

  /** A person on the event's list with an active account, as the chat presents senders; null otherwise. */
  async member(eventId: number, userId: number): Promise<SenderRow | null> {
    const [row] = await this.db
      .select(senderColumns)
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId), eq(users.isActive, true)));
    return row ?? null;
  }

  /** The people `blockerId` blocked in the event, newest first. */
  blockedBy(eventId: number, blockerId: number): Promise<SenderRow[]> {
    return this.db
      .select(senderColumns)
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, userBlocks.eventId), eq(eventMembers.userId, userBlocks.blockedId)))
      .where(and(eq(userBlocks.eventId, eventId), eq(userBlocks.blockerId, blockerId)))
      .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId));
  }

  /** Stores the block; a second time changes nothing. */
  async block(eventId: number, blockerId: number, blockedId: number, now: Date): Promise<void> {
    await this.db.insert(userBlocks).values({ eventId, blockerId, blockedId, createdAt: now }).onConflictDoNothing();
  }

  /** Whether there was a block to remove. */
  async unblock(eventId: number, blockerId: number, blockedId: number): Promise<boolean> {
    const gone = await this.db
      .delete(userBlocks)
      .where(and(eq(userBlocks.eventId, eventId), eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .returning({ id: userBlocks.blockedId });
    return gone.length > 0;
  }

  /** Who blocked whom between the two people in the event: 'from' (from blocked to), 'to' (to blocked from), or null. */
  async between(eventId: number, from: number, to: number): Promise<'from' | 'to' | null> {
    const rows = await this.db
      .select({ blockerId: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        and(
          eq(userBlocks.eventId, eventId),
          or(and(eq(userBlocks.blockerId, from), eq(userBlocks.blockedId, to)), and(eq(userBlocks.blockerId, to), eq(userBlocks.blockedId, from))),
        ),
      );
    if (rows.some((r) => r.blockerId === from)) return 'from';
    return rows.length > 0 ? 'to' : null;
  }
}

/** The roulette's barrier: a block between the two SQL user ids in the event, either way. */
export const blockedPairSql = ({ a, b, eventId }: { a: SQL; b: SQL; eventId: SQL }): SQL =>
  sql`exists (select 1 from ${userBlocks} where ${userBlocks.eventId} = ${eventId}
    and ((${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b}) or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a})))`;
