import type { QueryClient } from '@tanstack/react-query';
import type { UpdatedPublishedSpace } from '@foyer/contracts';
import { publishedSpaceBinding } from '@/features/spaces';
import { bindAll, type RealtimeBinding } from '@/shared/realtime';
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

const publishedJobs = publishedSpaceBinding(applyPublishedSpaceToJobs, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: jobKeys.all(slug) });
});

/** `updated_booth`: the console changed a booth, its jobs perhaps; the event's jobs lists read again. */
const changedBooths: RealtimeBinding = ({ client, queryClient }) =>
  client.on('updated_booth', (change) => {
    if (change.event_slug === client.getEventSlug()) void queryClient.invalidateQueries({ queryKey: jobKeys.all(change.event_slug) });
  });

/** The jobs feature's realtime binding. */
export const jobsRealtime = bindAll(publishedJobs, changedBooths);
