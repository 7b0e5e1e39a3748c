import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { chatRuleCodes, chatRuleMessages, type HeldMessage, type HeldMessageAck } from '@foyer/contracts';
import { wordMatcher, type WordMatcher } from '@foyer/domain';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
import { RealtimeError } from '../../platform/realtime/gateway';
import { presentSender, senderColumns, type ChangeLog, type EventAccessGrant, type EventRole } from '../identity';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { ChatRow } from './chat.repository';
import { chats } from './chat.schema';
import { chatSlowModePosts, chatWordLists, heldMessages } from './chat-rules.schema';

/** The change log's area of every moderation act (the console's audit log reads it). */
export const moderationArea = 'moderation';

/** A chat as the console names it (a chat of no space may have no name). */
export const chatName = (chat: { id: number; name: string }) => chat.name || `Chat ${chat.id}`;

/** The sockets of the console's chat rules pages of an event (`watch_held_messages`). */
export const heldMessagesRoom = (eventSlug: string) => `event:${eventSlug}:held`;

/** The event's held messages as the queue lists them, oldest first; with `heldId`, that one only. */
export async function heldMessagesOf(db: Executor, eventId: number, heldId?: number): Promise<HeldMessage[]> {
  const rows = await db
    .select({ held: heldMessages, chat: { id: chats.id, name: chats.name }, sender: senderColumns })
    .from(heldMessages)
    .innerJoin(chats, eq(chats.id, heldMessages.chatId))
    .innerJoin(users, eq(users.id, heldMessages.senderId))
    .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, chats.eventId)))
    .where(and(eq(chats.eventId, eventId), heldId === undefined ? undefined : eq(heldMessages.id, heldId)))
    .orderBy(asc(heldMessages.id));
  return rows.map(({ held, chat, sender }) => ({
    id: held.id, chat: { id: chat.id, name: chatName(chat) }, text: held.text, sender: presentSender(sender),
    sent_at: held.sentAt.toISOString(), words: held.words,
  }));
}

/** Owners and moderators post freely: no slow mode, and nothing they write is held. */
export const exemptFromChatRules = (role: EventRole): boolean => role === 'owner' || role === 'moderator';

/** What the rules say of one public message before it is stored. */
export interface PostJudgement {
  /** The slow-mode gate its statement passes through (`WITH gate AS (…)`), or null when none applies. */
  gate: SQL | null;
  /** The listed words it contains: any, and it is held instead of sent. */
  heldFor: string[];
}

/**
 * The chat rules on the send path (decision 0094): slow mode, settled in the database by the message's own
 * statement, and the event's word list, read with the chat (kept per process with it, decision 0065).
 */
export class ChatRules {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    readonly changes: ChangeLog,
  ) {}

  private readonly matchers = new WeakMap<string[], WordMatcher>();

  /** `words`: the event's list as the chat's lookup read it (null for none). */
  judge(grant: EventAccessGrant, chat: ChatRow, words: string[] | null, userId: number, text: string, now: Date): PostJudgement {
    if (exemptFromChatRules(grant.role)) return { gate: null, heldFor: [] };
    return { gate: this.slowModeGate(chat, userId, now), heldFor: words && words.length > 0 ? this.matcherOf(words).find(text) : [] };
  }

  /** The event's listed words in a text, read now (the Q&A asks far less often than chats post); none for the exempt. */
  async listedWordsIn(grant: EventAccessGrant, text: string): Promise<string[]> {
    if (exemptFromChatRules(grant.role)) return [];
    const [list] = await this.db.select({ words: chatWordLists.words }).from(chatWordLists).where(eq(chatWordLists.eventId, grant.event.id));
    return list && list.words.length > 0 ? wordMatcher(list.words).find(text) : [];
  }

  /** A list's matcher, built once per list read (a chat lookup kept in the process keeps its list). */
  private matcherOf(words: string[]): WordMatcher {
    let matcher = this.matchers.get(words);
    if (!matcher) this.matchers.set(words, (matcher = wordMatcher(words)));
    return matcher;
  }

  /**
   * The person's last post in the chat moves to `now` only when it lies a whole window back: the statement
   * that stores the message stores it only when this answers a row. Two posts at once meet on the row's
   * key, and the second sees the first one's time.
   */
  private slowModeGate(chat: ChatRow, userId: number, now: Date): SQL | null {
    if (chat.slowModeSeconds <= 0) return null;
    return sql`INSERT INTO ${chatSlowModePosts} (chat_id, user_id, posted_at)
      VALUES (${chat.id}::integer, ${userId}::integer, ${now.toISOString()}::timestamptz)
      ON CONFLICT (chat_id, user_id) DO UPDATE SET posted_at = excluded.posted_at
      WHERE ${chatSlowModePosts.postedAt} <= excluded.posted_at - make_interval(secs => ${chat.slowModeSeconds}::integer)
      RETURNING 1`;
  }

  /** The refusal of a post inside the window: when the person may post again, in whole seconds. */
  async slowModeRefusal(chat: ChatRow, userId: number): Promise<RealtimeError> {
    const [last] = await this.db
      .select({ postedAt: chatSlowModePosts.postedAt })
      .from(chatSlowModePosts)
      .where(and(eq(chatSlowModePosts.chatId, chat.id), eq(chatSlowModePosts.userId, userId)));
    const windowEnds = (last?.postedAt.getTime() ?? 0) + chat.slowModeSeconds * 1000;
    const retryAfter = Math.max(1, Math.ceil((windowEnds - this.clock.now().getTime()) / 1000));
    return new RealtimeError(chatRuleMessages.slowMode(chat.slowModeSeconds, retryAfter), chatRuleCodes.slowMode, { retry_after: retryAfter });
  }

  /**
   * Keeps a message for review instead of sending it, with its audit row, in one transaction; it counts
   * for slow mode like any post.
   */
  async hold(chat: ChatRow, userId: number, text: string, judgement: PostJudgement, now: Date): Promise<{ ack: HeldMessageAck; heldId: number }> {
    const heldId = await this.db.transaction(async (tx) => {
      if (judgement.gate && (await tx.execute(judgement.gate)).rows.length === 0) return null;
      const [held] = await tx.insert(heldMessages).values({ chatId: chat.id, senderId: userId, text, words: judgement.heldFor, sentAt: now }).returning({ id: heldMessages.id });
      await this.changes.record(tx, {
        eventId: chat.eventId, actorId: userId, subjectId: userId, area: moderationArea, action: 'message_held', target: chat.name,
        after: { message_id: held!.id, text, words: judgement.heldFor },
      });
      return held!.id;
    });
    if (heldId === null) throw await this.slowModeRefusal(chat, userId);
    return { ack: { held: true, detail: chatRuleMessages.held }, heldId };
  }
}
