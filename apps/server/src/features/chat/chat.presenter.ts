import { anonymousName, type BasicUser, type PublicMessage } from '@foyer/contracts';
import type { PublicMessageRow, SenderRow } from './chat.repository';

/**
 * A sender as others see them (spec 3 §4): incognito → their alias (or Anonymous) without picture;
 * not public (in their profile or in this event) → Anonymous without picture; otherwise name and picture.
 */
export function presentSender(s: SenderRow): BasicUser {
  const hidden = { id: s.id, last_name: '', mugshot: null, do_not_disturb: s.doNotDisturb };
  if (s.incognitoMode) return { ...hidden, first_name: s.aliasName.trim() || anonymousName };
  if (!s.isPublic || s.memberPublic === false) return { ...hidden, first_name: anonymousName };
  return { id: s.id, first_name: s.firstName, last_name: s.lastName, mugshot: s.mugshot, do_not_disturb: s.doNotDisturb };
}

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
