import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizerEventSummary } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleEventsKey } from '@/shared/session/console-access';
import { deleteEvent } from '../api';

interface DeleteEventModalProps {
  event: OrganizerEventSummary | null;
  onClose: () => void;
}

/**
 * Deleting an event: its address typed again, and when people are on its list a second question that
 * names how many lose it (the server asks again, 409, should people have joined meanwhile).
 */
export function DeleteEventModal({ event, onClose }: DeleteEventModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={event !== null} onClose={onClose} title={t('manage_events.delete.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {event ? <DeleteEventForm key={event.slug} event={event} onDone={onClose} /> : null}
    </Modal>
  );
}

function DeleteEventForm({ event, onDone }: { event: OrganizerEventSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [askPeople, setAskPeople] = useState(false);
  const matches = typed.trim() === event.slug;
  const mutation = useMutation({
    mutationFn: (confirmPeople: boolean) => deleteEvent(event.slug, { confirm_slug: typed.trim(), ...(confirmPeople ? { confirm_people: true } : {}) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleEventsKey });
      toast(t('manage_events.delete.done', { name: event.name }));
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409 && !askPeople) setAskPeople(true);
      else notify.error(errorMessage(error, t('manage_events.delete.failed')));
    },
  });

  if (askPeople) {
    return (
      <Stack gap="md" data-testid="delete-event-people">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('manage_events.delete.people_title')}>
          {t('manage_events.delete.people_body', { count: event.people_count, name: event.name })}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('manage_events.delete.keep')}
          </Button>
          <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} loading={mutation.isPending} onClick={() => mutation.mutate(true)}>
            {t('manage_events.delete.confirm_people', { count: event.people_count })}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!matches) return;
        if (event.people_count > 0) setAskPeople(true);
        else mutation.mutate(false);
      }}
      data-testid="delete-event-form"
    >
      <Stack gap="md">
        <Text size="sm">{t('manage_events.delete.body', { name: event.name })}</Text>
        <TextInput
          label={
            <>
              {t('manage_events.delete.type_slug')} <Code>{event.slug}</Code>
            </>
          }
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('manage_events.delete.keep')}
          </Button>
          <Button type="submit" color="red" disabled={!matches} loading={mutation.isPending} leftSection={<IconTrash size={16} aria-hidden />}>
            {t('manage_events.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
