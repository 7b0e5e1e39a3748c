import { Button, FileButton, Group, Image, Modal, Progress, SegmentedControl, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cinemaVideoBody, cinemaVideoMessages, uploadMegabytes, type CinemaVideoKind, type OrganizerCinemaVideo } from '@foyer/contracts';
import { parseVideoSite } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { addFilm, updateFilm, uploadFilm, uploadThumbnail, type FilmTarget } from './cinema-console-api';

interface FilmFormModalProps {
  eventSlug: string;
  cinemaSlug: string;
  /** The film to change; null adds one. */
  film: OrganizerCinemaVideo | null;
  onClose: () => void;
}

const fields = ['title', 'description', 'tags', 'kind', 'url', 'file'] as const;

/** The film's fields as the form holds them. */
interface FilmValues {
  kind: CinemaVideoKind;
  title: string;
  description: string;
  tags: string[];
  url: string;
}

/** The form's own checks: the contract's schema, and that an embed's address names a YouTube or Vimeo video. */
function problems(values: FilmValues): FieldErrors {
  if (values.kind === 'file') return {};
  const found = schemaErrors(cinemaVideoBody, values);
  if (values.kind === 'embed' && !found.url && !parseVideoSite(values.url)) found.url = localiseServerText(cinemaVideoMessages.embedAddress);
  return found;
}

/**
 * Adds a film (an MP4 uploaded and probed by the server, a stream's address or a YouTube or Vimeo page) or
 * changes one: name, description, tags, its address, its thumbnail.
 */
export function FilmFormModal({ eventSlug, cinemaSlug, film, onClose }: FilmFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target: FilmTarget = { queryClient, eventSlug, cinemaSlug };
  const [values, setValues] = useState<FilmValues>(
    film ? { kind: film.kind, title: film.title, description: film.description, tags: film.tags, url: film.kind === 'file' ? '' : film.url } : { kind: 'file', title: '', description: '', tags: [], url: '' },
  );
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof FilmValues>(key: K, value: FilmValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = useMutation({
    mutationFn: async () => {
      const texts = { title: values.title.trim(), description: values.description, tags: values.tags };
      if (film) return updateFilm(target, film.id, film.kind === 'file' ? texts : { ...texts, kind: values.kind as 'hls' | 'embed', url: values.url });
      if (values.kind !== 'file') return addFilm(target, cinemaVideoBody.parse(values));
      const uploaded = await uploadFilm(target, file!, setProgress);
      // The server names the film after its file; the names given here replace it.
      return texts.title || texts.description || texts.tags.length > 0 ? updateFilm(target, uploaded.id, { ...texts, title: texts.title || uploaded.title }) : uploaded;
    },
    onSuccess: (saved) => {
      toast(t(film ? 'manage_cinema.form.saved' : 'manage_cinema.form.added', { title: saved.title }));
      onClose();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, fields);
      if (byField) setErrors(byField);
      else notify.error(errorMessage(error, t('manage_cinema.form.failed')));
    },
    onSettled: () => setProgress(null),
  });
  const thumbnail = useMutation({
    mutationFn: (picture: File) => uploadThumbnail(target, film!.id, picture),
    onSuccess: () => toast(t('manage_cinema.form.thumbnail_saved')),
    onError: (error) => notify.error(errorMessage(error, t('manage_cinema.form.thumbnail_failed'))),
  });

  const submit = () => {
    const found = problems(values);
    if (!film && values.kind === 'file' && !file) found.file = t('manage_cinema.form.file_needed');
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <Modal opened onClose={onClose} title={t(film ? 'manage_cinema.form.edit_title' : 'manage_cinema.form.add_title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form noValidate data-testid="film-form" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Stack gap="md">
          {film?.kind === 'file' ? null : (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="film-kind">{t('manage_cinema.form.kind')}</Text>
              <SegmentedControl
                aria-labelledby="film-kind"
                value={values.kind}
                onChange={(v) => set('kind', v as CinemaVideoKind)}
                data={(['file', 'hls', 'embed'] as const).filter((k) => !film || k !== 'file').map((k) => ({ value: k, label: t(`manage_cinema.kinds.${k}`) }))}
                fullWidth
                data-testid="film-kind"
              />
            </Stack>
          )}
          {values.kind === 'file' && !film ? (
            <Stack gap={6}>
              <Group gap="sm">
                <FileButton onChange={setFile} accept="video/mp4">
                  {(props) => <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} data-testid="film-file">{t('manage_cinema.form.choose_file')}</Button>}
                </FileButton>
                <Text size="sm" c={file ? undefined : 'dimmed'}>{file ? file.name : t('manage_cinema.form.no_file')}</Text>
              </Group>
              <Text size="xs" c={errors.file ? 'var(--mantine-color-error)' : 'dimmed'} role={errors.file ? 'alert' : undefined}>{errors.file ?? t('manage_cinema.form.file_hint', { mb: uploadMegabytes('video') })}</Text>
              {progress !== null ? <Progress value={progress} size="sm" aria-label={t('manage_cinema.form.uploading')} /> : null}
            </Stack>
          ) : null}
          {values.kind !== 'file' ? (
            <TextInput
              label={t(`manage_cinema.form.url_${values.kind}`)}
              description={t(`manage_cinema.form.url_${values.kind}_hint`)}
              value={values.url}
              onChange={(e) => set('url', e.currentTarget.value)}
              error={errors.url}
              required
              data-testid="film-url"
            />
          ) : null}
          <TextInput
            label={t('manage_cinema.form.title')}
            description={!film && values.kind === 'file' ? t('manage_cinema.form.title_from_file') : undefined}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            required={film !== null || values.kind !== 'file'}
            data-testid="film-title"
          />
          <Textarea label={t('manage_cinema.form.description')} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} autosize minRows={2} maxRows={6} />
          <TagsInput label={t('manage_cinema.form.tags')} description={t('manage_cinema.form.tags_hint')} value={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} clearable data-testid="film-tags" />
          {film ? (
            <Group gap="sm" align="center">
              {film.thumbnail ? <Image src={film.thumbnail} alt={t('manage_cinema.form.thumbnail_of', { title: film.title })} h={54} w={96} fit="cover" radius="sm" /> : <IconPhoto size={22} aria-hidden />}
              <FileButton onChange={(picture) => picture && thumbnail.mutate(picture)} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
                {(props) => <Button {...props} size="xs" variant="light" loading={thumbnail.isPending}>{t(film.thumbnail ? 'manage_cinema.form.replace_thumbnail' : 'manage_cinema.form.upload_thumbnail')}</Button>}
              </FileButton>
            </Group>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" loading={save.isPending} data-testid="film-save">{t(film ? 'manage_cinema.form.save' : 'manage_cinema.form.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
