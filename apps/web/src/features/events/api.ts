import { eventRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export const eventKeys = {
  all: ['events'] as const,
  current: (slug: string) => ['events', slug, 'current'] as const,
  navigation: (slug: string) => ['events', slug, 'navigation'] as const,
  spaces: (slug: string) => ['events', slug, 'spaces'] as const,
};

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

export function currentEventQuery(slug: string) {
  return {
    queryKey: eventKeys.current(slug),
    queryFn: () => call(eventRoutes.current, { params: { eventSlug: slug } }),
    staleTime: 5 * 60_000,
    retry: noRetryOnRefusal,
  };
}

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
