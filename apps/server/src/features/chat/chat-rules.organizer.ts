import { and, asc, eq, sql } from 'drizzle-orm';
import { normalizeWordList } from '@foyer/domain';
import type { HeldMessage, ModeratedChat, PublicMessage, ServerEventPayload, SettledHeldMessage, WordList } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { ChangeLog, EventAccess } from '../identity';
import { users } from '../identity/accounts.schema';
import { spaces } from '../identity/events.schema';
import { chats } from './chat.schema';
import { chatWordLists, heldMessages } from './chat-rules.schema';
import { chatName, heldMessagesOf, heldMessagesRoom, moderationArea } from './chat-rules';
import { chatRoom, type ChatService } from './chat.service';


/**
 * The console's chat rules (issue 29, decision 0094): each public chat's slow mode, the event's word list
 * and the queue of held messages. Guard `moderate` throughout; every write is one transaction with its
 * audit row (change log, area `moderation`), and what people see changes live after it committed.
 */
export class ChatRulesConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly changes: ChangeLog,
    private readonly chat: ChatService,
    private readonly realtime: RealtimeGateway,
  ) {}

  private async eventOf(eventSlug: string, userId: number) {
    return (await this.access.requireOrganizer(eventSlug, userId, 'moderate')).event;
  }

  async chats(eventSlug: string, userId: number): Promise<ModeratedChat[]> {
    const event = await this.eventOf(eventSlug, userId);
    return this.chatRows(this.db, event.id);
  }

  private async chatRows(db: Executor, eventId: number, chatId?: number): Promise<ModeratedChat[]> {
    const rows = await db
      .select({ chat: chats, space: { id: spaces.id, slug: spaces.slug, name: spaces.name, type: spaces.type } })
      .from(chats)
      .leftJoin(spaces, eq(spaces.id, chats.spaceId))
      .where(and(eq(chats.eventId, eventId), chatId === undefined ? undefined : eq(chats.id, chatId)))
      .orderBy(asc(chats.name), asc(chats.id));
    return rows.map(({ chat, space }) => ({ id: chat.id, name: chatName(chat), space: space?.id ? space : null, slow_mode_seconds: chat.slowModeSeconds }));
  }

  async setSlowMode(eventSlug: string, userId: number, chatId: number, seconds: number): Promise<ModeratedChat> {
    const event = await this.eventOf(eventSlug, userId);
    const { chat, changed } = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(chats).where(and(eq(chats.id, chatId), eq(chats.eventId, event.id))).for('update');
      if (!before) throw notFound();
      if (before.slowModeSeconds === seconds) return { chat: before, changed: false };
      const [after] = await tx.update(chats).set({ slowModeSeconds: seconds }).where(eq(chats.id, chatId)).returning();
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, area: moderationArea, action: 'slow_mode_set', target: chatName(before),
        before: { seconds: before.slowModeSeconds }, after: { seconds },
      });
      return { chat: after!, changed: true };
    });
    if (changed) {
      const payload: ServerEventPayload<'updated_chat_slow_mode'> = { chat_id: chat.id, slow_mode_seconds: chat.slowModeSeconds };
      this.realtime.io.to(chatRoom(chat)).emit('updated_chat_slow_mode', payload);
    }
    return (await this.chatRows(this.db, event.id, chat.id))[0]!;
  }

  async wordList(eventSlug: string, userId: number): Promise<WordList> {
    const event = await this.eventOf(eventSlug, userId);
    const [row] = await this.db.select().from(chatWordLists).where(eq(chatWordLists.eventId, event.id));
    return { words: row?.words ?? [], updated_at: row?.updatedAt.toISOString() ?? null };
  }

  async setWordList(eventSlug: string, userId: number, words: string[]): Promise<WordList> {
    const event = await this.eventOf(eventSlug, userId);
    const list = normalizeWordList(words);
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(chatWordLists).where(eq(chatWordLists.eventId, event.id)).for('update');
      if (before && before.words.join('\n') === list.join('\n')) return { words: before.words, updated_at: before.updatedAt.toISOString() };
      const updatedAt = this.clock.now();
      await tx
        .insert(chatWordLists)
        .values({ eventId: event.id, words: list, updatedAt })
        .onConflictDoUpdate({ target: chatWordLists.eventId, set: { words: list, updatedAt } });
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, area: moderationArea, action: 'word_list_set', target: 'word list',
        before: { words: before?.words ?? [] }, after: { words: list },
      });
      return { words: list, updated_at: updatedAt.toISOString() };
    });
  }

  /** The held messages of the event, oldest first (the order they wait in). */
  async held(eventSlug: string, userId: number): Promise<HeldMessage[]> {
    const event = await this.eventOf(eventSlug, userId);
    return heldMessagesOf(this.db, event.id);
  }

  /** `watch_held_messages`: the socket of the chat rules page hears the queue change (the routes' guard). */
  async watch(socket: { join(room: string): unknown }, eventSlug: string, userId: number): Promise<void> {
    await this.eventOf(eventSlug, userId);
    await socket.join(heldMessagesRoom(eventSlug));
  }

  private tellSettled(eventSlug: string, id: number, outcome: SettledHeldMessage['outcome']): void {
    const payload: ServerEventPayload<'held_message_settled'> = { id, outcome };
    this.realtime.io.to(heldMessagesRoom(eventSlug)).emit('held_message_settled', payload);
  }

  /** Sends a held message to its chat as if it were sent now: stored, then told to the chat's room. */
  async release(eventSlug: string, userId: number, messageId: number): Promise<PublicMessage> {
    const event = await this.eventOf(eventSlug, userId);
    const { message, room } = await this.db.transaction(async (tx) => {
      const { held, chat, email } = await this.takeHeld(tx, event.id, messageId);
      const sent = await this.chat.storeReleased(tx, chat, held.senderId, held.text);
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, subjectId: held.senderId, area: moderationArea, action: 'held_message_released',
        target: `${chatName(chat)}: ${email}`, before: { message_id: held.id, text: held.text, words: held.words }, after: { message_id: sent.message.id },
      });
      return sent;
    });
    const payload: ServerEventPayload<'received_public_message'> = message;
    this.realtime.io.to(room).emit('received_public_message', payload);
    this.tellSettled(event.slug, messageId, 'released');
    return message;
  }

  async reject(eventSlug: string, userId: number, messageId: number): Promise<void> {
    const event = await this.eventOf(eventSlug, userId);
    await this.db.transaction(async (tx) => {
      const { held, chat, email } = await this.takeHeld(tx, event.id, messageId);
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, subjectId: held.senderId, area: moderationArea, action: 'held_message_rejected',
        target: `${chatName(chat)}: ${email}`, before: { message_id: held.id, text: held.text, words: held.words },
      });
    });
    this.tellSettled(event.slug, messageId, 'rejected');
  }

  /** Removes a held message of the event from the queue, once: two moderators at once, and the second finds none (404). */
  private async takeHeld(tx: Executor, eventId: number, messageId: number) {
    const [held] = await tx
      .delete(heldMessages)
      .where(and(eq(heldMessages.id, messageId), sql`${heldMessages.chatId} IN (SELECT ${chats.id} FROM ${chats} WHERE ${chats.eventId} = ${eventId})`))
      .returning();
    if (!held) throw notFound();
    const [found] = await tx
      .select({ chat: chats, email: users.email })
      .from(chats)
      .innerJoin(users, eq(users.id, held.senderId))
      .where(eq(chats.id, held.chatId));
    return { held, chat: found!.chat, email: found!.email };
  }
}
