import { useLocation } from 'react-router';
import { noEventSegments } from '@foyer/contracts';

/**
 * The event a path belongs to: its first segment, unless that segment is one of the app's own
 * (login, logout, remove-account, …, spec 1 §2).
 */
export function eventSlugFromPath(pathname: string): string | null {
  const first = pathname.split('/').find((part) => part.length > 0);
  if (!first) return null;
  const segment = decodeURIComponent(first);
  return (noEventSegments as readonly string[]).includes(segment) ? null : segment;
}

/** The current event's slug, or null outside an event. */
export function useEventSlug(): string | null {
  return eventSlugFromPath(useLocation().pathname);
}
