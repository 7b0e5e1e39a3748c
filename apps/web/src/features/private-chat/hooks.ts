import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { privateChatRoutes, type ChatList } from '@foyer/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { call } from '@/shared/api/http';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { chatRefusals } from '@/shared/lib/chat-refusals';
import { notify } from '@/shared/notify/notify';
import { i18n } from '@/i18n';
import { messagesQuery, privateChatKeys } from './api';
import { addOptimistic, flattenMessages, markAllRead, markFailed, mergeStored, takeOptimisticId, zeroEntry, type ListData, type MessageData } from './cache';

/** The key of a conversation among the chats that refuse messages (shared/lib/chat-refusals.ts). */
export const conversationKey = (eventSlug: string, userId: number) => `private:${eventSlug}:${userId}`;

/**
 * Whether a refused message means the conversation cannot take messages at all (the person is gone from the
 * event, cannot be reached, is oneself), rather than a hiccup worth another try (a limit, the server's trouble).
 */
export function refusesForGood(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 403 || error.status === 404) return true;
  return error.status === 400 && typeof error.data === 'object' && error.data !== null && 'receiver' in error.data;
}

/**
 * A message the server refused: 'can not send a message' with its reason, and a refusal that lasts disables
 * the conversation. No reply at all is already told by the shell ('cant reach server').
 */
function refused(error: unknown, eventSlug: string, userId: number): void {
  if (error instanceof ApiRequestError && error.isNetworkError) return;
  const reason = errorMessage(error, i18n.t('chat.cannot_send'));
  notify.error(reason, { id: 'private-chat-refused', title: i18n.t('chat.cannot_send') });
  if (refusesForGood(error)) chatRefusals.refuse(conversationKey(eventSlug, userId), reason);
}

/** Incoming messages are marked read this long after they arrive while their conversation is open (spec 3 §9). */
export const READ_DELAY_MS = 2000;

/**
 * One conversation on screen: its pages, marking it read (at once when selected, then 2 s after each
 * incoming message), and sending with an optimistic copy the stored message replaces.
 */
export function useConversation(eventSlug: string, userId: number) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(messagesQuery(eventSlug, userId));
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const unread = messages.filter((m) => !m.sent_by_current_user && !m.read && m.id > 0).length;
  const first = useRef(true);

  const markRead = useCallback(async () => {
    queryClient.setQueryData<ListData>(privateChatKeys.list(eventSlug), (data) => zeroEntry(data, userId));
    queryClient.setQueryData<MessageData>(privateChatKeys.messages(eventSlug, userId), (data) => markAllRead(data));
    try {
      const { unread_total } = await call(privateChatRoutes.markRead, { params: { eventSlug, userId } });
      queryClient.setQueryData<number>(privateChatKeys.unread(eventSlug), unread_total);
    } catch {
      // Read markers are best effort: the next open marks them again.
    }
  }, [queryClient, eventSlug, userId]);

  // Selecting the conversation zeroes its count at once; later arrivals are marked read 2 s after.
  useEffect(() => {
    first.current = true;
  }, [userId]);
  useEffect(() => {
    if (query.isPending) return;
    const entry = queryClient
      .getQueryData<ListData>(privateChatKeys.list(eventSlug))
      ?.pages.flatMap((p: ChatList) => p.results)
      .find((e) => e.user_id === userId);
    if (first.current) {
      first.current = false;
      if (unread > 0 || (entry?.unread ?? 0) > 0) void markRead();
      return;
    }
    if (unread === 0) return;
    const timer = window.setTimeout(() => void markRead(), READ_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [unread, query.isPending, markRead, queryClient, eventSlug, userId]);

  const send = useCallback(
    (raw: string, shouldSendEmail: boolean): boolean => {
      const text = raw.trim();
      if (!text) return false;
      const optimisticId = takeOptimisticId();
      const key = privateChatKeys.messages(eventSlug, userId);
      queryClient.setQueryData<MessageData>(key, (data) =>
        addOptimistic(data, {
          id: optimisticId, text, sent_at: new Date().toISOString(), read: false, sent_by_current_user: true, sent_email: false,
          appointment_schedule: null, user_id: userId, is_chat_bot: false,
        }),
      );
      call(privateChatRoutes.send, { params: { eventSlug }, body: { text, receiver: userId, should_send_email: shouldSendEmail, event_slug: eventSlug } }).then(
        (stored) => {
          queryClient.setQueryData<MessageData>(key, (data) => mergeStored(data, stored, optimisticId));
          const list = queryClient.getQueryData<ListData>(privateChatKeys.list(eventSlug));
          if (!list?.pages.some((p) => p.results.some((e) => e.user_id === userId))) {
            void queryClient.invalidateQueries({ queryKey: privateChatKeys.list(eventSlug) });
          }
        },
        (error: unknown) => {
          queryClient.setQueryData<MessageData>(key, (data) => markFailed(data, optimisticId));
          refused(error, eventSlug, userId);
        },
      );
      return true;
    },
    [queryClient, eventSlug, userId],
  );

  return { query, messages, send };
}
