import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerSpaceErrorCodes, type OrganizerSpace } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { toast } from '@/shared/notify/notify';
import { readableTitle } from '@/shared/ui/readable-badge';
import { deleteSpace } from './spaces-api';

interface DeleteSpaceModalProps {
  eventSlug: string;
  space: OrganizerSpace;
  opened: boolean;
  onClose: () => void;
}

/** Asks before a space goes; a refusal (something still refers to it) is shown as the server names it. */
export function DeleteSpaceModal({ eventSlug, space, opened, onClose }: DeleteSpaceModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const removal = useMutation({
    mutationFn: () => deleteSpace(queryClient, eventSlug, space.id),
    onSuccess: () => {
      toast(t('manage_spaces.delete.done', { name: space.name }));
      onClose();
      void navigate(`/manage/${eventSlug}/spaces`);
    },
  });
  const inUse = removal.error instanceof ApiRequestError && removal.error.code === organizerSpaceErrorCodes.spaceInUse;
  const close = () => {
    removal.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('manage_spaces.delete.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text size="sm">{t('manage_spaces.delete.body', { name: space.name })}</Text>
      {removal.error ? (
        <Alert mt="md" color={inUse ? 'yellow' : 'red'} variant="light" icon={inUse ? <IconLink size={18} aria-hidden /> : undefined} title={inUse ? t('manage_spaces.delete.refused') : undefined} styles={readableTitle} data-testid="space-delete-refusal">
          {errorMessage(removal.error, t('manage_spaces.delete.failed'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={removal.isPending} disabled={inUse} onClick={() => removal.mutate()}>
          {t('manage_spaces.delete.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
