import { Button, Card, FileButton, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadMegabytes, type OrganizerSpace } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { removeSpaceImage, uploadSpaceImage } from './spaces-api';

const imageTypes = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** A space's picture (a background, a meeting space's image): kept at once, judged and re-encoded by the server. */
export function SpaceImage({ eventSlug, space }: { eventSlug: string; space: OrganizerSpace }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadSpaceImage(queryClient, eventSlug, space.id, file, setProgress),
    onSuccess: () => toast(t('manage_spaces.image.uploaded')),
    onError: (error) => notify.error(errorMessage(error, t('manage_spaces.image.upload_failed'))),
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: () => removeSpaceImage(queryClient, eventSlug, space.id),
    onError: (error) => notify.error(errorMessage(error, t('manage_spaces.image.remove_failed'))),
  });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="space-image">
      <Title order={2} size="h4">
        {t('manage_spaces.image.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('manage_spaces.image.hint', { mb: uploadMegabytes('image') })}
      </Text>
      <Stack gap="sm">
        {space.image ? (
          <Image src={space.image} alt={t('manage_spaces.image.current', { name: space.name })} h={180} w="auto" fit="contain" radius="sm" />
        ) : (
          <Group gap="xs" c="dimmed">
            <IconPhoto size={20} aria-hidden />
            <Text size="sm">{t('manage_spaces.image.none')}</Text>
          </Group>
        )}
        {progress !== null ? <Progress value={progress} size="sm" aria-label={t('manage_spaces.image.uploading')} /> : null}
        <Group gap="xs">
          <FileButton onChange={(file) => file && upload.mutate(file)} accept={imageTypes}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
                {space.image ? t('manage_spaces.image.replace') : t('manage_spaces.image.upload')}
              </Button>
            )}
          </FileButton>
          {space.image ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('manage_spaces.image.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
