import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowUp, IconPencil, IconPlayerPlay, IconPlus, IconPresentation, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizerStage, Presentation } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsolePage } from '@/shared/ui/console-page';
import { ConsoleSpaceList } from '@/shared/ui/console-space-list';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { personName } from '@/shared/ui/person-name';
import { readableLight } from '@/shared/ui/readable-badge';
import { RemoveModal } from '@/shared/ui/remove-modal';
import { consoleStageQuery, deleteEntry, reorderStage, showOnStage } from './stage-api';
import { StageEntryModal } from './stage-entry-modal';
import { StageModerators } from './stage-moderators';

/** `/manage/{eventSlug}/stage`: the event's stages; `…/stage/{stageSlug}` edits one's schedule, what it shows and its moderators. */
export function StageConsolePage({ eventSlug }: EventSectionProps) {
  const stageSlug = useConsoleSubPath().split('/')[0];
  if (stageSlug) return <StageEditor key={stageSlug} eventSlug={eventSlug} stageSlug={stageSlug} />;
  return <StageList eventSlug={eventSlug} />;
}

function StageList({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  return (
    <ConsoleSpaceList
      eventSlug={eventSlug}
      type="presentation"
      icon={IconPresentation}
      section="stage"
      texts={{
        title: t('manage_stage.title'), intro: t('manage_stage.intro'), loadFailed: t('manage_stage.load_failed'),
        emptyTitle: t('manage_stage.no_stages.title'), emptyBody: t('manage_stage.no_stages.body'), emptyAction: t('manage_stage.no_stages.action'),
      }}
      detail={(space) => (space.published ? t('manage_stage.stage_open') : t('manage_stage.stage_closed'))}
      testId="stage-list"
    />
  );
}

function StageEditor({ eventSlug, stageSlug }: { eventSlug: string; stageSlug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stage = useQuery(consoleStageQuery(eventSlug, stageSlug));
  // The form: closed (undefined), a new entry (null) or one to edit.
  const [editing, setEditing] = useState<Presentation | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Presentation | null>(null);
  const failed = (fallback: string) => (error: unknown) => notify.error(errorMessage(error, t(fallback)));
  const show = useMutation({
    mutationFn: (id: number | null) => showOnStage(queryClient, eventSlug, stageSlug, id),
    onSuccess: (_, id) => toast(id === null ? t('manage_stage.showing_nothing') : t('manage_stage.now_showing_toast')),
    onError: failed('manage_stage.switch_failed'),
  });
  const move = useMutation({
    mutationFn: (ids: number[]) => reorderStage(queryClient, eventSlug, stageSlug, ids),
    onError: failed('manage_stage.order_failed'),
  });

  let content;
  if (stage.isPending) content = <Skeleton h={200} radius="md" data-testid="stage-loading" />;
  else if (stage.isError) content = <ErrorPanel description={errorMessage(stage.error, t('manage_stage.load_one_failed'))} onRetry={() => void stage.refetch()} />;
  else content = <StageContent stage={stage.data} onShow={(id) => show.mutate(id)} onMove={(ids) => move.mutate(ids)} onEdit={setEditing} onRemove={setRemoving} busy={show.isPending || move.isPending} eventSlug={eventSlug} />;

  return (
    <ConsolePage
      title={stage.data ? t('manage_stage.stage_title', { name: stage.data.name }) : t('manage_stage.title')}
      description={t('manage_stage.stage_intro')}
      actions={
        <>
          <Button variant="default" component={Link} to={`/manage/${eventSlug}/stage`} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('manage_stage.back')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)} data-testid="add-entry">
            {t('manage_stage.add')}
          </Button>
        </>
      }
      testId="stage-editor-page"
    >
      {content}
      {editing !== undefined ? <StageEntryModal eventSlug={eventSlug} stageSlug={stageSlug} entry={editing} onClose={() => setEditing(undefined)} /> : null}
      {removing ? <RemoveEntryModal eventSlug={eventSlug} stageSlug={stageSlug} entry={removing} onClose={() => setRemoving(null)} /> : null}
    </ConsolePage>
  );
}

interface StageContentProps {
  eventSlug: string;
  stage: OrganizerStage;
  busy: boolean;
  onShow: (id: number | null) => void;
  onMove: (ids: number[]) => void;
  onEdit: (entry: Presentation) => void;
  onRemove: (entry: Presentation) => void;
}

