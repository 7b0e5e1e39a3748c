import nodemailer, { type Transporter } from 'nodemailer';
import { desc } from 'drizzle-orm';
import { catalogueLocales, fallbackLocale, type CatalogueLocale, type OutboxMessage } from '@foyer/contracts';
import type { Db } from './db/database';
import { devOutbox } from './rate-limit.schema';
import type { Clock } from './clock';
import type { Logger } from './logger';
import { ApiError } from './http/errors';

/** Maps an event language (`de-DE`, `nl-NL`, `en`, …) to a catalogue; unknown ones fall back to en-US. */
export function mailLocale(language: string): CatalogueLocale {
  const exact = catalogueLocales.find((l) => l.toLowerCase() === language.toLowerCase());
  if (exact) return exact;
  const base = language.split(/[-_]/)[0]?.toLowerCase();
  return catalogueLocales.find((l) => l.split('-')[0]?.toLowerCase() === base) ?? fallbackLocale;
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

/** The refusal of a request whose mail the mail server did not take (503; nothing of it counts as sent). */
export const mailNotSent = (cause: unknown) =>
  Object.assign(new ApiError(503, 'The e-mail could not be sent. Please try again in a minute.', 'mail_failed'), { cause });

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/**
 * Sends mail over SMTP (`SMTP_URL`). Without it, outside production, mail is kept in the dev outbox
 * table instead, so every server process sees the same outbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly opts: { smtpUrl?: string; from: string; db: Db; clock: Clock; logger: Logger },
  ) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  get usesOutbox(): boolean {
    return this.transport === null;
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.opts.from, ...message });
      this.opts.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await this.opts.db.insert(devOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      sentAt: this.opts.clock.now(),
    });
    this.opts.logger.info({ to: message.to, subject: message.subject }, 'mail kept in the dev outbox');
  }

  async outbox(limit = 100): Promise<OutboxMessage[]> {
    const rows = await this.opts.db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
    return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, sent_at: r.sentAt.toISOString() }));
  }

  close(): void {
    this.transport?.close();
  }
}
