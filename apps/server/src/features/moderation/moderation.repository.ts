import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database';
import { users } from '../identity/accounts.schema';
import { eventBans } from '../identity/bans.schema';
import { changeLog } from '../identity/change-log.schema';
import { eventMembers, type EventRole } from '../identity/events.schema';
import { chats, publicMessages } from '../chat/chat.schema';
import { chatRouletteReports } from '../chatroulette/chatroulette.schema';
import { moderationReports, moderationSilences, type ModerationReportRow } from './moderation.schema';

/** A person as the console names them. */
export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A ban or silence in force, with its person and who gave it. */
export interface RestrictionRow {
  userId: number;
  reason: string;
  until: Date | null;
  createdAt: Date;
  person: PersonRow;
  createdBy: PersonRow | null;
}

export interface MessageRow {
  id: number;
  chatId: number;
  chatName: string;
  text: string;
  sentAt: Date;
  sender: PersonRow;
}

export interface LogRow {
  at: Date;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  actor: PersonRow | null;
  subject: PersonRow | null;
}

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
const creators = alias(users, 'creators');
const creatorColumns = { id: creators.id, firstName: creators.firstName, lastName: creators.lastName, email: creators.email };

/** The moderation's reads and writes: bans (the identity core's table), silences, reports and the audit log. */
export class ModerationRepository {
  constructor(private readonly db: Executor) {}

