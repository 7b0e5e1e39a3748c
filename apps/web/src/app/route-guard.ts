import type { SessionStatus } from '@/shared/session/session';
import type { RouteHandle } from '@/shared/route-types';

interface Match {
  handle?: unknown;
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: readonly Match[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle && typeof handle.titleKey === 'string') return handle;
  }
  return undefined;
}

/** Routes are private unless they say otherwise; a path no route declares is public (the 404 page). */
export function isPublicRoute(handle: RouteHandle | undefined): boolean {
  return handle ? handle.isPublic === true : true;
}

/**
 * Where a person who may not see a route is sent (spec 1 §2): outside an event to /, inside an event to
 * its entry page. Null when they may stay.
 */
export function guardRedirect(input: { isPublic: boolean; session: SessionStatus; eventSlug: string | null }): string | null {
  if (input.isPublic || input.session !== 'signed-out') return null;
  return input.eventSlug ? `/${input.eventSlug}/enterevent` : '/';
}
