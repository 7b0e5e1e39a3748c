import type { QueryClient } from '@tanstack/react-query';
import type { UpdatedPublishedSpace } from '@foyer/contracts';
import { publishedSpaceBinding } from '@/features/spaces';
import { cinemaKeys } from './api';

/** `updated_published_space` of a cinema: its page asks again (a closed cinema is for organisers only). */
export function applyPublishedSpaceToCinema(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  if (change.type !== 'cinema') return;
  void queryClient.invalidateQueries({ queryKey: cinemaKeys.space(eventSlug, change.slug) });
  void queryClient.invalidateQueries({ queryKey: cinemaKeys.movies(eventSlug, change.slug) });
}

export const cinemaRealtime = publishedSpaceBinding(applyPublishedSpaceToCinema, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: cinemaKeys.all(slug) });
});
