import type { InfiniteData } from '@tanstack/react-query';
import type { PublicMessage } from '@foyer/contracts';

/** A message as the chat shows it: stored (positive id) or still on its way (negative id). */
export interface ChatMessage extends PublicMessage {
  /** Sent but not yet stored by the server. */
  pending?: boolean;
  /** The server refused it (too many messages, chat closed, …). */
  failed?: boolean;
}

export interface ChatPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: ChatMessage[];
}

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

/** Pages hold newest first (page 0 = newest); each page is oldest first. The chat reads oldest → newest. */
export function flattenMessages(data: ChatData | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: ChatMessage[] = [];
  for (let p = data.pages.length - 1; p >= 0; p--) {
    for (const m of data.pages[p]!.results) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

/** The offset of the next older page: how many stored messages are loaded (new ones shift offsets). */
export function nextOlderOffset(data: Pick<ChatData, 'pages'>): number | undefined {
  const last = data.pages[data.pages.length - 1];
  if (!last?.next) return undefined;
  const ids = new Set<number>();
  for (const page of data.pages) for (const m of page.results) if (m.id > 0) ids.add(m.id);
  return ids.size;
}

function withNewest(data: ChatData, update: (newest: ChatPage) => ChatPage): ChatData {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [update(first), ...rest] };
}

/** Adds a message of one's own before the server has it. */
export function addOptimistic(data: ChatData | undefined, message: ChatMessage): ChatData | undefined {
  if (!data) return data;
  return withNewest(data, (page) => ({ ...page, results: [...page.results, { ...message, pending: true }] }));
}

/**
 * A stored message arrived (`received_public_message`). It replaces the oldest pending optimistic copy
 * of the same sender and text; a message already shown is not shown twice; otherwise it is appended.
 */
export function mergeReceived(data: ChatData | undefined, message: PublicMessage): ChatData | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.results.some((m) => m.id === message.id))) return data;
  let replaced = false;
  const pages = data.pages.map((page) => ({
    ...page,
    results: page.results.map((m) => {
      if (replaced || m.id >= 0 || !m.pending || m.text !== message.text || m.sender.id !== message.sender.id) return m;
      replaced = true;
      return message;
    }),
  }));
  if (replaced) return { ...data, pages };
  return withNewest(data, (page) => ({ ...page, count: page.count + 1, results: [...page.results, message] }));
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
