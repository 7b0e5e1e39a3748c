import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicUser } from '@foyer/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { realtime } from '@/shared/realtime';
import { stayInRoom } from '@/shared/realtime/binding';
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

  useEffect(
    () =>
      stayInRoom(
        realtime,
        () => realtime.request('join_chat', { chat_id: chatId }),
        () => realtime.send('leave_chat', { chat_id: chatId }),
        () => void queryClient.invalidateQueries({ queryKey: publicChatKeys.chat(eventSlug, chatId) }),
      ),
    [queryClient, eventSlug, chatId],
  );

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
