import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { spacesQuery } from '@/shared/session/event-queries';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import type { SpacePageProps } from '@/shared/plug-ins/space-pages';
import { boothDetailQuery } from '../api';
import { placeholderReplacement, showsBoothSidebar } from '../browser-logic';
import { BoothBrowser } from './booth-browser';
import { BoothSkeleton, BoothView } from './booth-view';
import classes from './booth.module.css';

/**
 * The booth page at `/{eventSlug}/map/{mapSlug}/booth/{boothSlug}` and `/{eventSlug}/booths/{boothSlug}`.
 * A map slug that names no map is replaced by the booth's own; the carousel and sidebar show only with a
 * map in the address and the event's booth sidebar switched on.
 */
export function BoothSpacePage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { mapSlug } = useParams();
  const { event } = useCurrentEvent();
  const spaces = useQuery({ ...spacesQuery(eventSlug), enabled: Boolean(mapSlug) });
  const booth = useQuery({ ...boothDetailQuery(eventSlug, spaceSlug), enabled: Boolean(mapSlug) });
  const mapSlugs = spaces.data?.results.filter((s) => s.type === 'map').map((s) => s.slug);
  const replacement = placeholderReplacement({
    eventSlug,
    boothSlug: spaceSlug,
    addressMapSlug: mapSlug,
    mapSlugs,
    boothMapSlug: booth.data ? booth.data.map_slug : undefined,
  });
  if (replacement) return <Navigate to={replacement} replace />;
  const placeholderPending = Boolean(mapSlug && mapSlugs && !mapSlugs.includes(mapSlug) && booth.isPending);
  if (mapSlug && (!mapSlugs || !event || placeholderPending)) return <BoothSkeleton />;
  if (mapSlug && showsBoothSidebar(mapSlug, event?.preview_config.show_booth_sidebar)) {
    return <BoothBrowser eventSlug={eventSlug} mapSlug={mapSlug} boothSlug={spaceSlug} />;
  }
  return (
    <div className={classes.single}>
      <BoothView eventSlug={eventSlug} boothSlug={spaceSlug} active />
    </div>
  );
}
