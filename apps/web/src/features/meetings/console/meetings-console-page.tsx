import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@foyer/contracts';
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
import { personName } from '@/shared/ui/person-name';
import { readableLight } from '@/shared/ui/readable-badge';
import { RemoveModal } from '@/shared/ui/remove-modal';
import { MeetingFormModal } from './meeting-form-modal';
import { consoleMeetingsQuery, deleteMeeting } from './meetings-console-api';

/** `/manage/{eventSlug}/meetings`: the event's meeting spaces; `…/meetings/{spaceSlug}` lists and edits one's meetings. */
export function MeetingsConsolePage({ eventSlug }: EventSectionProps) {
  const spaceSlug = useConsoleSubPath().split('/')[0];
  if (spaceSlug) return <SpaceMeetings key={spaceSlug} eventSlug={eventSlug} spaceSlug={spaceSlug} />;
  return <MeetingSpaces eventSlug={eventSlug} />;
}

function MeetingSpaces({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  return (
    <ConsoleSpaceList
      eventSlug={eventSlug}
      type="meeting"
      icon={IconUsersGroup}
      section="meetings"
      texts={{
        title: t('manage_meetings.title'), intro: t('manage_meetings.intro'), loadFailed: t('manage_meetings.load_failed'),
        emptyTitle: t('manage_meetings.no_spaces.title'), emptyBody: t('manage_meetings.no_spaces.body'), emptyAction: t('manage_meetings.no_spaces.action'),
      }}
      detail={(space) => (space.published ? t('manage_meetings.space_open') : t('manage_meetings.space_closed'))}
      testId="meeting-space-list"
    />
  );
}

function SpaceMeetings({ eventSlug, spaceSlug }: { eventSlug: string; spaceSlug: string }) {
  const { t } = useTranslation();
  const space = useQuery({ ...consoleSpacesQuery(eventSlug), select: (page) => page.results.find((s) => s.type === 'meeting' && s.slug === spaceSlug) ?? null });
  const meetings = useQuery(consoleMeetingsQuery(eventSlug, spaceSlug));
  // The form: closed (undefined), a new meeting (null) or one to edit.
  const [editing, setEditing] = useState<Meeting | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Meeting | null>(null);

  let content;
  if (meetings.isPending) content = <Skeleton h={160} radius="md" data-testid="meetings-loading" />;
  else if (meetings.isError) content = <ErrorPanel description={errorMessage(meetings.error, t('manage_meetings.load_failed'))} onRetry={() => void meetings.refetch()} />;
  else if (meetings.data.results.length === 0)
    content = (
      <EmptyPanel
        icon={<IconUsersGroup size={28} stroke={1.6} />}
        title={t('manage_meetings.empty.title')}
        description={t('manage_meetings.empty.body')}
        action={<Button onClick={() => setEditing(null)}>{t('manage_meetings.add')}</Button>}
      />
    );
  else
    content = (
      <Stack gap="xs" data-testid="console-meeting-list">
        {meetings.data.results.map((m) => (
          <MeetingRow key={m.id} meeting={m} onEdit={() => setEditing(m)} onRemove={() => setRemoving(m)} />
        ))}
      </Stack>
    );

  return (
    <ConsolePage
      title={space.data ? t('manage_meetings.space_title', { name: space.data.name }) : t('manage_meetings.title')}
      description={t('manage_meetings.space_intro')}
      actions={
        <>
          <Button variant="default" component={Link} to={`/manage/${eventSlug}/meetings`} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('manage_meetings.back')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)} data-testid="add-meeting">
            {t('manage_meetings.add')}
          </Button>
        </>
      }
      testId="space-meetings-page"
    >
      {content}
      {editing !== undefined ? <MeetingFormModal eventSlug={eventSlug} spaceSlug={spaceSlug} meeting={editing} onClose={() => setEditing(undefined)} /> : null}
      {removing ? <RemoveMeetingModal eventSlug={eventSlug} spaceSlug={spaceSlug} meeting={removing} onClose={() => setRemoving(null)} /> : null}
    </ConsolePage>
  );
}

function MeetingRow({ meeting: m, onEdit, onRemove }: { meeting: Meeting; onEdit: () => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // When the list was shown: a meeting that ends while it is open keeps its badge until the next visit.
  const [shownAt] = useState(() => Date.now());
  const ended = new Date(m.ends_at).getTime() <= shownAt;
  const hosts = m.hosts.map(personName).join(', ');
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`console-meeting-${m.slug}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={650}>{m.title}</Text>
            {m.is_walk_in_meeting ? <Badge {...readableLight('indigo')}>{t('manage_meetings.walk_in')}</Badge> : null}
            {ended ? <Badge {...readableLight('gray')}>{t('manage_meetings.ended')}</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {format.formatRange(new Date(m.starts_at), new Date(m.ends_at))}
          </Text>
          <Text size="sm">{hosts ? t('manage_meetings.hosted_by', { hosts }) : t('manage_meetings.no_hosts')}</Text>
          <Text size="xs" c="dimmed">
            {m.is_walk_in_meeting ? t('manage_meetings.seats_walk_in', { capacity: m.capacity }) : t('manage_meetings.seats', { taken: m.capacity - m.capacity_left, capacity: m.capacity })}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('manage_meetings.edit', { title: m.title })}>
            <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={t('manage_meetings.edit', { title: m.title })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('manage_meetings.remove', { title: m.title })}>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={t('manage_meetings.remove', { title: m.title })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

function RemoveMeetingModal({ eventSlug, spaceSlug, meeting, onClose }: { eventSlug: string; spaceSlug: string; meeting: Meeting; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const registered = meeting.participating_users.length;
  return (
    <RemoveModal
      title={t('manage_meetings.remove', { title: meeting.title })}
      body={registered > 0 ? t('manage_meetings.remove_registered', { count: registered }) : t('manage_meetings.remove_body')}
      confirmLabel={t('manage_meetings.remove_confirm')}
      removed={t('manage_meetings.removed', { title: meeting.title })}
      failed={t('manage_meetings.remove_failed')}
      remove={() => deleteMeeting(queryClient, eventSlug, spaceSlug, meeting.slug)}
      onClose={onClose}
      testId="confirm-remove-meeting"
    />
  );
}
