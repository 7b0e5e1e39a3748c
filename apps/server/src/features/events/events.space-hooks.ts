import { eq } from 'drizzle-orm';
import type { SpaceReference } from '@foyer/contracts';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { events } from '../identity/events.schema';
import type { SpaceChangeListener, SpaceReferenceCheck } from '../spaces';
import { NavigationRepository } from './navigation.repository';

/** Menu entries that open or link to the space, and the event's home space (decision 0083). */
export const menuReferences: SpaceReferenceCheck = async (db, space, event) => {
  const entries = await new NavigationRepository(db).entriesNaming(event.id, space.id);
  const found: SpaceReference[] = entries.map((e) => ({ kind: 'menu_entry', detail: `the menu entry “${e.text}”` }));
  // Read in the caller's transaction: the event row the guard handed over may be a cached copy.
  const [home] = await db.select({ id: events.homeSpaceId }).from(events).where(eq(events.id, event.id));
  if (home?.id === space.id) found.push({ kind: 'home_space', detail: "the event's home space" });
  return found;
};

/** A space the menu shows was renamed, moved to another slug, opened or closed: open pages read the menu again. */
export function menuChangeListener(db: ConstructorParameters<typeof NavigationRepository>[0], realtime: RealtimeGateway): SpaceChangeListener {
  return async ({ event, space, before }) => {
    if (!before || (before.slug === space.slug && before.name === space.name && before.published === space.published)) return;
    if ((await new NavigationRepository(db).entriesNaming(event.id, space.id)).length === 0) return;
    realtime.emitChangeToEvent(event.slug, 'updated_navigation', { event_slug: event.slug });
  };
}
