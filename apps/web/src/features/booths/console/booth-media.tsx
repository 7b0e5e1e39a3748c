import { ActionIcon, Anchor, Button, Card, FileButton, Group, Image, Paper, Progress, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconPlayerPlay, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { boothFileField, type BoothFileField, type OrganizerBooth } from '@foyer/contracts';
import { parseVideoSite } from '@foyer/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import type { boothWrites } from './booths-console-api';

type Writes = ReturnType<typeof boothWrites>;
const imageTypes = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** A card of the booth editor: its title and what it is for. */
export function Section({ title, hint, children, testId }: { title: string; hint: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hint}
      </Text>
      {children}
    </Card>
  );
}

/** A write that reports its failure in the reader's words. */
function useWrite<A extends unknown[]>(write: (...args: A) => Promise<unknown>, failed: string, done?: string) {
  return useMutation({
    mutationFn: (args: A) => write(...args),
    onSuccess: () => done && toast(done),
    onError: (error) => notify.error(errorMessage(error, failed)),
  });
}

/** The booth's pictures (owners): each kept at once, judged and re-encoded by the server, shown as it is stored. */
export function PicturesCard({ booth, writes }: { booth: OrganizerBooth; writes: Writes }) {
  const { t } = useTranslation();
  return (
    <Section title={t('manage_booths.pictures.title')} hint={t('manage_booths.pictures.hint')} testId="booth-pictures">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {boothFileField.options.map((field) => (
          <Picture key={field} field={field} url={booth[field]} writes={writes} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Picture({ field, url, writes }: { field: BoothFileField; url: string | null; writes: Writes }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  // The custom image's address is a field of its own; here it is the picture.
  const label = t(field === 'custom_booth_url' ? 'manage_booths.fields.custom_booth_url_file' : `manage_booths.fields.${field}`);
  const upload = useMutation({
    mutationFn: (file: File) => writes.setFile(field, file, setProgress),
    onSuccess: () => toast(t('manage_booths.pictures.uploaded', { name: label })),
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.pictures.failed'))),
    onSettled: () => setProgress(null),
  });
  const remove = useWrite(() => writes.removeFile(field), t('manage_booths.pictures.failed'));
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`booth-picture-${field}`}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        {url ? (
          <Image src={url} alt={t('manage_booths.pictures.current', { name: label })} h={110} w="auto" fit="contain" radius="sm" bg="gray.1" />
        ) : (
          <Group gap="xs" c="dimmed" h={110} justify="center" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <IconPhoto size={20} aria-hidden />
            <Text size="sm">{t('manage_booths.pictures.none')}</Text>
          </Group>
        )}
        {progress !== null ? <Progress value={progress} size="sm" aria-label={t('manage_booths.uploading')} /> : null}
        <Group gap="xs">
          <FileButton onChange={(file) => file && upload.mutate(file)} accept={imageTypes}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending} aria-label={`${url ? t('manage_booths.pictures.replace') : t('manage_booths.pictures.upload')}: ${label}`}>
                {url ? t('manage_booths.pictures.replace') : t('manage_booths.pictures.upload')}
              </Button>
            )}
          </FileButton>
          {url ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} loading={remove.isPending} onClick={() => remove.mutate([])} aria-label={`${t('manage_booths.remove')}: ${label}`}>
              {t('manage_booths.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The booth's documents: PDFs judged by their bytes, named, renamed, removed. */
export function DocumentsCard({ booth, writes }: { booth: OrganizerBooth; writes: Writes }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const add = useMutation({
    mutationFn: (file: File) => writes.addDocument(file, name.trim(), setProgress),
    onSuccess: () => {
      setName('');
      toast(t('manage_booths.documents.added'));
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.documents.failed'))),
    onSettled: () => setProgress(null),
  });
  const remove = useWrite((id: number) => writes.removeDocument(id), t('manage_booths.documents.failed'));
  return (
    <Section title={t('manage_booths.documents.title')} hint={t('manage_booths.documents.hint')} testId="booth-documents">
      <Stack gap="xs">
        {booth.documents.length === 0 ? <Text size="sm" c="dimmed">{t('manage_booths.documents.none')}</Text> : null}
        {booth.documents.map((doc) => (
          <Group key={doc.id} gap="sm" wrap="nowrap" data-testid="booth-document">
            <IconFileTypePdf size={20} aria-hidden />
            <Anchor href={doc.url} target="_blank" rel="noopener" size="sm" style={{ flex: 1 }} truncate>
              {doc.name}
            </Anchor>
            <ActionIcon variant="subtle" color="red" aria-label={t('manage_booths.documents.remove', { name: doc.name })} onClick={() => remove.mutate([doc.id])}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {progress !== null ? <Progress value={progress} size="sm" aria-label={t('manage_booths.uploading')} /> : null}
        <Group gap="xs" align="flex-end" wrap="wrap" mt="xs">
          <TextInput label={t('manage_booths.documents.name')} placeholder={t('manage_booths.documents.name_hint')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} style={{ flex: '1 1 220px' }} />
          <FileButton onChange={(file) => file && add.mutate(file)} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={add.isPending} data-testid="add-document">
                {t('manage_booths.documents.add')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Section>
  );
}

/** The booth's videos: a YouTube or Vimeo address (its thumbnail from the site), or a file with a still of its own. */
export function VideosCard({ booth, writes }: { booth: OrganizerBooth; writes: Writes }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'embedded' | 'file'>('embedded');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const addressError = address.trim() && !parseVideoSite(address.trim()) ? t('manage_booths.videos.site_only') : null;
  const done = () => {
    setName('');
    setAddress('');
    toast(t('manage_booths.videos.added'));
  };
  const failed = (error: unknown) => notify.error(errorMessage(error, t('manage_booths.videos.failed')));
  const addEmbedded = useMutation({ mutationFn: () => writes.addEmbeddedVideo(name.trim(), address.trim()), onSuccess: done, onError: failed });
  const addFile = useMutation({
    mutationFn: (file: File) => writes.addVideoFile(file, name.trim(), setProgress),
    onSuccess: done,
    onError: failed,
    onSettled: () => setProgress(null),
  });
  const remove = useWrite((id: number) => writes.removeVideo(id), t('manage_booths.videos.failed'));
  const still = useWrite((id: number, file: File) => writes.setVideoThumbnail(id, file), t('manage_booths.videos.failed'), t('manage_booths.videos.still_set'));
  return (
    <Section title={t('manage_booths.videos.title')} hint={t('manage_booths.videos.hint')} testId="booth-videos">
      <Stack gap="xs">
        {booth.videos.length === 0 ? <Text size="sm" c="dimmed">{t('manage_booths.videos.none')}</Text> : null}
        {booth.videos.map((video) => (
          <Group key={video.id} gap="sm" wrap="nowrap" data-testid="booth-video">
            {video.thumbnail ? (
              <Image src={video.thumbnail} alt="" w={72} h={40} fit="cover" radius="sm" />
            ) : (
              <Group w={72} h={40} justify="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                <IconPlayerPlay size={18} aria-hidden />
              </Group>
            )}
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text size="sm" fw={600} truncate>
                {video.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {video.embedded_url ?? t('manage_booths.videos.file')}
              </Text>
            </Stack>
            {video.url ? (
              <FileButton onChange={(file) => file && still.mutate([video.id, file])} accept={imageTypes}>
                {(props) => (
                  <Button {...props} size="xs" variant="subtle" aria-label={t('manage_booths.videos.still_for', { name: video.name })}>
                    {t('manage_booths.videos.still')}
                  </Button>
                )}
              </FileButton>
            ) : null}
            <ActionIcon variant="subtle" color="red" aria-label={t('manage_booths.videos.remove', { name: video.name })} onClick={() => remove.mutate([video.id])}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {progress !== null ? <Progress value={progress} size="sm" aria-label={t('manage_booths.uploading')} /> : null}
        <Stack gap="xs" mt="xs">
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v as 'embedded' | 'file')}
            data={[{ value: 'embedded', label: t('manage_booths.videos.kind_embedded') }, { value: 'file', label: t('manage_booths.videos.kind_file') }]}
            w="fit-content"
          />
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput label={t('manage_booths.videos.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} style={{ flex: '1 1 200px' }} />
            {kind === 'embedded' ? (
              <TextInput label={t('manage_booths.videos.address')} placeholder="https://www.youtube.com/watch?v=…" value={address} onChange={(e) => setAddress(e.currentTarget.value)} error={addressError} style={{ flex: '2 1 280px' }} />
            ) : null}
          </Group>
          <Group>
            {kind === 'embedded' ? (
              <Button variant="light" disabled={!name.trim() || !address.trim() || Boolean(addressError)} loading={addEmbedded.isPending} onClick={() => addEmbedded.mutate()} data-testid="add-video">
                {t('manage_booths.videos.add')}
              </Button>
            ) : (
              <FileButton onChange={(file) => file && addFile.mutate(file)} accept="video/mp4,video/webm">
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={addFile.isPending} data-testid="add-video-file">
                    {t('manage_booths.videos.upload')}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
        </Stack>
      </Stack>
    </Section>
  );
}
