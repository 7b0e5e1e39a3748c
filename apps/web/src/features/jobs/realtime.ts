import type { QueryClient } from '@tanstack/react-query';
import type { UpdatedPublishedSpace } from '@foyer/contracts';
import { onLoggedInAgain, type RealtimeBinding } from '@/shared/realtime/binding';
import { jobKeys } from './api';

/**
 * `updated_published_space`: a jobs space or a booth opened or closed. Its jobs pages and lists ask the
 * server again, which decides what this person may see (closed booths' jobs and closed job walls are
 * for organisers only).
 */
export function applyPublishedSpaceToJobs(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  if (change.type === 'jobs') void queryClient.invalidateQueries({ queryKey: jobKeys.space(eventSlug, change.slug), exact: true });
  if (change.type === 'booth' || change.type === 'jobs') void queryClient.invalidateQueries({ queryKey: jobKeys.lists(eventSlug) });
}

/** The jobs feature's realtime binding; after a reconnect its pages ask again (changes were missed). */
export const jobsRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const stops = [
    client.on('updated_published_space', (change) => {
      const slug = client.getEventSlug();
      if (slug) applyPublishedSpaceToJobs(queryClient, slug, change);
    }),
    onLoggedInAgain(client, () => {
      const slug = client.getEventSlug();
      if (slug) void queryClient.invalidateQueries({ queryKey: jobKeys.all(slug) });
    }),
  ];
  return () => stops.forEach((stop) => stop());
};
