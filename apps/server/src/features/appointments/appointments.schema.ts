import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppointmentLocationType, AppointmentStatus } from '@foyer/contracts';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';
import { videoCalls } from '../videocalls/videocalls.schema';

/** PostgreSQL's `tstzrange`, written and read as its text form (only SQL looks inside). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * An appointment schedule (spec 2 §3): a request from `sender` to `receiver`, or an availability block
 * (status BLOCKED, sender and receiver both its owner). A reschedule is a new row whose
 * `previous_schedule_id` names the one it replaced (then UPDATED).
 */
export const appointmentSchedules = pgTable(
  'appointment_schedules',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    location: text('location').notNull().default(''),
    locationType: text('location_type').$type<AppointmentLocationType>().notNull().default('VIRTUAL'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: text('status').$type<AppointmentStatus>().notNull(),
    previousScheduleId: integer('previous_schedule_id').references((): AnyPgColumn => appointmentSchedules.id, { onDelete: 'set null' }),
    /** The call of an accepted virtual appointment (its id is `twilio_name`). */
    videocallId: integer('videocall_id').references(() => videoCalls.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('appointment_schedules_sender_idx').on(t.eventId, t.senderId, t.startDate),
    index('appointment_schedules_receiver_idx').on(t.eventId, t.receiverId, t.startDate),
  ],
);

/**
 * The time an appointment or block holds for one person: a row per person while the schedule is
 * PENDING, ACCEPTED or BLOCKED. `during` is the schedule's range shrunk by half the 1-second margin at
 * each end, so the exclusion constraint added by hand in the migration (no two holds of one person in
 * one event overlap: `EXCLUDE USING gist (event_id WITH =, user_id WITH =, during WITH &&)`) refuses
 * exactly the overlaps of more than one second (decision 0034).
 */
export const appointmentHolds = pgTable(
  'appointment_holds',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => appointmentSchedules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    during: tstzrange('during').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] })],
);
