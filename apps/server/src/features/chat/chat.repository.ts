import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import { eventMembers, spaces } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { senderColumns, type SenderRow, type SpaceRow } from '../identity';
import { chats, publicMessages } from './chat.schema';
import { chatWordLists } from './chat-rules.schema';

export type ChatRow = typeof chats.$inferSelect;
export type PublicMessageRow = typeof publicMessages.$inferSelect;
export interface MessageWithSender {
  message: PublicMessageRow;
  sender: SenderRow;
  /** The sender's label in the chat's space (`sender_label`), when a feature gives them one. */
  label: string | null;
}

/** A sender's label in a chat, as SQL over the sender's id (null: no label); see `ChatService.labelSql`. */
export type SenderLabelSql = (senderId: SQL) => SQL;

const noLabel: SenderLabelSql = () => sql`null`;

export class ChatRepository {
  constructor(private readonly db: Executor) {}

  async findChat(chatId: number): Promise<ChatRow | null> {
    const [row] = await this.db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
    return row ?? null;
  }

  /**
   * The chat, its space (null for a chat of no space) and its event's word list (null for none), in one
   * round trip: every message sent asks for them.
   */
  async findChatWithSpace(chatId: number): Promise<{ chat: ChatRow; space: SpaceRow | null; words: string[] | null } | null> {
    const [row] = await this.db
      .select({ chat: chats, space: spaces, words: chatWordLists.words })
      .from(chats)
      .leftJoin(spaces, and(eq(spaces.id, chats.spaceId), eq(spaces.eventId, chats.eventId)))
      .leftJoin(chatWordLists, eq(chatWordLists.eventId, chats.eventId))
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

  /**
   * Stores a message and answers it with its sender (as seen in the chat's event) and their label, in one
   * statement: every message sent pays for it (decision 0065). With a `gate` (slow mode, chat-rules.ts) the
   * message is stored only when the gate answers a row; null when it did not.
   */
  async insertMessage(values: Omit<typeof publicMessages.$inferInsert, 'id'>, label: SenderLabelSql = noLabel, gate: SQL | null = null): Promise<MessageWithSender | null> {
    const result = await this.db.execute<InsertedMessage>(sql`
      WITH ${gate ? sql`gate AS (${gate}), ` : sql``}m AS (
        INSERT INTO ${publicMessages} (chat_id, sender_id, text, sent_at)
        SELECT ${values.chatId}::integer, ${values.senderId}::integer, ${values.text}::text, ${values.sentAt.toISOString()}::timestamptz
        ${gate ? sql`WHERE EXISTS (SELECT 1 FROM gate)` : sql``}
        RETURNING id, chat_id, sender_id, text, sent_at)
      SELECT m.id, m.chat_id, m.text, m.sent_at, ${users.firstName} AS first_name, ${users.lastName} AS last_name,
        ${users.mugshot} AS mugshot, ${users.doNotDisturb} AS do_not_disturb, ${users.isPublic} AS is_public,
        ${users.incognitoMode} AS incognito_mode, ${users.aliasName} AS alias_name, ${eventMembers.isPublic} AS member_public,
        ${label(sql`m.sender_id`)} AS label
      FROM m JOIN ${users} ON ${users.id} = m.sender_id JOIN ${chats} ON ${chats.id} = m.chat_id
      LEFT JOIN ${eventMembers} ON ${eventMembers.userId} = m.sender_id AND ${eventMembers.eventId} = ${chats.eventId}`);
    const row = result.rows[0];
    if (!row && gate) return null;
    if (!row) throw new Error('inserting a public message returned nothing');
    return {
      message: {
        id: row.id, chatId: row.chat_id, senderId: values.senderId, text: row.text, sentAt: new Date(row.sent_at),
        deletedAt: null, deletedBy: null, hiddenAt: null, pinnedAt: null,
      },
      sender: {
        id: values.senderId, firstName: row.first_name, lastName: row.last_name, mugshot: row.mugshot, doNotDisturb: row.do_not_disturb,
        isPublic: row.is_public, incognitoMode: row.incognito_mode, aliasName: row.alias_name, memberPublic: row.member_public,
      },
      label: row.label,
    };
  }

  async count(chatId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(publicMessages).where(eq(publicMessages.chatId, chatId));
    return row?.n ?? 0;
  }

  /** Messages of the chat with their senders and labels, newest first. */
  private withSenders(chat: ChatRow, label: SenderLabelSql, where?: SQL) {
    return this.db
      .select({ message: publicMessages, sender: senderColumns, label: sql<string | null>`${label(sql`${users.id}`)}` })
      .from(publicMessages)
      .innerJoin(users, eq(users.id, publicMessages.senderId))
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, chat.eventId)))
      .where(and(eq(publicMessages.chatId, chat.id), where))
      .orderBy(desc(publicMessages.id));
  }

  /** A page counted from the newest message, answered oldest first (newest last). */
  async page(chat: ChatRow, limit: number, offset: number, label: SenderLabelSql = noLabel): Promise<MessageWithSender[]> {
    const rows = await this.withSenders(chat, label).limit(limit).offset(offset);
    return rows.reverse();
  }

  /** One message of the chat with its sender, or null. */
  async message(chat: ChatRow, messageId: number, label: SenderLabelSql = noLabel): Promise<MessageWithSender | null> {
    const [row] = await this.withSenders(chat, label, eq(publicMessages.id, messageId)).limit(1);
    return row ?? null;
  }

  /** The chat's pinned message with its sender, or null. */
  async pinned(chat: ChatRow, label: SenderLabelSql = noLabel): Promise<MessageWithSender | null> {
    const [row] = await this.withSenders(chat, label, isNotNull(publicMessages.pinnedAt)).limit(1);
    return row ?? null;
  }
}

/** A row of `insertMessage`'s statement, as the driver answers it (a timestamp may come as text). */
interface InsertedMessage extends Record<string, unknown> {
  id: number;
  chat_id: number;
  text: string;
  sent_at: Date | string;
  first_name: string;
  last_name: string;
  mugshot: string | null;
  do_not_disturb: boolean;
  is_public: boolean;
  incognito_mode: boolean;
  alias_name: string;
  member_public: boolean | null;
  label: string | null;
}
