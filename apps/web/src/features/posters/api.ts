import { POSTER_PAGE, POSTER_SEARCH_DEBOUNCE_MS, posterRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export { POSTER_PAGE, POSTER_SEARCH_DEBOUNCE_MS };

export const posterKeys = {
  all: (eventSlug: string) => ['posters', eventSlug] as const,
  space: (eventSlug: string, posterSlug: string) => ['posters', eventSlug, posterSlug, 'space'] as const,
  lists: (eventSlug: string, posterSlug: string) => ['posters', eventSlug, posterSlug, 'list'] as const,
};

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

export function posterSpaceQuery(eventSlug: string, posterSlug: string) {
  return {
    queryKey: posterKeys.space(eventSlug, posterSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(posterRoutes.space, { params: { eventSlug, posterSlug } }, signal),
    staleTime: 60_000,
    retry: noRetryOnRefusal,
  };
}

export function posterListQuery(eventSlug: string, posterSlug: string, search: string, limit: number) {
  const query: Record<string, string | number> = { limit };
  if (search.trim()) query.search = search.trim();
  return {
    queryKey: [...posterKeys.lists(eventSlug, posterSlug), query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => call(posterRoutes.list, { params: { eventSlug, posterSlug }, query }, signal),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  };
}

/** The call room of a call with a poster's author (spec 2 "/{eventSlug}/posters/{posterSlug}/videocall/{roomId}"). */
export const posterCallPath = (eventSlug: string, posterSlug: string) => (roomId: number) =>
  `/${eventSlug}/posters/${encodeURIComponent(posterSlug)}/videocall/${roomId}`;
