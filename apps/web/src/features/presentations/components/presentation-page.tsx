import { ActionIcon, Avatar, Badge, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconDoorEnter, IconMessageQuestion, IconMessages, IconMoodEmpty, IconPresentation, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicUser, Presentation } from '@foyer/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScopeAttendeeSidebar } from '@/features/attendees';
import { useNotificationsBesidePanel } from '@/shared/ui/notifications-offset';
import { usePagePanel } from '@/shared/plug-ins/sidebars';
import { PublicChat } from '@/features/public-chat';
import { ClosedSpacePage } from '@/features/spaces';
import type { SpacePageProps } from '@/shared/plug-ins/space-pages';
import { ApiRequestError } from '@/shared/api/errors';
import { realtime } from '@/shared/realtime';
import { stayInRoom } from '@/shared/realtime/binding';
import { useIsMobile, useSidebarWidth } from '@/shared/ui/layout';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { presentationKeys, presentationSpaceQuery } from '../api';
import { playerFor } from '../player';
import { LiveStage, StageMessage } from './live-stage';
import { QaPanel } from './qa-panel';
import { ScheduleControl } from './schedule-control';
import { EmbedPlayer, HlsPlayer, VideoPlayer } from './stage-players';
import classes from './presentations.module.css';
import { personName } from '@/shared/ui/person-name';

type Panel = 'qa' | 'chat';

/**
 * On the stage's page the person is in its room and its attendee list, again after a reconnect; once in,
 * the stage is read again (a switch or a question between the page's read and the join reached no one here).
 */
function useStagePresence(eventSlug: string, stageSlug: string, spaceId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!spaceId) return;
    return stayInRoom(
      realtime,
      () => realtime.request('join_presentation_space', { space_id: spaceId }),
      () => realtime.send('leave_presentation_space', { space_id: spaceId }),
      () => void queryClient.invalidateQueries({ queryKey: presentationKeys.stage(eventSlug, stageSlug) }),
    );
  }, [queryClient, eventSlug, stageSlug, spaceId]);
}

function Player({ eventSlug, stageSlug, presentation }: { eventSlug: string; stageSlug: string; presentation: Presentation | null }) {
  const { t } = useTranslation();
  const kind = playerFor(presentation);
  return (
    <div className={classes.screen} data-testid="stage-screen" data-player={kind}>
      {kind === 'quiet' ? <StageMessage icon={<IconMoodEmpty size={44} stroke={1.4} aria-hidden />} text={t('presentations.player.quiet')} /> : null}
      {kind === 'unplayable' ? <StageMessage icon={<IconAlertTriangle size={40} stroke={1.4} aria-hidden />} text={t('presentations.player.unplayable')} /> : null}
      {kind === 'live' ? <LiveStage key={presentation!.id} eventSlug={eventSlug} stageSlug={stageSlug} presentation={presentation!} /> : null}
      {kind === 'hls' ? <HlsPlayer key={presentation!.id} presentation={presentation!} /> : null}
      {kind === 'video' ? <VideoPlayer presentation={presentation!} /> : null}
      {kind === 'embed' ? <EmbedPlayer presentation={presentation!} /> : null}
    </div>
  );
}

function People({ label, people }: { label: string; people: BasicUser[] }) {
  if (people.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="gray.4" fw={600} tt="uppercase">{label}</Text>
      {people.map((p) => {
        const name = personName(p);
        return (
          <Group key={p.id} gap={4} wrap="nowrap">
            <Avatar src={p.mugshot} name={name} size={22} radius="xl" color="brand" variant="filled" alt="" />
            <Text size="sm" c="gray.1"><UserText>{name}</UserText></Text>
          </Group>
        );
      })}
    </Group>
  );
}

/**
 * A presentation stage (spec 1, issue 13): the current presentation's player (live from the speakers' call,
 * a stream, a video or an embed), switched live; the Q&A and the public chat beside it (below on mobile),
 * folded while a shell sidebar is open; the attendee sidebar lists the stage's people.
 */
