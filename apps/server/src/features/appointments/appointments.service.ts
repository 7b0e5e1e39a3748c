import {
  actionRefusal,
  appointmentErrorCodes,
  appointmentTexts,
  joinBeforeStartMs,
  pageLinks,
  type AppointmentAction,
  type AppointmentSchedule,
  type AppointmentStatus,
  type BlockedSlotList,
  type BusySlotList,
  type AppointmentList,
} from '@foyer/contracts';
import { dateIn, zonedTime, type TimeRange } from '@foyer/domain';
import type { Clock } from '../../platform/clock';
import { reachAnyone, type ReachGuard } from '../../platform/reach-guards';
import type { Executor } from '../../platform/db/database';
import type { FavouriteKinds } from '../../platform/favourites';
import { ApiError, FieldError, forbidden, notFound } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { EventAccess, EventAccessGrant, EventRow } from '../identity';
import type { PresenceFace } from '../presence';
import type { PrivateChatFace } from '../private-chat';
import type { CallJoinGuard, VideocallsFace } from '../videocalls';
import { appointmentMail, type AppointmentNews } from './appointments.mail';
import { presentBlock, presentBusy, presentCalendarSlot, presentParty, presentSchedule } from './appointments.presenter';
import { AppointmentsRepository, isOverlapViolation, type NewScheduleRow, type PartyRow, type ScheduleRow } from './appointments.repository';
import { suggestSlots } from './appointments.suggestions';

export interface RequestInput {
  subject: string;
  location: string;
  location_type: 'VIRTUAL' | 'IN_PERSON';
  start_date: string;
  end_date: string;
  receiver: number;
}

export interface BlockInput {
  start_date: string;
  end_date: string;
  subject?: string;
  receiver?: number;
}

/** Longest block: two weeks (a calendar never needs more at once). */
const maxBlockMs = 14 * 86_400_000;
/** Program items with a time that people keep in their goodie bag (their sessions are busy time). */
const sessionKinds = ['show', 'session'] as const;

const httpStatus: Record<NonNullable<ReturnType<typeof actionRefusal>>['kind'], number> = {
  not_party: 403,
  wrong_party: 403,
  started: 403,
  wrong_status: 409,
};

/** The telling of a card written in a change's transaction, once it committed; null without a card. */
type Card = (() => Promise<void>) | null;

export interface AppointmentsDeps {
  db: Executor;
  clock: Clock;
  access: EventAccess;
  chat: PrivateChatFace;
  presence: PresenceFace;
  mailer: Mailer;
  calls: VideocallsFace;
  favourites: FavouriteKinds;
  logger: Logger;
  publicUrl: string;
  appTitle: string;
  /** Other features' rules about who may ask whom (a block): throws to refuse. */
  mayReach?: ReachGuard;
}

/**
 * One-to-one appointments and availability blocks (decision 0034). Nobody's time is double-booked: a
 * pending or accepted appointment holds both people's time, a block its owner's, as rows PostgreSQL
 * keeps from overlapping (an exclusion constraint), so concurrent requests on any server process
 * settle there: one wins, the other gets 409.
 */
export class AppointmentsService {
  readonly repo: AppointmentsRepository;

  private readonly mayReach: ReachGuard;

  constructor(private readonly d: AppointmentsDeps) {
    this.repo = new AppointmentsRepository(d.db);
    this.mayReach = d.mayReach ?? reachAnyone;
  }

  /** The same service on a caller's transaction (seeds). */
  inTransaction(tx: Executor): AppointmentsService {
    return tx === this.d.db ? this : new AppointmentsService({ ...this.d, db: tx });
  }

  /**
   * Stores an appointment as it stands, in any status, holding the time of `holders` (a block holds its
   * owner's, an appointment both people's): one brought along (the demo's), not asked for. Nobody is told;
   * the database still refuses a hold that overlaps another.
   */
  seedBooking(values: NewScheduleRow, holders: number[]): Promise<ScheduleRow> {
    return this.repo.insertHolding(this.d.db, values, holders);
  }

