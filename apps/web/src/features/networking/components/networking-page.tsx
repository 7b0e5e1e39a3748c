import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { networkingMapDefaultSize, videocallTexts, type BasicUser, type Videocall } from '@foyer/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { ClosedSpacePage } from '@/features/spaces';
import { type SpacePageProps } from '@/shared/plug-ins/space-pages';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { useIsMobile } from '@/shared/ui/layout';
import { ErrorPanel } from '@/shared/ui/page-state';
import { arrangesCalls, callRoomPath, createCallOnMap, eventAccessQuery, networkingQuery, shownCalls } from '../api';
import { useAvatars } from '../avatars-store';
import { clampToMap, entrancePoint, type Size } from '../map-coordinates';
import { useNetworkingPresence } from '../realtime';
import { ArrangeCallModal } from './arrange-call-modal';
import { NetworkingMap } from './networking-map';
import { NetworkingSidebar } from './networking-sidebar';
import classes from './networking.module.css';

/** Spec 2: "a not-found heading exists for the networking map page". */
function NetworkingNotFound() {
  const { t } = useTranslation();
  return (
    <Center mih="calc(100dvh - 58px)" p="md" data-testid="networking-not-found">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <IconMapPinOff size={44} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('networking.not_found')}
        </Title>
        <Text c="dimmed">{t('networking.not_found_hint')}</Text>
      </Stack>
    </Center>
  );
}

function NetworkingLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="calc(100dvh - 58px)" data-testid="networking-loading" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          {t('networking.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** /{eventSlug}/networking/{networkingSlug}/ (spec 2 "Networking area"). */
export function NetworkingPage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const area = useQuery(networkingQuery(eventSlug, spaceSlug));
  if (area.isPending) return <NetworkingLoading />;
  if (area.isError) {
    if (area.error instanceof ApiRequestError && area.error.status === 404) return <NetworkingNotFound />;
    return <ErrorPanel mih="60vh" onRetry={() => void area.refetch()} />;
  }
  if (!area.data.meta.published) {
    return <ClosedSpacePage eventSlug={eventSlug} title={t('networking.unpublished_title')} text={t('networking.unpublished_text')} />;
  }
  return <NetworkingArea eventSlug={eventSlug} slug={spaceSlug} image={area.data.meta.image} chatId={area.data.meta.chat_id} calls={area.data.videocalls} />;
}

interface AreaProps {
  eventSlug: string;
  slug: string;
  image: string | null;
  chatId: number | null;
  calls: Videocall[];
}

function NetworkingArea({ eventSlug, slug, image, chatId, calls }: AreaProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { user } = useCurrentUser();
  const [mapSize, setMapSize] = useState<Size>(networkingMapDefaultSize);
  const [position, setPosition] = useState<{ x: number; y: number } | null>(null);
  const organiser = arrangesCalls(useQuery(eventAccessQuery(eventSlug)).data?.role);
  const [arrangingId, setArrangingId] = useState<number | null>(null);
  const start = user ? (position ?? entrancePoint(user.id, mapSize)) : null;
  const visit = useNetworkingPresence(slug, start);
  const avatars = useAvatars(slug);
  const others = useMemo(() => [...avatars.values()].filter((a) => a.user.id !== user?.id), [avatars, user?.id]);
  const shown = useMemo(() => shownCalls(calls), [calls]);
  // The call in the controls follows live updates; one that was closed or ended meanwhile closes them.
  const arranging = shown.find((c) => c.id === arrangingId) ?? null;
  const onArrange = organiser ? (c: Videocall) => setArrangingId(c.id) : undefined;
  const me = useMemo<BasicUser | null>(
    () => (user ? { id: user.id, first_name: user.first_name, last_name: user.last_name, mugshot: user.mugshot, do_not_disturb: user.do_not_disturb } : null),
    [user],
  );

  const create = useMutation({
    mutationFn: (point: { x: number; y: number }) => createCallOnMap(eventSlug, slug, point.x, point.y),
    onSuccess: (call) => void navigate(callRoomPath(eventSlug, slug, call.id)),
    onError: (error) => {
      // Spec 2 §8: the area's call limit shows the capacity-reached message, other errors themselves.
      if (error instanceof ApiRequestError && error.detail === videocallTexts.networkingFull) notify.error(t('networking.capacity_reached'), { id: 'networking-full' });
      else notify.error(error instanceof ApiRequestError ? errorMessage(error, t('networking.create_failed')) : t('networking.create_failed'));
    },
  });

  if (!me || !start) return <NetworkingLoading />;
  const onMove = (point: { x: number; y: number }, final: boolean) => {
    setPosition(point);
    visit.move(point.x, point.y, final);
  };
  const onMapSize = (size: Size) => {
    setMapSize(size);
    if (position) setPosition(clampToMap(position, size));
  };

  return (
    <div className={isMobile ? classes.mobileLayout : classes.layout} data-testid="networking-page">
      <h1 className={classes.visuallyHidden}>{t('networking.title')}</h1>
      <NetworkingMap
        image={image}
        calls={shown}
        others={others}
        me={me}
        position={start}
        onMove={onMove}
        onCreate={(point) => create.mutate(point)}
        onOpenCall={(c) => void navigate(callRoomPath(eventSlug, slug, c.id))}
        onArrangeCall={onArrange}
        creating={create.isPending}
        mapSize={mapSize}
        onMapSize={onMapSize}
      />
      <NetworkingSidebar
        eventSlug={eventSlug}
        chatId={chatId}
        calls={shown}
        onOpenCall={(c) => void navigate(callRoomPath(eventSlug, slug, c.id))}
        onArrangeCall={onArrange}
        mobile={isMobile}
      />
      <ArrangeCallModal eventSlug={eventSlug} call={arranging} mapSize={mapSize} onClose={() => setArrangingId(null)} />
    </div>
  );
}
