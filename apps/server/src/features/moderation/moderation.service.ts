import {
  moderationErrorCodes, moderationMessages, reportSource, rooms,
  type BanBody, type ModerationLogEntry, type ModerationStanding, type OwnReport, type ReportBody, type ReportGroup, type ResolveBody,
  type Restriction, type SilenceBody,
} from '@foyer/contracts';
import type { NotifiedCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';
import { ApiError, badRequest, FieldError, forbidden, notFound } from '../../platform/http/errors';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { Reach, Speech } from '../../platform/reach-guards';
import type { BlockReporter } from '../blocking';
import type { ChangeLog, EventAccess, EventRow, OrganizerGrant } from '../identity';
import { removeMessagesAsModerator, tellRemovedMessages, type RemovedMessage } from '../chat';
import { ModerationRepository, type MessageRow, type PersonRow, type RestrictionRow } from './moderation.repository';
import type { ModerationReportRow } from './moderation.schema';
import { presentLogEntry, presentMessage, presentOwnReport, presentPerson, presentRestriction } from './moderation.presenter';

const area = 'moderation';

/** The silences of one event in force when read, by person. */
export type SilencesOfEvent = Map<number, { reason: string; until: Date }>;

/** 403 `silenced`, with why and until when (the composer says so). */
export const silencedError = (silence: { reason: string; until: Date }) => {
  const until = silence.until.toISOString();
  return forbidden(moderationMessages.silencedUntil.replace('{{until}}', until).replace('{{reason}}', silence.reason), moderationErrorCodes.silenced, {
    reason: silence.reason,
    until,
  });
};

const fieldError = (field: string, message: string) => new FieldError({ [field]: [message] });

/** The person acted on: on the event's list, not the actor, and no owner when a moderator acts. */
interface Subject extends PersonRow {
  role: string;
}

/**
 * Moderation of people (issue 29, decision 0093): bans and silences with their enforcement, reports and
 * their queue, and the audit log. Every act is one transaction with its change-log row (`area: 'moderation'`);
 * the people concerned hear of it once it committed.
 */
export class ModerationService {
  private readonly repo: ModerationRepository;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly changes: ChangeLog,
    private readonly realtime: RealtimeGateway,
    /** The silences of each event, kept per process and emptied by the table's change notices; none: read each time. */
    private readonly silenceCache: NotifiedCache<number, SilencesOfEvent> | null = null,
  ) {
    this.repo = new ModerationRepository(db);
  }

  // ---- enforcement -------------------------------------------------------------------------------------

  /** The silence in force, if any: from the process's memory once the event's silences were read. */
  async isSilenced(eventId: number, userId: number): Promise<{ reason: string; until: Date } | null> {
    const now = this.clock.now();
    const silence = (await this.silencesOf(eventId, now)).get(userId);
    return silence && silence.until > now ? silence : null;
  }

  /** The event's silences, from memory or read (and kept) now: a socket's login reads them before its first post. */
  async silencesOf(eventId: number, now = this.clock.now()): Promise<SilencesOfEvent> {
    const cached = this.silenceCache?.get(eventId);
    if (cached) return cached;
    const stamp = this.silenceCache?.stamp();
    const silences = await this.repo.silencesInForce(eventId, now);
    if (stamp !== undefined) this.silenceCache!.set(eventId, silences, stamp);
    return silences;
  }

  /** Public chats and the stage's Q&A: a silenced person is refused (403 `silenced`). */
  readonly speechGuard = async ({ eventId, userId }: Speech): Promise<void> => {
    const silence = await this.isSilenced(eventId, userId);
    if (silence) throw silencedError(silence);
  };

  /** Private messages: a silenced person still reaches the event's owners and moderators, nobody else. */
  readonly privateMessageGuard = async ({ eventId, from, to }: Reach): Promise<void> => {
    const silence = await this.isSilenced(eventId, from);
    if (!silence) return;
    const role = (await this.repo.roles(eventId, [to])).get(to);
    if (role !== 'owner' && role !== 'moderator') throw silencedError(silence);
  };

  /** `GET …/moderation/me/`. */
  async standing(eventSlug: string, userId: number): Promise<ModerationStanding> {
    const { event } = await this.access.require(eventSlug, userId);
    const silence = await this.isSilenced(event.id, userId);
    if (!silence) return { silenced: null, reachable_user_ids: [] };
    // Whom private messages still reach (the private-message guard's rule), so the composer can say so beforehand.
    const reachable = (await this.repo.moderatorsAndOwners(event.id)).filter((id) => id !== userId);
    return { silenced: { reason: silence.reason, until: silence.until.toISOString() }, reachable_user_ids: reachable };
  }

  // ---- bans and silences -------------------------------------------------------------------------------

  async bans(eventSlug: string, userId: number): Promise<Restriction[]> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'moderate');
    return (await this.repo.bans(event.id, this.clock.now())).map(presentRestriction);
  }

  async silences(eventSlug: string, userId: number): Promise<Restriction[]> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'moderate');
    return (await this.repo.silences(event.id, this.clock.now())).map(presentRestriction);
  }

  async ban(eventSlug: string, actorId: number, body: BanBody): Promise<Restriction> {
    const grant = await this.access.requireOrganizer(eventSlug, actorId, 'moderate');
    const until = body.until === null ? null : this.future(body.until);
    const subject = await this.subject(this.repo, grant, actorId, body.user_id);
    const removed = await this.db.transaction((tx) => this.banIn(tx, grant.event, actorId, subject, { reason: body.reason, until, removeMessages: body.remove_messages }));
    this.forgetBanned(grant.event, subject.id);
    tellRemovedMessages(this.realtime, removed);
    return this.restrictionOf(await this.repo.bans(grant.event.id, this.clock.now()), subject.id);
  }

  async liftBan(eventSlug: string, actorId: number, userId: number): Promise<void> {
    const grant = await this.access.requireOrganizer(eventSlug, actorId, 'moderate');
    const subject = await this.subject(this.repo, grant, actorId, userId);
    await this.db.transaction(async (tx) => {
      const lifted = await new ModerationRepository(tx).deleteBan(grant.event.id, userId, this.clock.now());
      if (!lifted) throw notFound(moderationMessages.notBanned);
      await this.log(tx, grant.event, actorId, subject, 'ban_lifted', subject.email, restrictionJson(lifted), null);
    });
    this.access.forgetMember(grant.event.id, userId);
  }

  async silence(eventSlug: string, actorId: number, body: SilenceBody): Promise<Restriction> {
    const grant = await this.access.requireOrganizer(eventSlug, actorId, 'moderate');
    const until = this.future(body.until);
    const subject = await this.subject(this.repo, grant, actorId, body.user_id);
    await this.db.transaction((tx) => this.silenceIn(tx, grant.event, actorId, subject, body.reason, until));
    this.tellSilenced(grant.event, subject.id, body.reason, until);
    return this.restrictionOf(await this.repo.silences(grant.event.id, this.clock.now(), subject.id), subject.id);
  }

  async liftSilence(eventSlug: string, actorId: number, userId: number): Promise<void> {
    const grant = await this.access.requireOrganizer(eventSlug, actorId, 'moderate');
    const subject = await this.subject(this.repo, grant, actorId, userId);
    await this.db.transaction(async (tx) => {
      const lifted = await new ModerationRepository(tx).deleteSilence(grant.event.id, userId, this.clock.now());
      if (!lifted) throw notFound(moderationMessages.notSilenced);
      await this.log(tx, grant.event, actorId, subject, 'silence_lifted', subject.email, restrictionJson(lifted), null);
    });
    this.silenceCache?.delete(grant.event.id);
    this.realtime.emitToRoom(roomOf(grant.event, userId), 'moderation_silence_lifted', { event_slug: grant.event.slug });
  }

  /** Bans the person, and removes their public messages when asked (answered, to be told once committed). */
  private async banIn(tx: Executor, event: EventRow, actorId: number, subject: Subject, ban: { reason: string; until: Date | null; removeMessages: boolean }): Promise<RemovedMessage[]> {
    const repo = new ModerationRepository(tx);
    const before = (await repo.bans(event.id, this.clock.now())).find((b) => b.userId === subject.id);
    await repo.putBan({ eventId: event.id, userId: subject.id, reason: ban.reason, until: ban.until, createdBy: actorId, createdAt: this.clock.now() });
    const removed = ban.removeMessages ? await removeMessagesAsModerator(tx, this.clock.now(), { senderId: subject.id, eventId: event.id }) : [];
    const after = { ...restrictionJson(ban), remove_messages: ban.removeMessages, messages_removed: removed.length };
    await this.log(tx, event, actorId, subject, 'banned', subject.email, before ? restrictionJson(before) : null, after);
    // Told before the commit: the commit's notice evicts their sockets (on every process), and a notice sent
    // after it could find them gone. Should the commit fail, they were told of a ban that is not: the web
    // app acts only on the eviction, never on this notice alone.
    this.realtime.emitToRoom(roomOf(event, subject.id), 'moderation_banned', { event_slug: event.slug, reason: ban.reason, until: ban.until?.toISOString() ?? null });
    return removed;
  }

  private async silenceIn(tx: Executor, event: EventRow, actorId: number, subject: Subject, reason: string, until: Date): Promise<void> {
    const repo = new ModerationRepository(tx);
    const before = (await repo.silences(event.id, this.clock.now(), subject.id))[0];
    await repo.putSilence({ eventId: event.id, userId: subject.id, reason, until, createdBy: actorId, createdAt: this.clock.now() });
    await this.log(tx, event, actorId, subject, 'silenced', subject.email, before ? restrictionJson(before) : null, restrictionJson({ reason, until }));
  }

  /** This process forgets the banned person at once (the others on the commit's notice). */
  private forgetBanned(event: EventRow, userId: number): void {
    this.access.forgetMember(event.id, userId);
  }

  private tellSilenced(event: EventRow, userId: number, reason: string, until: Date): void {
    this.silenceCache?.delete(event.id);
    this.realtime.emitToRoom(roomOf(event, userId), 'moderation_silenced', { event_slug: event.slug, reason, until: until.toISOString() });
  }

  // ---- reports -----------------------------------------------------------------------------------------

  async report(eventSlug: string, reporterId: number, body: ReportBody): Promise<OwnReport> {
    const { event } = await this.access.require(eventSlug, reporterId);
    let targetUserId: number;
    if (body.message_id !== undefined) {
      const message = await this.repo.message(event.id, body.message_id);
      if (!message) throw notFound(moderationMessages.noSuchMessage);
      targetUserId = message.sender.id;
    } else {
      const person = await this.repo.member(event.id, body.user_id!);
      if (!person) throw notFound(moderationMessages.notInEvent);
      targetUserId = person.id;
    }
    if (targetUserId === reporterId) throw forbidden(moderationMessages.notYourself, moderationErrorCodes.notYourself);
    const row = await this.repo
      .insertReport({
        eventId: event.id, reporterId, targetUserId, kind: body.message_id !== undefined ? 'message' : 'person', messageId: body.message_id ?? null,
        reason: body.reason, createdAt: this.clock.now(),
      })
      .catch((err: unknown) => {
        if (isPgError(err, pgErrorCodes.uniqueViolation)) throw new ApiError(409, moderationMessages.alreadyReported, moderationErrorCodes.alreadyReported);
        if (isPgError(err, pgErrorCodes.foreignKeyViolation)) throw notFound(moderationMessages.noSuchMessage);
        throw err;
      });
    return presentOwnReport(row);
  }

  /**
   * A block that reports the person too (decision 0097), on the block's transaction: queued like any report
   * about a person, source `block`; a report about them from the same person made before stands.
   */
  readonly reportWithBlock: BlockReporter = async (tx, report) => {
    await new ModerationRepository(tx).insertReport(
      { eventId: report.eventId, reporterId: report.reporterId, targetUserId: report.targetUserId, kind: 'person', messageId: null, reason: report.reason, source: 'block', createdAt: report.at },
      { keepEarlier: true },
    );
  };

  async ownReports(eventSlug: string, userId: number): Promise<OwnReport[]> {
    const { event } = await this.access.require(eventSlug, userId);
    return (await this.repo.ownReports(event.id, userId)).map(presentOwnReport);
  }

  /** The open reports grouped by target (a message with its context, or a person), newest first. */
  async queue(eventSlug: string, userId: number): Promise<ReportGroup[]> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'moderate');
    await this.repo.takeRouletteReports(event.id);
    const groups = new Map<string, ReportGroup>();
    const messages = new Map<number, MessageRow | null>();
    for (const report of await this.repo.openReports(event.id)) {
      const key = report.messageId !== null ? `message:${report.messageId}` : `person:${report.targetUserId}`;
      let group = groups.get(key);
      if (!group) {
        let message: MessageRow | null = null;
        let context: MessageRow[] = [];
        if (report.messageId !== null) {
          if (!messages.has(report.messageId)) messages.set(report.messageId, await this.repo.message(event.id, report.messageId));
          message = messages.get(report.messageId) ?? null;
          if (message) context = await this.repo.context(message);
        }
        group = {
          key, person: presentPerson(report.target), message: message && presentMessage(message), context: context.map(presentMessage),
          reports: [], latest_at: report.createdAt.toISOString(),
        };
        groups.set(key, group);
      }
      group.reports.push({ id: report.id, reporter: presentPerson(report.reporter), reason: report.reason, source: reportSource.catch('report').parse(report.source), created_at: report.createdAt.toISOString() });
    }
    return [...groups.values()];
  }

  /** Settles a report and every open one about its target; the reporters hear the outcome. */
  async resolve(eventSlug: string, actorId: number, reportId: number, body: ResolveBody): Promise<number> {
    const grant = await this.access.requireOrganizer(eventSlug, actorId, 'moderate');
    const { event } = grant;
    const report = await this.repo.report(event.id, reportId);
    if (!report || report.state !== 'open') throw notFound();
    const reason = body.reason ?? report.reason;
    const until = body.until ? this.future(body.until) : null;
    if (body.action === 'silence' && !until) throw fieldError('until', moderationMessages.untilNeeded);
    const subject = body.action === 'silence' || body.action === 'ban' ? await this.subject(this.repo, grant, actorId, report.targetUserId) : null;
    const message = report.messageId !== null ? await this.repo.message(event.id, report.messageId) : null;
    if (body.action === 'delete' && !message) throw badRequest(moderationMessages.notAMessageReport);
    const { settled, removed } = await this.db.transaction(async (tx) => {
      const repo = new ModerationRepository(tx);
      const person = subject ?? (await repo.member(event.id, report.targetUserId)) ?? { id: report.targetUserId, firstName: '', lastName: '', email: '', role: 'attendee' };
      const rows = await repo.settle(report, { state: body.action === 'dismiss' ? 'dismissed' : 'actioned', action: body.action, resolvedBy: actorId, resolvedAt: this.clock.now() });
      let removed: RemovedMessage[] = [];
      if (body.action === 'delete' && message) {
        removed = await removeMessagesAsModerator(tx, this.clock.now(), { messageId: message.id, eventId: event.id });
        await this.log(tx, event, actorId, person, 'message_deleted', message.chatName, { text: message.text, reason, message_id: message.id }, { reason });
      }
      if (body.action === 'silence' && subject) await this.silenceIn(tx, event, actorId, subject, reason, until!);
      if (body.action === 'ban' && subject) removed = await this.banIn(tx, event, actorId, subject, { reason, until, removeMessages: false });
      const target = message ? message.chatName : person.email;
      await this.log(tx, event, actorId, person, 'report_resolved', target, null, { action: body.action, reason, until: until?.toISOString() ?? null, reports: rows.map((r) => r.id) });
      return { settled: rows, removed };
    });
    if (body.action === 'silence' && subject) this.tellSilenced(event, subject.id, reason, until!);
    if (body.action === 'ban' && subject) this.forgetBanned(event, subject.id);
    tellRemovedMessages(this.realtime, removed);
    this.tellReporters(event, settled);
    return settled.length;
  }

  private tellReporters(event: EventRow, reports: ModerationReportRow[]): void {
    for (const report of reports) {
      if (report.source === 'roulette') continue;
      this.realtime.emitToRoom(roomOf(event, report.reporterId), 'report_resolved', { event_slug: event.slug, report: presentOwnReport(report) });
    }
  }

  // ---- audit log ---------------------------------------------------------------------------------------

  /** The moderation rows of the change log (owners). */
  async auditLog(eventSlug: string, userId: number, limit: number, offset: number): Promise<{ event: EventRow; count: number; results: ModerationLogEntry[] }> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    const { count, rows } = await this.repo.log(event.id, limit, offset);
    return { event, count, results: rows.map(presentLogEntry) };
  }

  /** One act's row, in the act's own transaction. */
  private async log(tx: Executor, event: EventRow, actorId: number, subject: PersonRow, action: string, target: string, before: unknown, after: unknown): Promise<void> {
    await this.changes.record(tx, { eventId: event.id, actorId, area, action, target, subjectId: subject.id, before, after });
  }

  // ---- helpers -----------------------------------------------------------------------------------------

  /** A moment that must lie ahead (400 on `until` otherwise). */
  private future(iso: string): Date {
    const until = new Date(iso);
    if (until <= this.clock.now()) throw fieldError('until', moderationMessages.untilInPast);
    return until;
  }

  /** The person acted on: on the event's list (404), not the actor (403), no owner when a moderator acts (403). */
  private async subject(repo: ModerationRepository, grant: OrganizerGrant, actorId: number, userId: number): Promise<Subject> {
    if (userId === actorId) throw forbidden(moderationMessages.notYourself, moderationErrorCodes.notYourself);
    const person = await repo.member(grant.event.id, userId);
    if (!person) throw notFound(moderationMessages.notInEvent);
    const actorIsOwner = grant.administrator || grant.role === 'owner';
    if (person.role === 'owner' && !actorIsOwner) throw forbidden(moderationMessages.ownerProtected, moderationErrorCodes.ownerProtected);
    return person;
  }

  private restrictionOf(rows: RestrictionRow[], userId: number): Restriction {
    const row = rows.find((r) => r.userId === userId);
    if (!row) throw notFound();
    return presentRestriction(row);
  }
}

const roomOf = (event: EventRow, userId: number) => rooms.eventUser(event.slug, userId);

/** What the audit log keeps of a ban or silence: its reason and end. */
function restrictionJson(r: { reason: string; until: Date | null }): { reason: string; until: string | null } {
  return { reason: r.reason, until: r.until?.toISOString() ?? null };
}
