import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupSessionBody, groupSessionPatch, type OrganizerGroupSession } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { fromLocalInput, toLocalInput } from '@/shared/lib/local-date-time';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { PersonSelect, type PickablePerson } from '@/shared/ui/people-select';
import { RichTextField } from '@/shared/ui/rich-text-editor';
import { saveGroupSession } from './group-sessions-api';

interface GroupSessionFormModalProps {
  eventSlug: string;
  /** The session to edit; null makes a new one. */
  session: OrganizerGroupSession | null;
  onClose: () => void;
}

const fields = ['display_name', 'description', 'starts_at', 'ends_at', 'admin_id', 'enable_host_chat'];

/** A group session's fields: title, rich-text description, times, host (a person of the event) and host chat. */
export function GroupSessionFormModal({ eventSlug, session, onClose }: GroupSessionFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(session?.videocall.display_name ?? '');
  const [description, setDescription] = useState(session?.description ?? '');
  const [startsAt, setStartsAt] = useState(toLocalInput(session?.starts_at));
  const [endsAt, setEndsAt] = useState(toLocalInput(session?.ends_at));
  const [hostId, setHostId] = useState<number | null>(session?.videocall.admin_id ?? null);
  const [hostChat, setHostChat] = useState(session?.enable_host_chat ?? false);
  const [known, setKnown] = useState<PickablePerson[]>(session?.host ? [session.host] : []);
  const [errors, setErrors] = useState<FieldErrors>({});

  const body = {
    display_name: title,
    description,
    starts_at: fromLocalInput(startsAt),
    ends_at: fromLocalInput(endsAt),
    admin_id: hostId,
    enable_host_chat: hostChat,
  };
  const schema = session ? groupSessionPatch : groupSessionBody;

  const save = useMutation({
    mutationFn: () => saveGroupSession(queryClient, eventSlug, session?.id ?? null, body),
    onSuccess: (saved) => {
      toast(t(session ? 'manage_group_sessions.form.saved' : 'manage_group_sessions.form.created', { title: saved.videocall.display_name }));
      onClose();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, fields);
      if (byField) setErrors(byField);
      else notify.error(errorMessage(error, t('manage_group_sessions.form.failed')));
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(session ? 'manage_group_sessions.form.edit_title' : 'manage_group_sessions.form.new_title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        data-testid="group-session-form"
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(schema, body);
          setErrors(found);
          if (Object.keys(found).length === 0) save.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('manage_group_sessions.fields.title')}
            description={t('manage_group_sessions.fields.title_hint')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.display_name}
            required
            data-autofocus
            data-testid="group-session-title"
          />
          <RichTextField label={t('manage_group_sessions.fields.description')} value={description} onChange={setDescription} error={errors.description} testId="group-session-description" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={t('manage_group_sessions.fields.starts_at')}
              value={startsAt}
              onChange={(e) => setStartsAt(e.currentTarget.value)}
              error={errors.starts_at}
              required
              data-testid="group-session-starts"
            />
            <TextInput
              type="datetime-local"
              label={t('manage_group_sessions.fields.ends_at')}
              value={endsAt}
              onChange={(e) => setEndsAt(e.currentTarget.value)}
              error={errors.ends_at}
              required
              data-testid="group-session-ends"
            />
          </SimpleGrid>
          <PersonSelect
            eventSlug={eventSlug}
            label={t('manage_group_sessions.fields.host')}
            description={t('manage_group_sessions.fields.host_hint')}
            value={hostId}
            onChange={setHostId}
            onPick={(people) => setKnown((before) => [...before, ...people.filter((p) => !before.some((b) => b.id === p.id))])}
            known={known}
            error={errors.admin_id}
            testId="group-session-host"
          />
          <Switch
            label={t('manage_group_sessions.fields.host_chat')}
            description={t('manage_group_sessions.fields.host_chat_hint')}
            checked={hostChat}
            onChange={(e) => setHostChat(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="group-session-save">
              {t(session ? 'manage_group_sessions.form.save' : 'manage_group_sessions.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
