import type { InfiniteData } from '@tanstack/react-query';
import type { MessageRemover, PublicChatPage, PublicMessage } from '@foyer/contracts';
import { hasMessage, mergeStoredMessage, type MessagePage } from '../../shared/lib/message-pages';

/** A message as the chat shows it: stored (positive id) or still on its way (negative id). */
export interface ChatMessage extends PublicMessage {
  /** Sent but not yet stored by the server. */
  pending?: boolean;
  /** The server refused it (too many messages, chat closed, …). */
  failed?: boolean;
}

/** A page as the cache keeps it; what is shown above the chat (pinned, name, can_moderate, slow mode) is the newest page's. */
export type ChatPage = MessagePage<ChatMessage> & Partial<Pick<PublicChatPage, 'pinned' | 'name' | 'can_moderate' | 'slow_mode_seconds'>>;

export type ChatData = InfiniteData<ChatPage, unknown>;

/** Optimistic ids are negative, starting at -9999 (spec 1 §9). */
export const FIRST_OPTIMISTIC_ID = -9999;
let nextOptimisticId = FIRST_OPTIMISTIC_ID;
export function takeOptimisticId(): number {
  return nextOptimisticId--;
}
/** Tests only. */
export function resetOptimisticIds(): void {
  nextOptimisticId = FIRST_OPTIMISTIC_ID;
}

export { flattenMessages, addOptimistic } from '../../shared/lib/message-pages';

/** The offset of the next older page: how many stored messages are loaded (new ones shift offsets). */
export function nextOlderOffset(data: Pick<ChatData, 'pages'>): number | undefined {
  const last = data.pages[data.pages.length - 1];
  if (!last?.next) return undefined;
  const ids = new Set<number>();
  for (const page of data.pages) for (const m of page.results) if (m.id > 0) ids.add(m.id);
  return ids.size;
}

/**
 * A stored message arrived (`received_public_message`). It replaces the oldest pending optimistic copy
 * of the same sender and text; a message already shown is not shown twice; otherwise it is appended.
 */
export function mergeReceived(data: ChatData | undefined, message: PublicMessage): ChatData | undefined {
  if (!data || hasMessage(data, message.id)) return data;
  return mergeStoredMessage<ChatMessage>(data, message, (m) => m.id < 0 && m.pending === true && m.text === message.text && m.sender.id === message.sender.id);
}

/** The server refused the oldest pending message: it stays, marked as not sent. */
export function markOldestPendingFailed(data: ChatData | undefined): ChatData | undefined {
  if (!data) return data;
  let done = false;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((m) => {
        if (done || !m.pending) return m;
        done = true;
        return { ...m, pending: false, failed: true };
      }),
    })),
  };
}

/** A message leaves the chat (one's own optimistic copy of a message held for review). */
export function dropMessage(data: ChatData | undefined, id: number): ChatData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.filter((m) => m.id !== id) })) };
}

/** A chat's slow mode changed (`updated_chat_slow_mode`): every loaded page carries the new window. */
export function withSlowMode(data: ChatData | undefined, seconds: number): ChatData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, slow_mode_seconds: seconds })) };
}

// ---- moderation (issue 29): what the chat's room hears, applied in place ----

/** The message as a tombstone: its text gone, who removed it kept. */
const tombstone = (m: ChatMessage, by: MessageRemover): ChatMessage => {
  const { hidden: _hidden, ...rest } = m;
  return { ...rest, text: '', deleted: true, deleted_by: by };
};

function mapMessages(data: ChatData | undefined, change: (m: ChatMessage) => ChatMessage): ChatData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.map((m) => (m.id > 0 ? change(m) : m)) })) };
}

/** The pinned message of the chat (the newest page carries it), or null. */
export const pinnedOf = (data: ChatData | undefined): PublicMessage | null => data?.pages[0]?.pinned ?? null;

/** Whether the reader moderates the chat (the server says so with its pages). */
export const moderatesChat = (data: ChatData | undefined): boolean => data?.pages[0]?.can_moderate === true;

/** The chat's pinned message is now `message` (null: none). */
export function setPinned(data: ChatData | undefined, message: PublicMessage | null): ChatData | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, pinned: message }, ...rest] };
}

/** A removed or hidden message no longer stays on top. */
const unpinIf = (data: ChatData | undefined, messageId: number) => (pinnedOf(data)?.id === messageId ? setPinned(data, null) : data);

/** `public_chat_message_deleted`: its tombstone in place. */
export function markDeleted(data: ChatData | undefined, messageId: number, by: MessageRemover): ChatData | undefined {
  return unpinIf(mapMessages(data, (m) => (m.id === messageId ? tombstone(m, by) : m)), messageId);
}

/** `public_chat_message_hidden`: a tombstone, or for moderators the message marked hidden. */
export function markHidden(data: ChatData | undefined, messageId: number): ChatData | undefined {
  const moderator = moderatesChat(data);
  return unpinIf(mapMessages(data, (m) => (m.id !== messageId ? m : moderator ? { ...m, hidden: true } : tombstone(m, 'moderator'))), messageId);
}

/** `public_chat_message_restored`: the message as everyone reads it again, in place. */
export function markRestored(data: ChatData | undefined, message: PublicMessage): ChatData | undefined {
  return mapMessages(data, (m) => (m.id === message.id ? message : m));
}

/** `public_chat_cleared`: every stored message becomes a moderator's tombstone. */
export function markCleared(data: ChatData | undefined): ChatData | undefined {
  return setPinned(mapMessages(data, (m) => (m.deleted ? m : tombstone(m, 'moderator'))), null);
}
