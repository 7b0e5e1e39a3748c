import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  chatModerationErrorCodes as codes, chatModerationMessages as texts, moderationArea,
  type MessageRemover, type PublicMessage, type ServerEventName, type ServerEventPayload,
} from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { ApiError, forbidden, notFound, unprocessable } from '../../platform/http/errors';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { ChangeLog } from '../identity';
import { chats, publicMessages } from './chat.schema';
import { chatName, chatRoom, type ChatService, type ReachedChat } from './chat.service';
import type { PublicMessageRow } from './chat.repository';

/** The moderation act on a message, as the audit log names it. */
type MessageAct = 'message_deleted' | 'message_hidden' | 'message_restored' | 'message_pinned' | 'message_unpinned';

const removedConflict = (detail: string) => new ApiError(409, detail, codes.messageRemoved);

/**
 * Moderating public chats (issue 29, decision 0092). Each act is one transaction with its audit-log entry
 * (the change log's area `moderation`): the message row is locked first, so two acts on one message (or two
 * pins in one chat) settle in the database; a refused act changes nothing. Once committed, the chat's room
 * hears it on every process.
 */
export class ChatModeration {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly chats: ChatService,
    private readonly changes: ChangeLog,
    private readonly realtime: RealtimeGateway,
  ) {}

  /** The author deletes their own message; the event's moderators anyone's. Only a moderator's deletion is logged. */
  async deleteMessage(eventSlug: string, userId: number, chatId: number, messageId: number): Promise<PublicMessage> {
    const reached = await this.chats.requireChat(eventSlug, userId, chatId);
    const moderator = await this.chats.moderates(reached.grant, userId);
    const { by, wasPinned } = await this.db.transaction(async (tx) => {
      const message = await lockMessage(tx, reached, messageId);
      const by: MessageRemover = message.senderId === userId ? 'author' : 'moderator';
      if (by === 'moderator' && !moderator) throw forbidden(texts.notAuthorOrModerator, codes.notAuthorOrModerator);
      if (message.deletedAt) throw removedConflict(texts.alreadyRemoved);
      await tx
        .update(publicMessages)
        .set({ text: '', deletedAt: this.clock.now(), deletedBy: by, pinnedAt: null })
        .where(eq(publicMessages.id, message.id));
      if (by === 'moderator') {
        await this.log(tx, reached, userId, 'message_deleted', message, { message_id: message.id, text: message.text, hidden: message.hiddenAt !== null }, { deleted_by: by });
      }
      return { by, wasPinned: message.pinnedAt !== null };
    });
    this.tell(reached, 'public_chat_message_deleted', { chat_id: reached.chat.id, message_id: messageId, deleted_by: by });
    if (wasPinned) this.tell(reached, 'public_chat_unpinned', { chat_id: reached.chat.id });
    return this.answer(reached, messageId, moderator);
  }

  /** Hides a message from everyone but moderators (its text stays for them). */
  async hideMessage(eventSlug: string, userId: number, chatId: number, messageId: number): Promise<PublicMessage> {
    const reached = await this.requireModerator(eventSlug, userId, chatId);
    const wasPinned = await this.db.transaction(async (tx) => {
      const message = await lockMessage(tx, reached, messageId);
      if (message.deletedAt) throw removedConflict(texts.alreadyRemoved);
      if (message.hiddenAt) throw removedConflict(texts.alreadyHidden);
      await tx.update(publicMessages).set({ hiddenAt: this.clock.now(), pinnedAt: null }).where(eq(publicMessages.id, message.id));
      await this.log(tx, reached, userId, 'message_hidden', message, { message_id: message.id, text: message.text }, { hidden: true });
      return message.pinnedAt !== null;
    });
    this.tell(reached, 'public_chat_message_hidden', { chat_id: reached.chat.id, message_id: messageId });
    if (wasPinned) this.tell(reached, 'public_chat_unpinned', { chat_id: reached.chat.id });
    return this.answer(reached, messageId, true);
  }

  /** Shows a hidden message again, to everyone. */
  async restoreMessage(eventSlug: string, userId: number, chatId: number, messageId: number): Promise<PublicMessage> {
    const reached = await this.requireModerator(eventSlug, userId, chatId);
    await this.db.transaction(async (tx) => {
      const message = await lockMessage(tx, reached, messageId);
      if (message.deletedAt) throw removedConflict(texts.alreadyRemoved);
      if (!message.hiddenAt) throw removedConflict(texts.notHidden);
      await tx.update(publicMessages).set({ hiddenAt: null }).where(eq(publicMessages.id, message.id));
      await this.log(tx, reached, userId, 'message_restored', message, { hidden: true }, { message_id: message.id, hidden: false });
    });
    // Everyone in the room reads it again, as anyone reads it.
    this.tell(reached, 'public_chat_message_restored', await this.answer(reached, messageId, false));
    return this.answer(reached, messageId, true);
  }

  /** Pins a message on top of the chat, in place of the one pinned before. */
  async pin(eventSlug: string, userId: number, chatId: number, messageId: number): Promise<{ pinned: PublicMessage }> {
    const reached = await this.requireModerator(eventSlug, userId, chatId);
    const changed = await this.db.transaction(async (tx) => {
      const previous = await lockPin(tx, reached);
      const message = await lockMessage(tx, reached, messageId);
      if (message.deletedAt || message.hiddenAt) throw removedConflict(texts.cannotPinRemoved);
      if (previous?.id === message.id) return false;
      if (previous) await tx.update(publicMessages).set({ pinnedAt: null }).where(eq(publicMessages.id, previous.id));
      await tx.update(publicMessages).set({ pinnedAt: this.clock.now() }).where(eq(publicMessages.id, message.id));
      await this.log(tx, reached, userId, 'message_pinned', message, { message_id: previous?.id ?? null }, { message_id: message.id, text: message.text });
      return true;
    });
    const pinned = await this.answer(reached, messageId, false);
    if (changed) this.tell(reached, 'public_chat_pinned', { chat_id: reached.chat.id, message: pinned });
    return { pinned };
  }

  /** Unpins the pinned message (the one named, when a message is named). */
  async unpin(eventSlug: string, userId: number, chatId: number, messageId: number | undefined): Promise<{ pinned: null }> {
    const reached = await this.requireModerator(eventSlug, userId, chatId);
    await this.db.transaction(async (tx) => {
      const pinned = await lockPin(tx, reached);
      if (!pinned) throw removedConflict(texts.nothingPinned);
      if (messageId !== undefined && pinned.id !== messageId) throw removedConflict(texts.notPinned);
      await tx.update(publicMessages).set({ pinnedAt: null }).where(eq(publicMessages.id, pinned.id));
      await this.log(tx, reached, userId, 'message_unpinned', pinned, { message_id: pinned.id }, { message_id: null });
    });
    this.tell(reached, 'public_chat_unpinned', { chat_id: reached.chat.id });
    return { pinned: null };
  }

  /** Removes every message of the chat; its name, typed again, confirms. */
  async clear(eventSlug: string, userId: number, chatId: number, confirm: string): Promise<{ removed: number }> {
    const reached = await this.requireModerator(eventSlug, userId, chatId);
    const name = chatName(reached.chat, reached.space);
    if (confirm.trim() !== name.trim()) throw unprocessable(texts.confirmName, codes.confirmMismatch);
    const removed = await this.db.transaction(async (tx) => {
      await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, reached.chat.id)).for('update');
      const rows = await tx
        .update(publicMessages)
        .set({ text: '', deletedAt: this.clock.now(), deletedBy: 'moderator', pinnedAt: null })
        .where(and(eq(publicMessages.chatId, reached.chat.id), isNull(publicMessages.deletedAt)))
        .returning({ id: publicMessages.id });
      await this.changes.record(tx, {
        eventId: reached.grant.event.id, actorId: userId, area: moderationArea, action: 'chat_cleared', target: name,
        before: { messages: rows.length }, after: { messages: 0 },
      });
      return rows.length;
    });
    this.tell(reached, 'public_chat_cleared', { chat_id: reached.chat.id });
    return { removed };
  }

  private async requireModerator(eventSlug: string, userId: number, chatId: number): Promise<ReachedChat> {
    const reached = await this.chats.requireChat(eventSlug, userId, chatId);
    if (!(await this.chats.moderates(reached.grant, userId))) throw forbidden(texts.notModerator, codes.notModerator);
    return reached;
  }

  private async answer(reached: ReachedChat, messageId: number, viewerModerates: boolean): Promise<PublicMessage> {
    const message = await this.chats.presentMessage(reached.chat, messageId, viewerModerates);
    if (!message) throw notFound();
    return message;
  }

  private log(tx: Executor, reached: ReachedChat, actorId: number, action: MessageAct, message: PublicMessageRow, before: unknown, after: unknown) {
    return this.changes.record(tx, {
      eventId: reached.grant.event.id, actorId, area: moderationArea, action, target: chatName(reached.chat, reached.space),
      subjectId: message.senderId, before, after,
    });
  }

  private tell<E extends ServerEventName>(reached: ReachedChat, event: E, payload: ServerEventPayload<E>): void {
    this.realtime.emitToRoom(chatRoom(reached.chat), event, payload);
  }
}

/** The message, locked for the act, when it is one of this chat's: 404 otherwise. */
async function lockMessage(tx: Executor, reached: ReachedChat, messageId: number): Promise<PublicMessageRow> {
  const [row] = await tx
    .select()
    .from(publicMessages)
    .where(and(eq(publicMessages.id, messageId), eq(publicMessages.chatId, reached.chat.id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Locks the chat (pins of one chat wait for each other) and answers its pinned message, if any. */
async function lockPin(tx: Executor, reached: ReachedChat): Promise<PublicMessageRow | null> {
  await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, reached.chat.id)).for('update');
  const [row] = await tx
    .select()
    .from(publicMessages)
    .where(and(eq(publicMessages.chatId, reached.chat.id), isNotNull(publicMessages.pinnedAt)))
    .limit(1);
  return row ?? null;
}
