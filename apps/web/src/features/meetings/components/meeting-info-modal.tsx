import { Avatar, Badge, Divider, Group, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconDoorEnter, IconUsers } from '@tabler/icons-react';
import type { Meeting } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { openAttendeeCard } from '@/features/attendees';
import { BookmarkToggle } from '@/features/goodiebag';
import { RichText } from '@/shared/ui/rich-text';
import { UserText } from '@/shared/ui/user-text';
import { capacityLabel, useMeetingTimes } from '../when';
import { MeetingButton } from './meeting-button';
import { personName } from '@/shared/ui/person-name';

interface InfoProps {
  eventSlug: string;
  meeting: Meeting | null;
  userId: number;
  now: number;
  onClose: () => void;
}

/**
 * A meeting's info modal (spec 2 "Meeting space", "All meetings"): its description (sanitised rich text),
 * hosts, times in the event's time zone, seats and the person's meeting button.
 */
export function MeetingInfoModal({ eventSlug, meeting, userId, now, onClose }: InfoProps) {
  const { t } = useTranslation();
  const times = useMeetingTimes();
  const when = meeting ? times.when(meeting) : null;
  return (
    <Modal opened={meeting !== null} onClose={onClose} size="lg" centered title={t('meetings.info.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {meeting && when ? (
        <Stack gap="md" data-testid="meeting-info">
          <div>
            <Text size="sm" c="dimmed">
              <UserText>{meeting.space.name}</UserText>
            </Text>
            <Title order={2} size="h3">
              <UserText>{meeting.title}</UserText>
            </Title>
          </div>
          <Group gap="lg">
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={18} aria-hidden />
              <Text size="sm" data-testid="meeting-info-when">
                {when.day} · {when.range} <Text span c="dimmed" size="xs">({times.timeZone.replace(/_/g, ' ')})</Text>
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={18} aria-hidden />
              <Text size="sm">
                {t('meetings.info.seats', { value: capacityLabel(meeting, t('meetings.card.full')) })}
              </Text>
            </Group>
            {meeting.is_walk_in_meeting ? (
              <Badge variant="outline" color="teal.9" leftSection={<IconDoorEnter size={12} aria-hidden />}>
                {t('meetings.card.walk_in')}
              </Badge>
            ) : null}
          </Group>
          <div>
            <Text fw={600} size="sm" mb={6}>
              {t('meetings.info.hosts')}
            </Text>
            {meeting.hosts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('meetings.card.no_host')}
              </Text>
            ) : (
              <Group gap="sm">
                {meeting.hosts.map((host) => {
                  const name = personName(host);
                  return (
                    <UnstyledButton key={host.id} onClick={() => openAttendeeCard(eventSlug, host.id)} aria-label={t('meetings.info.open_host', { name })}>
                      <Group gap={8} wrap="nowrap">
                        <Avatar src={host.mugshot} name={name} color="brand" radius="xl" size={32} alt="" />
                        <Text size="sm" fw={500}>
                          <UserText>{name}</UserText>
                        </Text>
                      </Group>
                    </UnstyledButton>
                  );
                })}
              </Group>
            )}
            {meeting.hosts.length > 0 && !meeting.is_host_confirmed ? (
              <Text size="sm" c="orange.9" mt={6} data-testid="host-not-confirmed">
                {t('meetings.card.host_not_confirmed')}
              </Text>
            ) : null}
          </div>
          <Divider />
          {meeting.description.trim() ? <RichText html={meeting.description} /> : <Text c="dimmed">{t('meetings.info.no_description')}</Text>}
          <Group justify="flex-end">
            <BookmarkToggle kind="meeting" itemId={meeting.id} name={meeting.title} withLabel />
            <MeetingButton eventSlug={eventSlug} meeting={meeting} userId={userId} now={now} fullWidth={false} />
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
