import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BoothType } from '@foyer/contracts';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';

/** Booth categories belong to a map: the booth sidebar of that map filters by them. */
export const boothCategories = pgTable(
  'booth_categories',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    mapSpaceId: integer('map_space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('booth_categories_map_idx').on(t.mapSpaceId)],
);

/**
 * A booth: the booth-specific side of a space of type `booth` (one row per such space, keyed by the
 * space's id, so a booth's id is its space's id). Name and slug live on the space too; `name` here is
 * what the booth shows, `search_name` its accent- and case-folded form for search.
 */
export const booths = pgTable(
  'booths',
  {
    spaceId: integer('space_id')
      .primaryKey()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The map the booth stands on. */
    mapSpaceId: integer('map_space_id').references(() => spaces.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => boothCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** `foldForSearch(name)`: lower case, accents removed (computed in TS, so no `unaccent` extension is needed). */
    searchName: text('search_name').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    logo: text('logo'),
    physicalLocation: text('physical_location').notNull().default(''),
    /** Sanitised HTML (sanitised when written). */
    description: text('description').notNull().default(''),
    type: text('type').$type<BoothType>().notNull().default('medium'),
    image: text('image'),
    boothLogoUrl: text('booth_logo_url'),
    color: text('color').notNull().default('#5b3cc4'),
    customBoothUrl: text('custom_booth_url'),
    website: text('website').notNull().default(''),
    /** Sanitised HTML. */
    helpContent: text('help_content').notNull().default(''),
    enableVisitorList: boolean('enable_visitor_list').notNull().default(false),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    index('booths_event_idx').on(t.eventId, t.order),
    index('booths_map_idx').on(t.mapSpaceId),
    index('booths_category_idx').on(t.categoryId),
  ],
);

/** Event members who staff a booth. */
export const boothStaff = pgTable(
  'booth_staff',
  {
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.spaceId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.boothId, t.userId] }), index('booth_staff_user_idx').on(t.userId)],
);

export const boothDocuments = pgTable(
  'booth_documents',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.spaceId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A `/files/…` address (or an external one). */
    url: text('url').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('booth_documents_booth_idx').on(t.boothId)],
);

/** One row per download of a booth document: organisers count them. */
export const boothDocumentDownloads = pgTable(
  'booth_document_downloads',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => boothDocuments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booth_document_downloads_document_idx').on(t.documentId)],
);

export const boothVideos = pgTable(
  'booth_videos',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.spaceId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A direct video file; or else `embeddedUrl`. */
    url: text('url'),
    /** A page of a video site (YouTube, Vimeo). */
    embeddedUrl: text('embedded_url'),
    /** A still for a file video; embedded videos derive theirs from the link. */
    thumbnail: text('thumbnail'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('booth_videos_booth_idx').on(t.boothId)],
);

/** A play of a booth video (counted at most once per person, video and hour), for the booth's figures. */
export const boothVideoPlays = pgTable(
  'booth_video_plays',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => boothVideos.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booth_video_plays_video_idx').on(t.videoId, t.userId)],
);

/**
 * One row per socket visiting a booth, so every server process knows who is at a booth. A row lives
 * while its socket's presence row is live (docs/realtime.md, "Booth visitors").
 */
export const boothVisitors = pgTable(
  'booth_visitors',
  {
    socketId: text('socket_id').notNull(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.spaceId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.socketId, t.boothId] }), index('booth_visitors_booth_idx').on(t.boothId, t.userId)],
);
