import { chatModerationRoutes, chatRoutes, publicChatPageSize } from '@foyer/contracts';
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

/** Moderation acts (issue 29); the chat's room hears each, so the cache follows the realtime events. */
export const chatModeration = {
  deleteMessage: (eventSlug: string, chatId: number, messageId: number) =>
    call(chatModerationRoutes.deleteMessage, { params: { eventSlug, chatId, messageId } }),
  hide: (eventSlug: string, chatId: number, messageId: number) => call(chatModerationRoutes.hideMessage, { params: { eventSlug, chatId, messageId } }),
  restore: (eventSlug: string, chatId: number, messageId: number) => call(chatModerationRoutes.restoreMessage, { params: { eventSlug, chatId, messageId } }),
  pin: (eventSlug: string, chatId: number, messageId: number) => call(chatModerationRoutes.pin, { params: { eventSlug, chatId }, body: { message_id: messageId } }),
  unpin: (eventSlug: string, chatId: number, messageId: number) => call(chatModerationRoutes.unpin, { params: { eventSlug, chatId }, body: { message_id: messageId } }),
  clear: (eventSlug: string, chatId: number, confirm: string) => call(chatModerationRoutes.clear, { params: { eventSlug, chatId }, body: { confirm } }),
};
