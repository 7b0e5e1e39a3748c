import type { InfiniteData } from '@tanstack/react-query';
import type { ChatEntry, ChatList, PrivateMessage } from '@foyer/contracts';
import { mergeStoredMessage, type MessagePage as Page } from '../../shared/lib/message-pages';

/** A message as the conversation shows it: stored (positive id) or on its way (negative id). */
export interface ChatMessage extends PrivateMessage {
  pending?: boolean;
  failed?: boolean;
}

export type MessagePage = Page<ChatMessage>;

export type MessageData = InfiniteData<MessagePage, unknown>;
export type ListData = InfiniteData<ChatList, unknown>;

/** Optimistic ids are negative, starting at -9999 (spec 3 §4). */
export const FIRST_OPTIMISTIC_ID = -9999;
let nextOptimisticId = FIRST_OPTIMISTIC_ID;
export function takeOptimisticId(): number {
  return nextOptimisticId--;
}

export { flattenMessages, addOptimistic } from '../../shared/lib/message-pages';

/**
 * A stored message arrived (the socket or the send's reply): it replaces the optimistic copy `optimisticId`
 * names or, failing that, the oldest pending one of the same text; shown once whichever arrives first.
 */
export function mergeStored(data: MessageData | undefined, message: PrivateMessage, optimisticId?: number): MessageData | undefined {
  return mergeStoredMessage<ChatMessage>(data, message, (m) =>
    m.id < 0 && (optimisticId !== undefined ? m.id === optimisticId : m.pending === true && message.sent_by_current_user && m.text === message.text),
  );
}

export function markFailed(data: MessageData | undefined, optimisticId: number): MessageData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, results: page.results.map((m) => (m.id === optimisticId ? { ...m, pending: false, failed: true } : m)) })),
  };
}

export function markAllRead(data: MessageData | undefined): MessageData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.map((m) => (m.sent_by_current_user || m.read ? m : { ...m, read: true })) })) };
}

/**
 * A message reached the chat list: its conversation moves up to just below the bot, with its time and,
 * when `countUnread`, one more unread. Answers null when the conversation is not in the list yet (refetch).
 */
export function bumpEntry(data: ListData | undefined, message: PrivateMessage, countUnread: boolean): ListData | undefined | null {
  if (!data) return data;
  const entries = data.pages.flatMap((p) => p.results);
  const found = entries.find((e) => e.user_id === message.user_id && e.is_chat_bot === message.is_chat_bot);
  if (!found) return null;
  const updated: ChatEntry = { ...found, last_sent: message.sent_at, unread: found.unread + (countUnread ? 1 : 0) };
  const pages = data.pages.map((page, i) => {
    let results = page.results.filter((e) => e !== found);
    if (i === 0) {
      const botFirst = results[0]?.is_chat_bot && !updated.is_chat_bot ? 1 : 0;
      results = [...results.slice(0, botFirst), updated, ...results.slice(botFirst)];
    }
    return { ...page, results, unread_total: page.unread_total + (countUnread ? 1 : 0) };
  });
  return { ...data, pages };
}

/** Selecting (or reading) a conversation zeroes its unread count (spec 3 §4). */
export function zeroEntry(data: ListData | undefined, userId: number): ListData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.map((e) => (e.user_id === userId ? { ...e, unread: 0 } : e)) })) };
}

/** The badge text: 99+ above 99 (spec 3 §9). */
export function formatUnread(count: number): string {
  return count > 99 ? '99+' : String(count);
}
