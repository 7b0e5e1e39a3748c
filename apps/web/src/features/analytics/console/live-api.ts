import { organizerLiveAnalyticsRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';

export const liveFiguresKey = (eventSlug: string) => ['console', 'live-figures', eventSlug] as const;

/** The live figures once; afterwards the server pushes them (`updated_live_figures`), so nothing polls. */
export const liveFiguresQuery = (eventSlug: string) => ({
  queryKey: liveFiguresKey(eventSlug),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(organizerLiveAnalyticsRoutes.live, { params: { eventSlug } }, signal),
  staleTime: Infinity,
});
