import { Button, FileButton, Group, Image, Modal, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { posterBody, uploadMegabytes, type Poster } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { addPoster, authorChoicesQuery, updatePoster, uploadPosterPdf, type HallTarget } from './posters-console-api';

interface PosterFormModalProps {
  eventSlug: string;
  posterSlug: string;
  /** The poster to change; null adds one. */
  poster: Poster | null;
  onClose: () => void;
}

const fields = ['title', 'author', 'author_names', 'video_url', 'pdf'] as const;
const personName = (p: { first_name: string; last_name: string; email: string }) => `${p.first_name} ${p.last_name}`.trim() || p.email;

/**
 * Adds or changes a poster: its title, its author picked from the event's people (whom attendees may message
 * or call), the authors' names as printed, a video address, and its PDF, whose preview the server draws.
 */
export function PosterFormModal({ eventSlug, posterSlug, poster, onClose }: PosterFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target: HallTarget = { queryClient, eventSlug, posterSlug };
  const [title, setTitle] = useState(poster?.title ?? '');
  const [author, setAuthor] = useState<string | null>(poster?.author ? String(poster.author) : null);
  const [authorNames, setAuthorNames] = useState(poster?.author_names ?? '');
  const [videoUrl, setVideoUrl] = useState(poster?.video_url ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<Poster | null>(null);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search, 300);
  const people = useQuery({ ...authorChoicesQuery(eventSlug, searched), placeholderData: keepPreviousData });
  const current = poster?.author_user;
  const options = [
    ...(current ? [{ value: String(current.id), label: `${current.first_name} ${current.last_name}`.trim() }] : []),
    ...(people.data?.results ?? []).filter((p) => p.id !== current?.id).map((p) => ({ value: String(p.id), label: personName(p) })),
  ];
  const body = { title, author: author ? Number(author) : null, author_names: authorNames, video_url: videoUrl.trim() || null };

  const save = useMutation({
    mutationFn: async () => {
      // A poster made on an earlier try whose PDF was refused is changed, not made twice.
      const existing = poster ?? created;
      const saved = existing ? await updatePoster(target, existing.id, body) : await addPoster(target, posterBody.parse(body));
      setCreated(saved);
      return file ? uploadPosterPdf(target, saved.id, file, setProgress) : saved;
    },
    onSuccess: (saved) => {
      toast(t(poster ? 'manage_posters.form.saved' : 'manage_posters.form.added', { title: saved.title }));
      onClose();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, fields);
      if (byField) setErrors(byField);
      else notify.error(errorMessage(error, t('manage_posters.form.failed')));
    },
    onSettled: () => setProgress(null),
  });

  return (
    <Modal opened onClose={onClose} title={t(poster ? 'manage_posters.form.edit_title' : 'manage_posters.form.add_title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        data-testid="poster-form"
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(posterBody, body);
          setErrors(found);
          if (Object.keys(found).length === 0) save.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('manage_posters.form.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} required data-autofocus data-testid="poster-title" />
          <Select
            label={t('manage_posters.form.author')}
            description={t('manage_posters.form.author_hint')}
            placeholder={t('manage_posters.form.author_placeholder')}
            data={options}
            value={author}
            onChange={(value, option) => {
              setAuthor(value);
              if (value && option && !authorNames.trim()) setAuthorNames(option.label);
            }}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={people.isFetching ? t('manage_posters.form.searching') : t('manage_posters.form.nobody')}
            clearable
            error={errors.author}
            data-testid="poster-author"
          />
          <TextInput label={t('manage_posters.form.author_names')} description={t('manage_posters.form.author_names_hint')} value={authorNames} onChange={(e) => setAuthorNames(e.currentTarget.value)} error={errors.author_names} />
          <TextInput label={t('manage_posters.form.video_url')} description={t('manage_posters.form.video_url_hint')} value={videoUrl} onChange={(e) => setVideoUrl(e.currentTarget.value)} error={errors.video_url} type="url" />
          <Stack gap={6}>
            <Text size="sm" fw={500}>{t('manage_posters.form.pdf')}</Text>
            <Group gap="sm" wrap="nowrap">
              {poster?.preview && !file ? <Image src={poster.preview} alt={t('manage_posters.preview_of', { title: poster.title })} h={72} w={54} fit="cover" radius="sm" /> : <IconFileTypePdf size={28} aria-hidden />}
              <FileButton onChange={setFile} accept="application/pdf">
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} data-testid="poster-pdf">
                    {t(poster?.pdf ? 'manage_posters.form.replace_pdf' : 'manage_posters.form.choose_pdf')}
                  </Button>
                )}
              </FileButton>
              <Text size="sm" c="dimmed" truncate>{file ? file.name : poster?.pdf ? t('manage_posters.form.has_pdf') : t('manage_posters.form.no_pdf')}</Text>
            </Group>
            <Text size="xs" c={errors.pdf ? 'var(--mantine-color-error)' : 'dimmed'} role={errors.pdf ? 'alert' : undefined}>{errors.pdf ?? t('manage_posters.form.pdf_hint', { mb: uploadMegabytes('document') })}</Text>
            {progress !== null ? <Progress value={progress} size="sm" aria-label={t('manage_posters.form.uploading')} /> : null}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" loading={save.isPending} data-testid="poster-save">{t(poster ? 'manage_posters.form.save' : 'manage_posters.form.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