export function PresentationPage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const sidebarWidth = useSidebarWidth();
  const space = useQuery(presentationSpaceQuery(eventSlug, spaceSlug));
  const [panel, setPanel] = usePagePanel<Panel>('qa');
  const page = space.data;
  const closed = space.error instanceof ApiRequestError && space.error.status === 403;
  const missing = space.error instanceof ApiRequestError && space.error.status === 404;
  useStagePresence(eventSlug, spaceSlug, page?.meta.id);
  useScopeAttendeeSidebar(page ? spaceSlug : null);
  useNotificationsBesidePanel(closed || missing || isMobile || !panel ? null : sidebarWidth);

  if (closed) return <ClosedSpacePage eventSlug={eventSlug} title={t('presentations.page.closed')} text={t('shell.space.closed')} />;
  if (missing) {
    return (
      <EmptyPanel mih="60vh" icon={<IconPresentation size={28} stroke={1.6} />} title={t('presentations.page.not_found')} description={t('presentations.page.not_found_hint')}
        action={<Button component={Link} to={`/${eventSlug}`}>{t('shell.space.back_home')}</Button>} data-testid="stage-not-found" />
    );
  }
  if (space.isError) return <ErrorPanel mih="60vh" onRetry={() => void space.refetch()} />;

  const current = page?.current_presentation ?? null;
  const chatId = page?.meta.chat_id ?? null;
  // Mobile: the Q&A and chat sit below the stage, one of them always shown.
  const shown: Panel | null = isMobile ? (panel ?? 'qa') : panel;
  const panels = [
    { value: 'qa' as const, label: t('presentations.qa.title'), icon: IconMessageQuestion },
    ...(chatId !== null ? [{ value: 'chat' as const, label: t('presentations.chat'), icon: IconMessages }] : []),
  ];

  return (
    <div className={classes.page} data-testid="presentation-page" data-mobile={isMobile || undefined}>
      <section className={classes.stage} aria-label={t('presentations.page.stage')}>
        <Group className={classes.bar} justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconPresentation size={26} stroke={1.6} aria-hidden color="var(--mantine-color-gray-3)" />
            {page ? <Title order={1} size="h3" c="white" className={classes.title}><UserText>{page.meta.name}</UserText></Title> : <Skeleton h={28} w={200} />}
            {page && !page.meta.published ? <Badge color="gray.7" variant="filled">{t('presentations.page.unpublished')}</Badge> : null}
            {current?.kind === 'live' ? <Badge color="red.8" variant="filled" data-testid="stage-live-badge">{t('presentations.live.badge')}</Badge> : null}
          </Group>
          <Group gap="xs">
            {current?.backstage_videocall_id ? (
              <Button component={Link} to={`/${eventSlug}/videocall/${current.backstage_videocall_id}`} size="xs" color="red.8" leftSection={<IconDoorEnter size={16} aria-hidden />} data-testid="stage-backstage">
                {t('presentations.backstage')}
              </Button>
            ) : null}
            {page?.can_switch ? <ScheduleControl eventSlug={eventSlug} stageSlug={spaceSlug} page={page} /> : null}
            {!isMobile && !panel
              ? panels.map(({ value, label, icon: Icon }) => (
                  <Tooltip key={value} label={label}>
                    <ActionIcon variant="white" color="dark" size="lg" onClick={() => setPanel(value)} aria-label={label} data-testid={`stage-open-${value}`}>
                      <Icon size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ))
              : null}
          </Group>
        </Group>
        {page ? <Player eventSlug={eventSlug} stageSlug={spaceSlug} presentation={current} /> : <Skeleton className={classes.screen} radius="lg" />}
        {current ? (
          <Stack gap={6} className={classes.details} data-testid="stage-current">
            <Title order={2} size="h4" c="white"><UserText>{current.title}</UserText></Title>
            {current.description ? <Text c="gray.3" size="sm"><UserText>{current.description}</UserText></Text> : null}
            <People label={t('presentations.speakers')} people={current.speakers} />
            {current.moderator ? <People label={t('presentations.moderator')} people={[current.moderator]} /> : null}
          </Stack>
        ) : null}
      </section>
      {shown ? (
        <aside className={classes.panel} style={isMobile ? undefined : { width: sidebarWidth }} aria-label={t('presentations.panel')} data-testid="stage-panel">
          <Group gap={4} p="xs" wrap="nowrap" className={classes.panelHead}>
            <SegmentedControl style={{ flex: 1 }} size="xs" value={shown} onChange={(v) => setPanel(v as Panel)} aria-label={t('presentations.panel')}
              data={panels.map(({ value, label, icon: Icon }) => ({ value, label: <Group gap={6} wrap="nowrap" justify="center"><Icon size={14} aria-hidden />{label}</Group> }))} />
            {!isMobile ? (
              <ActionIcon variant="subtle" color="gray" onClick={() => setPanel(null)} aria-label={t('presentations.fold')} data-testid="stage-fold">
                <IconX size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
          <div className={classes.panelBody}>
            {shown === 'chat' && chatId !== null ? <PublicChat eventSlug={eventSlug} chatId={chatId} /> : <QaPanel eventSlug={eventSlug} stageSlug={spaceSlug} presentationId={current?.id ?? null} />}
          </div>
        </aside>
      ) : null}
    </div>
  );
}
