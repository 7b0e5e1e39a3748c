import type { QueryClient } from '@tanstack/react-query';
import type { UpdatedPublishedSpace } from '@foyer/contracts';
import { publishedSpaceBinding } from '@/features/spaces';
import { bindAll, type RealtimeBinding } from '@/shared/realtime';
import { posterKeys } from './api';

/** `updated_published_space` of a poster space: its page asks again (closed ones are for organisers only). */
export function applyPublishedSpaceToPosters(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  if (change.type !== 'posters') return;
  void queryClient.invalidateQueries({ queryKey: posterKeys.space(eventSlug, change.slug) });
  void queryClient.invalidateQueries({ queryKey: posterKeys.lists(eventSlug, change.slug) });
}

const publishedHalls = publishedSpaceBinding(applyPublishedSpaceToPosters, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: posterKeys.all(slug) });
});

/** `updated_posters`: an organiser changed a hall's posters; its page reads them again. */
const changedHalls: RealtimeBinding = ({ client, queryClient }) =>
  client.on('updated_posters', (change) => {
    if (change.event_slug === client.getEventSlug()) void queryClient.invalidateQueries({ queryKey: posterKeys.lists(change.event_slug, change.slug) });
  });

/** The posters' realtime binding: halls open and close as their spaces do; changed posters are read again. */
export const postersRealtime = bindAll(publishedHalls, changedHalls);
