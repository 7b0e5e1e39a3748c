import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, serial, text } from 'drizzle-orm/pg-core';
import type { MapAreaShape, MapWidget } from '@foyer/contracts';
import { spaces } from '../identity/events.schema';

/** Settings of a space of type map; the image itself is the space's `image`. */
export const mapSettings = pgTable('map_settings', {
  spaceId: integer('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
  helpContent: text('help_content').notNull().default(''),
});

/** A clickable area of a map: it opens a space or runs a widget. */
export const mapAreas = pgTable(
  'map_areas',
  {
    id: serial('id').primaryKey(),
    mapSpaceId: integer('map_space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    shape: text('shape').$type<MapAreaShape>().notNull(),
    /** HTML `<area coords>` numbers in image pixels. */
    coords: jsonb('coords').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    widget: text('widget').$type<MapWidget>(),
    widgetLink: text('widget_link'),
    embeddedUrl: text('embedded_url'),
    /** Empty: the space's name. */
    name: text('name').notNull().default(''),
    forMobile: boolean('for_mobile').notNull().default(true),
    /** Point on the mobile map; null: the area's centre. */
    x: real('x'),
    y: real('y'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('map_areas_map_idx').on(t.mapSpaceId)],
);