  /** Whether the appointment is one between these two people in the event (a private message may carry only such). */
  async isBetween(eventId: number, id: number, personA: number, personB: number): Promise<boolean> {
    const row = await this.repo.find(eventId, id);
    if (!row || row.status === 'BLOCKED') return false;
    return (row.senderId === personA && row.receiverId === personB) || (row.senderId === personB && row.receiverId === personA);
  }

  /**
   * The guard of every call join: an appointment's call opens 5 minutes before the start and closes at the
   * end, by the server's clock (the web app's join button follows the same rule, `canJoin`).
   */
  readonly callGuard: CallJoinGuard = async ({ call }) => {
    const row = await this.repo.byVideocall(call.id);
    if (!row) return null;
    const now = this.d.clock.now().getTime();
    if (now < row.startDate.getTime() - joinBeforeStartMs) return forbidden(appointmentTexts.callNotOpen, appointmentErrorCodes.callNotOpen);
    if (now < row.endDate.getTime()) return null;
    return forbidden(appointmentTexts.callEnded, appointmentErrorCodes.callEnded);
  };

  /** Ends the calls of appointments that are over, telling the people in them; answers the calls' ids (the sweep). */
  async endFinishedCalls(): Promise<number[]> {
    const finished = await this.repo.finishedWithOpenCall(this.d.clock.now());
    for (const { eventSlug, eventId, callId } of finished) await this.d.calls.endForMembers(eventSlug, eventId, callId);
    return finished.map((f) => f.callId);
  }

  /** The event, when it schedules meetings (403 otherwise: the event exists, the feature is off). */
  async scheduling(eventSlug: string, userId: number): Promise<EventAccessGrant> {
    const grant = await this.d.access.require(eventSlug, userId);
    if (!grant.event.enableMeetingScheduling) {
      throw forbidden('Meeting scheduling is not enabled for this event.', appointmentErrorCodes.schedulingDisabled);
    }
    return grant;
  }

  private eventEnd(event: EventRow): Date {
    return zonedTime(event.endDate, 24, 0, event.timezone);
  }

  private async present(event: EventRow, rows: ScheduleRow[]): Promise<AppointmentSchedule[]> {
    const parties = await this.repo.parties(event.id, rows.flatMap((r) => [r.senderId, r.receiverId]));
    return rows.map((r) => presentSchedule(r, parties));
  }

  private async presentOne(event: EventRow, row: ScheduleRow): Promise<AppointmentSchedule> {
    return (await this.present(event, [row]))[0]!;
  }

  // --- reads -----------------------------------------------------------------------------------------

  async list(eventSlug: string, userId: number, filter: 'upcoming' | 'past', limit: number, offset: number, url: string): Promise<AppointmentList> {
    const { event } = await this.scheduling(eventSlug, userId);
    const { count, rows } = await this.repo.page(event.id, userId, filter, this.d.clock.now(), limit, offset);
    return { count, ...pageLinks(url, count, limit, offset), results: await this.present(event, rows) };
  }

  /** A person's busy times from now on: when only. */
  async busyTimes(eventSlug: string, userId: number, receiverId: number): Promise<BusySlotList> {
    const { event } = await this.scheduling(eventSlug, userId);
    const person = (await this.repo.parties(event.id, [receiverId])).get(receiverId);
    if (!person?.isActive) throw notFound('This person is not an attendee of this event.');
    const rows = await this.repo.holdsOf(event.id, [receiverId], this.d.clock.now());
    return { count: rows.length, next: null, previous: null, results: rows.map(presentBusy) };
  }

  /** The viewer's accepted appointments of a day of the event's time zone. */
  async ofDay(eventSlug: string, userId: number, date: string): Promise<AppointmentList> {
    const { event } = await this.scheduling(eventSlug, userId);
    const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : dateIn(new Date(date), event.timezone);
    const rows = await this.repo.acceptedBetween(event.id, userId, zonedTime(day, 0, 0, event.timezone), zonedTime(day, 24, 0, event.timezone));
    return { count: rows.length, next: null, previous: null, results: await this.present(event, rows) };
  }

