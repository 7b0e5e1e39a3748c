import { Alert, Badge, Button, Center, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconLock, IconPlayerPlay, IconUserStar, IconCalendarEvent } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { hasMeetingEnded, type Meeting, type MeetingList } from '@foyer/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/shared/session/session';
import { ClosedSpacePage } from '@/features/spaces';
import type { SpacePageProps } from '@/shared/plug-ins/space-pages';
import { ApiRequestError } from '@/shared/api/errors';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { meetingKeys, meetingListQuery, meetingSpaceQuery, meetingTabs, MEETINGS_PAGE, upcomingMeetingsQuery, type MeetingTab } from '../api';
import { countOf, dropEnded, dropMeetings, meetingsOf } from '../list-state';
import { useMeetingSpacePresence } from '../realtime';
import { useMeetingClock } from '../when';
import placeholder from '../assets/space-placeholder.svg';
import { MeetingCard } from './meeting-card';
import { MeetingInfoModal } from './meeting-info-modal';
import classes from './meetings.module.css';

type Lists = InfiniteData<MeetingList>;

/** The meeting space at `/{eventSlug}/meetings/{meetingSlug}` (spec 2 "Meeting space"). */
export function MeetingSpacePage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const space = useQuery(meetingSpaceQuery(eventSlug, spaceSlug));
  if (space.isPending) return <SpaceSkeleton />;
  if (space.isError) {
    const status = space.error instanceof ApiRequestError ? space.error.status : null;
    if (status === 403) return <ClosedSpacePage eventSlug={eventSlug} title={t('meetings.space.closed_title')} text={t('shell.space.closed')} />;
    if (status === 404) return <Navigate to={`/${eventSlug}`} replace />;
    return <ErrorPanel mih="60vh" onRetry={() => void space.refetch()} />;
  }
  const meta = space.data.meta;
  return (
    <div className={classes.page} style={{ backgroundImage: `url("${meta.image || placeholder}")` }} data-testid="meeting-space" data-background={meta.image ? 'own' : 'placeholder'}>
      <div className={classes.inner}>
        <header className={classes.header}>
          <Text size="sm" fw={600} tt="uppercase" opacity={0.85}>
            {t('meetings.space.kicker')}
          </Text>
          <Title order={1}>
            <UserText>{meta.name}</UserText>
          </Title>
        </header>
        {!meta.published ? (
          <Alert color="orange" variant="filled" icon={<IconLock size={18} aria-hidden />} mb="md" data-testid="space-closed-notice">
            {t('meetings.space.closed_for_others')}
          </Alert>
        ) : null}
        <MeetingLists eventSlug={eventSlug} spaceSlug={spaceSlug} spaceId={meta.id} />
      </div>
    </div>
  );
}

function SpaceSkeleton() {
  return (
    <div className={classes.page} data-testid="meeting-space-loading" aria-busy="true">
      <div className={classes.inner}>
        <Skeleton h={40} w={320} mb="lg" radius="md" />
        <Paper className={classes.panel}>
          <Skeleton h={36} w={360} radius="md" />
          <div className={classes.grid}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={230} radius="md" />
            ))}
          </div>
        </Paper>
      </div>
    </div>
  );
}

const tabIcons = { my: IconUserStar, upcoming: IconCalendarEvent, live: IconPlayerPlay };

