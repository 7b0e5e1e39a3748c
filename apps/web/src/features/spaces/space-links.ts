import { spacePath } from '@foyer/domain';
import type { MenuItem, SpaceType } from '@foyer/contracts';

/** Where a menu entry leads. */
export type MenuTarget =
  | { kind: 'space'; path: string; closed: boolean; type: SpaceType }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

/**
 * The address of a menu entry (space-to-path mapping of spec 2). A booth opens in the booth browser of
 * the map it is linked to (the linked space's slug becomes mapSlug). A closed space keeps its address
 * but is shown disabled with a 'space is closed' tooltip.
 */
export function menuItemTarget(eventSlug: string, item: Pick<MenuItem, 'space' | 'linked_space' | 'url'>): MenuTarget {
  if (item.space) {
    const linked = item.space.type === 'booth' ? (item.linked_space?.slug ?? null) : null;
    return { kind: 'space', path: spacePath(eventSlug, item.space, linked), closed: !item.space.published, type: item.space.type };
  }
  if (item.url && /^https?:\/\//i.test(item.url)) return { kind: 'external', url: item.url };
  return { kind: 'none' };
}
