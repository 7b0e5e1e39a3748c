import { searchWords } from '@foyer/domain';
import {
  invitationErrorCodes, invitationLimits, invitationMessages,
  type Invitation, type InvitationImportReply, type InvitationImportRow, type InvitationRowStatus,
} from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { ApiError, notFound } from '../../platform/http/errors';
import { mailNotSent, type Mailer } from '../../platform/mail';
import type { ChangeLog, EventAccess, EventRow } from '../identity';
import { readInvitationCsv, writeInvitationCsv, type ReadRow } from './invitations.csv';
import { entryLink, invitationMail } from './invitations.mail';
import { InvitationsRepository, type InvitationView, type KnownPerson } from './invitations.repository';

/** Equal ignoring order: tags are a set. */
const sameTags = (a: string[], b: string[]) => {
  const norm = (tags: string[]) => [...new Set(tags.map((t) => t.toLowerCase()))].sort().join('\n');
  return norm(a) === norm(b);
};

/**
 * The organiser console's invite list (decision 0083): people on an event's list who have not entered it,
 * imported from CSV, mailed an invitation in the event's language, taken off again, exported. Owners and
 * instance administrators only; every write is one transaction with its change-log entry.
 */
export class InvitationsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly changes: ChangeLog,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  private async guard(eventSlug: string, userId: number): Promise<EventRow> {
    return (await this.access.requireOrganizer(eventSlug, userId, 'owner')).event;
  }

  async list(eventSlug: string, userId: number, query: { search?: string; limit: number; offset: number }): Promise<{ count: number; results: Invitation[] }> {
    const event = await this.guard(eventSlug, userId);
    const { count, rows } = await new InvitationsRepository(this.db).list(event.id, searchWords(query.search), query.limit, query.offset);
    return { count, results: await this.present(rows) };
  }

  async exportCsv(eventSlug: string, userId: number): Promise<{ event: EventRow; csv: string }> {
    const event = await this.guard(eventSlug, userId);
    return { event, csv: writeInvitationCsv(await this.present(await new InvitationsRepository(this.db).all(event.id))) };
  }

  /**
   * Reads the CSV and says what each row does; without `dryRun` writes the good rows in one transaction
   * (a re-imported address updates its person) and reports the bad ones, which are never written.
   */
  async import(eventSlug: string, userId: number, file: Buffer, dryRun: boolean): Promise<InvitationImportReply> {
    const event = await this.guard(eventSlug, userId);
    const rows = readInvitationCsv(file);
    const repo = new InvitationsRepository(this.db);
    const known = await repo.known(event.id, rows.flatMap((r) => (r.valid ? [r.valid.email] : [])));
    const tags = await new InvitationsRepository(this.db).tagTexts([...known.values()].flatMap((p) => (p.memberId === null ? [] : [p.memberId])));
    const judged = rows.map((row) => judge(row, known.get(row.valid?.email ?? ''), tags));
    const reply = summary(judged, dryRun);
    if (dryRun) return reply;
    const writes = judged.filter((r) => r.status === 'new' || r.status === 'update');
    if (writes.length === 0) return reply;
    await this.db.transaction(async (tx) => {
      const members = await new InvitationsRepository(tx).putOnList(event.id, userId, writes.map((r) => r.valid!), this.clock.now());
      await new InvitationsRepository(tx).replaceTags(event.id, new Map(writes.map((r) => [members.get(r.valid!.email)!, r.valid!.tags])));
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, area: 'invitations', action: 'imported', target: `${reply.created} new, ${reply.updated} updated`,
        after: { new: writes.filter((r) => r.status === 'new').map((r) => r.email), updated: writes.filter((r) => r.status === 'update').map((r) => r.email) },
      });
    });
    return reply;
  }

  /** Mails the invitation to these people (without ids: to everyone not mailed yet), a batch at a time. */
  async send(eventSlug: string, userId: number, ids: number[] | undefined): Promise<{ sent: number; remaining: number }> {
    const event = await this.guard(eventSlug, userId);
    const repo = new InvitationsRepository(this.db);
    const targets = ids ? await repo.all(event.id, ids) : await repo.unsent(event.id);
    const batch = targets.slice(0, invitationLimits.mailsPerCall);
    const sent: InvitationView[] = [];
    try {
      for (const invitation of batch) {
        await this.mail(event, invitation);
        sent.push(invitation);
      }
    } finally {
      // What went out is logged, also when the mail server stopped taking mail half-way.
      if (sent.length > 0) {
        await this.changes.record(this.db, {
          eventId: event.id, actorId: userId, area: 'invitations', action: 'sent', target: `${sent.length} invitations`, after: { to: sent.map((b) => b.email) },
        });
      }
    }
    return { sent: sent.length, remaining: targets.length - sent.length };
  }

  /** Mails one invitation again; 409 once they entered, or when one went out less than a minute ago. */
  async resend(eventSlug: string, userId: number, personId: number): Promise<Invitation> {
    const event = await this.guard(eventSlug, userId);
    const invitation = await this.requireInvitation(event, personId);
    const lastSent = invitation.lastSentAt?.getTime() ?? -Infinity;
    if (this.clock.now().getTime() - lastSent < invitationLimits.resendAfterSeconds * 1000) {
      throw new ApiError(409, invitationMessages.sentJustNow, invitationErrorCodes.sentJustNow);
    }
    await this.mail(event, invitation);
    await this.changes.record(this.db, { eventId: event.id, actorId: userId, area: 'invitations', action: 'sent', target: invitation.email, subjectId: personId });
    const [again] = await this.present(await new InvitationsRepository(this.db).all(event.id, [personId]));
    return again!;
  }

  /** Takes an invitation off the list; 409 once the person entered (the people list removes them then). */
  async remove(eventSlug: string, userId: number, personId: number): Promise<void> {
    const event = await this.guard(eventSlug, userId);
    const invitation = await this.requireInvitation(event, personId);
    await this.db.transaction(async (tx) => {
      if (!(await new InvitationsRepository(tx).removeUnentered(event.id, personId))) throw enteredError();
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, area: 'invitations', action: 'removed', target: invitation.email, subjectId: personId,
        before: { email: invitation.email, first_name: invitation.firstName, last_name: invitation.lastName },
      });
    });
    this.access.forgetMember(event.id, personId);
  }

  private async requireInvitation(event: EventRow, personId: number): Promise<InvitationView> {
    const repo = new InvitationsRepository(this.db);
    const member = await repo.member(event.id, personId);
    if (!member) throw notFound();
    if (member.entered) throw enteredError();
    const [invitation] = await repo.all(event.id, [personId]);
    if (!invitation) throw notFound();
    return invitation;
  }

  private async mail(event: EventRow, invitation: InvitationView): Promise<void> {
    const message = invitationMail({
      to: invitation.email, firstName: invitation.firstName, language: event.language, eventName: event.name,
      startDate: event.startDate, endDate: event.endDate, link: entryLink(this.publicUrl, event.slug, invitation.email),
    });
    try {
      await this.mailer.send(message);
    } catch (err) {
      throw mailNotSent(err);
    }
    await new InvitationsRepository(this.db).markSent(invitation.memberId, this.clock.now());
  }

  private async present(rows: InvitationView[]): Promise<Invitation[]> {
    const tags = await new InvitationsRepository(this.db).tagTexts(rows.map((r) => r.memberId));
    return rows.map((r) => ({
      id: r.userId, email: r.email, first_name: r.firstName, last_name: r.lastName, tags: tags.get(r.memberId) ?? [],
      invited_at: r.invitedAt?.toISOString() ?? null, last_sent_at: r.lastSentAt?.toISOString() ?? null, sent_count: r.sentCount,
    }));
  }
}

