import type { RealtimeBinding } from '@/shared/realtime';
import { publicChatKeys } from './api';
import { markOldestPendingFailed, mergeReceived, type ChatData } from './cache';

/**
 * The public chat's realtime binding: stored messages join their chat's cache (replacing one's own
 * optimistic copy); a refused send marks the oldest pending message as not sent.
 */
export const publicChatRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const stopReceived = client.on('received_public_message', (message) => {
    const slug = client.getEventSlug();
    if (!slug) return;
    queryClient.setQueryData<ChatData>(publicChatKeys.chat(slug, message.chat_id), (data) => mergeReceived(data, message));
  });
  const stopErrors = client.on('event_error', (error) => {
    if (error.event !== 'send_public_message') return;
    queryClient.setQueriesData<ChatData>({ queryKey: publicChatKeys.all }, (data) => markOldestPendingFailed(data));
  });
  return () => {
    stopReceived();
    stopErrors();
  };
};
