import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { holdingStatuses, type AppointmentStatus } from '@foyer/contracts';
import { overlapMarginMs } from '@foyer/domain';
import { users } from '../identity/accounts.schema';
import { eventMembers, events } from '../identity/events.schema';
import { videoCalls } from '../videocalls/videocalls.schema';
import type { Executor } from '../../platform/db/database';
import { senderColumns, type SenderRow } from '../identity';
import { appointmentHolds, appointmentSchedules } from './appointments.schema';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';

export type ScheduleRow = typeof appointmentSchedules.$inferSelect;
export type NewScheduleRow = Omit<typeof appointmentSchedules.$inferInsert, 'id'>;

/** What an appointment shows of a party: the chat's Anonymous rules' fields, job title and company. */
export interface PartyRow extends SenderRow {
  jobtitle: string;
  company: string;
  hiddenProfileFields: string[];
  email: string;
  isActive: boolean;
}

const partyColumns = {
  ...senderColumns,
  jobtitle: users.jobtitle,
  company: users.company,
  hiddenProfileFields: users.hiddenProfileFields,
  email: users.email,
  isActive: users.isActive,
};

/** Half the margin off each end: holds then overlap exactly when their ranges share more than the margin. */
const half = `${overlapMarginMs / 2} milliseconds`;
const holdRange = (start: Date, end: Date): SQL =>
  sql`tstzrange(${start.toISOString()}::timestamptz + interval '${sql.raw(half)}', greatest(${end.toISOString()}::timestamptz - interval '${sql.raw(half)}', ${start.toISOString()}::timestamptz + interval '${sql.raw(half)}'), '[)')`;

/** PostgreSQL's exclusion_violation: a hold overlapping another of the same person. */
export const isOverlapViolation = (err: unknown): boolean => isPgError(err, pgErrorCodes.exclusionViolation);

export type ListFilter = 'upcoming' | 'past';

export class AppointmentsRepository {
  constructor(readonly db: Executor) {}