  /** A person on the event's list with their role, or null. */
  async member(eventId: number, userId: number): Promise<(PersonRow & { role: EventRole }) | null> {
    const [row] = await this.db
      .select({ ...personColumns, role: eventMembers.role })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  async bans(eventId: number, now: Date): Promise<RestrictionRow[]> {
    const rows = await this.db
      .select({ userId: eventBans.userId, reason: eventBans.reason, until: eventBans.until, createdAt: eventBans.createdAt, person: personColumns, createdBy: creatorColumns })
      .from(eventBans)
      .innerJoin(users, eq(users.id, eventBans.userId))
      .leftJoin(creators, eq(creators.id, eventBans.createdBy))
      .where(and(eq(eventBans.eventId, eventId), or(isNull(eventBans.until), gt(eventBans.until, now)), userFilter(eventBans.userId)))
      .orderBy(desc(eventBans.createdAt));
    return rows;
  }

  async silences(eventId: number, now: Date, userId?: number): Promise<RestrictionRow[]> {
    const rows = await this.db
      .select({ userId: moderationSilences.userId, reason: moderationSilences.reason, until: moderationSilences.until, createdAt: moderationSilences.createdAt, person: personColumns, createdBy: creatorColumns })
      .from(moderationSilences)
      .innerJoin(users, eq(users.id, moderationSilences.userId))
      .leftJoin(creators, eq(creators.id, moderationSilences.createdBy))
      .where(and(eq(moderationSilences.eventId, eventId), gt(moderationSilences.until, now), userFilter(moderationSilences.userId, userId)))
      .orderBy(desc(moderationSilences.createdAt));
    return rows;
  }

  /** Every silence of the event that has not ended, by person (a process keeps them: every public post asks). */
  async silencesInForce(eventId: number, now: Date): Promise<Map<number, { reason: string; until: Date }>> {
    const rows = await this.db
      .select({ userId: moderationSilences.userId, reason: moderationSilences.reason, until: moderationSilences.until })
      .from(moderationSilences)
      .where(and(eq(moderationSilences.eventId, eventId), gt(moderationSilences.until, now)));
    return new Map(rows.map((r) => [r.userId, { reason: r.reason, until: r.until }]));
  }

  async putBan(ban: typeof eventBans.$inferInsert): Promise<void> {
    await this.db
      .insert(eventBans)
      .values(ban)
      .onConflictDoUpdate({ target: [eventBans.eventId, eventBans.userId], set: { reason: ban.reason, until: ban.until, createdBy: ban.createdBy, createdAt: ban.createdAt } });
  }

  async putSilence(silence: typeof moderationSilences.$inferInsert): Promise<void> {
    await this.db
      .insert(moderationSilences)
      .values(silence)
      .onConflictDoUpdate({
        target: [moderationSilences.eventId, moderationSilences.userId],
        set: { reason: silence.reason, until: silence.until, createdBy: silence.createdBy, createdAt: silence.createdAt },
      });
  }

  /** Removes the ban and answers it, or null when there was none in force. */
  async deleteBan(eventId: number, userId: number, now: Date): Promise<{ reason: string; until: Date | null } | null> {
    const [row] = await this.db
      .delete(eventBans)
      .where(and(eq(eventBans.eventId, eventId), eq(eventBans.userId, userId)))
      .returning({ reason: eventBans.reason, until: eventBans.until });
    return row && (row.until === null || row.until > now) ? row : null;
  }

  async deleteSilence(eventId: number, userId: number, now: Date): Promise<{ reason: string; until: Date } | null> {
    const [row] = await this.db
      .delete(moderationSilences)
      .where(and(eq(moderationSilences.eventId, eventId), eq(moderationSilences.userId, userId)))
      .returning({ reason: moderationSilences.reason, until: moderationSilences.until });
    return row && row.until > now ? row : null;
  }

  /** A public message of one of the event's chats, with its chat and sender. */
  async message(eventId: number, messageId: number): Promise<MessageRow | null> {
    const [row] = await this.messages(and(eq(chats.eventId, eventId), eq(publicMessages.id, messageId))!, 1);
    return row ?? null;
  }

  /** A few messages before and after one, oldest first, the message among them. */
  async context(message: MessageRow, around = 2): Promise<MessageRow[]> {
    const before = await this.messages(and(eq(publicMessages.chatId, message.chatId), lt(publicMessages.id, message.id))!, around, 'desc');
    const after = await this.messages(and(eq(publicMessages.chatId, message.chatId), gt(publicMessages.id, message.id))!, around);
    return [...before.reverse(), message, ...after];
  }

  private async messages(where: SQL, limit: number, order: 'asc' | 'desc' = 'asc'): Promise<MessageRow[]> {
    return this.db
      .select({ id: publicMessages.id, chatId: publicMessages.chatId, chatName: chats.name, text: publicMessages.text, sentAt: publicMessages.sentAt, sender: personColumns })
      .from(publicMessages)
      .innerJoin(chats, eq(chats.id, publicMessages.chatId))
      .innerJoin(users, eq(users.id, publicMessages.senderId))
      .where(where)
      .orderBy(order === 'asc' ? asc(publicMessages.id) : desc(publicMessages.id))
      .limit(limit);
  }

  /** Removes a message for good; its text stays in the audit log only. */
  async insertReport(report: typeof moderationReports.$inferInsert): Promise<ModerationReportRow>;
  /** `keepEarlier`: a report by the same person about the same target stands, and nothing is stored (null). */
  async insertReport(report: typeof moderationReports.$inferInsert, options: { keepEarlier: true }): Promise<ModerationReportRow | null>;
  async insertReport(report: typeof moderationReports.$inferInsert, options?: { keepEarlier: true }): Promise<ModerationReportRow | null> {
    const insert = this.db.insert(moderationReports).values(report);
    const [row] = await (options?.keepEarlier ? insert.onConflictDoNothing() : insert).returning();
    return row ?? null;
  }

  async ownReports(eventId: number, reporterId: number): Promise<ModerationReportRow[]> {
    return this.db
      .select()
      .from(moderationReports)
      .where(and(eq(moderationReports.eventId, eventId), eq(moderationReports.reporterId, reporterId), inArray(moderationReports.source, ['report', 'block'])))
      .orderBy(desc(moderationReports.id));
  }

  /** Brings the event's roulette reports into the queue (once each). */
  async takeRouletteReports(eventId: number): Promise<void> {
    await this.db.execute(sql`
      insert into ${moderationReports} (event_id, reporter_id, target_user_id, kind, reason, source, roulette_report_id, created_at)
      select r.event_id, r.reporter_id, r.reported_id, 'person', r.reason, 'roulette', r.id, r.created_at
      from ${chatRouletteReports} r
      where r.event_id = ${eventId}
        and not exists (select 1 from ${moderationReports} m where m.roulette_report_id = r.id)
      on conflict do nothing`);
  }

  /** The open reports of the event with their reporters, newest first. */
  async openReports(eventId: number, limit = 500): Promise<(ModerationReportRow & { reporter: PersonRow; target: PersonRow })[]> {
    const targets = alias(users, 'targets');
    const rows = await this.db
      .select({ report: moderationReports, reporter: personColumns, target: { id: targets.id, firstName: targets.firstName, lastName: targets.lastName, email: targets.email } })
      .from(moderationReports)
      .innerJoin(users, eq(users.id, moderationReports.reporterId))
      .innerJoin(targets, eq(targets.id, moderationReports.targetUserId))
      .where(and(eq(moderationReports.eventId, eventId), eq(moderationReports.state, 'open')))
      .orderBy(desc(moderationReports.createdAt), desc(moderationReports.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.report, reporter: r.reporter, target: r.target }));
  }

