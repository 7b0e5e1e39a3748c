import { and, eq, sql } from 'drizzle-orm';
import { spaces } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { mapSettings } from './maps.schema';
import type { AreaWithSpace } from './maps.repository';

/**
 * A map space of the event by slug with its settings, its areas (each with the space it opens and
 * whether that space has a program) and its public chat: one prepared statement, one round trip.
 * `program_entries` and `chats` belong to other features; the map only reads them, by name in SQL.
 */
export function mapDetailQuery(db: Executor) {
  const mapId = spaces.id;
  return db
    .select({
      space: spaces,
      settings: mapSettings,
      chatId: sql<number | null>`(select c.id from chats c where c.space_id = ${mapId} limit 1)`,
      areas: sql<AreaWithSpace[]>`coalesce((select json_agg(json_build_object(
          'area', json_build_object('id', a.id, 'shape', a.shape, 'coords', a.coords, 'widget', a.widget,
            'widgetLink', a.widget_link, 'embeddedUrl', a.embedded_url, 'name', a.name, 'forMobile', a.for_mobile,
            'x', a.x, 'y', a.y),
          'space', case when t.id is null then null
            else json_build_object('id', t.id, 'type', t.type, 'name', t.name, 'slug', t.slug, 'published', t.published) end,
          'hasProgram', t.id is not null and exists(select 1 from program_entries pe where pe.space_id = t.id)
        ) order by a."order", a.id)
        from map_areas a left join spaces t on t.id = a.space_id where a.map_space_id = ${mapId}), '[]'::json)`,
    })
    .from(spaces)
    .leftJoin(mapSettings, eq(mapSettings.spaceId, spaces.id))
    .where(and(eq(spaces.eventId, sql.placeholder('eventId')), eq(spaces.type, 'map'), eq(spaces.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('maps_detail');
}
