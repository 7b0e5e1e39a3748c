import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RecordingStatus } from '@foyer/contracts';
import { events } from '../identity/events.schema';
import { meetings } from '../meetings/meetings.schema';
import { videoCalls } from '../videocalls/videocalls.schema';

/**
 * A recording of a meeting's call (decision 0033). `file` is its mp4 under `DATA_DIR/recordings` (null once
 * deleted); `download_slug` is random and unguessable, the name it is served under. `upload_status` is null
 * until a host approves it (the spec's `vimeo_recording`), then `in_progress` while it is published and
 * `complete` after. The speaker and session names are taken when it is made, so they read as they were.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    videocallId: integer('videocall_id').references(() => videoCalls.id, { onDelete: 'set null' }),
    file: text('file'),
    downloadSlug: text('download_slug').notNull(),
    durationMs: integer('duration_ms').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    externalId: text('external_id'),
    hostName: text('host_name'),
    uploadStatus: text('upload_status').$type<RecordingStatus>(),
    uploadExternalId: text('upload_external_id'),
    speakerName: text('speaker_name').notNull().default(''),
    sessionName: text('session_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('recordings_download_slug_key').on(t.downloadSlug),
    index('recordings_meeting_idx').on(t.meetingId, t.createdAt),
    index('recordings_event_idx').on(t.eventId),
  ],
);

/**
 * How long an event keeps its recordings (decision 0090): a recording older than `keep_days` is deleted by
 * the background sweep, its file with it. No row: kept until a host deletes them.
 */
export const recordingRetention = pgTable('recording_retention', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  keepDays: integer('keep_days').notNull(),
});
