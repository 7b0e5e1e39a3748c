import { embeddedRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export const embeddedKeys = {
  all: (eventSlug: string) => ['embedded', eventSlug] as const,
  space: (eventSlug: string, embeddedSlug: string) => ['embedded', eventSlug, embeddedSlug] as const,
};

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

export function embeddedSpaceQuery(eventSlug: string, embeddedSlug: string) {
  return {
    queryKey: embeddedKeys.space(eventSlug, embeddedSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(embeddedRoutes.space, { params: { eventSlug, embeddedSlug } }, signal),
    staleTime: 60_000,
    retry: noRetryOnRefusal,
  };
}
