import { ActionIcon, Anchor, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileText, IconPencil, IconPlus, IconLayoutBoard, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Poster } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsolePage } from '@/shared/ui/console-page';
import { ConsoleSpaceList } from '@/shared/ui/console-space-list';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { readableLight } from '@/shared/ui/readable-badge';
import { deletePoster, hallPostersQuery } from './posters-console-api';
import { PosterFormModal } from './poster-form-modal';
import classes from './posters-console.module.css';

/** `/manage/{eventSlug}/posters`: the event's poster halls; `/manage/{eventSlug}/posters/{posterSlug}` edits one's posters. */
export function PostersConsolePage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const posterSlug = useConsoleSubPath().split('/')[0];
  if (posterSlug) return <HallPosters key={posterSlug} eventSlug={eventSlug} posterSlug={posterSlug} />;
  return (
    <ConsoleSpaceList
      eventSlug={eventSlug}
      type="posters"
      icon={IconLayoutBoard}
      section="posters"
      texts={{
        title: t('manage_posters.title'), intro: t('manage_posters.intro'), loadFailed: t('manage_posters.load_failed'),
        emptyTitle: t('manage_posters.empty.title'), emptyBody: t('manage_posters.empty.body'), emptyAction: t('manage_posters.empty.action'),
      }}
      detail={(space) => t(space.published ? 'manage_posters.space_open' : 'manage_posters.space_closed')}
      testId="posters-spaces"
    />
  );
}

function PosterCard({ poster, onEdit, onDelete }: { poster: Poster; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const author = poster.author_user ? `${poster.author_user.first_name} ${poster.author_user.last_name}`.trim() : null;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="console-poster">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <div className={classes.preview} style={poster.preview ? { backgroundImage: `url("${poster.preview}")` } : undefined} aria-hidden>
          {poster.preview ? null : <IconFileText size={24} stroke={1.5} />}
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={650} lineClamp={2}><UserText>{poster.title}</UserText></Text>
          {poster.author_names ? <Text size="sm" c="dimmed" lineClamp={1}><UserText>{poster.author_names}</UserText></Text> : null}
          <Group gap={6}>
            {poster.pdf ? <Badge size="xs" {...readableLight('teal')}>{t('manage_posters.has_pdf')}</Badge> : <Badge size="xs" {...readableLight('orange')}>{t('manage_posters.no_pdf')}</Badge>}
            {author ? <Badge size="xs" variant="default">{t('manage_posters.author_badge', { name: author })}</Badge> : null}
            {poster.video_url ? <Badge size="xs" variant="default">{t('manage_posters.video_badge')}</Badge> : null}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} aria-label={t('manage_posters.edit_named', { title: poster.title })} visibleFrom="sm">
            {t('manage_posters.edit')}
          </Button>
          <ActionIcon variant="light" onClick={onEdit} aria-label={t('manage_posters.edit_named', { title: poster.title })} hiddenFrom="sm">
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={t('manage_posters.delete_named', { title: poster.title })} data-testid="poster-delete">
            <IconTrash size={16} aria-hidden />
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function HallPosters({ eventSlug, posterSlug }: { eventSlug: string; posterSlug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const posters = useQuery(hallPostersQuery(eventSlug, posterSlug));
  const name = useQuery({ ...consoleSpacesQuery(eventSlug), select: (page) => page.results.find((s) => s.type === 'posters' && s.slug === posterSlug)?.name }).data;
  const [editing, setEditing] = useState<Poster | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Poster | null>(null);
  const removal = useMutation({
    mutationFn: (poster: Poster) => deletePoster({ queryClient, eventSlug, posterSlug }, poster.id),
    onSuccess: (_, poster) => {
      toast(t('manage_posters.deleted', { title: poster.title }));
      setDeleting(null);
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_posters.delete_failed'))),
  });

  let content;
  if (posters.isPending) content = <Skeleton h={120} radius="md" data-testid="posters-loading" />;
  else if (posters.isError) content = <ErrorPanel description={errorMessage(posters.error, t('manage_posters.load_one_failed'))} onRetry={() => void posters.refetch()} />;
  else if (posters.data.results.length === 0) {
    content = (
      <EmptyPanel
        icon={<IconFileText size={28} stroke={1.6} />}
        title={t('manage_posters.no_posters.title')}
        description={t('manage_posters.no_posters.body')}
        action={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>{t('manage_posters.add')}</Button>}
      />
    );
  } else {
    content = (
      <Stack gap="xs" data-testid="console-posters">
        {posters.data.results.map((poster) => <PosterCard key={poster.id} poster={poster} onEdit={() => setEditing(poster)} onDelete={() => setDeleting(poster)} />)}
      </Stack>
    );
  }

  return (
    <ConsolePage
      title={t('manage_posters.posters_title', { name: name ?? posterSlug })}
      description={
        <>
          <Anchor component={Link} to={`/manage/${eventSlug}/posters`} size="sm" className={classes.back}>
            <IconArrowLeft size={14} aria-hidden /> {t('manage_posters.back')}
          </Anchor>{' '}
          {t('manage_posters.posters_intro')}
        </>
      }
      actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="poster-add">{t('manage_posters.add')}</Button>}
      testId="hall-posters"
    >
      {content}
      {editing ? <PosterFormModal eventSlug={eventSlug} posterSlug={posterSlug} poster={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('manage_posters.delete_title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text size="sm">{t('manage_posters.delete_body', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>{t('common.cancel')}</Button>
            <Button color="red" loading={removal.isPending} onClick={() => deleting && removal.mutate(deleting)} data-testid="poster-delete-confirm">{t('manage_posters.delete')}</Button>
          </Group>
        </Stack>
      </Modal>
    </ConsolePage>
  );
}
