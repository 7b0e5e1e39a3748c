import { chatRoutes, publicChatPageSize } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { nextOlderOffset, type ChatPage } from './cache';

export const publicChatKeys = {
  all: ['public-chat'] as const,
  chat: (eventSlug: string, chatId: number) => ['public-chat', eventSlug, chatId] as const,
};

/** Pages of a public chat: offset 0 is the newest page; older pages load as the reader scrolls up. */
export function publicChatQuery(eventSlug: string, chatId: number) {
  return {
    queryKey: publicChatKeys.chat(eventSlug, chatId),
    queryFn: ({ pageParam }: { pageParam: number }): Promise<ChatPage> =>
      call(chatRoutes.publicMessages, { params: { eventSlug, chatId }, query: { limit: publicChatPageSize, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (_last: ChatPage, pages: ChatPage[]) => nextOlderOffset({ pages }),
    // New messages arrive through the socket; a refetch would drop older pages the reader scrolled to.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  };
}
