import { CINEMA_PAGE, cinemaRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

/** The video list starts at 10 and grows by 10 (spec 1 §9). */
export { CINEMA_PAGE };

export interface MoviesFilter {
  search: string;
  tags: string[];
  limit: number;
}

export const cinemaKeys = {
  all: (eventSlug: string) => ['cinema', eventSlug] as const,
  space: (eventSlug: string, cinemaSlug: string) => ['cinema', eventSlug, cinemaSlug, 'space'] as const,
  movies: (eventSlug: string, cinemaSlug: string) => ['cinema', eventSlug, cinemaSlug, 'movies'] as const,
};

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

/** `limit` always; `search` and `tags` (comma-separated) only when set. */
export function moviesQueryParams(filter: MoviesFilter): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: filter.limit };
  const search = filter.search.trim();
  if (search) query.search = search;
  if (filter.tags.length > 0) query.tags = filter.tags.join(',');
  return query;
}

export function cinemaSpaceQuery(eventSlug: string, cinemaSlug: string) {
  return {
    queryKey: cinemaKeys.space(eventSlug, cinemaSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(cinemaRoutes.space, { params: { eventSlug, cinemaSlug } }, signal),
    staleTime: 60_000,
    retry: noRetryOnRefusal,
  };
}

export function cinemaMoviesQuery(eventSlug: string, cinemaSlug: string, filter: MoviesFilter) {
  const query = moviesQueryParams(filter);
  return {
    queryKey: [...cinemaKeys.movies(eventSlug, cinemaSlug), query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => call(cinemaRoutes.movies, { params: { eventSlug, cinemaSlug }, query }, signal),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  };
}
