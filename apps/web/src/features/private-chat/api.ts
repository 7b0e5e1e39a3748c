import {
  attendeeRoutes, attendeeSidebarSearchMore, chatListPageSize, privateChatRoutes, privateMessagesPageSize, broadcastPageSize, type Attendee, type ChatList,
} from '@foyer/contracts';
import { call } from '@/shared/api/http';
import type { ListData, MessagePage } from './cache';

export const privateChatKeys = {
  all: ['private-chat'] as const,
  event: (slug: string) => ['private-chat', slug] as const,
  list: (slug: string) => ['private-chat', slug, 'list'] as const,
  unread: (slug: string) => ['private-chat', slug, 'unread'] as const,
  messages: (slug: string, userId: number) => ['private-chat', slug, 'messages', userId] as const,
  broadcasts: (slug: string, offset: number) => ['private-chat', slug, 'broadcasts', offset] as const,
};

const offsetOf = (link: string | null) => (link ? Number(new URL(link, 'http://x').searchParams.get('offset') ?? 0) : undefined);

/** The chat list: the notification bot first, then conversations; "load more" adds 10 (spec 3 §9). */
export function chatListQuery(eventSlug: string) {
  return {
    queryKey: privateChatKeys.list(eventSlug),
    queryFn: ({ pageParam }: { pageParam: number }): Promise<ChatList> =>
      call(privateChatRoutes.chatList, { params: { eventSlug }, query: { limit: chatListPageSize, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last: ChatList) => offsetOf(last.next),
    staleTime: 30_000,
  };
}

/**
 * People to start a conversation with, for the contact search: the directory's search (20 at a time, spec 3
 * §9), which finds only public people by what others see of them (an incognito person by the alias).
 */
export function contactSearchQuery(eventSlug: string, term: string) {
  return {
    queryKey: [...privateChatKeys.event(eventSlug), 'contacts', term] as const,
    queryFn: async (): Promise<Attendee[]> =>
      (await call(attendeeRoutes.list, { params: { eventSlug }, query: { search: term, limit: attendeeSidebarSearchMore, offset: 0 } })).results,
    enabled: term.length > 0,
    staleTime: 30_000,
  };
}

/** The unread total for the top bar: one small call, then kept by the socket's events. */
export function unreadTotalQuery(eventSlug: string) {
  return {
    queryKey: privateChatKeys.unread(eventSlug),
    queryFn: async (): Promise<number> =>
      (await call(privateChatRoutes.chatList, { params: { eventSlug }, query: { limit: 1, offset: 0 } })).unread_total,
    staleTime: 60_000,
  };
}

/** A conversation's pages: offset 0 is the newest 15; older ones load as the reader scrolls up. */
export function messagesQuery(eventSlug: string, userId: number) {
  return {
    queryKey: privateChatKeys.messages(eventSlug, userId),
    queryFn: ({ pageParam }: { pageParam: number }): Promise<MessagePage> =>
      call(privateChatRoutes.messages, { params: { eventSlug, userId }, query: { limit: privateMessagesPageSize, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last: MessagePage, pages: MessagePage[]) => (last.next ? storedCount(pages) : undefined),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  };
}

/** Offsets count stored messages; new ones arriving shift them, so count what is loaded. */
function storedCount(pages: MessagePage[]): number {
  const ids = new Set<number>();
  for (const page of pages) for (const m of page.results) if (m.id > 0) ids.add(m.id);
  return ids.size;
}

export function broadcastsQuery(eventSlug: string, offset: number) {
  return {
    queryKey: privateChatKeys.broadcasts(eventSlug, offset),
    queryFn: () => call(privateChatRoutes.broadcasts, { params: { eventSlug }, query: { limit: broadcastPageSize, offset } }),
  };
}

export type { ListData };
