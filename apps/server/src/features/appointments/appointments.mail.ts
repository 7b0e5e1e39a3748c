import type { CatalogueLocale } from '@foyer/contracts';
import { escapeHtml, mailLocale, type MailMessage } from '../../platform/mail';

/** What an appointment mail tells: a new request, or the other party's answer. */
export type AppointmentNews = 'PENDING' | 'ACCEPTED' | 'DENIED' | 'CANCELLED';

interface Texts {
  subject: Record<AppointmentNews, (name: string, subject: string) => string>;
  when: string;
  where: string;
  online: string;
  open(app: string): string;
}

/** The appointment mails in the four catalogue languages; the event's language picks one, as for every mail. */
const catalogue: Record<CatalogueLocale, Texts> = {
  'en-US': {
    subject: {
      PENDING: (n, s) => `${n} would like to meet you: ${s}`,
      ACCEPTED: (n, s) => `${n} accepted your appointment: ${s}`,
      DENIED: (n, s) => `${n} declined your appointment: ${s}`,
      CANCELLED: (n, s) => `${n} cancelled the appointment: ${s}`,
    },
    when: 'When',
    where: 'Where',
    online: 'Online, by video call',
    open: (app) => `Open ${app}`,
  },
  nl: {
    subject: {
      PENDING: (n, s) => `${n} wil graag met je afspreken: ${s}`,
      ACCEPTED: (n, s) => `${n} heeft je afspraak geaccepteerd: ${s}`,
      DENIED: (n, s) => `${n} heeft je afspraak afgewezen: ${s}`,
      CANCELLED: (n, s) => `${n} heeft de afspraak geannuleerd: ${s}`,
    },
    when: 'Wanneer',
    where: 'Waar',
    online: 'Online, via videogesprek',
    open: (app) => `Open ${app}`,
  },
  de: {
    subject: {
      PENDING: (n, s) => `${n} möchte Sie treffen: ${s}`,
      ACCEPTED: (n, s) => `${n} hat Ihren Termin angenommen: ${s}`,
      DENIED: (n, s) => `${n} hat Ihren Termin abgelehnt: ${s}`,
      CANCELLED: (n, s) => `${n} hat den Termin abgesagt: ${s}`,
    },
    when: 'Wann',
    where: 'Wo',
    online: 'Online, per Videoanruf',
    open: (app) => `${app} öffnen`,
  },
  'vi-VN': {
    subject: {
      PENDING: (n, s) => `${n} muốn gặp bạn: ${s}`,
      ACCEPTED: (n, s) => `${n} đã chấp nhận cuộc hẹn của bạn: ${s}`,
      DENIED: (n, s) => `${n} đã từ chối cuộc hẹn của bạn: ${s}`,
      CANCELLED: (n, s) => `${n} đã hủy cuộc hẹn: ${s}`,
    },
    when: 'Thời gian',
    where: 'Địa điểm',
    online: 'Trực tuyến, qua cuộc gọi video',
    open: (app) => `Mở ${app}`,
  },
};

export interface AppointmentMailInput {
  to: string;
  news: AppointmentNews;
  language: string;
  timeZone: string;
  /** Who acted, as the receiver of the mail may see them. */
  actorName: string;
  subject: string;
  start: Date;
  end: Date;
  location: string;
  link: string;
  appTitle: string;
}

/** The mail to a party who is offline when the other requests, answers or cancels. */
export function appointmentMail(input: AppointmentMailInput): MailMessage {
  const locale = mailLocale(input.language);
  const t = catalogue[locale];
  const range = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: input.timeZone }).formatRange(input.start, input.end);
  const when = `${range} (${input.timeZone})`;
  const where = input.location || t.online;
  // Mail headers are single lines: names and subjects are people's input.
  const subject = t.subject[input.news](input.actorName, input.subject).replace(/[\r\n]+/g, ' ');
  const text = `${subject}\n\n${t.when}: ${when}\n${t.where}: ${where}\n\n${t.open(input.appTitle)}: ${input.link}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p><strong>${escapeHtml(subject)}</strong></p>
<p>${escapeHtml(t.when)}: ${escapeHtml(when)}<br>${escapeHtml(t.where)}: ${escapeHtml(where)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.open(input.appTitle))}</a></p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