  async parties(eventId: number, ids: number[]): Promise<Map<number, PartyRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select(partyColumns)
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, unique)));
    return new Map(rows.map((r) => [r.id, r]));
  }

  async find(eventId: number, id: number, ex: Executor = this.db): Promise<ScheduleRow | null> {
    const [row] = await ex
      .select()
      .from(appointmentSchedules)
      .where(and(eq(appointmentSchedules.eventId, eventId), eq(appointmentSchedules.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** The appointment whose call this is, null for any other call. */
  async byVideocall(callId: number): Promise<ScheduleRow | null> {
    const [row] = await this.db.select().from(appointmentSchedules).where(eq(appointmentSchedules.videocallId, callId)).limit(1);
    return row ?? null;
  }

  /** Appointments that ended by `now` whose call is still open, with their event's slug. */
  finishedWithOpenCall(now: Date): Promise<{ eventId: number; eventSlug: string; callId: number }[]> {
    return this.db
      .select({ eventId: appointmentSchedules.eventId, eventSlug: events.slug, callId: videoCalls.id })
      .from(appointmentSchedules)
      .innerJoin(videoCalls, eq(videoCalls.id, appointmentSchedules.videocallId))
      .innerJoin(events, eq(events.id, appointmentSchedules.eventId))
      .where(and(lte(appointmentSchedules.endDate, now), isNull(videoCalls.endedAt)));
  }

  /** Inserts a schedule and the holds of its people in the caller's transaction; throws on overlap. */
  async insertHolding(tx: Executor, values: NewScheduleRow, holders: number[]): Promise<ScheduleRow> {
    const [row] = await tx.insert(appointmentSchedules).values(values).returning();
    if (!row) throw new Error('appointment insert returned nothing');
    await this.hold(tx, row, holders);
    return row;
  }

  async hold(tx: Executor, row: ScheduleRow, holders: number[]): Promise<void> {
    if (holders.length === 0) return;
    const during = holdRange(row.startDate, row.endDate);
    await tx.insert(appointmentHolds).values([...new Set(holders)].map((userId) => ({ scheduleId: row.id, userId, eventId: row.eventId, during })));
  }

  async release(tx: Executor, scheduleId: number): Promise<void> {
    await tx.delete(appointmentHolds).where(eq(appointmentHolds.scheduleId, scheduleId));
  }

  /** Moves a schedule's status from one of `from` to `to`; null when it was no longer in `from` (someone was faster). */
  async transition(tx: Executor, id: number, from: AppointmentStatus[], to: AppointmentStatus, now: Date, extra: Partial<NewScheduleRow> = {}): Promise<ScheduleRow | null> {
    const [row] = await tx
      .update(appointmentSchedules)
      .set({ status: to, updatedAt: now, ...extra })
      .where(and(eq(appointmentSchedules.id, id), inArray(appointmentSchedules.status, from)))
      .returning();
    return row ?? null;
  }

  async update(tx: Executor, id: number, values: Partial<NewScheduleRow>): Promise<ScheduleRow> {
    const [row] = await tx.update(appointmentSchedules).set(values).where(eq(appointmentSchedules.id, id)).returning();
    if (!row) throw new Error(`appointment ${id} vanished`);
    return row;
  }

  async moveHold(tx: Executor, row: ScheduleRow): Promise<void> {
    await tx.update(appointmentHolds).set({ during: holdRange(row.startDate, row.endDate) }).where(eq(appointmentHolds.scheduleId, row.id));
  }

  async delete(tx: Executor, id: number): Promise<void> {
    await tx.delete(appointmentSchedules).where(eq(appointmentSchedules.id, id));
  }

  private mine(eventId: number, userId: number): SQL {
    return and(
      eq(appointmentSchedules.eventId, eventId),
      or(eq(appointmentSchedules.senderId, userId), eq(appointmentSchedules.receiverId, userId)),
      ne(appointmentSchedules.status, 'BLOCKED'),
      ne(appointmentSchedules.status, 'UPDATED'),
    )!;
  }

  /** Upcoming: not ended yet, soonest first; past: ended, latest first. Rescheduled (UPDATED) ones are left out. */
  async page(eventId: number, userId: number, filter: ListFilter, now: Date, limit: number, offset: number): Promise<{ count: number; rows: ScheduleRow[] }> {
    const where = and(
      this.mine(eventId, userId),
      filter === 'upcoming' ? gt(appointmentSchedules.endDate, now) : lte(appointmentSchedules.endDate, now),
    );
    const order = filter === 'upcoming'
      ? [asc(appointmentSchedules.startDate), asc(appointmentSchedules.id)]
      : [desc(appointmentSchedules.startDate), desc(appointmentSchedules.id)];
    const [rows, [total]] = await Promise.all([
      this.db.select().from(appointmentSchedules).where(where).orderBy(...order).limit(limit).offset(offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(appointmentSchedules).where(where),
    ]);
    return { count: total?.n ?? 0, rows };
  }

  /** The person's accepted appointments overlapping `[from, to)`, soonest first. */
  async acceptedBetween(eventId: number, userId: number, from: Date, to: Date): Promise<ScheduleRow[]> {
    return this.db
      .select()
      .from(appointmentSchedules)
      .where(and(this.mine(eventId, userId), eq(appointmentSchedules.status, 'ACCEPTED'), gt(appointmentSchedules.endDate, from), sql`${appointmentSchedules.startDate} < ${to.toISOString()}::timestamptz`))
      .orderBy(asc(appointmentSchedules.startDate), asc(appointmentSchedules.id));
  }

  /** Everything holding these people's time (blocks, pending and accepted appointments) ending after `after`. */
  async holdsOf(eventId: number, userIds: number[], after: Date): Promise<ScheduleRow[]> {
    return this.db
      .selectDistinct({ s: appointmentSchedules })
      .from(appointmentHolds)
      .innerJoin(appointmentSchedules, eq(appointmentSchedules.id, appointmentHolds.scheduleId))
      .where(and(eq(appointmentHolds.eventId, eventId), inArray(appointmentHolds.userId, userIds), gt(appointmentSchedules.endDate, after), inArray(appointmentSchedules.status, [...holdingStatuses])))
      .orderBy(asc(appointmentSchedules.startDate))
      .then((rows) => rows.map((r) => r.s));
  }

  /** The person's calendar: their blocks and the appointments holding their time, by start. */
  async calendarOf(eventId: number, userId: number): Promise<ScheduleRow[]> {
    const rows = await this.db
      .select({ s: appointmentSchedules })
      .from(appointmentHolds)
      .innerJoin(appointmentSchedules, eq(appointmentSchedules.id, appointmentHolds.scheduleId))
      .where(and(eq(appointmentHolds.eventId, eventId), eq(appointmentHolds.userId, userId)))
      .orderBy(asc(appointmentSchedules.startDate), asc(appointmentSchedules.id));
    return rows.map((r) => r.s);
  }

  /** Which of these people already hold time overlapping the range (to say who is not free). */
  async whoIsBusy(eventId: number, userIds: number[], start: Date, end: Date, except?: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: appointmentHolds.userId })
      .from(appointmentHolds)
      .where(and(
        eq(appointmentHolds.eventId, eventId),
        inArray(appointmentHolds.userId, userIds),
        sql`${appointmentHolds.during} && ${holdRange(start, end)}`,
        except === undefined ? undefined : ne(appointmentHolds.scheduleId, except),
      ));
    return [...new Set(rows.map((r) => r.userId))];
  }
}
