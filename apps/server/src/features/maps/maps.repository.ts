import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { events, spaces } from '../events/events.schema';
import type { Executor, SpaceRow } from '../events';
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

  /** The slugs of the events that have a map with this slug. */
  async eventsWithMap(mapSlug: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ slug: events.slug })
      .from(spaces)
      .innerJoin(events, eq(events.id, spaces.eventId))
      .where(and(eq(spaces.type, 'map'), eq(spaces.slug, mapSlug)))
      .limit(2);
    return rows.map((r) => r.slug);
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
