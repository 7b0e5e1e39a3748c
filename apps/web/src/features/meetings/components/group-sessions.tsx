import { Avatar, Badge, Button, Group, Paper, Skeleton, Spoiler, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconHourglass, IconMessageCircle, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { GroupSession } from '@foyer/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { attendeeQuery } from '@/features/attendees';
import { BookmarkToggle } from '@/features/goodiebag';
import { openPrivateChat } from '@/features/private-chat';
import { RichText } from '@/shared/ui/rich-text';
import { groupSessionsQuery } from '@/features/program';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { personName } from '@/shared/ui/person-name';
import { UserText } from '@/shared/ui/user-text';
import { useMeetingTimes } from '../when';
import classes from './meetings.module.css';

/** The anchor of a group session's row (goodie bag links land on it). */
export const groupSessionAnchor = (id: number) => `group-session-${id}`;

const isLive = (s: GroupSession, now: number) => Date.parse(s.starts_at) <= now && now < Date.parse(s.ends_at);

/** Title of a session: its call's name, else the start of its description. */
export const groupSessionTitle = (s: GroupSession) =>
  s.videocall.display_name || s.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);

/**
 * The event's group sessions (spec 2 §3, `GET …/groupsessions/`), by start, without ended ones: when, host,
 * description, joining its call while it runs, host chat (only when `enable_host_chat`, never with oneself),
 * and the bookmark that keeps it in the goodie bag. Live changes come with `group_session_updated`.
 */
export function GroupSessions({ eventSlug, userId, now }: { eventSlug: string; userId: number; now: number }) {
  const { t } = useTranslation();
  const query = useQuery(groupSessionsQuery(eventSlug));
  const sessions = (query.data ?? []).filter((s) => Date.parse(s.ends_at) > now);
  const { hash } = useLocation();
  // A link to a session (`#group-session-4`, from the goodie bag) or to the list lands on it once it is drawn.
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorPanel description={t('meetings.sessions.load_failed')} onRetry={() => void query.refetch()} />;
  } else if (sessions.length === 0) {
    body = <EmptyPanel icon={<IconUsersGroup size={28} stroke={1.6} />} title={t('meetings.sessions.empty')} description={t('meetings.sessions.empty_hint')} />;
  } else {
    body = (
      <div className={classes.list}>
        {sessions.map((s) => (
          <SessionRow key={s.id} eventSlug={eventSlug} session={s} userId={userId} live={isLive(s, now)} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="group-sessions-title" data-testid="group-sessions" id="group-sessions">
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4" id="group-sessions-title">
          {t('meetings.sessions.title')}
        </Title>
        {query.isSuccess ? (
          <Badge variant="light" circle>
            {sessions.length}
          </Badge>
        ) : null}
      </Group>
      <Text c="dimmed" size="sm" mb="sm">
        {t('meetings.sessions.description')}
      </Text>
      {body}
    </section>
  );
}

function SessionRow({ eventSlug, session, userId, live }: { eventSlug: string; session: GroupSession; userId: number; live: boolean }) {
  const { t } = useTranslation();
  const times = useMeetingTimes();
  const when = times.when(session);
  const title = groupSessionTitle(session);
  const hostId = session.videocall.admin_id;
  const hostChat = session.enable_host_chat && hostId !== null && hostId !== userId;
  return (
    <Paper withBorder radius="md" p="md" id={groupSessionAnchor(session.id)} data-testid="group-session" data-session={session.id}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <div className={classes.dateBlock} aria-hidden>
          <Text size="xs" fw={700} inherit>
            {when.day}
          </Text>
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                <UserText>{title}</UserText>
              </Title>
              <Text size="sm" c="dimmed">
                <VisuallyHidden>{when.day} </VisuallyHidden>
                {when.range}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              {live ? (
                <Badge color="red.8" variant="filled" size="sm">
                  {t('meetings.card.live')}
                </Badge>
              ) : null}
              <BookmarkToggle kind="session" itemId={session.id} name={title} size="sm" />
            </Group>
          </Group>
          <SessionHost eventSlug={eventSlug} session={session} />
          {session.description.trim() ? (
            <Spoiler maxHeight={44} showLabel={t('meetings.sessions.show_more')} hideLabel={t('meetings.sessions.show_less')}>
              <RichText html={session.description} fz="sm" />
            </Spoiler>
          ) : null}
          <Group gap="xs" mt={4}>
            {live ? (
              <Button component={Link} to={`/${eventSlug}/videocall/${session.videocall.twilio_name}`} size="xs" leftSection={<IconVideo size={14} aria-hidden />} data-testid="group-session-join">
                {t('meetings.sessions.join')}
              </Button>
            ) : (
              <Button size="xs" disabled leftSection={<IconVideo size={14} aria-hidden />} data-testid="group-session-join">
                {t('meetings.sessions.join_later')}
              </Button>
            )}
            {hostChat ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconMessageCircle size={14} aria-hidden />}
                onClick={() => openPrivateChat(hostId)}
                data-testid="group-session-host-chat"
              >
                {t('meetings.room.host_chat')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The host as the directory shows them, or the spec's notes: 'no host assigned', 'host not confirmed'. */
function SessionHost({ eventSlug, session }: { eventSlug: string; session: GroupSession }) {
  const { t } = useTranslation();
  const hostId = session.videocall.admin_id;
  const host = useQuery({ ...attendeeQuery(eventSlug, hostId ?? 0), enabled: hostId !== null });
  const note = hostId === null ? t('meetings.card.no_host') : !session.is_host_confirmed ? t('meetings.card.host_not_confirmed') : null;
  return (
    <Group gap="sm" wrap="nowrap">
      {host.data ? (
        <Group gap={6} wrap="nowrap">
          <Avatar src={host.data.mugshot} name={personName(host.data)} radius="xl" size={24} color="brand" alt="" />
          <Text size="sm">
            {t('meetings.sessions.hosted_by')} <UserText>{personName(host.data)}</UserText>
          </Text>
        </Group>
      ) : null}
      {note ? (
        <Group gap={4} wrap="nowrap" data-testid="group-session-host-note">
          <IconHourglass size={14} color="var(--mantine-color-orange-8)" aria-hidden />
          <Text size="xs" c="orange.9">
            {note}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
