import { Box, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload, IconVideo } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventFileLimits, organizerMessages, type EventFileField } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { notify, toast } from '@/shared/notify/notify';
import { removeEventFile, settingsChanged, uploadEventFile } from '../api';
import classes from './settings.module.css';

const accepts = { image: 'image/png,image/jpeg,image/webp,image/gif,image/avif,image/tiff', video: 'video/mp4,video/webm' } as const;
/** The server's limits, checked before the bytes leave (the server checks them again). */
const tooLarge = {
  image: { bytes: eventFileLimits.imageBytes, message: organizerMessages.pictureTooLarge },
  video: { bytes: eventFileLimits.videoBytes, message: organizerMessages.videoTooLarge },
} as const;

interface FileFieldProps {
  eventSlug: string;
  field: EventFileField;
  kind: 'image' | 'video';
  /** Its public address now, or null. */
  url: string | null;
  label: string;
  description?: string;
}

/**
 * One file of the entry page (logo, background, banner, intro thumbnail or video): what it is now, replaced
 * by an upload (kept at once: the server judges the bytes and re-encodes) or removed.
 */
export function FileField({ eventSlug, field, kind, url, label, description }: FileFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadEventFile(eventSlug, field, file, setProgress),
    onSuccess: (settings) => {
      settingsChanged(queryClient, settings);
      toast(t('event_settings.files.uploaded', { name: label }));
    },
    onError: (error) => notify.error(errorMessage(error, t('event_settings.files.upload_failed'))),
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: () => removeEventFile(eventSlug, field),
    onSuccess: (settings) => settingsChanged(queryClient, settings),
    onError: (error) => notify.error(errorMessage(error, t('event_settings.files.remove_failed'))),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > tooLarge[kind].bytes) notify.error(localiseServerText(tooLarge[kind].message));
    else upload.mutate(file);
  };
  const Icon = kind === 'image' ? IconPhoto : IconVideo;
  const labelId = `file-${field}`;

  return (
    <Stack gap={6} data-testid={`file-${field}`} role="group" aria-labelledby={labelId}>
      <div>
        <Text id={labelId} size="sm" fw={500}>
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      <Box className={classes.preview} data-kind={kind}>
        {url ? (
          kind === 'image' ? (
            <Image src={url} alt={t('event_settings.files.current', { name: label })} fit="contain" h="100%" />
          ) : (
            <video src={url} controls preload="metadata" className={classes.video} aria-label={t('event_settings.files.current', { name: label })} />
          )
        ) : (
          <Stack align="center" gap={4} c="dimmed">
            <Icon size={28} stroke={1.5} aria-hidden />
            <Text size="xs">{t('event_settings.files.none')}</Text>
          </Stack>
        )}
      </Box>
      {progress !== null ? <Progress value={progress} size="sm" aria-label={t('event_settings.files.uploading', { name: label })} /> : null}
      <Group gap="xs">
        <FileButton onChange={choose} accept={accepts[kind]}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending} aria-label={`${url ? t('event_settings.files.replace') : t('event_settings.files.upload')}: ${label}`}>
              {url ? t('event_settings.files.replace') : t('event_settings.files.upload')}
            </Button>
          )}
        </FileButton>
        {url ? (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} loading={remove.isPending} onClick={() => remove.mutate()} aria-label={`${t('event_settings.files.remove')}: ${label}`}>
            {t('event_settings.files.remove')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
