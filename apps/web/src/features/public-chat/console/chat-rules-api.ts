import { organizerChatRulesRoutes as routes } from '@foyer/contracts';
import { call } from '@/shared/api/http';

export const chatRulesKeys = {
  all: (eventSlug: string) => ['console', 'chat-rules', eventSlug] as const,
  chats: (eventSlug: string) => ['console', 'chat-rules', eventSlug, 'chats'] as const,
  words: (eventSlug: string) => ['console', 'chat-rules', eventSlug, 'words'] as const,
  held: (eventSlug: string) => ['console', 'chat-rules', eventSlug, 'held'] as const,
};

export const chatRulesApi = {
  chats: (eventSlug: string, signal?: AbortSignal) => call(routes.chats, { params: { eventSlug } }, signal),
  setSlowMode: (eventSlug: string, chatId: number, seconds: number) => call(routes.setSlowMode, { params: { eventSlug, chatId }, body: { seconds } }),
  words: (eventSlug: string, signal?: AbortSignal) => call(routes.wordList, { params: { eventSlug } }, signal),
  setWords: (eventSlug: string, words: string[]) => call(routes.setWordList, { params: { eventSlug }, body: { words } }),
  held: (eventSlug: string, signal?: AbortSignal) => call(routes.held, { params: { eventSlug } }, signal),
  release: (eventSlug: string, messageId: number) => call(routes.release, { params: { eventSlug, messageId } }),
  reject: (eventSlug: string, messageId: number) => call(routes.reject, { params: { eventSlug, messageId } }),
};
