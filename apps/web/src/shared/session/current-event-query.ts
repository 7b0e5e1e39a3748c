import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';
import { firstVisitRoutes } from '@/shared/api/first-visit-routes';

// Apart from event-queries.ts: the app root asks for the current event (the document title) on every page, so this
// module stays free of the contracts' schemas (decision 0018).

export const eventKeys = {
  all: ['events'] as const,
  current: (slug: string) => ['events', slug, 'current'] as const,
  navigation: (slug: string) => ['events', slug, 'navigation'] as const,
  spaces: (slug: string) => ['events', slug, 'spaces'] as const,
};

export const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

export function currentEventQuery(slug: string) {
  return {
    queryKey: eventKeys.current(slug),
    queryFn: () => call(firstVisitRoutes.currentEvent, { params: { eventSlug: slug } }),
    staleTime: 5 * 60_000,
    retry: noRetryOnRefusal,
    // As the current user's query (session.ts): a page mounting after a refusal does not ask again.
    retryOnMount: false,
  };
}

