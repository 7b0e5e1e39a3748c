import type { RealtimeBinding } from '@/shared/realtime';
import { applyPublishedSpaceToMaps } from './api';

/** The maps feature's realtime binding: areas open and close as their spaces do, popups included. */
export const mapsRealtime: RealtimeBinding = ({ client, queryClient }) =>
  client.on('updated_published_space', (change) => {
    const slug = client.getEventSlug();
    if (slug) applyPublishedSpaceToMaps(queryClient, slug, change);
  });
