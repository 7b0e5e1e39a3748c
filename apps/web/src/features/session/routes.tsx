import type { AppRouteObject } from '@/app/route-types';
import { LoginPage } from './pages/login-page';
import { LogoutPage } from './pages/logout-page';

/** /login (debug mode only) and /logout, both public. */
export const sessionRoutes: AppRouteObject[] = [
  { path: 'login', element: <LoginPage />, handle: { titleKey: 'login.title', isPublic: true } },
  { path: 'logout', element: <LogoutPage />, handle: { titleKey: 'logout.title', isPublic: true } },
];
