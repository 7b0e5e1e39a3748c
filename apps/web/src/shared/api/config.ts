import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@foyer/contracts';
import { firstVisitRoutes } from './first-visit-routes';
import { call } from './http';

export const configQuery = {
  queryKey: ['config'] as const,
  queryFn: () => call(firstVisitRoutes.config),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 2,
};

/** What the server tells the app at start (`GET /api/config/`): title, debug mode, Sentry DSN. */
export function useClientConfig(): { config: ClientConfig | undefined; isPending: boolean } {
  const query = useQuery(configQuery);
  return { config: query.data, isPending: query.isPending };
}
