import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { privateChatRoutes, type ChatList } from '@foyer/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { call } from '@/shared/api/http';
import { messagesQuery, privateChatKeys } from './api';
import { addOptimistic, flattenMessages, markAllRead, markFailed, mergeStored, takeOptimisticId, zeroEntry, type ListData, type MessageData } from './cache';

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
        () => queryClient.setQueryData<MessageData>(key, (data) => markFailed(data, optimisticId)),
      );
      return true;
    },
    [queryClient, eventSlug, userId],
  );

  return { query, messages, send };
}
