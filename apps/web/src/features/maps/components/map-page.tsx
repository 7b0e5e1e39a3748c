import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { ClosedSpacePage } from '@/features/spaces';
import { type SpacePageProps } from '@/shared/plug-ins/space-pages';
import { ApiRequestError } from '@/shared/api/errors';
import { useIsMobile } from '@/shared/ui/layout';
import { lazyNamed } from '@/shared/ui/lazy';
import { ErrorPanel } from '@/shared/ui/page-state';
import { mapQuery } from '../api';
import { DesktopMap } from './desktop-map';
import { MapSidePanel } from './map-side-panel';
import classes from './map.module.css';

// Phones only: the pinch-zoom library stays out of what desktops download.
const MobileMap = lazyNamed(() => import('./mobile-map'), 'MobileMap');

function MapLoading() {
  return (
    <div className={classes.layout} data-testid="map-loading">
      <Skeleton h="100%" radius={0} style={{ flex: 1 }} />
    </div>
  );
}

/** /{eventSlug}/map/{mapSlug}/ (and the event home when its home space is a map). */
export function MapPage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { event } = useCurrentEvent();
  const map = useQuery(mapQuery(eventSlug, spaceSlug));

  if (map.isPending) return <MapLoading />;
  if (map.isError) {
    const error = map.error;
    // Also after the map closed while open here: the realtime binding asked again (see ../api.ts).
    if (error instanceof ApiRequestError && error.code === 'space_closed') {
      return <ClosedSpacePage eventSlug={eventSlug} title={t('map.space_closed')} text={t('map.closed_page_text')} />;
    }
    if (error instanceof ApiRequestError && error.status === 404) return <Navigate to={`/${eventSlug}`} replace />;
    return <ErrorPanel mih="60vh" onRetry={() => void map.refetch()} />;
  }
  const background = event?.background_image ?? null;
  const chatId = map.data.meta.chat_id;
  const showFeed = !!event?.twitter_search.trim();
  if (isMobile) {
    return (
      <Suspense fallback={<MapLoading />}>
        <MobileMap eventSlug={eventSlug} map={map.data} chatId={chatId} showFeed={showFeed} />
      </Suspense>
    );
  }
  return (
    <div className={classes.layout}>
      <DesktopMap eventSlug={eventSlug} map={map.data} background={background} />
      {chatId !== null || showFeed ? <MapSidePanel eventSlug={eventSlug} chatId={chatId} showFeed={showFeed} /> : null}
    </div>
  );
}
