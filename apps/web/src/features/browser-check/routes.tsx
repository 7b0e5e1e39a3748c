import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const BrowserStatusPage = lazyNamed(() => import('./browser-status-page'), 'BrowserStatusPage');

/** Shown instead of the app to browsers too old for it; a chunk of its own (the browser parser comes with it). */
export const UnsupportedBrowserPage = lazyNamed(() => import('./unsupported-page'), 'UnsupportedBrowserPage');

/** /my-browser: what the person's browser can do (public). */
export const browserCheckRoutes: AppRouteObject[] = [
  { path: 'my-browser', element: <BrowserStatusPage />, handle: { titleKey: 'browser.status.title', isPublic: true } },
];
