import { and, asc, eq, sql } from 'drizzle-orm';
import { eventMembers, events, spaces } from '../identity/events.schema';
import type { EventRole, EventRow, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { mapAreas, mapSettings } from './maps.schema';
import { mapDetailQuery } from './maps.queries';

export type MapSettingsRow = typeof mapSettings.$inferSelect;
export type MapAreaRow = typeof mapAreas.$inferSelect;
export type NewMapArea = Omit<typeof mapAreas.$inferInsert, 'id' | 'mapSpaceId'>;
/** An area with the space it opens, if any, and whether that space has a program. */
export interface AreaWithSpace {
  area: Pick<MapAreaRow, 'id' | 'shape' | 'coords' | 'widget' | 'widgetLink' | 'embeddedUrl' | 'name' | 'forMobile' | 'x' | 'y'>;
  space: Pick<SpaceRow, 'id' | 'type' | 'name' | 'slug' | 'published'> | null;
  hasProgram: boolean;
}

/** A map space with everything its detail shows. */
export interface MapDetailRow {
  space: SpaceRow;
  settings: MapSettingsRow | null;
  areas: AreaWithSpace[];
  chatId: number | null;
}

export class MapsRepository {
  // Built on first use: the hot read skips query building and is parsed once per connection.
  private detailQuery?: ReturnType<typeof mapDetailQuery>;

  constructor(private readonly db: Executor) {}

  /** The event's map of that slug with settings, areas and chat, in one round trip; null when none. */
  async detail(eventId: number, slug: string): Promise<MapDetailRow | null> {
    this.detailQuery ??= mapDetailQuery(this.db);
    const [row] = await this.detailQuery.execute({ eventId, slug });
    return row ?? null;
  }

  async settingsOf(spaceId: number): Promise<MapSettingsRow | null> {
    const [row] = await this.db.select().from(mapSettings).where(eq(mapSettings.spaceId, spaceId)).limit(1);
    return row ?? null;
  }

  /** The map's areas in their order (the demo seed places booths by them). */
  async areasOf(mapSpaceId: number): Promise<{ area: MapAreaRow }[]> {
    const rows = await this.db.select().from(mapAreas).where(eq(mapAreas.mapSpaceId, mapSpaceId)).orderBy(asc(mapAreas.order), asc(mapAreas.id));
    return rows.map((area) => ({ area }));
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

  async findArea(mapSpaceId: number, areaId: number): Promise<MapAreaRow | null> {
    const [row] = await this.db.select().from(mapAreas).where(and(eq(mapAreas.mapSpaceId, mapSpaceId), eq(mapAreas.id, areaId))).limit(1);
    return row ?? null;
  }

  /** A new area drawn last (on top of the others). */
  async insertArea(mapSpaceId: number, area: NewMapArea): Promise<MapAreaRow> {
    const [row] = await this.db
      .insert(mapAreas)
      .values({ ...area, mapSpaceId, order: sql`(select coalesce(max(a."order"), -1) + 1 from map_areas a where a.map_space_id = ${mapSpaceId})` })
      .returning();
    if (!row) throw new Error('inserting a map area returned nothing');
    return row;
  }

  async updateArea(areaId: number, values: Partial<NewMapArea>): Promise<void> {
    await this.db.update(mapAreas).set(values).where(eq(mapAreas.id, areaId));
  }

  async deleteArea(areaId: number): Promise<void> {
    await this.db.delete(mapAreas).where(eq(mapAreas.id, areaId));
  }

  /** The areas that open a space, with the map each lies on. */
  areasOpening(spaceId: number): Promise<{ areaName: string; mapId: number; mapSlug: string; mapName: string }[]> {
    return this.db
      .select({ areaName: mapAreas.name, mapId: spaces.id, mapSlug: spaces.slug, mapName: spaces.name })
      .from(mapAreas)
      .innerJoin(spaces, eq(spaces.id, mapAreas.mapSpaceId))
      .where(eq(mapAreas.spaceId, spaceId))
      .orderBy(asc(spaces.name), asc(mapAreas.id));
  }

  async addAreas(mapSpaceId: number, areas: NewMapArea[]): Promise<MapAreaRow[]> {
    if (areas.length === 0) return [];
    return this.db
      .insert(mapAreas)
      .values(areas.map((a, i) => ({ order: i, ...a, mapSpaceId })))
      .returning();
  }
}
