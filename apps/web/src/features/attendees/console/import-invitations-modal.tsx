import { Alert, Button, Checkbox, Code, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationCsvColumns, type InvitationImportReply } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { importInvitations, sendInvitations } from './invitations-api';
import { ImportPreview, ImportSummary } from './import-preview';

interface ImportInvitationsModalProps {
  eventSlug: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The invite list from a CSV file: first a preview (a dry run: each row's fate and, for a bad row, its
 * errors; nothing written), then the import of the good rows, and the invitation mailed if wanted.
 */
export function ImportInvitationsModal({ eventSlug, opened, onClose }: ImportInvitationsModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mail, setMail] = useState(true);
  const preview = useMutation({ mutationFn: (chosen: File) => importInvitations(queryClient, eventSlug, chosen, true) });
  const write = useMutation({
    mutationFn: async (chosen: File) => {
      const reply = await importInvitations(queryClient, eventSlug, chosen, false);
      const sent = mail && reply.created + reply.updated > 0 ? await sendInvitations(queryClient, eventSlug) : null;
      return { reply, sent };
    },
    onSuccess: ({ reply, sent }) => {
      toast(t('manage_invitations.import.done', { count: reply.created + reply.updated }));
      if (sent) toast(t('manage_invitations.send.done', { count: sent.sent }));
      close();
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_invitations.import.failed'))),
  });
  const close = () => {
    setFile(null);
    preview.reset();
    write.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    preview.mutate(chosen);
  };
  const reply: InvitationImportReply | undefined = preview.data;
  const writable = reply ? reply.created + reply.updated : 0;

  return (
    <Modal opened={opened} onClose={close} title={t('manage_invitations.import.title')} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text size="sm">
          {t('manage_invitations.import.intro')} <Code>{invitationCsvColumns.join(',')}</Code>
        </Text>
        <Group gap="sm">
          <FileButton onChange={choose} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant={file ? 'default' : 'filled'} leftSection={<IconUpload size={16} aria-hidden />} loading={preview.isPending} data-testid="choose-csv">
                {file ? t('manage_invitations.import.choose_other') : t('manage_invitations.import.choose')}
              </Button>
            )}
          </FileButton>
          {file ? (
            <Group gap={6} c="dimmed">
              <IconFileSpreadsheet size={16} aria-hidden />
              <Text size="sm">{file.name}</Text>
            </Group>
          ) : null}
        </Group>
        {preview.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="import-refused">
            {errorMessage(preview.error, t('manage_invitations.import.preview_failed'))}
          </Alert>
        ) : null}
        {reply ? (
          <>
            <ImportSummary reply={reply} />
            {reply.invalid > 0 ? (
              <Alert color="yellow" variant="light" data-testid="import-skipped">
                {t('manage_invitations.preview.skipped', { count: reply.invalid })}
              </Alert>
            ) : null}
            <ImportPreview reply={reply} />
            <Checkbox checked={mail} onChange={(e) => setMail(e.currentTarget.checked)} label={t('manage_invitations.import.mail')} />
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!file || !reply || writable === 0} loading={write.isPending} onClick={() => file && write.mutate(file)} data-testid="import-submit">
            {t('manage_invitations.import.submit', { count: writable })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
