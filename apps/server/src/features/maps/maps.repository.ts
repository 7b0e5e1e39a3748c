import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { eventMembers, events, spaces } from '../events/events.schema';
import type { EventRole, EventRow, Executor, SpaceRow } from '../events';
import { mapAreas, mapSettings } from './maps.schema';

export type MapSettingsRow = typeof mapSettings.$inferSelect;
export type MapAreaRow = typeof mapAreas.$inferSelect;
export type NewMapArea = Omit<typeof mapAreas.$inferInsert, 'id' | 'mapSpaceId'>;
/** An area with the space it opens, if any. */
export interface AreaWithSpace {
  area: MapAreaRow;
  space: SpaceRow | null;
}

const target = alias(spaces, 'target_space');

export class MapsRepository {
  constructor(private readonly db: Executor) {}

  async settingsOf(spaceId: number): Promise<MapSettingsRow | null> {
    const [row] = await this.db.select().from(mapSettings).where(eq(mapSettings.spaceId, spaceId)).limit(1);
    return row ?? null;
  }

  async areasOf(mapSpaceId: number): Promise<AreaWithSpace[]> {
    const rows = await this.db
      .select({ area: mapAreas, space: target })
      .from(mapAreas)
      .leftJoin(target, eq(target.id, mapAreas.spaceId))
      .where(eq(mapAreas.mapSpaceId, mapSpaceId))
      .orderBy(asc(mapAreas.order), asc(mapAreas.id));
    return rows;
  }

  /**
   * The events that have a map with this slug, each with what deciding entry needs: published,
   * invite-only and the role of the person asking (null when signed out or not a member).
   */
  async eventsWithMap(mapSlug: string, userId: number | null): Promise<{ event: EventRow; role: EventRole | null }[]> {
    return this.db
      .selectDistinct({ event: events, role: eventMembers.role })
      .from(spaces)
      .innerJoin(events, eq(events.id, spaces.eventId))
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId ?? 0)))
      .where(and(eq(spaces.type, 'map'), eq(spaces.slug, mapSlug)));
  }

  async saveSettings(values: MapSettingsRow): Promise<void> {
    const { imageWidth, imageHeight, helpContent } = values;
    await this.db.insert(mapSettings).values(values).onConflictDoUpdate({ target: mapSettings.spaceId, set: { imageWidth, imageHeight, helpContent } });
  }

  async addAreas(mapSpaceId: number, areas: NewMapArea[]): Promise<MapAreaRow[]> {
    if (areas.length === 0) return [];
    return this.db
      .insert(mapAreas)
      .values(areas.map((a, i) => ({ order: i, ...a, mapSpaceId })))
      .returning();
  }
}
