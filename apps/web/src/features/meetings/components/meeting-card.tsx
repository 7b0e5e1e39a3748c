import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClockHour4, IconDoorEnter, IconHourglass, IconUsers } from '@tabler/icons-react';
import { isMeetingLive, type Meeting } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/shared/ui/user-text';
import { BookmarkToggle } from '@/features/goodiebag';
import { capacityLabel, hostNote, useMeetingTimes } from '../when';
import { MeetingButton } from './meeting-button';
import classes from './meetings.module.css';

interface CardProps {
  eventSlug: string;
  meeting: Meeting;
  userId: number;
  now: number;
  onOpen: (meeting: Meeting) => void;
}

/**
 * A meeting in a space's list: when, its title (opens the info modal), seats used/total or Full, the
 * waiting-for-host note, and the person's meeting button.
 */
export function MeetingCard({ eventSlug, meeting, userId, now, onOpen }: CardProps) {
  const { t } = useTranslation();
  const times = useMeetingTimes();
  const { day, range } = times.when(meeting);
  const live = isMeetingLive(meeting, new Date(now));
  const full = meeting.capacity_left <= 0 && !meeting.is_walk_in_meeting;
  const note = hostNote(meeting, userId);
  return (
    <Paper component="article" withBorder radius="md" p="md" className={classes.card} data-testid="meeting-card" data-meeting={meeting.id} aria-labelledby={`meeting-title-${meeting.id}`}>
      <Stack gap="sm" h="100%">
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap" c="dimmed" style={{ minWidth: 0 }}>
            <IconClockHour4 size={16} aria-hidden />
            <Text size="sm" c="dimmed" truncate>
              {day} · {range}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {live ? (
              <Badge color="red.8" variant="filled" size="sm" className={classes.liveBadge}>
                {t('meetings.card.live')}
              </Badge>
            ) : null}
            <BookmarkToggle kind="meeting" itemId={meeting.id} name={meeting.title} size="sm" />
          </Group>
        </Group>
        <UnstyledButton onClick={() => onOpen(meeting)} className={classes.cardTitle} id={`meeting-title-${meeting.id}`} data-testid="meeting-title">
          <Text fw={700} size="lg" lineClamp={2}>
            <UserText>{meeting.title}</UserText>
          </Text>
        </UnstyledButton>
        <Group gap="xs">
          <Badge variant={full ? 'filled' : 'outline'} color={full ? 'red.9' : 'gray.7'} leftSection={<IconUsers size={12} aria-hidden />} data-testid="meeting-capacity" aria-label={t('meetings.card.capacity_label', { value: capacityLabel(meeting, t('meetings.card.full')) })}>
            {capacityLabel(meeting, t('meetings.card.full'))}
          </Badge>
          {meeting.is_walk_in_meeting ? (
            <Badge variant="outline" color="teal.9" leftSection={<IconDoorEnter size={12} aria-hidden />}>
              {t('meetings.card.walk_in')}
            </Badge>
          ) : null}
        </Group>
        <div className={classes.cardFoot}>
          {note ? (
            <Group gap={6} wrap="nowrap" mb="xs" data-testid="waiting-for-host" data-note={note}>
              <IconHourglass size={14} color="var(--mantine-color-orange-8)" aria-hidden />
              <Text size="xs" c="orange.9">
                {t(`meetings.card.${note}`)}
              </Text>
            </Group>
          ) : null}
          <MeetingButton eventSlug={eventSlug} meeting={meeting} userId={userId} now={now} />
        </div>
      </Stack>
    </Paper>
  );
}
