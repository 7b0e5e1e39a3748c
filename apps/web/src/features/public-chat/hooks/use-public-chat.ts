import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicUser } from '@foyer/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { realtime } from '@/shared/realtime';
import { onLoggedIn } from '@/shared/realtime/binding';
import { publicChatKeys, publicChatQuery } from '../api';
import { addOptimistic, flattenMessages, takeOptimisticId, type ChatData } from '../cache';

/**
 * A public chat: its pages (older ones on demand), joining the chat's room while mounted, and sending
 * with an optimistic copy that the stored message replaces when it comes back.
 */
export function usePublicChat(eventSlug: string, chatId: number, me: BasicUser | null) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(publicChatQuery(eventSlug, chatId));
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);

  useEffect(() => {
    const join = () => realtime.send('join_chat', { chat_id: chatId });
    join();
    // Each login is a connection in no room yet: join (again), and fetch what was said before the join
    // took (the first page may have loaded before the socket was logged in, or while it was down).
    const stop = onLoggedIn(realtime, () => {
      join();
      void queryClient.invalidateQueries({ queryKey: publicChatKeys.chat(eventSlug, chatId) });
    });
    return () => {
      stop();
      realtime.send('leave_chat', { chat_id: chatId });
    };
  }, [queryClient, eventSlug, chatId]);

  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!text || !me) return false;
      queryClient.setQueryData<ChatData>(publicChatKeys.chat(eventSlug, chatId), (data) =>
        addOptimistic(data, { id: takeOptimisticId(), chat_id: chatId, text, sender: me, sent_at: new Date().toISOString() }),
      );
      realtime.send('send_public_message', { chat_id: chatId, text });
      return true;
    },
    [queryClient, eventSlug, chatId, me],
  );

  return { query, messages, send };
}
