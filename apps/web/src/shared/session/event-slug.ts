import { useLocation } from 'react-router';
import { noEventSegments, reservedSlugs } from '@foyer/contracts/constants';

/** First segments that are never an event: the spec's no-event segments and every reserved name. */
const notEvents = new Set<string>([...noEventSegments, ...reservedSlugs]);

/**
 * The event a path belongs to: its first segment, unless that segment is one of the app's own
 * (login, logout, remove-account, …, spec 1 §2; map, videocall, … which no event may be called).
 */
export function eventSlugFromPath(pathname: string): string | null {
  const first = pathname.split('/').find((part) => part.length > 0);
  if (!first) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(first);
  } catch {
    return null;
  }
  return notEvents.has(segment) ? null : segment;
}

/** The current event's slug, or null outside an event. */
export function useEventSlug(): string | null {
  return eventSlugFromPath(useLocation().pathname);
}
