import { Badge, Container, Group, Skeleton, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { hasMeetingEnded, isMeetingLive, type Meeting } from '@foyer/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { useCurrentUser } from '@/shared/session/session';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { upcomingMeetingsQuery } from '../api';
import { capacityLabel, useMeetingClock, useMeetingTimes } from '../when';
import { GroupSessions } from './group-sessions';
import { MeetingInfoModal } from './meeting-info-modal';
import classes from './meetings.module.css';

const byStart = (a: Meeting, b: Meeting) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id - b.id;

/** Whether a meeting is the person's own: hosting it, registered for it or waiting for a seat. */
export const isMine = (m: Meeting, userId: number): boolean =>
  m.host_user_ids.includes(userId) || m.participating_users.includes(userId) || m.waitlist_position !== null;

/**
 * `/{eventSlug}/allmeetings` (spec 2 "All meetings"): My Meetings and the upcoming ones, by start; each opens the
 * info modal. With group sessions on, the event's group sessions follow.
 */
export function AllMeetingsPage() {
  const { eventSlug = '' } = useParams();
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { event } = useCurrentEvent();
  const userId = user?.id ?? 0;
  const now = useMeetingClock();
  const list = useQuery(upcomingMeetingsQuery(eventSlug));
  const [openId, setOpenId] = useState<number | null>(null);
  const { mine, others } = useMemo(() => {
    const shown = (list.data?.results ?? []).filter((m) => !hasMeetingEnded(m, new Date(now))).sort(byStart);
    return { mine: shown.filter((m) => isMine(m, userId)), others: shown.filter((m) => !isMine(m, userId)) };
  }, [list.data, now, userId]);
  const open = list.data?.results.find((m) => m.id === openId) ?? null;

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" data-testid="all-meetings-loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = <ErrorPanel description={t('meetings.all.load_failed')} onRetry={() => void list.refetch()} />;
  } else if (mine.length === 0 && others.length === 0) {
    body = <EmptyPanel icon={<IconCalendarOff size={28} stroke={1.6} />} title={t('meetings.all.empty')} description={t('meetings.all.empty_hint')} data-testid="all-meetings-empty" />;
  } else {
    body = (
      <Stack gap="xl">
        <Section title={t('meetings.all.mine')} empty={t('meetings.all.mine_empty')} meetings={mine} now={now} onOpen={setOpenId} testId="all-meetings-mine" />
        <Section title={t('meetings.all.upcoming')} empty={t('meetings.all.upcoming_empty')} meetings={others} now={now} onOpen={setOpenId} testId="all-meetings-upcoming" />
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl" data-testid="all-meetings">
      <Title order={1} mb={6}>
        {t('meetings.all.title')}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('meetings.all.description')}
      </Text>
      {body}
      {event?.enable_group_sessions ? (
        <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
          <GroupSessions eventSlug={eventSlug} userId={userId} now={now} />
        </div>
      ) : null}
      <MeetingInfoModal eventSlug={eventSlug} meeting={open} userId={userId} now={now} onClose={() => setOpenId(null)} />
    </Container>
  );
}

interface SectionProps {
  title: string;
  empty: string;
  meetings: Meeting[];
  now: number;
  onOpen: (id: number) => void;
  testId: string;
}

function Section({ title, empty, meetings, now, onOpen, testId }: SectionProps) {
  const { t } = useTranslation();
  const times = useMeetingTimes();
  return (
    <section aria-label={title} data-testid={testId}>
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge variant="light" circle>
          {meetings.length}
        </Badge>
      </Group>
      {meetings.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <div className={classes.list}>
          {meetings.map((m) => {
            const when = times.when(m);
            return (
              <UnstyledButton key={m.id} className={classes.row} onClick={() => onOpen(m.id)} data-testid="all-meetings-row" data-meeting={m.id}>
                <div className={classes.dateBlock} aria-hidden>
                  <Text size="xs" fw={700} inherit>
                    {when.day}
                  </Text>
                </div>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} truncate>
                    <UserText>{m.title}</UserText>
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    <VisuallyHidden>{when.day} </VisuallyHidden>
                    {when.range} · <UserText>{m.space.name}</UserText>
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  {isMeetingLive(m, new Date(now)) ? (
                    <Badge color="red.8" variant="filled" size="sm">
                      {t('meetings.card.live')}
                    </Badge>
                  ) : null}
                  <Badge variant="outline" color="gray.7" leftSection={<IconUsers size={12} aria-hidden />}>
                    {capacityLabel(m, t('meetings.card.full'))}
                  </Badge>
                </Group>
              </UnstyledButton>
            );
          })}
        </div>
      )}
    </section>
  );
}
