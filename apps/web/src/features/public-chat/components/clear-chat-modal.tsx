import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { UserText } from '@/shared/ui/user-text';
import { chatModeration, publicChatKeys } from '../api';
import { markCleared, type ChatData } from '../cache';

interface ClearChatModalProps {
  eventSlug: string;
  chatId: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** Clearing a chat removes every message for everyone: the chat's name is typed again to confirm. */
export function ClearChatModal({ eventSlug, chatId, name, opened, onClose }: ClearChatModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.clear_title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened ? <ClearChatForm eventSlug={eventSlug} chatId={chatId} name={name} onDone={onClose} /> : null}
    </Modal>
  );
}

function ClearChatForm({ eventSlug, chatId, name, onDone }: Omit<ClearChatModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === name.trim();
  const mutation = useMutation({
    mutationFn: () => chatModeration.clear(eventSlug, chatId, typed.trim()),
    onSuccess: () => {
      queryClient.setQueryData<ChatData>(publicChatKeys.chat(eventSlug, chatId), markCleared);
      toast(t('chat.clear_done'));
      onDone();
    },
    onError: (error) => notify.error(errorMessage(error, t('chat.action_failed')), { id: 'public-chat-clear' }),
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (matches) mutation.mutate();
      }}
      data-testid="clear-chat-form"
    >
      <Stack gap="md">
        <Text size="sm">{t('chat.clear_body')}</Text>
        <TextInput
          label={
            <>
              {t('chat.clear_type_name')} <Code><UserText>{name}</UserText></Code>
            </>
          }
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('chat.clear_keep')}
          </Button>
          <Button type="submit" color="red" disabled={!matches} loading={mutation.isPending} leftSection={<IconTrash size={16} aria-hidden />}>
            {t('chat.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
