import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const EntryPage = lazyNamed(() => import('./components/entry-page'), 'EntryPage', { firstVisit: true });

/** Event entry: /{eventSlug}/enterevent/ and /{eventSlug}/backstage/ (public, spec 1 §2). */
export const entryRoutes: AppRouteObject[] = [
  { path: ':eventSlug/enterevent', element: <EntryPage />, handle: { titleKey: 'entry.title', isPublic: true } },
  { path: ':eventSlug/backstage', element: <EntryPage backstage />, handle: { titleKey: 'entry.backstage_title', isPublic: true } },
];
