import type { InfiniteData } from '@tanstack/react-query';

/**
 * A chat's messages as the web caches them (public and private chats alike): pages newest first
 * (page 0 = newest), each page oldest first; optimistic copies of one's own messages have negative ids.
 */
export interface MessagePage<M> {
  count: number;
  next: string | null;
  previous: string | null;
  results: M[];
}

export type MessagePages<M> = InfiniteData<MessagePage<M>, unknown>;

type Message = { id: number; pending?: boolean };

/** The chat read oldest → newest, each message once. */
export function flattenMessages<M extends Message>(data: MessagePages<M> | undefined): M[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: M[] = [];
  for (let p = data.pages.length - 1; p >= 0; p--) {
    for (const m of data.pages[p]!.results) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

export function hasMessage<M extends Message>(data: MessagePages<M>, id: number): boolean {
  return data.pages.some((p) => p.results.some((m) => m.id === id));
}

function withNewest<M>(data: MessagePages<M>, update: (newest: MessagePage<M>) => MessagePage<M>): MessagePages<M> {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [update(first), ...rest] };
}

/** Adds a message of one's own before the server has it. */
export function addOptimistic<M extends Message>(data: MessagePages<M> | undefined, message: NoInfer<M>): MessagePages<M> | undefined {
  if (!data) return data;
  return withNewest(data, (page) => ({ ...page, results: [...page.results, { ...message, pending: true }] }));
}

/**
 * A stored message arrived: it takes the place of the first optimistic copy `isCopy` finds (or, when it
 * is already shown, that copy goes); otherwise it is appended to the newest page, counted once.
 */
export function mergeStoredMessage<M extends Message>(data: MessagePages<M> | undefined, message: NoInfer<M>, isCopy: (m: M) => boolean): MessagePages<M> | undefined {
  if (!data) return data;
  const known = hasMessage(data, message.id);
  let replaced = false;
  const pages = data.pages.map((page) => ({
    ...page,
    results: page.results.flatMap((m) => {
      if (replaced || !isCopy(m)) return [m];
      replaced = true;
      return known ? [] : [message];
    }),
  }));
  if (replaced || known) return { ...data, pages };
  return withNewest(data, (page) => ({ ...page, count: page.count + 1, results: [...page.results, message] }));
}
