import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const ManagementPage = lazyNamed(() => import('./components/management-page'), 'ManagementPage');

/** Routes under /{eventSlug}: the business card management of a booth. */
export const businessCardRoutes: AppRouteObject[] = [
  { path: 'booths/:boothSlug/business-cards', element: <ManagementPage />, handle: { titleKey: 'business_cards.title' } },
];