  /** One appointment, for its two parties only. */
  async detail(eventSlug: string, userId: number, id: number): Promise<AppointmentSchedule> {
    const { event } = await this.scheduling(eventSlug, userId);
    const row = await this.party(event, userId, id);
    return this.presentOne(event, row);
  }

  private async party(event: EventRow, userId: number, id: number): Promise<ScheduleRow> {
    const row = await this.repo.find(event.id, id);
    if (!row) throw notFound();
    if (row.senderId !== userId && row.receiverId !== userId) throw forbidden('You are not a party to this appointment.');
    return row;
  }

  async calendar(eventSlug: string, userId: number): Promise<BlockedSlotList> {
    const { event } = await this.scheduling(eventSlug, userId);
    return this.calendarOf(event, userId);
  }

  private async calendarOf(event: EventRow, userId: number): Promise<BlockedSlotList> {
    const rows = await this.repo.calendarOf(event.id, userId);
    const parties = await this.repo.parties(event.id, rows.flatMap((r) => [r.senderId, r.receiverId]));
    return { count: rows.length, next: null, previous: null, results: rows.map((r) => presentCalendarSlot(r, parties)) };
  }

  /** The earliest slots free for both: their holds and the sessions in their goodie bags avoided. */
  async suggestions(eventSlug: string, userId: number, receiverId: number, minutes: number): Promise<{ results: { start_date: string; end_date: string }[] }> {
    const { event } = await this.scheduling(eventSlug, userId);
    await this.requireReceiver(event, userId, receiverId);
    const now = this.d.clock.now();
    const [holds, sessions] = await Promise.all([
      this.repo.holdsOf(event.id, [userId, receiverId], now),
      this.favouriteSessions(event.id, [userId, receiverId]),
    ]);
    const busy: TimeRange[] = [...holds.map((h) => ({ start_date: h.startDate, end_date: h.endDate })), ...sessions];
    const slots = suggestSlots({ now, firstDay: event.startDate, lastDay: event.endDate, timeZone: event.timezone, minutes, busy });
    return { results: slots.map((s) => presentBusy({ startDate: s.start_date, endDate: s.end_date })) };
  }

  /** The times of the program items and group sessions these people keep in their goodie bags. */
  private async favouriteSessions(eventId: number, userIds: number[]): Promise<TimeRange[]> {
    const ranges: TimeRange[] = [];
    for (const userId of userIds) {
      const items = await this.d.favourites.itemsOf(eventId, userId, sessionKinds);
      for (const kind of sessionKinds) {
        const ids = items.filter((i) => i.kind === kind).map((i) => i.itemId);
        const handler = this.d.favourites.get(kind);
        if (ids.length === 0 || !handler) continue;
        for (const item of (await handler.present({ eventId, userId, role: 'attendee' }, ids)).values()) {
          const start = item.start_date ?? item.starts_at;
          const end = item.end_date ?? item.ends_at;
          if (typeof start === 'string' && typeof end === 'string') ranges.push({ start_date: start, end_date: end });
        }
      }
    }
    return ranges;
  }

  // --- requests ----------------------------------------------------------------------------------------

  private async requireReceiver(event: EventRow, userId: number, receiverId: number): Promise<Map<number, PartyRow>> {
    if (receiverId === userId) throw new FieldError({ receiver: ['You cannot request an appointment with yourself.'] });
    const parties = await this.repo.parties(event.id, [userId, receiverId]);
    if (!parties.get(receiverId)?.isActive) throw new FieldError({ receiver: ['This person is not an attendee of this event.'] });
    return parties;
  }

