import { Modal, Text } from '@mantine/core';
import type { Recording } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/shared/ui/user-text';

/** Plays a recording's mp4 from its address (with the viewing token the list handed out); seeking uses range requests. */
export function RecordingPlayer({ recording, onClose }: { recording: Recording | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={recording !== null} onClose={onClose} size="xl" title={t('recordings.player_title')} centered>
      {recording?.url ? (
        <>
          <video
            src={recording.url}
            controls
            autoPlay
            playsInline
            style={{ width: '100%', aspectRatio: '16 / 9', background: 'black', borderRadius: 8 }}
            data-testid="recording-video"
          />
          <Text size="sm" c="dimmed" mt="xs">
            <UserText>{recording.session}</UserText>
          </Text>
        </>
      ) : null}
    </Modal>
  );
}
