import type { QueryClient } from '@tanstack/react-query';
import type { UpdatedPublishedSpace } from '@foyer/contracts';
import { publishedSpaceBinding } from '@/features/spaces';
import { posterKeys } from './api';

/** `updated_published_space` of a poster space: its page asks again (closed ones are for organisers only). */
export function applyPublishedSpaceToPosters(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  if (change.type !== 'posters') return;
  void queryClient.invalidateQueries({ queryKey: posterKeys.space(eventSlug, change.slug) });
  void queryClient.invalidateQueries({ queryKey: posterKeys.lists(eventSlug, change.slug) });
}

export const postersRealtime = publishedSpaceBinding(applyPublishedSpaceToPosters, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: posterKeys.all(slug) });
});