  /** Spec 2 §5: not before today, not after the event's end; and, to be answerable, in the future. */
  private checkDates(event: EventRow, start: Date, end: Date): void {
    const now = this.d.clock.now();
    if (dateIn(start, event.timezone) < dateIn(now, event.timezone)) throw new FieldError({ start_date: ['Dates cannot be before today.'] });
    if (start.getTime() <= now.getTime()) throw new FieldError({ start_date: ['The appointment must start in the future.'] });
    if (end.getTime() > this.eventEnd(event).getTime()) throw new FieldError({ end_date: ['Dates cannot be after the event end.'] });
  }

  /** The 409 of an overlap, saying whose time is taken. */
  private async overlapError(event: EventRow, userId: number, otherId: number | null, start: Date, end: Date, except?: number): Promise<ApiError> {
    const busy = await this.repo.whoIsBusy(event.id, otherId === null ? [userId] : [userId, otherId], start, end, except);
    let detail = 'This time is no longer free.';
    if (otherId !== null && busy.includes(otherId)) {
      const other = presentParty((await this.repo.parties(event.id, [otherId])).get(otherId), otherId);
      detail = `${`${other.first_name} ${other.last_name}`.trim()} is not available at that time: it overlaps another appointment or a blocked time.`;
    } else if (busy.includes(userId)) {
      detail = otherId === null
        ? 'This time overlaps another appointment or blocked time in your calendar.'
        : 'You are not available at that time: it overlaps another appointment or blocked time in your calendar.';
    }
    return new ApiError(409, detail, appointmentErrorCodes.overlap);
  }

  /** Runs `work` in a transaction; an overlap of holds becomes the readable 409. */
  private async holding<T>(work: (tx: Executor) => Promise<T>, onOverlap: () => Promise<ApiError>): Promise<T> {
    try {
      return await this.d.db.transaction(async (tx) => work(tx));
    } catch (err) {
      if (isOverlapViolation(err)) throw await onOverlap();
      throw err;
    }
  }

  async request(eventSlug: string, userId: number, body: RequestInput): Promise<AppointmentSchedule> {
    const { event } = await this.scheduling(eventSlug, userId);
    await this.requireReceiver(event, userId, body.receiver);
    await this.mayReach({ eventId: event.id, from: userId, to: body.receiver });
    const start = new Date(body.start_date);
    const end = new Date(body.end_date);
    this.checkDates(event, start, end);
    const now = this.d.clock.now();
    let card: Card = null;
    const row = await this.holding(async (tx) => {
      const inserted = await this.repo.insertHolding(tx, this.newRequest(event, userId, body, start, end, now, null), [userId, body.receiver]);
      card = await this.card(tx, event, userId, inserted.receiverId, inserted, 'PENDING');
      return inserted;
    }, () => this.overlapError(event, userId, body.receiver, start, end));
    await this.tell(event, userId, row.receiverId, row, 'PENDING', card);
    return this.presentOne(event, row);
  }

  private newRequest(event: EventRow, userId: number, body: RequestInput, start: Date, end: Date, now: Date, previous: number | null) {
    return {
      eventId: event.id, senderId: userId, receiverId: body.receiver, subject: body.subject,
      location: body.location_type === 'IN_PERSON' ? body.location : '', locationType: body.location_type,
      startDate: start, endDate: end, status: 'PENDING' as const, previousScheduleId: previous, createdAt: now, updatedAt: now,
    };
  }

  /** The refusal of an action on this row now, as the API error. */
  private refuse(row: ScheduleRow, userId: number, action: AppointmentAction): void {
    const refusal = actionRefusal(
      { status: row.status, sender: row.senderId, receiver: row.receiverId, start_date: row.startDate, end_date: row.endDate },
      userId, action, this.d.clock.now(),
    );
    if (refusal) throw new ApiError(httpStatus[refusal.kind], refusal.detail, refusal.kind === 'wrong_status' ? 'conflict' : 'permission_denied');
  }

