import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { chats, publicMessages } from './chat.schema';
import { chatRoom } from './chat.service';

/** A message a moderation act removed, and where its chat's room is. */
export interface RemovedMessage {
  messageId: number;
  chatId: number;
  spaceId: number | null;
  wasPinned: boolean;
}

/** What another feature's moderation act removes: one message, or every message a person sent in the event. */
export type MessagesToRemove = { messageId: number; eventId: number } | { senderId: number; eventId: number };

/**
 * Removes messages as a moderator would (decision 0092: a tombstone in place, its text gone, unpinned), in
 * the transaction of another feature's act (a report settled with "delete", a ban that removes the person's
 * messages), so the act and the removal commit or fail together. Messages already removed stay as they are.
 */
export async function removeMessagesAsModerator(tx: Executor, now: Date, which: MessagesToRemove): Promise<RemovedMessage[]> {
  const whose: SQL = 'messageId' in which ? eq(publicMessages.id, which.messageId) : eq(publicMessages.senderId, which.senderId);
  const rows = await tx
    .select({ messageId: publicMessages.id, chatId: chats.id, spaceId: chats.spaceId, pinnedAt: publicMessages.pinnedAt })
    .from(publicMessages)
    .innerJoin(chats, eq(chats.id, publicMessages.chatId))
    .where(and(whose, eq(chats.eventId, which.eventId), isNull(publicMessages.deletedAt)))
    .for('update', { of: publicMessages });
  if (rows.length === 0) return [];
  await tx
    .update(publicMessages)
    .set({ text: '', deletedAt: now, deletedBy: 'moderator', pinnedAt: null })
    .where(inArray(publicMessages.id, rows.map((r) => r.messageId)));
  return rows.map(({ pinnedAt, ...row }) => ({ ...row, wasPinned: pinnedAt !== null }));
}

/** Once the act committed: each removed message's chat shows its tombstone (and loses its pin) at once. */
export function tellRemovedMessages(realtime: RealtimeGateway, removed: readonly RemovedMessage[]): void {
  for (const message of removed) {
    const room = chatRoom({ id: message.chatId, spaceId: message.spaceId });
    realtime.emitToRoom(room, 'public_chat_message_deleted', { chat_id: message.chatId, message_id: message.messageId, deleted_by: 'moderator' });
    if (message.wasPinned) realtime.emitToRoom(room, 'public_chat_unpinned', { chat_id: message.chatId });
  }
}
