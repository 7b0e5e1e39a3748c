import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PreviewConfig, SpaceType } from '@foyer/contracts';
import { users } from './accounts.schema';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull().default('en-US'),
    timezone: text('timezone').notNull().default('UTC'),
    primaryColor: text('primary_color').notNull().default('#5b3cc4'),
    logo: text('logo'),
    backgroundImage: text('background_image'),
    bannerImage: text('banner_image'),
    introText: text('intro_text').notNull().default(''),
    introVideo: text('intro_video'),
    introThumbnailUrl: text('intro_thumbnail_url'),
    autostartIntroVideo: boolean('autostart_intro_video').notNull().default(false),
    helpContent: text('help_content').notNull().default(''),
    terms: text('terms').notNull().default(''),
    privacyStatement: text('privacy_statement').notNull().default(''),
    loginFormAddendum: text('login_form_addendum').notNull().default(''),
    startWithLoginTab: boolean('start_with_login_tab').notNull().default(false),
    published: boolean('published').notNull().default(false),
    inviteOnly: boolean('invite_only').notNull().default(false),
    twitterSearch: text('twitter_search').notNull().default(''),
    contactEmail: text('contact_email'),
    goodiebagName: text('goodiebag_name').notNull().default('Favorites'),
    enableGroupSessions: boolean('enable_group_sessions').notNull().default(false),
    enableMeetingScheduling: boolean('enable_meeting_scheduling').notNull().default(false),
    enablePerformers: boolean('enable_performers').notNull().default(true),
    enableCalendar: boolean('enable_calendar').notNull().default(true),
    enableAttendees: boolean('enable_attendees').notNull().default(true),
    enableMobileWarning: boolean('enable_mobile_warning').notNull().default(false),
    isLite: boolean('is_lite').notNull().default(false),
    previewConfig: jsonb('preview_config').$type<PreviewConfig>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    firstDayOfProgram: date('first_day_of_program', { mode: 'string' }),
    isVirtual: boolean('is_virtual').notNull().default(true),
    isInPerson: boolean('is_in_person').notNull().default(false),
    accreditationActive: boolean('accreditation_active').notNull().default(false),
    homeSpaceId: integer('home_space_id').references((): AnyPgColumn => spaces.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_slug_key').on(t.slug)],
);

export type EventRow = typeof events.$inferSelect;

/** Stored roles (decision 0081); the contracts' `eventRole` names the same four. */
export const eventRoles = ['owner', 'moderator', 'staff', 'attendee'] as const;
export type EventRole = (typeof eventRoles)[number];

/**
 * A person's place in an event. For invite-only events a row is the guest list; for open events an
 * attendee row is created at first sign-in.
 */
export const eventMembers = pgTable(
  'event_members',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: eventRoles }).notNull().default('attendee'),
    /** When the person first entered; null for a guest-list entry not used yet. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    isPublic: boolean('is_public').notNull().default(true),
  },
  (t) => [uniqueIndex('event_members_event_user_key').on(t.eventId, t.userId), index('event_members_user_idx').on(t.userId)],
);

export const spaces = pgTable(
  'spaces',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').$type<SpaceType>().notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    published: boolean('published').notNull().default(false),
    image: text('image'),
    /** Where the space takes place (the program groups and filters by it). */
    locationType: text('location_type', { enum: ['virtual', 'hybrid', 'in_person'] }).notNull().default('virtual'),
    /** Type-specific settings owned by the feature of that space type. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('spaces_event_type_slug_key').on(t.eventId, t.type, t.slug), index('spaces_event_idx').on(t.eventId)],
);

export type SpaceRow = typeof spaces.$inferSelect;
