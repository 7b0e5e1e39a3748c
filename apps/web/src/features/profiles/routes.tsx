import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const RemoveAccountPage = lazyNamed(() => import('./pages/remove-account-page'), 'RemoveAccountPage');
const RemoveAccountSuccessPage = lazyNamed(() => import('./pages/remove-account-success-page'), 'RemoveAccountSuccessPage');
const ReactivateAccountPage = lazyNamed(() => import('./pages/reactivate-account-page'), 'ReactivateAccountPage');

/** Account removal and reactivation (spec 3 §2): public pages outside any event. */
export const accountPageRoutes: AppRouteObject[] = [
  { path: 'remove-account', element: <RemoveAccountPage />, handle: { titleKey: 'account.remove_title', isPublic: true } },
  { path: 'remove-account-success', element: <RemoveAccountSuccessPage />, handle: { titleKey: 'account.removed_title', isPublic: true } },
  { path: 'reactivate-account', element: <ReactivateAccountPage />, handle: { titleKey: 'account.reactivate_title', isPublic: true } },
];
