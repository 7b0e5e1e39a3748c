import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';

interface RemoveModalProps {
  title: string;
  /** What removing takes with it. */
  body: ReactNode;
  confirmLabel: string;
  /** Told once it went (a toast) or why not (an error notice, this text when the server names nothing). */
  removed: string;
  failed: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/** Asks before a console list removes one of its things; Cancel has the focus, the red button removes. */
export function RemoveModal({ title, body, confirmLabel, removed, failed, remove: run, onClose, testId }: RemoveModalProps) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast(removed);
      onClose();
    },
    onError: (error) => notify.error(errorMessage(error, failed)),
  });
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-testid={testId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