  async reschedule(eventSlug: string, userId: number, id: number, body: RequestInput): Promise<AppointmentSchedule> {
    const { event } = await this.scheduling(eventSlug, userId);
    const previous = await this.party(event, userId, id);
    this.refuse(previous, userId, 'reschedule');
    if (body.receiver !== previous.receiverId) throw new FieldError({ receiver: ['A rescheduled request goes to the same person.'] });
    await this.mayReach({ eventId: event.id, from: userId, to: userId === previous.senderId ? previous.receiverId : previous.senderId });
    const start = new Date(body.start_date);
    const end = new Date(body.end_date);
    this.checkDates(event, start, end);
    const now = this.d.clock.now();
    let card: Card = null;
    const row = await this.holding(async (tx) => {
      const old = await this.repo.transition(tx, previous.id, ['PENDING'], 'UPDATED', now);
      if (!old) {
        this.refuse((await this.repo.find(event.id, id, tx))!, userId, 'reschedule');
        throw new ApiError(409, 'This appointment was changed meanwhile; look again.', 'conflict');
      }
      await this.repo.release(tx, previous.id);
      const inserted = await this.repo.insertHolding(tx, this.newRequest(event, userId, body, start, end, now, previous.id), [userId, body.receiver]);
      card = await this.card(tx, event, userId, inserted.receiverId, inserted, 'PENDING');
      return inserted;
    }, () => this.overlapError(event, userId, body.receiver, start, end, previous.id));
    await this.tell(event, userId, row.receiverId, row, 'PENDING', card);
    return this.presentOne(event, row);
  }

  /**
   * Accept, deny or cancel: the status moves only from what it was when checked (a concurrent answer
   * makes this one refused, never both applied); deny and cancel free the time.
   */
  private async answer(eventSlug: string, userId: number, id: number, action: 'accept' | 'deny' | 'cancel'): Promise<AppointmentSchedule> {
    const { event } = await this.scheduling(eventSlug, userId);
    const before = await this.party(event, userId, id);
    this.refuse(before, userId, action);
    const now = this.d.clock.now();
    const from: AppointmentStatus[] = action === 'cancel' ? [before.status] : ['PENDING'];
    const to: AppointmentStatus = action === 'accept' ? 'ACCEPTED' : action === 'deny' ? 'DENIED' : 'CANCELLED';
    const other = before.senderId === userId ? before.receiverId : before.senderId;
    let card: Card = null;
    const row = await this.d.db.transaction(async (tx) => {
      const moved = await this.repo.transition(tx, id, from, to, now);
      if (!moved) {
        this.refuse((await this.repo.find(event.id, id, tx))!, userId, action);
        throw new ApiError(409, 'This appointment was changed meanwhile; look again.', 'conflict');
      }
      if (to !== 'ACCEPTED') await this.repo.release(tx, id);
      let done = moved;
      // An accepted virtual appointment has its call from the same commit: never accepted without one (decision 0101).
      if (to === 'ACCEPTED' && moved.locationType === 'VIRTUAL') {
        const call = await this.d.calls.createForMembers(event.id, moved.subject, moved.receiverId, [moved.senderId, moved.receiverId], tx);
        done = await this.repo.update(tx, moved.id, { videocallId: call.id });
      }
      card = await this.card(tx, event, userId, other, done, to as AppointmentNews);
      return done;
    });
    if (to === 'CANCELLED' && row.videocallId !== null) await this.d.calls.endForMembers(event.slug, event.id, row.videocallId);
    await this.tell(event, userId, other, row, to as AppointmentNews, card);
    return this.presentOne(event, row);
  }

  accept(eventSlug: string, userId: number, id: number) {
    return this.answer(eventSlug, userId, id, 'accept');
  }

  deny(eventSlug: string, userId: number, id: number) {
    return this.answer(eventSlug, userId, id, 'deny');
  }

  cancel(eventSlug: string, userId: number, id: number) {
    return this.answer(eventSlug, userId, id, 'cancel');
  }

