import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { EventAccess } from '../identity';
import type { Executor } from '../../platform/db/database';
import { contactMail } from './contact.mail';
import { ContactRepository } from './contact.repository';

/**
 * Support questions (reception widget): stored, then mailed to the event's contact address — or, when
 * the event has none, to its owners — with the sender's name and e-mail as reply-to.
 */
export class ContactService {
  private readonly repo: ContactRepository;

  constructor(
    db: Executor,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {
    this.repo = new ContactRepository(db);
  }

  async send(eventSlug: string, userId: number, message: string): Promise<{ id: number }> {
    const { event } = await this.access.require(eventSlug, userId);
    const sender = await this.repo.sender(userId);
    if (!sender) throw new Error(`contact sender ${userId} vanished`);
    const stored = await this.repo.insert({ eventId: event.id, userId, message, createdAt: this.clock.now() });
    const recipients = event.contactEmail ? [event.contactEmail] : await this.repo.ownerEmails(event.id);
    const senderName = `${sender.firstName} ${sender.lastName}`.trim() || sender.email;
    try {
      for (const to of recipients) {
        await this.mailer.send(contactMail({ to, eventName: event.name, senderName, senderEmail: sender.email, message }));
      }
      if (recipients.length > 0) await this.repo.markMailed(stored.id, recipients, this.clock.now());
      else this.logger.warn({ event: event.slug, contact: stored.id }, 'contact question kept, but the event has no contact address and no owner');
    } catch (err) {
      // The question is kept (mailed_at stays null); the person is not asked to send it again.
      this.logger.error({ err, event: event.slug, contact: stored.id }, 'mailing a contact question failed');
    }
    return { id: stored.id };
  }
}
