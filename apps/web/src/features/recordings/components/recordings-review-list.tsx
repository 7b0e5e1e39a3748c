import { ActionIcon, Badge, Button, Card, CopyButton, Group, Loader, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconPlayerPlay, IconTrash, IconVideo } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordingFilePath, type Recording } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '@/shared/session/use-time-format';
import { errorMessage } from '@/shared/api/errors';
import { dateTimeOptions } from '@/shared/lib/time-format';
import { notify } from '@/shared/notify/notify';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { acceptRecording, deleteRecording, recordingKeys, recordingListQuery, type RoomAddress } from '../api';
import { ApproveRecordingModal } from './approve-recording-modal';
import { RecordingPlayer } from './recording-player';

/** Filled badges in dark shades: white text stays readable (WCAG AA). */
const statusColor = { not_uploaded: 'gray.7', in_progress: 'blue.8', complete: 'teal.9' } as const;

/**
 * The hosts' review list of a meeting room's recordings (spec 2 "Recordings"): date, speaker name, session and
 * upload status; approve with a required name or delete a recording not yet uploaded; 'upload in progress'
 * while it is published; complete with copy-link and delete; every recording with a file can be played.
 * The meeting room mounts it (hosts only; the server answers 403 to anyone else).
 */
export function RecordingsReviewList(room: RoomAddress) {
  const { t, i18n } = useTranslation();
  const timeFormat = useEventTimeFormat();
  const queryClient = useQueryClient();
  const list = useQuery(recordingListQuery(room));
  const [approving, setApproving] = useState<Recording | null>(null);
  const [deleting, setDeleting] = useState<Recording | null>(null);
  const [playing, setPlaying] = useState<Recording | null>(null);
  const dateOf = (r: Recording) => new Date(r.date).toLocaleString(i18n.language, dateTimeOptions(timeFormat));
  const refetch = () => void queryClient.invalidateQueries({ queryKey: recordingKeys.list(room) });

  const approve = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => acceptRecording(room, id, name),
    onSuccess: () => {
      setApproving(null);
      refetch();
    },
    onError: (error) => notify('error', errorMessage(error, t('recordings.approve_error'))),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteRecording(room, id),
    onSuccess: () => {
      setDeleting(null);
      refetch();
    },
    onError: (error) => notify('error', errorMessage(error, t('recordings.delete_error'))),
  });

  if (list.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t('recordings.loading')} />
      </Group>
    );
  }
  if (list.isError) return <ErrorPanel description={errorMessage(list.error, t('recordings.load_error'))} onRetry={() => void list.refetch()} />;

  const { results, state } = list.data;
  return (
    <Stack gap="sm" data-testid="recordings-review-list">
      {state.recording || state.processing ? (
        <Group gap="xs" c="dimmed" role="status">
          <Loader size="xs" />
          <Text size="sm">{state.recording ? t('recordings.recording_now') : t('recordings.processing')}</Text>
        </Group>
      ) : null}
      {results.length === 0 ? (
        <EmptyPanel icon={<IconVideo size={28} stroke={1.6} />} title={t('recordings.no_recordings')} description={t('recordings.no_recordings_hint')} />
      ) : (
        results.map((r) => (
          <Card key={r.id} withBorder padding="sm" radius="md" data-testid="recording-row" opacity={r.is_deleted ? 0.5 : 1}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text fw={600} truncate>
                  <UserText>{r.session}</UserText>
                </Text>
                <Text size="sm" c="dimmed">
                  <time dateTime={r.date}>{dateOf(r)}</time>
                  {' · '}
                  {t('recordings.duration', { minutes: Math.floor(r.duration_ms / 60_000), seconds: String(Math.round((r.duration_ms % 60_000) / 1000)).padStart(2, '0') })}
                </Text>
                <Text size="sm">
                  {t('recordings.speaker')}: <UserText>{r.speaker_name || '—'}</UserText>
                </Text>
                {r.vimeo_recording ? (
                  <Text size="sm" c="dimmed">
                    {t('recordings.approved_by')} <UserText>{r.vimeo_recording.host_name}</UserText>
                  </Text>
                ) : null}
              </Stack>
              <Badge color={r.is_deleted ? 'red.9' : statusColor[r.upload_status]} variant="filled" data-testid="recording-status">
                {r.is_deleted ? t('recordings.status.deleted') : t(`recordings.status.${r.upload_status}`)}
              </Badge>
            </Group>
            <Group gap="xs" mt="sm">
              {r.url ? (
                <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={() => setPlaying(r)} data-testid="recording-play">
                  {t('recordings.play')}
                </Button>
              ) : null}
              {!r.is_deleted && r.upload_status === 'not_uploaded' ? (
                <Button size="xs" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => setApproving(r)} data-testid="recording-approve">
                  {t('recordings.approve')}
                </Button>
              ) : null}
              {!r.is_deleted && r.upload_status === 'complete' ? (
                <CopyButton value={`${window.location.origin}${recordingFilePath(r.download_slug)}`}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />} onClick={copy}>
                      {copied ? t('recordings.link_copied') : t('recordings.copy_link')}
                    </Button>
                  )}
                </CopyButton>
              ) : null}
              {!r.is_deleted && r.upload_status !== 'in_progress' ? (
                <Tooltip label={t('recordings.delete')}>
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('recordings.delete')} onClick={() => setDeleting(r)} data-testid="recording-delete">
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Card>
        ))
      )}
      <ApproveRecordingModal
        key={approving?.id ?? 0}
        recording={approving}
        date={approving ? dateOf(approving) : ''}
        busy={approve.isPending}
        onSend={(name) => approving && approve.mutate({ id: approving.id, name })}
        onClose={() => setApproving(null)}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('recordings.delete_title')} centered>
        <Text size="sm">{t('recordings.delete_confirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('recordings.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)} data-testid="recording-delete-confirm">
            {t('recordings.delete')}
          </Button>
        </Group>
      </Modal>
      <RecordingPlayer recording={playing} onClose={() => setPlaying(null)} />
    </Stack>
  );
}
