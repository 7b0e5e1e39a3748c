import { programRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';

/** How many entries a preview asks for: the map popup's MAX_POPOVER_ITEMS. */
export const PREVIEW_LIMIT = 5;

/**
 * Program preview of a space (the map popup): entries not yet ended, soonest first. `from_datetime` is
 * rounded to the minute so hovering the same area again within a minute reads the cache.
 */
export function spaceProgramQuery(eventSlug: string, spaceId: number, now = Date.now()) {
  const from = new Date(Math.floor(now / 60_000) * 60_000).toISOString();
  return {
    queryKey: ['program', 'space-preview', eventSlug, spaceId, from] as const,
    queryFn: () =>
      call(programRoutes.spacePreview, { params: { eventSlug, spaceId }, query: { from_datetime: from, limit: PREVIEW_LIMIT } }),
    staleTime: 60_000,
    retry: false,
  };
}