function StageContent({ eventSlug, stage, busy, onShow, onMove, onEdit, onRemove }: StageContentProps) {
  const { t } = useTranslation();
  const current = stage.presentations.find((p) => p.id === stage.current_presentation_id) ?? null;
  const ids = stage.presentations.map((p) => p.id);
  const moved = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    return next;
  };
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md" data-testid="now-showing">
        <Group justify="space-between" gap="sm">
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t('manage_stage.now_showing')}
            </Text>
            <Text fw={650}>{current ? current.title : t('manage_stage.nothing_showing')}</Text>
          </div>
          {current ? (
            <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={() => onShow(null)} disabled={busy}>
              {t('manage_stage.show_nothing')}
            </Button>
          ) : null}
        </Group>
      </Card>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('manage_stage.schedule')}
        </Title>
        {stage.presentations.length === 0 ? (
          <EmptyPanel icon={<IconPresentation size={28} stroke={1.6} />} title={t('manage_stage.empty.title')} description={t('manage_stage.empty.body')} />
        ) : (
          <Stack gap="xs" data-testid="schedule-list">
            {stage.presentations.map((p, i) => (
              <EntryRow
                key={p.id}
                entry={p}
                isCurrent={p.id === stage.current_presentation_id}
                busy={busy}
                onShow={() => onShow(p.id)}
                onUp={i > 0 ? () => onMove(moved(i, i - 1)) : null}
                onDown={i < ids.length - 1 ? () => onMove(moved(i, i + 1)) : null}
                onEdit={() => onEdit(p)}
                onRemove={() => onRemove(p)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <StageModerators eventSlug={eventSlug} stage={stage} />
    </Stack>
  );
}

interface EntryRowProps {
  entry: Presentation;
  isCurrent: boolean;
  busy: boolean;
  onShow: () => void;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onEdit: () => void;
  onRemove: () => void;
}

function EntryRow({ entry: p, isCurrent, busy, onShow, onUp, onDown, onEdit, onRemove }: EntryRowProps) {
  const { t } = useTranslation();
  const people = [p.moderator ? t('manage_stage.moderated_by', { name: personName(p.moderator) }) : null, p.speakers.length > 0 ? t('manage_stage.speakers', { names: p.speakers.map(personName).join(', ') }) : null]
    .filter(Boolean)
    .join(' · ');
  const icon = (label: string, Icon: typeof IconArrowUp, onClick: (() => void) | null, color?: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="lg" color={color} onClick={onClick ?? undefined} disabled={!onClick || busy} aria-label={label}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`entry-${p.id}`} style={isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
      <Group gap="sm" wrap="wrap" align="flex-start">
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <Badge {...readableLight('indigo')}>{t(`manage_stage.kinds.${p.kind}`)}</Badge>
            <Text fw={650}>{p.title}</Text>
            {isCurrent ? <Badge {...readableLight('teal')}>{t('manage_stage.showing')}</Badge> : null}
          </Group>
          {p.url ? (
            <Text size="xs" c="dimmed" truncate="end">
              {p.url}
            </Text>
          ) : null}
          {people ? <Text size="sm">{people}</Text> : null}
        </div>
        <Group gap={4} wrap="nowrap">
          {isCurrent ? null : (
            <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={onShow} disabled={busy} aria-label={t('manage_stage.show_now_named', { title: p.title })}>
              {t('manage_stage.show_now')}
            </Button>
          )}
          {icon(t('manage_stage.move_up', { title: p.title }), IconArrowUp, onUp)}
          {icon(t('manage_stage.move_down', { title: p.title }), IconArrowDown, onDown)}
          {icon(t('manage_stage.edit', { title: p.title }), IconPencil, onEdit)}
          {icon(t('manage_stage.remove', { title: p.title }), IconTrash, onRemove, 'red')}
        </Group>
      </Group>
    </Card>
  );
}

function RemoveEntryModal({ eventSlug, stageSlug, entry, onClose }: { eventSlug: string; stageSlug: string; entry: Presentation; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <RemoveModal
      title={t('manage_stage.remove', { title: entry.title })}
      body={t('manage_stage.remove_body')}
      confirmLabel={t('manage_stage.remove_confirm')}
      removed={t('manage_stage.removed', { title: entry.title })}
      failed={t('manage_stage.remove_failed')}
      remove={() => deleteEntry(queryClient, eventSlug, stageSlug, entry.id)}
      onClose={onClose}
      testId="confirm-remove-entry"
    />
  );
}
