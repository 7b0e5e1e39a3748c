import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { escapeHtml, type Mailer, type MailMessage } from '../../platform/mail';
import { presentSender } from '../identity';
import { events } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import type { PresenceFace } from '../presence';
import { PrivateChatRepository } from './private-chat.repository';
import { privateConversations, privateMessageDigests, privateMessages } from './private-chat.schema';

/** How long after the first missed message its digest goes out: later messages join the same mail. */
export const digestDelayMs = 5 * 60_000;
/** A digest whose mail failed is tried again this much later. */
const retryDelayMs = 5 * 60_000;

export interface DigestOptions {
  publicUrl: string;
  appTitle: string;
}

/** The digest mail: every missed message of one conversation, plain text and escaped HTML. */
export function digestMail(input: { to: string; senderName: string; eventName: string; link: string; appTitle: string; texts: string[] }): MailMessage {
  const n = input.texts.length;
  const intro = `${input.senderName} sent you ${n === 1 ? 'a message' : `${n} messages`} in ${input.eventName} while you were away:`;
  return {
    to: input.to,
    subject: `${n === 1 ? 'New message' : `${n} new messages`} from ${input.senderName} (${input.eventName})`.replace(/[\r\n]+/g, ' '),
    text: `${intro}\n\n${input.texts.map((t) => `> ${t.replace(/\n/g, '\n> ')}`).join('\n\n')}\n\nAnswer in ${input.appTitle}: ${input.link}\n`,
    html: `<p>${escapeHtml(intro)}</p>\n${input.texts.map((t) => `<blockquote style="white-space:pre-wrap">${escapeHtml(t)}</blockquote>`).join('\n')}\n<p><a href="${escapeHtml(input.link)}">Answer in ${escapeHtml(input.appTitle)}</a></p>`,
  };
}

/**
 * Digest mails for offline receivers (decision 0021). A message asking for mail to an offline receiver
 * owes one digest per conversation (a row, durable across restarts); `processDue` sends those due, each
 * taken by one process only (FOR UPDATE SKIP LOCKED), never to someone online at that moment, and with
 * only the messages still unread.
 */
export class DigestQueue {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly presence: PresenceFace,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly options: DigestOptions,
  ) {}

  /** Owes the receiver a digest of the sender's messages, unless one is owed already (it keeps its due time). */
  async owe(eventId: number, receiverId: number, senderId: number): Promise<void> {
    await this.db
      .insert(privateMessageDigests)
      .values({ eventId, receiverId, senderId, dueAt: new Date(this.clock.now().getTime() + digestDelayMs) })
      .onConflictDoNothing();
  }

  /** Sends every digest due now (at most `max`); answers how many mails went out. */
  async processDue(max = 100): Promise<number> {
    let sent = 0;
    for (let i = 0; i < max; i++) {
      const outcome = await this.db.transaction(async (tx) => this.processOne(tx));
      if (outcome === 'none') break;
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  }

  private async processOne(tx: Executor): Promise<'none' | 'sent' | 'dropped' | 'failed'> {
    const [due] = await tx
      .select()
      .from(privateMessageDigests)
      .where(lte(privateMessageDigests.dueAt, this.clock.now()))
      .orderBy(asc(privateMessageDigests.dueAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return 'none';
    const key = and(
      eq(privateMessageDigests.eventId, due.eventId),
      eq(privateMessageDigests.receiverId, due.receiverId),
      eq(privateMessageDigests.senderId, due.senderId),
    );
    // Online now: the app shows what they missed; no mail.
    if (await this.presence.isOnline(due.receiverId, due.eventId)) {
      await tx.delete(privateMessageDigests).where(key);
      return 'dropped';
    }
    const missed = await tx
      .select({ id: privateMessages.id, text: privateMessages.text })
      .from(privateMessages)
      .innerJoin(privateConversations, eq(privateConversations.id, privateMessages.conversationId))
      .where(
        and(
          eq(privateConversations.eventId, due.eventId),
          eq(privateMessages.receiverId, due.receiverId),
          eq(privateMessages.senderId, due.senderId),
          isNull(privateMessages.readAt),
          eq(privateMessages.shouldSendEmail, true),
          eq(privateMessages.sentEmail, false),
        ),
      )
      .orderBy(asc(privateMessages.id));
    const repo = new PrivateChatRepository(tx);
    const people = await repo.members(due.eventId, [due.receiverId, due.senderId]);
    const receiver = people.get(due.receiverId);
    const sender = people.get(due.senderId);
    const [event] = await tx.select({ slug: events.slug, name: events.name }).from(events).where(eq(events.id, due.eventId)).limit(1);
    if (missed.length === 0 || !receiver?.isActive || !sender || !event) {
      await tx.delete(privateMessageDigests).where(key);
      return 'dropped';
    }
    const shown = presentSender(sender);
    const mail = digestMail({
      to: receiver.email,
      senderName: `${shown.first_name} ${shown.last_name}`.trim(),
      eventName: event.name,
      link: `${this.options.publicUrl}/${event.slug}`,
      appTitle: this.options.appTitle,
      texts: missed.map((m) => m.text),
    });
    try {
      await this.mailer.send(mail);
    } catch (err) {
      this.logger.error({ err, receiver: due.receiverId }, 'private message digest not sent; trying again later');
      await tx.update(privateMessageDigests).set({ dueAt: new Date(this.clock.now().getTime() + retryDelayMs) }).where(key);
      return 'failed';
    }
    await tx.update(privateMessages).set({ sentEmail: true }).where(inArray(privateMessages.id, missed.map((m) => m.id)));
    await tx.delete(privateMessageDigests).where(key);
    return 'sent';
  }
}
