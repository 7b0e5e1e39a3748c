import { index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { events, spaces } from '../identity/events.schema';

/**
 * Navigation: top-level items (parent null), their sub-menus (kind submenu) and the sub-menus' items.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['item', 'submenu'] }).notNull().default('item'),
    text: text('text').notNull(),
    order: integer('order').notNull().default(0),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    linkedSpaceId: integer('linked_space_id').references(() => spaces.id, { onDelete: 'set null' }),
    url: text('url'),
  },
  (t) => [index('menu_items_event_idx').on(t.eventId)],
);
