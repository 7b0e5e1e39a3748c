import type { PublicMessage } from '@foyer/contracts';
import type { PublicMessageRow } from './chat.repository';
import { presentSender, type SenderRow } from '../identity';

export function presentPublicMessage(message: PublicMessageRow, sender: SenderRow, label: string | null = null): PublicMessage {
  return {
    id: message.id,
    chat_id: message.chatId,
    text: message.text,
    sender: presentSender(sender),
    sent_at: message.sentAt.toISOString(),
    ...(label ? { sender_label: label } : {}),
  };
}
