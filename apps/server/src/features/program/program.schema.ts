import { type AnyPgColumn, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProgramEntryType } from '@foyer/contracts';
import { events, spaces } from '../events/events.schema';

/** The event's program tags (Event (current) `program_tags`). */
export const programTags = pgTable(
  'program_tags',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    color: text('color').notNull().default('#5b3cc4'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('program_tags_event_idx').on(t.eventId)],
);

/**
 * Program items (sessions) and containers (blocks holding items) of a space. The timetable builds on
 * this model: items may sit in a container (`parent_id`) and be sponsored by a booth space.
 */
export const programEntries = pgTable(
  'program_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProgramEntryType>().notNull().default('item'),
    parentId: integer('parent_id').references((): AnyPgColumn => programEntries.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    color: text('color'),
    sponsorSpaceId: integer('sponsor_space_id').references(() => spaces.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_entries_space_end_idx').on(t.spaceId, t.endDate),
    index('program_entries_event_start_idx').on(t.eventId, t.startDate),
  ],
);

export const programEntryTags = pgTable(
  'program_entry_tags',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => programEntries.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => programTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.tagId] }), index('program_entry_tags_tag_idx').on(t.tagId)],
);
