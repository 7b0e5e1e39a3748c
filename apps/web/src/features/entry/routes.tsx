import type { AppRouteObject } from '@/app/route-types';

/** Event entry: /{eventSlug}/enterevent/ and /{eventSlug}/backstage/ (public). Being built. */
export const entryRoutes: AppRouteObject[] = [];
