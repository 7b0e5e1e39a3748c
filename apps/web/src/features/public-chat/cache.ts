import type { InfiniteData } from '@tanstack/react-query';
import type { PublicMessage } from '@foyer/contracts';
import { hasMessage, mergeStoredMessage, type MessagePage } from '../../shared/lib/message-pages';

/** A message as the chat shows it: stored (positive id) or still on its way (negative id). */
export interface ChatMessage extends PublicMessage {
  /** Sent but not yet stored by the server. */
  pending?: boolean;
  /** The server refused it (too many messages, chat closed, …). */
  failed?: boolean;
}

/** A page as the chat's read answers it: the messages and the chat's slow mode (decision 0094). */
export type ChatPage = MessagePage<ChatMessage> & { slow_mode_seconds?: number };

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
