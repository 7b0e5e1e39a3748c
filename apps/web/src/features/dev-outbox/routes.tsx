import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const OutboxPage = lazyNamed(() => import('./components/outbox-page'), 'OutboxPage');

/** /dev/outbox: mail kept by the server when no SMTP server is configured (never in production). */
export const devOutboxRoutes: AppRouteObject[] = [
  { path: 'dev/outbox', element: <OutboxPage />, handle: { titleKey: 'outbox.title', isPublic: true } },
];