function MeetingLists({ eventSlug, spaceSlug, spaceId }: { eventSlug: string; spaceSlug: string; spaceId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.id ?? 0;
  const [tab, setTab] = useState<MeetingTab>('upcoming');
  const now = useMeetingClock();
  const lists = {
    my: useInfiniteQuery(meetingListQuery(eventSlug, spaceSlug, 'my')),
    upcoming: useInfiniteQuery(meetingListQuery(eventSlug, spaceSlug, 'upcoming')),
    live: useInfiniteQuery(meetingListQuery(eventSlug, spaceSlug, 'live')),
  };
  useMeetingSpacePresence(spaceId);

  // Every tick: ended meetings leave the lists (a host keeps the ones they hosted in My meetings), started
  // ones leave Upcoming and Live is asked again.
  useEffect(() => {
    const set = (which: MeetingTab, change: (data: Lists) => Lists) =>
      queryClient.setQueryData<Lists>(meetingKeys.list(eventSlug, spaceSlug, which), (data) => (data ? change(data) : data));
    set('my', (data) => dropEnded(data, now, (m) => m.host_user_ids.includes(userId)));
    set('live', (data) => dropEnded(data, now));
    const upcoming = queryClient.getQueryData<Lists>(meetingKeys.list(eventSlug, spaceSlug, 'upcoming'));
    if (upcoming && meetingsOf(upcoming).some((m) => Date.parse(m.starts_at) <= now)) {
      set('upcoming', (data) => dropMeetings(data, (m) => Date.parse(m.starts_at) <= now));
      void queryClient.invalidateQueries({ queryKey: meetingKeys.list(eventSlug, spaceSlug, 'live') });
    }
  }, [now, queryClient, eventSlug, spaceSlug, userId]);

  // `?meetingId=` opens that meeting's info modal, then leaves the address.
  const [params, setParams] = useSearchParams();
  const [infoId, setInfoId] = useState<number | null>(null);
  const asked = params.get('meetingId');
  const [seen, setSeen] = useState<string | null>(null);
  if (asked !== null && asked !== seen) {
    setSeen(asked);
    const id = Number(asked);
    if (Number.isInteger(id) && id > 0) setInfoId(id);
  } else if (asked === null && seen !== null) {
    setSeen(null);
  }
  useEffect(() => {
    if (!params.has('meetingId')) return;
    const next = new URLSearchParams(params);
    next.delete('meetingId');
    setParams(next, { replace: true });
  }, [params, setParams]);
  const known = useMemo(() => [...meetingTabs.flatMap((k) => meetingsOf(lists[k].data))], [lists.my.data, lists.upcoming.data, lists.live.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const inLists = infoId !== null ? known.find((m) => m.id === infoId) : undefined;
  // A meeting not on the loaded pages: All meetings' list may have it.
  const everywhere = useQuery({ ...upcomingMeetingsQuery(eventSlug), enabled: infoId !== null && !inLists && known.length > 0 });
  const info: Meeting | null = inLists ?? (infoId !== null ? (everywhere.data?.results.find((m) => m.id === infoId) ?? null) : null);

  return (
    <Paper className={classes.panel}>
      <Tabs value={tab} onChange={(v) => v && setTab(v as MeetingTab)} keepMounted={false}>
        <Tabs.List>
          {meetingTabs.map((key) => {
            const Icon = tabIcons[key];
            const count = countOf(lists[key].data);
            return (
              <Tabs.Tab
                key={key}
                value={key}
                leftSection={<Icon size={16} aria-hidden />}
                rightSection={
                  <Badge size="sm" variant={tab === key ? 'filled' : 'light'} circle className={classes.tabCount} data-testid={`meeting-count-${key}`}>
                    {lists[key].isSuccess ? count : '…'}
                  </Badge>
                }
                data-testid={`meeting-tab-${key}`}
              >
                {t(`meetings.tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {meetingTabs.map((key) => (
          <Tabs.Panel key={key} value={key}>
            <MeetingTabPanel tab={key} list={lists[key]} eventSlug={eventSlug} userId={userId} now={now} onOpen={(m) => setInfoId(m.id)} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <MeetingInfoModal eventSlug={eventSlug} meeting={info} userId={userId} now={now} onClose={() => setInfoId(null)} />
    </Paper>
  );
}

interface PanelProps {
  tab: MeetingTab;
  list: UseInfiniteQueryResult<Lists, unknown>;
  eventSlug: string;
  userId: number;
  now: number;
  onOpen: (meeting: Meeting) => void;
}

const emptyIcons = { my: IconUserStar, upcoming: IconCalendarOff, live: IconPlayerPlay };

function MeetingTabPanel({ tab, list, eventSlug, userId, now, onOpen }: PanelProps) {
  const { t } = useTranslation();
  if (list.isPending) {
    return (
      <div className={classes.grid} aria-busy="true" data-testid="meetings-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={230} radius="md" />
        ))}
      </div>
    );
  }
  // A failure empties the list (spec 2 §4): the message and a retry instead.
  if (list.isError) return <ErrorPanel description={t('meetings.space.load_failed')} onRetry={() => void list.refetch()} />;
  // Between ticks a meeting may have ended: never show one that did (a host's own past ones excepted).
  const meetings = meetingsOf(list.data).filter((m) => !hasMeetingEnded(m, new Date(now)) || (tab === 'my' && m.host_user_ids.includes(userId)));
  if (meetings.length === 0) {
    const Icon = emptyIcons[tab];
    return <EmptyPanel icon={<Icon size={28} stroke={1.6} />} title={t(`meetings.empty.${tab}`)} description={t(`meetings.empty.${tab}_hint`)} data-testid={`meetings-empty-${tab}`} />;
  }
  return (
    <Stack gap="md">
      <div className={classes.grid} data-testid={`meetings-${tab}`}>
        {meetings.map((m) => (
          <MeetingCard key={m.id} eventSlug={eventSlug} meeting={m} userId={userId} now={now} onOpen={onOpen} />
        ))}
      </div>
      {list.hasNextPage ? (
        <Center>
          <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="meetings-load-more">
            {t('meetings.space.load_more', { count: MEETINGS_PAGE })}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
