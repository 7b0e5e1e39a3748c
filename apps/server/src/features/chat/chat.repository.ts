import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema';
import { eventMembers, spaces } from '../events/events.schema';
import type { Executor, SpaceRow } from '../events';
import { chats, publicMessages } from './chat.schema';

export type ChatRow = typeof chats.$inferSelect;
export type PublicMessageRow = typeof publicMessages.$inferSelect;
/** What the presenter needs of a sender to apply the Anonymous rules. */
export interface SenderRow {
  id: number;
  firstName: string;
  lastName: string;
  mugshot: string | null;
  doNotDisturb: boolean;
  isPublic: boolean;
  incognitoMode: boolean;
  aliasName: string;
  /** The person's visibility in the chat's event (null when not on its list). */
  memberPublic: boolean | null;
}
export interface MessageWithSender {
  message: PublicMessageRow;
  sender: SenderRow;
}

/** The columns `SenderRow` reads (joined with the person's `event_members` row of the event). */
export const senderColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  mugshot: users.mugshot,
  doNotDisturb: users.doNotDisturb,
  isPublic: users.isPublic,
  incognitoMode: users.incognitoMode,
  aliasName: users.aliasName,
  memberPublic: eventMembers.isPublic,
};

export class ChatRepository {
  constructor(private readonly db: Executor) {}

  async findChat(chatId: number): Promise<ChatRow | null> {
    const [row] = await this.db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
    return row ?? null;
  }

  /** The chat and its space (null for a chat of no space), in one round trip: every message sent asks for both. */
  async findChatWithSpace(chatId: number): Promise<{ chat: ChatRow; space: SpaceRow | null } | null> {
    const [row] = await this.db
      .select({ chat: chats, space: spaces })
      .from(chats)
      .leftJoin(spaces, and(eq(spaces.id, chats.spaceId), eq(spaces.eventId, chats.eventId)))
      .where(eq(chats.id, chatId))
      .limit(1);
    return row ?? null;
  }

  async chatOfSpace(spaceId: number): Promise<ChatRow | null> {
    const [row] = await this.db.select().from(chats).where(eq(chats.spaceId, spaceId)).limit(1);
    return row ?? null;
  }

  async insertChat(values: Omit<typeof chats.$inferInsert, 'id' | 'createdAt'>): Promise<ChatRow> {
    const [row] = await this.db.insert(chats).values(values).returning();
    if (!row) throw new Error('inserting a chat returned nothing');
    return row;
  }

  async insertMessage(values: Omit<typeof publicMessages.$inferInsert, 'id'>): Promise<PublicMessageRow> {
    const [row] = await this.db.insert(publicMessages).values(values).returning();
    if (!row) throw new Error('inserting a public message returned nothing');
    return row;
  }

  async count(chatId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(publicMessages).where(eq(publicMessages.chatId, chatId));
    return row?.n ?? 0;
  }

  /** A page counted from the newest message, answered oldest first (newest last). */
  async page(chat: ChatRow, limit: number, offset: number): Promise<MessageWithSender[]> {
    const rows = await this.db
      .select({ message: publicMessages, sender: senderColumns })
      .from(publicMessages)
      .innerJoin(users, eq(users.id, publicMessages.senderId))
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, chat.eventId)))
      .where(eq(publicMessages.chatId, chat.id))
      .orderBy(desc(publicMessages.id))
      .limit(limit)
      .offset(offset);
    return rows.reverse();
  }

  async sender(eventId: number, userId: number): Promise<SenderRow> {
    const [row] = await this.db
      .select(senderColumns)
      .from(users)
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, eventId)))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new Error(`sender ${userId} not found`);
    return row;
  }
}