const enteredError = () => new ApiError(409, invitationMessages.entered, invitationErrorCodes.entered);

interface JudgedRow extends InvitationImportRow {
  valid: ReadRow['valid'];
}

/** What the import does with a row, given the account and list place its address has. */
function judge(row: ReadRow, person: KnownPerson | undefined, tags: Map<number, string[]>): JudgedRow {
  const { shown } = row;
  const base = { row: row.row, email: shown.email, first_name: shown.first_name, last_name: shown.last_name, tags: shown.tags, valid: row.valid };
  if (!row.valid) return { ...base, status: 'invalid', errors: row.errors };
  if (person?.removed) return { ...base, valid: null, status: 'invalid', errors: { email: [invitationMessages.removedAccount] } };
  let status: InvitationRowStatus = 'new';
  if (person && person.memberId !== null) {
    const renames = !person.signedInEver && ((row.valid.first_name && row.valid.first_name !== person.firstName) || (row.valid.last_name && row.valid.last_name !== person.lastName));
    status = renames || !sameTags(tags.get(person.memberId) ?? [], row.valid.tags) ? 'update' : 'unchanged';
  }
  return { ...base, status, errors: {} };
}

function summary(rows: JudgedRow[], dryRun: boolean): InvitationImportReply {
  const counted = (status: InvitationRowStatus) => rows.filter((r) => r.status === status).length;
  return {
    dry_run: dryRun,
    total: rows.length,
    created: counted('new'),
    updated: counted('update'),
    unchanged: counted('unchanged'),
    invalid: counted('invalid'),
    rows: rows.map(({ valid: _valid, ...row }) => row),
    errors: rows.filter((r) => r.status === 'invalid').map((r) => ({ row: r.row, email: r.email, errors: r.errors })),
  };
}
