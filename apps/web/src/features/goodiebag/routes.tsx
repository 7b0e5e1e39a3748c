import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const GoodiebagPage = lazyNamed(() => import('./components/goodiebag-page'), 'GoodiebagPage');

/** Routes under /{eventSlug}: the goodie bag (spec 2 §2; named route `goodiebag`). */
export const goodiebagPageRoutes: AppRouteObject[] = [{ path: 'goodiebag', element: <GoodiebagPage />, handle: { titleKey: 'goodiebag.title' } }];
