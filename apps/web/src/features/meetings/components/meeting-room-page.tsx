import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconClockHour4, IconDoorExit, IconLock, IconMessageCircle, IconVideoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { hasMeetingEnded, type Meeting, type MeetingRoom } from '@foyer/contracts';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '@/shared/session/session';
import { openPrivateChat } from '@/features/private-chat';
import { CallRoom } from '@/features/videocalls';
import { ApiRequestError } from '@/shared/api/errors';
import { ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { meetingRoomQuery } from '../api';
import { useMeetingRoomPresence } from '../realtime';
import { useMeetingClock, useMeetingTimes } from '../when';
import { MeetingButton } from './meeting-button';
import { RecordingsButton } from './recordings-button';
import classes from './meetings.module.css';

/** The meeting room at `/{eventSlug}/meetings/{meetingSlug}/{meetingRoomSlug}` (spec 2 "Meeting room"), on our own call. */
export function MeetingRoomPage() {
  const { eventSlug = '', meetingSlug = '', meetingRoomSlug = '' } = useParams();
  const { t } = useTranslation();
  const room = useQuery(meetingRoomQuery(eventSlug, meetingSlug, meetingRoomSlug));
  useMeetingRoomPresence(room.data?.space_id);
  const spacePath = `/${eventSlug}/meetings/${meetingSlug}`;
  if (room.isPending) {
    return (
      <Center className={classes.roomState} aria-busy="true" data-testid="meeting-room-loading">
        <Loader />
      </Center>
    );
  }
  if (room.isError) {
    const status = room.error instanceof ApiRequestError ? room.error.status : null;
    if (status === 403 || status === 404) {
      return (
        <RoomState icon={status === 403 ? <IconLock size={28} /> : <IconVideoOff size={28} />} title={t(status === 403 ? 'meetings.room.closed_title' : 'meetings.room.not_found')} testId="meeting-room-refused">
          <Text>{status === 403 ? t('meetings.room.closed_text') : t('meetings.room.not_found_text')}</Text>
          <BackToSpace to={spacePath} />
        </RoomState>
      );
    }
    return <ErrorPanel mih="60vh" onRetry={() => void room.refetch()} />;
  }
  return <Room eventSlug={eventSlug} spacePath={spacePath} room={room.data} />;
}

function Room({ eventSlug, spacePath, room }: { eventSlug: string; spacePath: string; room: MeetingRoom }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const now = useMeetingClock();
  const times = useMeetingTimes();
  const meeting = room.meeting;
  const userId = user?.id ?? 0;
  const started = Date.parse(meeting.starts_at) <= now;
  const ended = hasMeetingEnded(meeting, new Date(now));
  const when = times.when(meeting);
  const goBack = useCallback(() => void navigate(spacePath), [navigate, spacePath]);
  // Hosts administer the meeting's call as its admin does (the call's speaker has the speaker's controls).
  const hostIds = meeting.host_user_ids;

  const heading = (
    <div>
      <Title order={1} size="h2">
        <UserText>{room.title}</UserText>
      </Title>
      <Group gap={6} c="dimmed" mt={4}>
        <IconClockHour4 size={16} aria-hidden />
        <Text size="sm" c="dimmed">
          {when.day} · {when.range}
        </Text>
      </Group>
    </div>
  );

  // Neither registered nor a host (walk-in meetings excepted): closed, with the way to register.
  if (!room.may_enter) {
    return (
      <RoomState icon={<IconLock size={28} />} testId="meeting-room-closed">
        {heading}
        <Text>{t('meetings.room.not_registered')}</Text>
        <Group>
          {!ended ? <MeetingButton eventSlug={eventSlug} meeting={meeting} userId={userId} now={now} fullWidth={false} registerOnly /> : null}
          <BackToSpace to={spacePath} />
        </Group>
      </RoomState>
    );
  }
  if (ended) {
    return (
      <RoomState icon={<IconDoorExit size={28} />} testId="meeting-room-ended">
        {heading}
        <Text>{t('meetings.room.ended')}</Text>
        <Group>
          {room.is_host ? <RecordingsButton eventSlug={eventSlug} room={room} now={now} variant="filled" /> : null}
          <BackToSpace to={spacePath} />
        </Group>
      </RoomState>
    );
  }
  if (!started && !room.is_host) {
    return (
      <RoomState icon={<IconClockHour4 size={28} />} testId="meeting-room-waiting">
        {heading}
        <Text>{t('meetings.room.starts_at', { time: times.time(meeting.starts_at) })}</Text>
        <Group>
          <MeetingButton eventSlug={eventSlug} meeting={meeting} userId={userId} now={now} fullWidth={false} />
          <BackToSpace to={spacePath} />
        </Group>
      </RoomState>
    );
  }

  const banner = (
    <div className={classes.roomBanner} data-testid="meeting-room-banner">
      <div className={classes.roomTitle}>
        {/* The page's heading: the call below shows no title of its own (bannerHasTitle). */}
        <Title order={1} size="h5" c="white" lineClamp={1} data-testid="meeting-room-title">
          <UserText>{room.title}</UserText>
        </Title>
        <Text size="xs" c="gray.4">
          {when.day} · {when.range}
        </Text>
      </div>
      <Group gap="xs">
        {!started ? (
          <Badge color="orange.9" variant="filled">
            {t('meetings.room.not_started')}
          </Badge>
        ) : null}
        {room.is_host ? (
          <Badge color="teal.9" variant="filled" data-testid="meeting-host-badge">
            {t('meetings.room.you_host')}
          </Badge>
        ) : null}
        <HostChatButton meeting={meeting} userId={userId} />
        {room.is_host ? <RecordingsButton eventSlug={eventSlug} room={room} now={now} variant="light" /> : null}
      </Group>
    </div>
  );

  return <CallRoom key={room.videocall_id} eventSlug={eventSlug} videocallId={room.videocall_id} goBack={goBack} hostIds={hostIds} banner={banner} bannerHasTitle />;
}

/** Host chat (spec 2: only when enable_host_chat; the primary speaker does not message themself). */
function HostChatButton({ meeting, userId }: { meeting: Meeting; userId: number }) {
  const { t } = useTranslation();
  const host = meeting.primary_speaker_id ?? meeting.host_user_ids[0] ?? null;
  if (!meeting.enable_host_chat || host === null || host === userId) return null;
  return (
    <Button
      size="xs"
      variant="white"
      color="dark"
      leftSection={<IconMessageCircle size={14} aria-hidden />}
      onClick={() => openPrivateChat(host)}
      data-testid="host-chat"
    >
      {t('meetings.room.host_chat')}
    </Button>
  );
}

function BackToSpace({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('meetings.room.back')}
    </Button>
  );
}

function RoomState({ icon, title, children, testId }: { icon: ReactNode; title?: string; children: ReactNode; testId: string }) {
  return (
    <div className={classes.roomState} data-testid={testId}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={560} w="100%" shadow="xs">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          {title ? (
            <Title order={1} size="h2">
              {title}
            </Title>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
