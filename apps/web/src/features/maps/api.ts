import type { QueryClient } from '@tanstack/react-query';
import { mapRoutes, type MapDetail, type UpdatedPublishedSpace } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export const mapKeys = {
  /** Every map of an event: what a published-space change patches. */
  event: (eventSlug: string) => ['maps', 'detail', eventSlug] as const,
  detail: (eventSlug: string, mapSlug: string) => ['maps', 'detail', eventSlug, mapSlug] as const,
};

export function mapQuery(eventSlug: string, mapSlug: string) {
  return {
    queryKey: mapKeys.detail(eventSlug, mapSlug),
    queryFn: () => call(mapRoutes.detail, { params: { eventSlug, mapSlug } }),
    staleTime: 5 * 60_000,
    // A refusal (closed, unknown) will not change by asking again.
    retry: (failures: number, error: unknown) =>
      failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
  };
}

/**
 * `updated_published_space`: areas of that space open or close on every cached map of the event. When the
 * space is a map itself, its page asks the server again: a closed map answers `space_closed` to everyone
 * but organisers (the page turns into the closed notice), a reopened one answers its map again.
 */
export function applyPublishedSpaceToMaps(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  queryClient.setQueriesData<MapDetail>({ queryKey: mapKeys.event(eventSlug) }, (map) => {
    if (!map) return map;
    const touched = map.items.some((a) => a.space === change.id) || map.meta.id === change.id;
    if (!touched) return map;
    return {
      ...map,
      meta: map.meta.id === change.id ? { ...map.meta, published: change.published } : map.meta,
      items: map.items.map((a) => (a.space === change.id ? { ...a, published: change.published } : a)),
    };
  });
  if (change.type === 'map') void queryClient.invalidateQueries({ queryKey: mapKeys.detail(eventSlug, change.slug), exact: true });
}
