import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contactInboxCodes, contactInboxMessages, type ContactQuestion } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { ApiError, notFound } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail';
import type { ChangeLog, EventAccess, EventRow } from '../identity';
import { users } from '../identity/accounts.schema';
import { contactAnswerMail } from './contact.mail';
import { contactMessages } from './contact.schema';

type State = 'unanswered' | 'answered' | 'all';

const answerers = alias(users, 'answerers');
const columns = {
  question: contactMessages,
  asker: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  answerer: { firstName: answerers.firstName, lastName: answerers.lastName, email: answerers.email },
};

function stateFilter(state: State) {
  if (state === 'answered') return isNotNull(contactMessages.answeredAt);
  if (state === 'unanswered') return isNull(contactMessages.answeredAt);
  return undefined;
}

type Row = Awaited<ReturnType<typeof select>>[number];
const select = (db: Executor) =>
  db.select(columns).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.userId)).leftJoin(answerers, eq(answerers.id, contactMessages.answeredById));

function present({ question, asker, answerer }: Row): ContactQuestion {
  return {
    id: question.id,
    message: question.message,
    asked_at: question.createdAt.toISOString(),
    asker: asker ? { id: asker.id, first_name: asker.firstName, last_name: asker.lastName, email: asker.email } : null,
    answer: question.answer,
    answered_at: question.answeredAt?.toISOString() ?? null,
    answered_by: answerer ? `${answerer.firstName} ${answerer.lastName}`.trim() || answerer.email : null,
  };
}

/**
 * The console's help and contact inbox (issue 28): the reception's questions of an event, for its owners and
 * the instance's administrators; an answer is mailed to the asker inside the transaction that keeps it, so a
 * question is marked answered only when its mail went out, with its change-log entry.
 */
export class ContactInbox {
  constructor(
    private readonly db: Db,
    private readonly access: EventAccess,
    private readonly changes: ChangeLog,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async questions(eventSlug: string, userId: number, query: { state: State; limit: number; offset: number }) {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    const where = and(eq(contactMessages.eventId, event.id), stateFilter(query.state));
    const [rows, [total], [open]] = await Promise.all([
      select(this.db).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(query.limit).offset(query.offset),
      this.db.select({ n: count() }).from(contactMessages).where(where),
      this.db.select({ n: count() }).from(contactMessages).where(and(eq(contactMessages.eventId, event.id), isNull(contactMessages.answeredAt))),
    ]);
    return { count: total?.n ?? 0, unanswered: open?.n ?? 0, results: rows.map(present) };
  }

  async answer(eventSlug: string, userId: number, questionId: number, text: string): Promise<ContactQuestion> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    return this.db.transaction(async (tx) => {
      // Locked: two organisers answering at once, the second waits and finds it answered.
      const [locked] = await tx.select().from(contactMessages).where(and(eq(contactMessages.id, questionId), eq(contactMessages.eventId, event.id))).for('update');
      if (!locked) throw notFound();
      if (locked.answeredAt) throw new ApiError(409, contactInboxMessages.alreadyAnswered, contactInboxCodes.alreadyAnswered);
      const [found] = await select(tx).where(eq(contactMessages.id, questionId));
      if (!found?.asker) throw new ApiError(409, contactInboxMessages.noAsker, contactInboxCodes.noAsker);
      await tx.update(contactMessages).set({ answer: text, answeredAt: this.clock.now(), answeredById: userId }).where(eq(contactMessages.id, questionId));
      const [after] = await select(tx).where(eq(contactMessages.id, questionId));
      const answered = present(after!);
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, area: 'contact', action: 'question_answered', target: found.asker.email,
        before: { message: locked.message }, after: { answer: text },
      });
      await this.mail(event, found.asker, locked.message, text);
      return answered;
    });
  }

  /** Mailed last in the transaction: a mail that cannot go out leaves the question unanswered. */
  private async mail(event: EventRow, asker: NonNullable<Row['asker']>, question: string, answer: string): Promise<void> {
    try {
      await this.mailer.send(contactAnswerMail({ to: asker.email, eventName: event.name, askerName: `${asker.firstName} ${asker.lastName}`.trim(), question, answer, replyTo: event.contactEmail }));
    } catch {
      throw new ApiError(503, contactInboxMessages.mailFailed, contactInboxCodes.mailFailed);
    }
  }
}
