import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { senderColumns, type SenderRow } from '../identity';
import { broadcastMessages, broadcastReads, privateConversations, privateMessages } from './private-chat.schema';

export type PrivateMessageRow = typeof privateMessages.$inferSelect;
export type BroadcastRow = typeof broadcastMessages.$inferSelect;
export type NewBroadcastRow = Omit<typeof broadcastMessages.$inferInsert, 'id'>;
export type ConversationRow = typeof privateConversations.$inferSelect;

/** What the chat needs of a person in an event: the Anonymous rules' fields and what targets broadcasts. */
export const personColumns = {
  ...senderColumns,
  email: users.email,
  isActive: users.isActive,
  locationType: users.locationType,
};
export interface PersonRow extends SenderRow {
  email: string;
  isActive: boolean;
  locationType: 'virtual' | 'in_person' | 'hybrid';
}

const pair = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

export class PrivateChatRepository {
  constructor(readonly db: Executor) {}

  /** People on the event's list (any role), with what the chat shows of them. */
  async members(eventId: number, userIds: number[]): Promise<Map<number, PersonRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select(personColumns)
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, userIds)));
    return new Map(rows.map((r) => [r.id, r]));
  }

  async conversation(eventId: number, a: number, b: number): Promise<ConversationRow | null> {
    const { low, high } = pair(a, b);
    const [row] = await this.db
      .select()
      .from(privateConversations)
      .where(and(eq(privateConversations.eventId, eventId), eq(privateConversations.lowUserId, low), eq(privateConversations.highUserId, high)))
      .limit(1);
    return row ?? null;
  }

  /** Stores a message, creating its conversation when it is the first, in one transaction. */
  async insertMessage(eventId: number, values: Omit<typeof privateMessages.$inferInsert, 'id' | 'conversationId'>): Promise<PrivateMessageRow> {
    const { low, high } = pair(values.senderId, values.receiverId);
    return this.db.transaction(async (tx) => {
      const [conversation] = await tx
        .insert(privateConversations)
        .values({ eventId, lowUserId: low, highUserId: high, lastSentAt: values.sentAt })
        .onConflictDoUpdate({
          target: [privateConversations.eventId, privateConversations.lowUserId, privateConversations.highUserId],
          set: { lastSentAt: sql`greatest(${privateConversations.lastSentAt}, excluded.last_sent_at)` },
        })
        .returning({ id: privateConversations.id });
      if (!conversation) throw new Error('conversation upsert returned nothing');
      const [message] = await tx.insert(privateMessages).values({ ...values, conversationId: conversation.id }).returning();
      if (!message) throw new Error('message insert returned nothing');
      return message;
    });
  }

  /** The person's conversations in the event, latest first: the partner's id and the last time one wrote. */
  async conversations(eventId: number, userId: number, limit: number, offset: number): Promise<{ id: number; partnerId: number; lastSentAt: Date }[]> {
    return this.db
      .select({
        id: privateConversations.id,
        partnerId: sql<number>`case when ${privateConversations.lowUserId} = ${userId} then ${privateConversations.highUserId} else ${privateConversations.lowUserId} end`,
        lastSentAt: privateConversations.lastSentAt,
      })
      .from(privateConversations)
      .where(and(eq(privateConversations.eventId, eventId), or(eq(privateConversations.lowUserId, userId), eq(privateConversations.highUserId, userId))))
      .orderBy(desc(privateConversations.lastSentAt), desc(privateConversations.id))
      .limit(limit)
      .offset(offset);
  }

  async countConversations(eventId: number, userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(privateConversations)
      .where(and(eq(privateConversations.eventId, eventId), or(eq(privateConversations.lowUserId, userId), eq(privateConversations.highUserId, userId))));
    return row?.n ?? 0;
  }

  /** Unread messages to the person per conversation, for the given conversations. */
  async unreadBy(userId: number, conversationIds: number[]): Promise<Map<number, number>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: privateMessages.conversationId, n: count() })
      .from(privateMessages)
      .where(and(eq(privateMessages.receiverId, userId), isNull(privateMessages.readAt), inArray(privateMessages.conversationId, conversationIds)))
      .groupBy(privateMessages.conversationId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** Unread private messages to the person in the event. */
  async unreadTotal(eventId: number, userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(privateMessages)
      .innerJoin(privateConversations, eq(privateConversations.id, privateMessages.conversationId))
      .where(and(eq(privateMessages.receiverId, userId), isNull(privateMessages.readAt), eq(privateConversations.eventId, eventId)));
    return row?.n ?? 0;
  }

  async countMessages(conversationId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(privateMessages).where(eq(privateMessages.conversationId, conversationId));
    return row?.n ?? 0;
  }

  /** A page counted from the newest message, answered oldest first (newest last). */
  async page(conversationId: number, limit: number, offset: number): Promise<PrivateMessageRow[]> {
    const rows = await this.db
      .select()
      .from(privateMessages)
      .where(eq(privateMessages.conversationId, conversationId))
      .orderBy(desc(privateMessages.id))
      .limit(limit)
      .offset(offset);
    return rows.reverse();
  }

  /** Marks every message to the person in the conversation read; answers how many changed. */
  async markRead(conversationId: number, receiverId: number, at: Date): Promise<number> {
    const rows = await this.db
      .update(privateMessages)
      .set({ readAt: at })
      .where(and(eq(privateMessages.conversationId, conversationId), eq(privateMessages.receiverId, receiverId), isNull(privateMessages.readAt)))
      .returning({ id: privateMessages.id });
    return rows.length;
  }

  // --- broadcasts -------------------------------------------------------------------------------

  async insertBroadcast(values: NewBroadcastRow): Promise<BroadcastRow> {
    const [row] = await this.db.insert(broadcastMessages).values(values).returning();
    if (!row) throw new Error('broadcast insert returned nothing');
    return row;
  }

  /** Every broadcast of the event after `afterId`, oldest first. */
  async broadcastsAfter(eventId: number, afterId: number): Promise<BroadcastRow[]> {
    return this.db
      .select()
      .from(broadcastMessages)
      .where(and(eq(broadcastMessages.eventId, eventId), gt(broadcastMessages.id, afterId)))
      .orderBy(broadcastMessages.id);
  }

  async broadcastPage(eventId: number, limit: number, offset: number): Promise<{ count: number; rows: BroadcastRow[] }> {
    const [total] = await this.db.select({ n: count() }).from(broadcastMessages).where(eq(broadcastMessages.eventId, eventId));
    const rows = await this.db
      .select()
      .from(broadcastMessages)
      .where(eq(broadcastMessages.eventId, eventId))
      .orderBy(desc(broadcastMessages.id))
      .limit(limit)
      .offset(offset);
    return { count: total?.n ?? 0, rows };
  }

  async lastReadBroadcast(eventId: number, userId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: broadcastReads.lastReadId })
      .from(broadcastReads)
      .where(and(eq(broadcastReads.eventId, eventId), eq(broadcastReads.userId, userId)))
      .limit(1);
    return row?.id ?? 0;
  }

  async setLastReadBroadcast(eventId: number, userId: number, id: number): Promise<void> {
    await this.db
      .insert(broadcastReads)
      .values({ eventId, userId, lastReadId: id })
      .onConflictDoUpdate({ target: [broadcastReads.eventId, broadcastReads.userId], set: { lastReadId: sql`greatest(${broadcastReads.lastReadId}, excluded.last_read_id)` } });
  }
}
