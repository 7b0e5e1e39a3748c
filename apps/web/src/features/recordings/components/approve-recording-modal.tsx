import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import type { Recording } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  recording: Recording | null;
  date: string;
  busy: boolean;
  onSend: (hostName: string) => void;
  onClose: () => void;
}

/**
 * The approve form (spec 2 §5): a name is required and Send stays disabled while it is empty; session and date are
 * read-only. It says that approving publishes the recording to the event's cinema (decision 0044).
 */
export function ApproveRecordingModal({ recording, date, busy, onSend, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const empty = name.trim() === '';
  return (
    <Modal opened={recording !== null} onClose={onClose} title={t('recordings.approve_title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!empty) onSend(name.trim());
        }}
      >
        <Stack>
          <TextInput
            label={t('recordings.name_label')}
            description={t('recordings.name_hint')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
            data-autofocus
            data-testid="approve-name"
          />
          <TextInput label={t('recordings.session')} value={recording?.session ?? ''} readOnly variant="filled" />
          <TextInput label={t('recordings.date')} value={date} readOnly variant="filled" />
          {/* Approval makes it public to the event (decision 0044): the host should know before sending. */}
          <Alert variant="outline" color="gray.7" icon={<IconWorld size={18} aria-hidden />} p="xs" data-testid="approve-publish-note">
            {t('recordings.publish_note')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('recordings.cancel')}
            </Button>
            <Button type="submit" disabled={empty} loading={busy} data-testid="approve-send">
              {t('recordings.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
