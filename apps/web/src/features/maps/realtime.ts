import { publishedSpaceBinding } from '@/features/spaces';
import { bindAll, type RealtimeBinding } from '@/shared/realtime';
import { applyPublishedSpaceToMaps, mapKeys } from './api';

const publishedAreas = publishedSpaceBinding(applyPublishedSpaceToMaps, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: mapKeys.event(slug) });
});

/** `updated_map`: an organiser changed a map (its image, areas or fields); a page showing it reads it again. */
const changedMaps: RealtimeBinding = ({ client, queryClient }) =>
  client.on('updated_map', (change) => {
    if (change.event_slug === client.getEventSlug()) void queryClient.invalidateQueries({ queryKey: mapKeys.detail(change.event_slug, change.slug), exact: true });
  });

/** The maps feature's realtime binding: areas open and close as their spaces do, popups included; changed maps are read again. */
export const mapsRealtime = bindAll(publishedAreas, changedMaps);
