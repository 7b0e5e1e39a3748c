import { publishedSpaceBinding } from '@/features/spaces';
import { applyPublishedSpaceToMaps, mapKeys } from './api';

/** The maps feature's realtime binding: areas open and close as their spaces do, popups included. */
export const mapsRealtime = publishedSpaceBinding(applyPublishedSpaceToMaps, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: mapKeys.event(slug) });
});