  async report(eventId: number, reportId: number): Promise<ModerationReportRow | null> {
    const [row] = await this.db
      .select()
      .from(moderationReports)
      .where(and(eq(moderationReports.eventId, eventId), eq(moderationReports.id, reportId)))
      .limit(1);
    return row ?? null;
  }

  /** Settles every open report about the same target as `report`; answers the ones settled. */
  async settle(report: ModerationReportRow, change: { state: string; action: string; resolvedBy: number; resolvedAt: Date }): Promise<ModerationReportRow[]> {
    const sameTarget = report.messageId !== null
      ? eq(moderationReports.messageId, report.messageId)
      : and(eq(moderationReports.kind, 'person'), eq(moderationReports.targetUserId, report.targetUserId));
    return this.db
      .update(moderationReports)
      .set(change)
      .where(and(eq(moderationReports.eventId, report.eventId), eq(moderationReports.state, 'open'), or(eq(moderationReports.id, report.id), sameTarget)))
      .returning();
  }

  /** The moderation rows of the event's change log, newest first. */
  async log(eventId: number, limit: number, offset: number): Promise<{ count: number; rows: LogRow[] }> {
    const where = and(eq(changeLog.eventId, eventId), eq(changeLog.area, 'moderation'));
    const subjects = alias(users, 'subjects');
    const [total] = await this.db.select({ n: sql<number>`count(*)::int` }).from(changeLog).where(where);
    const rows = await this.db
      .select({
        at: changeLog.at, action: changeLog.action, target: changeLog.target, before: changeLog.before, after: changeLog.after,
        actor: personColumns, subject: { id: subjects.id, firstName: subjects.firstName, lastName: subjects.lastName, email: subjects.email },
      })
      .from(changeLog)
      .leftJoin(users, eq(users.id, changeLog.actorId))
      .leftJoin(subjects, eq(subjects.id, changeLog.subjectId))
      .where(where)
      .orderBy(desc(changeLog.id))
      .limit(limit)
      .offset(offset);
    return { count: total?.n ?? 0, rows };
  }

  /** The event's owners and moderators, by id (a silenced person may still write to them). */
  async moderatorsAndOwners(eventId: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: eventMembers.userId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.role, ['owner', 'moderator'])))
      .orderBy(asc(eventMembers.userId));
    return rows.map((r) => r.userId);
  }

  /** Role of each person in the event (a silenced person may still write to moderators). */
  async roles(eventId: number, userIds: number[]): Promise<Map<number, EventRole>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: eventMembers.userId, role: eventMembers.role })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, userIds)));
    return new Map(rows.map((r) => [r.userId, r.role]));
  }
}

function userFilter(column: typeof eventBans.userId | typeof moderationSilences.userId, userId?: number): SQL | undefined {
  return userId === undefined ? undefined : eq(column, userId);
}
