import type { AppRouteObject } from '@/app/route-types';

/** /dev/outbox: mail kept by the server when no SMTP server is configured. Being built. */
export const devOutboxRoutes: AppRouteObject[] = [];
