import { useQuery } from '@tanstack/react-query';
import { mapRoutes } from '@foyer/contracts';
import { Navigate, useParams } from 'react-router';
import { call } from '@/shared/api/http';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { NotFoundPage } from '@/shared/ui/not-found-page';

/**
 * /map/{mapSlug}/ without an event (printed links, old mails): the server names the one event with that
 * map and the address becomes /{eventSlug}/map/{mapSlug}/, where the usual guards apply (decision 0005).
 */
export function MapShortLink() {
  const mapSlug = useParams().mapSlug ?? '';
  const lookup = useQuery({
    queryKey: ['maps', 'lookup', mapSlug],
    queryFn: () => call(mapRoutes.lookup, { params: { mapSlug } }),
    retry: false,
    staleTime: 60_000,
  });
  if (lookup.isPending) return <LoadingScreen />;
  if (lookup.isError) return <NotFoundPage />;
  return <Navigate to={`/${lookup.data.event_slug}/map/${lookup.data.map_slug}/`} replace />;
}
