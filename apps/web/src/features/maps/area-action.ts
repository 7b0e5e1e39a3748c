import { spacePath } from '@foyer/domain';
import type { MapArea } from '@foyer/contracts';

/** How long the closed-space notice stays (spec 1 §8). */
export const CLOSED_SPACE_NOTICE_MS = 2000;

export type AreaAction =
  | { kind: 'space'; path: string }
  | { kind: 'closed' }
  | { kind: 'widget' }
  | { kind: 'none' };

/**
 * What clicking an area does: a widget runs; a published space opens at its address (a booth in the
 * booth browser of this map); a closed space only says so; an area without either does nothing.
 */
export function areaAction(eventSlug: string, mapSlug: string, area: MapArea): AreaAction {
  if (area.widget !== null) return { kind: 'widget' };
  if (area.space === null || !area.space_type || !area.space_slug) return { kind: 'none' };
  if (!area.published) return { kind: 'closed' };
  return { kind: 'space', path: spacePath(eventSlug, { type: area.space_type, slug: area.space_slug }, mapSlug) };
}
