import type { PublicMessage } from '@foyer/contracts';
import type { PublicMessageRow } from './chat.repository';
import { presentSender, type SenderRow } from '../identity';

/**
 * A message as the viewer reads it: a removed one as a tombstone (its text empty, who removed it); a hidden
 * one as removed by a moderator, except to moderators, who read it marked hidden (decision 0092).
 */
export function presentPublicMessage(message: PublicMessageRow, sender: SenderRow, label: string | null = null, viewerModerates = false): PublicMessage {
  const presented: PublicMessage = {
    id: message.id,
    chat_id: message.chatId,
    text: message.text,
    sender: presentSender(sender),
    sent_at: message.sentAt.toISOString(),
    ...(label ? { sender_label: label } : {}),
  };
  if (message.deletedAt) return { ...presented, text: '', deleted: true, deleted_by: message.deletedBy ?? 'moderator' };
  if (message.hiddenAt) return viewerModerates ? { ...presented, hidden: true } : { ...presented, text: '', deleted: true, deleted_by: 'moderator' };
  return presented;
}
