import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { tagPeople } from './people-api';

interface TagPeopleModalProps {
  eventSlug: string;
  userIds: number[] | null;
  /** Tags to offer (the event's own). */
  known: string[];
  onClose: (done: boolean) => void;
}

/** Tags given to and taken from many people at once. */
export function TagPeopleModal({ eventSlug, userIds, known, onClose }: TagPeopleModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={userIds !== null} onClose={() => onClose(false)} title={t('manage_people.tags.title', { count: userIds?.length ?? 0 })} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {userIds ? <TagPeopleForm eventSlug={eventSlug} userIds={userIds} known={known} onDone={onClose} /> : null}
    </Modal>
  );
}

function TagPeopleForm({ eventSlug, userIds, known, onDone }: { eventSlug: string; userIds: number[]; known: string[]; onDone: (done: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: () => tagPeople(queryClient, eventSlug, { user_ids: userIds, add, remove }),
    onSuccess: (updated) => {
      toast(t('manage_people.tags.done', { count: updated }));
      onDone(true);
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_people.tags.failed'))),
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('manage_people.tags.intro')}
        </Text>
        <TagsInput label={t('manage_people.tags.add')} data={known} value={add} onChange={setAdd} clearable clearButtonProps={{ 'aria-label': t('console.clear') }} data-autofocus />
        <TagsInput label={t('manage_people.tags.remove')} data={known} value={remove} onChange={setRemove} clearable clearButtonProps={{ 'aria-label': t('console.clear') }} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={add.length === 0 && remove.length === 0}>
            {t('manage_people.tags.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
