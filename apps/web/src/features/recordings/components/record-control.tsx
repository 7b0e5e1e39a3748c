import { Badge, Button, Tooltip } from '@mantine/core';
import { IconPlayerRecordFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ExtraCallControlProps } from '@/shared/plug-ins/call-controls';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { recordingKeys, recordingStateQuery, startRecording, stopRecording, type RoomAddress } from '../api';

/**
 * The call room's recording control in a meeting room (`/{eventSlug}/meetings/{meetingSlug}/{meetingRoomSlug}`):
 * hosts start and stop recording; everyone in the call sees the REC indicator while it runs. Elsewhere
 * (a networking call) it renders nothing.
 */
export function RecordControl({ eventSlug }: ExtraCallControlProps) {
  const { meetingSlug, meetingRoomSlug } = useParams();
  if (!meetingSlug || !meetingRoomSlug) return null;
  return <MeetingRecordControl room={{ eventSlug, spaceSlug: meetingSlug, roomSlug: meetingRoomSlug }} />;
}

function MeetingRecordControl({ room }: { room: RoomAddress }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery(recordingStateQuery(room));
  const toggle = useMutation({
    mutationFn: (start: boolean) => (start ? startRecording(room) : stopRecording(room)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
    onError: (error, start) => notify('error', errorMessage(error, start ? t('recordings.start_error') : t('recordings.stop_error'))),
  });
  if (!state.data) return null;
  const { recording, is_host: isHost } = state.data;
  const indicator = recording ? (
    <Badge color="red" variant="filled" size="lg" leftSection={<IconPlayerRecordFilled size={12} aria-hidden />} role="status" data-testid="recording-indicator">
      {t('recordings.rec')}
    </Badge>
  ) : null;
  if (!isHost) return indicator;
  const label = recording ? t('recordings.stop_recording') : t('recordings.start_recording');
  return (
    <>
      {indicator}
      <Tooltip label={label}>
        <Button
          size="md"
          radius="xl"
          variant="filled"
          color={recording ? 'red.7' : 'gray.7'}
          leftSection={recording ? <IconPlayerStopFilled size={18} aria-hidden /> : <IconPlayerRecordFilled size={18} aria-hidden />}
          loading={toggle.isPending}
          onClick={() => toggle.mutate(!recording)}
          aria-pressed={recording}
          data-testid="toggle-recording"
        >
          {recording ? t('recordings.stop') : t('recordings.record')}
        </Button>
      </Tooltip>
    </>
  );
}
