import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizerGroupSession } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { personName } from '@/shared/ui/person-name';
import { readableLight } from '@/shared/ui/readable-badge';
import { RemoveModal } from '@/shared/ui/remove-modal';
import { GroupSessionFormModal } from './group-session-form-modal';
import { consoleGroupSessionsQuery, deleteGroupSession } from './group-sessions-api';

/** `/manage/{eventSlug}/group-sessions`: the event's group sessions, each around a video call of its own. */
export function GroupSessionsPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const sessions = useQuery(consoleGroupSessionsQuery(eventSlug));
  // The form: closed (undefined), a new session (null) or one to edit.
  const [editing, setEditing] = useState<OrganizerGroupSession | null | undefined>(undefined);
  const [removing, setRemoving] = useState<OrganizerGroupSession | null>(null);

  let content;
  if (sessions.isPending) content = <Skeleton h={160} radius="md" data-testid="group-sessions-loading" />;
  else if (sessions.isError)
    content = <ErrorPanel description={errorMessage(sessions.error, t('manage_group_sessions.load_failed'))} onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.results.length === 0)
    content = (
      <EmptyPanel
        icon={<IconUsers size={28} stroke={1.6} />}
        title={t('manage_group_sessions.empty.title')}
        description={t('manage_group_sessions.empty.body')}
        action={<Button onClick={() => setEditing(null)}>{t('manage_group_sessions.add')}</Button>}
      />
    );
  else
    content = (
      <Stack gap="xs" data-testid="console-group-session-list">
        {sessions.data.results.map((s) => (
          <SessionRow key={s.id} session={s} onEdit={() => setEditing(s)} onRemove={() => setRemoving(s)} />
        ))}
      </Stack>
    );

  return (
    <ConsolePage
      title={t('manage_group_sessions.title')}
      description={t('manage_group_sessions.intro')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)} data-testid="add-group-session">
          {t('manage_group_sessions.add')}
        </Button>
      }
      testId="group-sessions-page"
    >
      {content}
      {editing !== undefined ? <GroupSessionFormModal eventSlug={eventSlug} session={editing} onClose={() => setEditing(undefined)} /> : null}
      {removing ? <RemoveSessionModal eventSlug={eventSlug} session={removing} onClose={() => setRemoving(null)} /> : null}
    </ConsolePage>
  );
}

function SessionRow({ session: s, onEdit, onRemove }: { session: OrganizerGroupSession; onEdit: () => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // When the list was shown: a session that ends while it is open keeps its badge until the next visit.
  const [shownAt] = useState(() => Date.now());
  const ended = new Date(s.ends_at).getTime() <= shownAt;
  const title = s.videocall.display_name;
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`console-group-session-${s.id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={650}>{title}</Text>
            {s.enable_host_chat ? <Badge {...readableLight('indigo')}>{t('manage_group_sessions.host_chat')}</Badge> : null}
            {ended ? <Badge {...readableLight('gray')}>{t('manage_group_sessions.ended')}</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {format.formatRange(new Date(s.starts_at), new Date(s.ends_at))}
          </Text>
          <Text size="sm">{s.host ? t('manage_group_sessions.hosted_by', { host: personName(s.host) }) : t('manage_group_sessions.no_host')}</Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('manage_group_sessions.edit', { title })}>
            <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={t('manage_group_sessions.edit', { title })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('manage_group_sessions.remove', { title })}>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={t('manage_group_sessions.remove', { title })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

function RemoveSessionModal({ eventSlug, session, onClose }: { eventSlug: string; session: OrganizerGroupSession; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const title = session.videocall.display_name;
  return (
    <RemoveModal
      title={t('manage_group_sessions.remove', { title })}
      body={t('manage_group_sessions.remove_body')}
      confirmLabel={t('manage_group_sessions.remove_confirm')}
      removed={t('manage_group_sessions.removed', { title })}
      failed={t('manage_group_sessions.remove_failed')}
      remove={() => deleteGroupSession(queryClient, eventSlug, session.id)}
      onClose={onClose}
      testId="confirm-remove-group-session"
    />
  );
}
