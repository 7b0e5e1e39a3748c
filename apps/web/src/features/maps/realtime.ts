import type { RealtimeBinding } from '@/shared/realtime';
import { onLoggedInAgain } from '@/shared/realtime/binding';
import { applyPublishedSpaceToMaps, mapKeys } from './api';

/** The maps feature's realtime binding: areas open and close as their spaces do, popups included. */
export const mapsRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const stops = [
    client.on('updated_published_space', (change) => {
      const slug = client.getEventSlug();
      if (slug) applyPublishedSpaceToMaps(queryClient, slug, change);
    }),
    // Changes while the connection was down were missed: maps ask again.
    onLoggedInAgain(client, () => {
      const slug = client.getEventSlug();
      if (slug) void queryClient.invalidateQueries({ queryKey: mapKeys.event(slug) });
    }),
  ];
  return () => stops.forEach((stop) => stop());
};
