import { useQuery } from '@tanstack/react-query';
import { platformRoutes, type ClientConfig } from '@foyer/contracts';
import { call } from './http';

export const configQuery = {
  queryKey: ['config'] as const,
  queryFn: () => call(platformRoutes.config),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 2,
};

/** What the server tells the app at start (`GET /api/config/`): title, debug mode, Sentry DSN. */
export function useClientConfig(): { config: ClientConfig | undefined; isPending: boolean } {
  const query = useQuery(configQuery);
  return { config: query.data, isPending: query.isPending };
}
