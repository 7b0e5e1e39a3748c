import { errorCodes } from '@foyer/contracts/constants';
import type { RealtimeBinding } from '@/shared/realtime';
import { chatRefusals } from '@/shared/lib/chat-refusals';
import { notify } from '@/shared/notify/notify';
import { localiseServerText } from '@/shared/api/server-texts';
import { i18n } from '@/i18n';
import { publicChatKeys } from './api';
import { markCleared, markDeleted, markHidden, markOldestPendingFailed, markRestored, mergeReceived, setPinned, withSlowMode, type ChatData } from './cache';

/** The key of a public chat among the chats that refuse messages (shared/lib/chat-refusals.ts). */
export const publicChatRefusalKey = (eventSlug: string, chatId: number) => `public:${eventSlug}:${chatId}`;

/**
 * Refusals that last: the chat or its space is gone or closed to the person. A limit (`throttled`), a payload
 * refused or the server's trouble pass; the message is only marked as not sent.
 */
const lastingCodes = new Set<string>([errorCodes.notFound, errorCodes.permissionDenied, errorCodes.notPublished, errorCodes.inviteOnly, 'space_closed']);

/**
 * The public chat's realtime binding: stored messages join their chat's cache (replacing one's own
 * optimistic copy); a refused send marks the oldest pending message as not sent, says 'can not send a
 * message' with the reason, and a lasting refusal disables the chat it was sent to.
 */
export const publicChatRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const stopReceived = client.on('received_public_message', (message) => {
    const slug = client.getEventSlug();
    if (!slug) return;
    queryClient.setQueryData<ChatData>(publicChatKeys.chat(slug, message.chat_id), (data) => mergeReceived(data, message));
  });
  // Moderation (issue 29): each change lands in place in the chat's cache, for everyone reading it.
  const inChat = (chatId: number, change: (data: ChatData | undefined) => ChatData | undefined) => {
    const slug = client.getEventSlug();
    if (slug) queryClient.setQueryData<ChatData>(publicChatKeys.chat(slug, chatId), change);
  };
  const stopModeration = [
    client.on('public_chat_message_deleted', (e) => inChat(e.chat_id, (data) => markDeleted(data, e.message_id, e.deleted_by))),
    client.on('public_chat_message_hidden', (e) => inChat(e.chat_id, (data) => markHidden(data, e.message_id))),
    client.on('public_chat_message_restored', (message) => inChat(message.chat_id, (data) => markRestored(data, message))),
    client.on('public_chat_pinned', (e) => inChat(e.chat_id, (data) => setPinned(data, e.message))),
    client.on('public_chat_unpinned', (e) => inChat(e.chat_id, (data) => setPinned(data, null))),
    client.on('public_chat_cleared', (e) => inChat(e.chat_id, markCleared)),
  ];
  const stopSlowMode = client.on('updated_chat_slow_mode', ({ chat_id, slow_mode_seconds }) => {
    inChat(chat_id, (data) => withSlowMode(data, slow_mode_seconds));
  });
  const stopErrors = client.on('event_error', (error) => {
    if (error.event !== 'send_public_message') return;
    const pendingIn = queryClient
      .getQueriesData<ChatData>({ queryKey: publicChatKeys.all })
      .find(([, data]) => data?.pages.some((p) => p.results.some((m) => m.pending)))?.[0];
    queryClient.setQueriesData<ChatData>({ queryKey: publicChatKeys.all }, (data) => markOldestPendingFailed(data));
    // The server words its refusal in English; the person reads it in the app's language.
    const reason = localiseServerText(error.detail);
    notify.error(reason, { id: 'public-chat-refused', title: i18n.t('chat.cannot_send') });
    const [, slug, chatId] = pendingIn ?? [];
    if (error.code && lastingCodes.has(error.code) && typeof slug === 'string' && typeof chatId === 'number') {
      chatRefusals.refuse(publicChatRefusalKey(slug, chatId), reason);
    }
  });
  return () => {
    stopSlowMode();
    stopReceived();
    for (const stop of stopModeration) stop();
    stopErrors();
  };
};
