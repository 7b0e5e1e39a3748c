import type { QueryClient } from '@tanstack/react-query';
import type { UpdatedPublishedSpace } from '@foyer/contracts';
import { publishedSpaceBinding } from '@/features/spaces';
import { bindAll, type RealtimeBinding } from '@/shared/realtime';
import { cinemaKeys } from './api';

/** `updated_published_space` of a cinema: its page asks again (a closed cinema is for organisers only). */
export function applyPublishedSpaceToCinema(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  if (change.type !== 'cinema') return;
  void queryClient.invalidateQueries({ queryKey: cinemaKeys.space(eventSlug, change.slug) });
  void queryClient.invalidateQueries({ queryKey: cinemaKeys.movies(eventSlug, change.slug) });
}

const publishedCinemas = publishedSpaceBinding(applyPublishedSpaceToCinema, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: cinemaKeys.all(slug) });
});

/** `updated_cinema`: an organiser changed a cinema's films; its page reads them (and its tags) again. */
const changedCinemas: RealtimeBinding = ({ client, queryClient }) =>
  client.on('updated_cinema', (change) => {
    if (change.event_slug !== client.getEventSlug()) return;
    void queryClient.invalidateQueries({ queryKey: cinemaKeys.space(change.event_slug, change.slug) });
    void queryClient.invalidateQueries({ queryKey: cinemaKeys.movies(change.event_slug, change.slug) });
  });

/** The cinema's realtime binding: it opens and closes as its space does; changed films are read again. */
export const cinemaRealtime = bindAll(publishedCinemas, changedCinemas);
