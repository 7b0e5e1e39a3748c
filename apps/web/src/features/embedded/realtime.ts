import type { QueryClient } from '@tanstack/react-query';
import type { UpdatedPublishedSpace } from '@foyer/contracts';
import { publishedSpaceBinding } from '@/features/spaces';
import { embeddedKeys } from './api';

/** `updated_published_space` of an embedded space: its page asks again (closed ones are for organisers only). */
export function applyPublishedSpaceToEmbedded(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  if (change.type !== 'embedded') return;
  void queryClient.invalidateQueries({ queryKey: embeddedKeys.space(eventSlug, change.slug) });
}

export const embeddedRealtime = publishedSpaceBinding(applyPublishedSpaceToEmbedded, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: embeddedKeys.all(slug) });
});
