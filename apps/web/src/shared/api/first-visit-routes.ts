import type { authRoutes, eventRoutes, platformRoutes, RouteDef } from '@foyer/contracts';

/**
 * A contract route by its method and path only, without its zod schemas. What the app runs before any
 * page (session, configuration, crash reports, the current event) and the signed-out entry page call
 * through these, so a first visit loads neither zod nor the contracts' schemas (decision 0018). `call`
 * types such a call by its route (`R`, a type-only import) but does not parse its reply: the server
 * already sends every reply through the route's schema. `contract` names the route in
 * `@foyer/contracts`; a test checks that method and path are the contract's.
 */
export interface RouteAddress<R extends RouteDef> {
  readonly contract: string;
  readonly method: R['method'];
  readonly path: string;
  /** Type only: never set. */
  readonly route?: R;
}

const address = <R extends RouteDef>(contract: string, method: R['method'], path: string): RouteAddress<R> => ({ contract, method, path });

export const firstVisitRoutes = {
  currentUser: address<typeof authRoutes.currentUser>('authRoutes.currentUser', 'GET', '/api/auth/current_user/'),
  refresh: address<typeof authRoutes.refresh>('authRoutes.refresh', 'POST', '/api/auth/jwt/refresh/'),
  logout: address<typeof authRoutes.logout>('authRoutes.logout', 'POST', '/api/auth/logout/'),
  requestCode: address<typeof authRoutes.requestCode>('authRoutes.requestCode', 'POST', '/api/auth/callback/'),
  obtain: address<typeof authRoutes.obtain>('authRoutes.obtain', 'POST', '/api/auth/obtain/'),
  activate: address<typeof authRoutes.activate>('authRoutes.activate', 'PUT', '/api/profiles/activate/'),
  config: address<typeof platformRoutes.config>('platformRoutes.config', 'GET', '/api/config/'),
  clientErrors: address<typeof platformRoutes.clientErrors>('platformRoutes.clientErrors', 'POST', '/api/client-errors/'),
  eventPreview: address<typeof eventRoutes.preview>('eventRoutes.preview', 'GET', '/api/events/:eventSlug/preview/'),
  currentEvent: address<typeof eventRoutes.current>('eventRoutes.current', 'GET', '/api/events/:eventSlug/'),
};
