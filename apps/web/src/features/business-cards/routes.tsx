import type { AppRouteObject } from '@/app/route-types';
import { ManagementPage } from './components/management-page';

/** Routes under /{eventSlug}: the business card management of a booth. */
export const businessCardRoutes: AppRouteObject[] = [
  { path: 'booths/:boothSlug/business-cards', element: <ManagementPage />, handle: { titleKey: 'business_cards.title' } },
];
