import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { chatRuleCodes, type BasicUser, type RealtimeAck } from '@foyer/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { realtime } from '@/shared/realtime';
import { stayInRoom } from '@/shared/realtime/binding';
import { publicChatKeys, publicChatQuery } from '../api';
import { addOptimistic, dropMessage, flattenMessages, takeOptimisticId, type ChatData } from '../cache';
import { useSlowModeWait } from './use-slow-mode';

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

  // Chat rules (decision 0094): the chat's slow mode, the wait it imposes, and the notice of a held message.
  const slowModeSeconds = query.data?.pages[0]?.slow_mode_seconds ?? 0;
  const { left, wait, named } = useSlowModeWait();
  // Slow mode turned off meanwhile: nothing to wait for, unless the server itself named the wait.
  const waitSeconds = slowModeSeconds > 0 || named ? left : 0;
  const [held, setHeld] = useState(false);

  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!text || !me || waitSeconds > 0) return false;
      const key = publicChatKeys.chat(eventSlug, chatId);
      const id = takeOptimisticId();
      queryClient.setQueryData<ChatData>(key, (data) => addOptimistic(data, { id, chat_id: chatId, text, sender: me, sent_at: new Date().toISOString() }));
      setHeld(false);
      wait(slowModeSeconds);
      realtime.request('send_public_message', { chat_id: chatId, text }).then(
        (answer) => {
          const ack = answer as RealtimeAck;
          if (ack.ok && ack.held === true) {
            // Held for review: nobody sees it, so neither does its author's chat.
            queryClient.setQueryData<ChatData>(key, (data) => dropMessage(data, id));
            setHeld(true);
          } else if (!ack.ok && ack.code === chatRuleCodes.slowMode) {
            wait(ack.retry_after ?? slowModeSeconds, true);
          }
        },
        // Not logged in yet: queued like any event (no answer, so no held notice).
        () => realtime.send('send_public_message', { chat_id: chatId, text }),
      );
      return true;
    },
    [queryClient, eventSlug, chatId, me, waitSeconds, wait, slowModeSeconds],
  );

  return { query, messages, send, slowModeSeconds, waitSeconds, held, dismissHeld: () => setHeld(false) };
}
