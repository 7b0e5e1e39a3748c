import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicMessage } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { chatModeration, publicChatKeys } from '../api';
import { markDeleted, markHidden, markRestored, setPinned, type ChatData } from '../cache';

export type MessageAct = 'delete' | 'hide' | 'restore' | 'pin' | 'unpin';

/**
 * The message menu's acts. The chat's room hears each one (realtime.ts); the reply is applied at once too,
 * so the acting reader sees it even before the event arrives. A refusal is told in the reader's language.
 */
export function useChatModeration(eventSlug: string, chatId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = publicChatKeys.chat(eventSlug, chatId);
  const apply = (change: (data: ChatData | undefined) => ChatData | undefined) => queryClient.setQueryData<ChatData>(key, change);

  const mutation = useMutation({
    mutationFn: async ({ act, message }: { act: MessageAct; message: PublicMessage }) => {
      const id = message.id;
      switch (act) {
        case 'delete': {
          const removed = await chatModeration.deleteMessage(eventSlug, chatId, id);
          apply((data) => markDeleted(data, id, removed.deleted_by ?? 'moderator'));
          break;
        }
        case 'hide':
          await chatModeration.hide(eventSlug, chatId, id);
          apply((data) => markHidden(data, id));
          break;
        case 'restore': {
          const restored = await chatModeration.restore(eventSlug, chatId, id);
          apply((data) => markRestored(data, restored));
          break;
        }
        case 'pin': {
          const { pinned } = await chatModeration.pin(eventSlug, chatId, id);
          apply((data) => setPinned(data, pinned));
          break;
        }
        case 'unpin':
          await chatModeration.unpin(eventSlug, chatId, id);
          apply((data) => setPinned(data, null));
          break;
      }
    },
    onError: (error) => {
      notify.error(errorMessage(error, t('chat.action_failed')), { id: 'public-chat-moderation' });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (act: MessageAct, message: PublicMessage) => mutation.mutate({ act, message });
}
