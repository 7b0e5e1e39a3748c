import { ActionIcon, Anchor, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconMovie, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizerCinemaVideo } from '@foyer/contracts';
import { videoThumbnail } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsolePage } from '@/shared/ui/console-page';
import { ConsoleSpaceList } from '@/shared/ui/console-space-list';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { readableLight } from '@/shared/ui/readable-badge';
import { notify, toast } from '@/shared/notify/notify';
import { formatDuration } from '../selection';
import { cinemaFilmsQuery, deleteFilm } from './cinema-console-api';
import { FilmFormModal } from './film-form-modal';
import classes from './cinema-console.module.css';

/** `/manage/{eventSlug}/cinema`: the event's cinemas; `/manage/{eventSlug}/cinema/{cinemaSlug}` edits one's films. */
export function CinemaConsolePage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const cinemaSlug = useConsoleSubPath().split('/')[0];
  if (cinemaSlug) return <CinemaFilms key={cinemaSlug} eventSlug={eventSlug} cinemaSlug={cinemaSlug} />;
  return (
    <ConsoleSpaceList
      eventSlug={eventSlug}
      type="cinema"
      icon={IconMovie}
      section="cinema"
      texts={{
        title: t('manage_cinema.title'), intro: t('manage_cinema.intro'), loadFailed: t('manage_cinema.load_failed'),
        emptyTitle: t('manage_cinema.empty.title'), emptyBody: t('manage_cinema.empty.body'), emptyAction: t('manage_cinema.empty.action'),
      }}
      detail={(space) => t(space.published ? 'manage_cinema.space_open' : 'manage_cinema.space_closed')}
      testId="cinema-spaces"
    />
  );
}

function FilmCard({ film, onEdit, onDelete }: { film: OrganizerCinemaVideo; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const still = film.thumbnail ?? (film.kind === 'embed' ? videoThumbnail(film.url) : null);
  const duration = formatDuration(film.duration);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="console-film">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <div className={classes.still} style={still ? { backgroundImage: `url("${still}")` } : undefined} aria-hidden>
          {still ? null : <IconMovie size={24} stroke={1.5} />}
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={650} lineClamp={2}><UserText>{film.title}</UserText></Text>
            <Badge size="sm" {...readableLight('indigo')}>{t(`manage_cinema.kinds.${film.kind}`)}</Badge>
            {duration ? <Text size="xs" c="dimmed">{duration}</Text> : null}
          </Group>
          {film.description ? <Text size="sm" c="dimmed" lineClamp={2}><UserText>{film.description}</UserText></Text> : null}
          {film.tags.length > 0 ? (
            <Group gap={4}>{film.tags.map((tag) => <Badge key={tag} size="xs" variant="default">{tag}</Badge>)}</Group>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} aria-label={t('manage_cinema.edit_named', { title: film.title })} visibleFrom="sm">
            {t('manage_cinema.edit')}
          </Button>
          <ActionIcon variant="light" onClick={onEdit} aria-label={t('manage_cinema.edit_named', { title: film.title })} hiddenFrom="sm">
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={t('manage_cinema.delete_named', { title: film.title })} data-testid="film-delete">
            <IconTrash size={16} aria-hidden />
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function CinemaFilms({ eventSlug, cinemaSlug }: { eventSlug: string; cinemaSlug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const films = useQuery(cinemaFilmsQuery(eventSlug, cinemaSlug));
  const name = useQuery({ ...consoleSpacesQuery(eventSlug), select: (page) => page.results.find((s) => s.type === 'cinema' && s.slug === cinemaSlug)?.name }).data;
  const [editing, setEditing] = useState<OrganizerCinemaVideo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OrganizerCinemaVideo | null>(null);
  const removal = useMutation({
    mutationFn: (film: OrganizerCinemaVideo) => deleteFilm({ queryClient, eventSlug, cinemaSlug }, film.id),
    onSuccess: (_, film) => {
      toast(t('manage_cinema.deleted', { title: film.title }));
      setDeleting(null);
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_cinema.delete_failed'))),
  });

  let content;
  if (films.isPending) content = <Skeleton h={96} radius="md" data-testid="films-loading" />;
  else if (films.isError) content = <ErrorPanel description={errorMessage(films.error, t('manage_cinema.load_one_failed'))} onRetry={() => void films.refetch()} />;
  else if (films.data.results.length === 0) {
    content = (
      <EmptyPanel
        icon={<IconMovie size={28} stroke={1.6} />}
        title={t('manage_cinema.no_films.title')}
        description={t('manage_cinema.no_films.body')}
        action={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>{t('manage_cinema.add')}</Button>}
      />
    );
  } else {
    content = (
      <Stack gap="xs" data-testid="console-films">
        {films.data.results.map((film) => <FilmCard key={film.id} film={film} onEdit={() => setEditing(film)} onDelete={() => setDeleting(film)} />)}
      </Stack>
    );
  }

  return (
    <ConsolePage
      title={t('manage_cinema.films_title', { name: name ?? cinemaSlug })}
      description={
        <>
          <Anchor component={Link} to={`/manage/${eventSlug}/cinema`} size="sm" className={classes.back}>
            <IconArrowLeft size={14} aria-hidden /> {t('manage_cinema.back')}
          </Anchor>{' '}
          {t('manage_cinema.films_intro')}
        </>
      }
      actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="film-add">{t('manage_cinema.add')}</Button>}
      testId="cinema-films"
    >
      {content}
      {editing ? <FilmFormModal eventSlug={eventSlug} cinemaSlug={cinemaSlug} film={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('manage_cinema.delete_title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text size="sm">{t('manage_cinema.delete_body', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>{t('common.cancel')}</Button>
            <Button color="red" loading={removal.isPending} onClick={() => deleting && removal.mutate(deleting)} data-testid="film-delete-confirm">{t('manage_cinema.delete')}</Button>
          </Group>
        </Stack>
      </Modal>
    </ConsolePage>
  );
}
