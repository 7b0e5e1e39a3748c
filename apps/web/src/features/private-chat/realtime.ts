import type { RealtimeBinding } from '@/shared/realtime';
import { onLoggedInAgain } from '@/shared/realtime/binding';
import { privateChatKeys } from './api';
import { bumpEntry, mergeStored, type ListData, type MessageData } from './cache';
import { visibleConversation } from './store';

/**
 * Private messages and the unread total from the socket: a message joins its conversation's cache and
 * moves it up the chat list; an incoming one counts as unread unless its conversation is on screen (it is
 * marked read there 2 s later). `updated_unread_messages_count` sets the total the server counted.
 */
export const privateChatRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const stopReceived = client.on('received_private_message', (message) => {
    const slug = client.getEventSlug();
    if (!slug) return;
    queryClient.setQueryData<MessageData>(privateChatKeys.messages(slug, message.user_id), (data) => mergeStored(data, message));
    const countUnread = !message.sent_by_current_user && visibleConversation() !== message.user_id;
    const list = queryClient.getQueryData<ListData>(privateChatKeys.list(slug));
    const bumped = bumpEntry(list, message, countUnread);
    if (bumped === null) void queryClient.invalidateQueries({ queryKey: privateChatKeys.list(slug) });
    else if (bumped) queryClient.setQueryData(privateChatKeys.list(slug), bumped);
    if (countUnread) queryClient.setQueryData<number>(privateChatKeys.unread(slug), (n) => (n ?? 0) + 1);
  });
  const stopCount = client.on('updated_unread_messages_count', ({ count }) => {
    const slug = client.getEventSlug();
    if (slug) queryClient.setQueryData<number>(privateChatKeys.unread(slug), count);
  });
  // Messages sent while the connection was down were missed: ask again.
  const stopAgain = onLoggedInAgain(client, () => void queryClient.invalidateQueries({ queryKey: privateChatKeys.all }));
  return () => {
    stopReceived();
    stopCount();
    stopAgain();
  };
};
