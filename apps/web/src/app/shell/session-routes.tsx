import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const LoginPage = lazyNamed(() => import('./pages/login-page'), 'LoginPage');
const LogoutPage = lazyNamed(() => import('./pages/logout-page'), 'LogoutPage');

/** /login (debug mode only) and /logout, both public. */
export const sessionRoutes: AppRouteObject[] = [
  { path: 'login', element: <LoginPage />, handle: { titleKey: 'login.title', isPublic: true } },
  { path: 'logout', element: <LogoutPage />, handle: { titleKey: 'logout.title', isPublic: true } },
];