  /**
   * The news as a card in the chat of the two, written in the change's own transaction (decision 0101): the
   * change and its card commit together or not at all. A card the private messages' rules refuse (a block) is
   * left out and logged, the change going ahead, as before; answers the telling of the card, for after the commit.
   */
  private async card(tx: Executor, event: EventRow, actorId: number, otherId: number, row: ScheduleRow, news: AppointmentNews): Promise<Card> {
    try {
      return await this.d.chat.cardWithin(tx, event, actorId, otherId, news, row.id);
    } catch (err) {
      this.d.logger.error({ err, appointment: row.id }, 'appointment card not written');
      return null;
    }
  }

  /**
   * The other party learns it in their private conversation (the card the change's transaction wrote,
   * told now with the chat's realtime events), and by mail when offline. The change is done by then: a
   * failure here is logged, not answered.
   */
  private async tell(event: EventRow, actorId: number, otherId: number, row: ScheduleRow, news: AppointmentNews, card: Card): Promise<void> {
    try {
      await card?.();
      if (await this.d.presence.isOnline(otherId, event.id)) return;
      const parties = await this.repo.parties(event.id, [actorId, otherId]);
      const other = parties.get(otherId);
      if (!other?.isActive) return;
      const actor = presentParty(parties.get(actorId), actorId);
      await this.d.mailer.send(appointmentMail({
        to: other.email, news, language: event.language, timeZone: event.timezone,
        actorName: `${actor.first_name} ${actor.last_name}`.trim(), subject: row.subject,
        start: row.startDate, end: row.endDate, location: row.location,
        link: `${this.d.publicUrl}/${event.slug}/appointments`, appTitle: this.d.appTitle,
      }));
    } catch (err) {
      this.d.logger.error({ err, appointment: row.id }, 'appointment news not delivered');
    }
  }

  // --- blocks ------------------------------------------------------------------------------------------

  private checkBlock(userId: number, start: Date, end: Date, receiver?: number): void {
    if (receiver !== undefined && receiver !== userId) throw new FieldError({ receiver: ['You can only block time in your own calendar.'] });
    if (end.getTime() - start.getTime() > maxBlockMs) throw new FieldError({ end_date: ['A blocked time is at most 14 days long.'] });
  }

  async block(eventSlug: string, userId: number, body: BlockInput): Promise<BlockedSlotList> {
    const { event } = await this.scheduling(eventSlug, userId);
    const start = new Date(body.start_date);
    const end = new Date(body.end_date);
    this.checkBlock(userId, start, end, body.receiver);
    const now = this.d.clock.now();
    await this.holding(
      (tx) => this.repo.insertHolding(tx, {
        eventId: event.id, senderId: userId, receiverId: userId, subject: body.subject || 'Blocked',
        startDate: start, endDate: end, status: 'BLOCKED', createdAt: now, updatedAt: now,
      }, [userId]),
      () => this.overlapError(event, userId, null, start, end),
    );
    return this.calendarOf(event, userId);
  }

  private async ownBlock(event: EventRow, userId: number, id: number): Promise<ScheduleRow> {
    const row = await this.repo.find(event.id, id);
    if (!row || row.status !== 'BLOCKED') throw notFound();
    if (row.receiverId !== userId) throw forbidden('This blocked time belongs to someone else.');
    return row;
  }

  async moveBlock(eventSlug: string, userId: number, id: number, body: BlockInput) {
    const { event } = await this.scheduling(eventSlug, userId);
    await this.ownBlock(event, userId, id);
    const start = new Date(body.start_date);
    const end = new Date(body.end_date);
    this.checkBlock(userId, start, end, body.receiver);
    const row = await this.holding(async (tx) => {
      const moved = await this.repo.update(tx, id, { startDate: start, endDate: end, updatedAt: this.d.clock.now() });
      await this.repo.moveHold(tx, moved);
      return moved;
    }, () => this.overlapError(event, userId, null, start, end, id));
    return presentBlock(row);
  }

  async unblock(eventSlug: string, userId: number, id: number): Promise<{ detail: string }> {
    const { event } = await this.scheduling(eventSlug, userId);
    await this.ownBlock(event, userId, id);
    await this.repo.delete(this.d.db, id);
    return { detail: 'Deleted.' };
  }
}
