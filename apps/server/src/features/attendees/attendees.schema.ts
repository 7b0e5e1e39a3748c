import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { eventMembers, events, spaces } from '../identity/events.schema';

/** A group of attendee tags of an event ("Industry", "Interests"); the directory filter ANDs across them. */
export const attendeeTagCategories = pgTable(
  'attendee_tag_categories',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('attendee_tag_categories_event_idx').on(t.eventId)],
);

/** A tag attendees of an event carry; the directory filter ORs tags of one category. */
export const attendeeTags = pgTable(
  'attendee_tags',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => attendeeTagCategories.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** `#rrggbb`. */
    color: text('color').notNull().default('#5b3cc4'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('attendee_tags_event_idx').on(t.eventId), index('attendee_tags_category_idx').on(t.categoryId)],
);

/**
 * A person's tag in one event: keyed by their membership, so tags go with the membership (and with the
 * account). The (tag, member) index answers "who carries one of these tags" for the filter.
 */
export const attendeeTagLinks = pgTable(
  'attendee_tag_links',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => eventMembers.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => attendeeTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tagId] }), index('attendee_tag_links_tag_idx').on(t.tagId, t.memberId)],
);

/**
 * Who is in a space (a presentation) now: one row per socket and space, alive while the socket's presence
 * row is (like booth visitors). Written by the presentation space when it arrives (`joined_presentation_space`);
 * the directory's `presentation_slug` reads it today (docs/decisions/0019).
 */
export const spaceAttendance = pgTable(
  'space_attendance',
  {
    socketId: text('socket_id').notNull(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.socketId, t.spaceId] }), index('space_attendance_space_idx').on(t.spaceId, t.userId)],
);
