import { eventRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { eventKeys, noRetryOnRefusal } from './current-event-query';

export { currentEventQuery, eventKeys } from './current-event-query';

export function navigationQuery(slug: string) {
  return {
    queryKey: eventKeys.navigation(slug),
    queryFn: () => call(eventRoutes.navigation, { params: { eventSlug: slug } }),
    staleTime: 5 * 60_000,
    retry: noRetryOnRefusal,
  };
}

export function spacesQuery(slug: string) {
  return {
    queryKey: eventKeys.spaces(slug),
    queryFn: () => call(eventRoutes.spaces, { params: { eventSlug: slug } }),
    staleTime: 5 * 60_000,
    retry: noRetryOnRefusal,
  };
}
