import type { CatalogueLocale } from '@foyer/contracts';
import { escapeHtml, mailLocale, type MailMessage } from '../../platform/mail';

interface InvitationTexts {
  subject(event: string): string;
  greeting(name: string): string;
  body(event: string): string;
  when(start: string, end: string): string;
  open: string;
  howTo: string;
}

/** "You are invited" in the four catalogue languages; the event's language picks one. */
const catalogue: Record<CatalogueLocale, InvitationTexts> = {
  'en-US': {
    subject: (event) => `You are invited to ${event}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (event) => `You are invited to ${event}.`,
    when: (start, end) => (start === end ? `It takes place on ${start}.` : `It takes place from ${start} to ${end}.`),
    open: 'Enter the event:',
    howTo: 'Your e-mail address is filled in on the entry page: ask for a code there and sign in with the code we mail you.',
  },
  nl: {
    subject: (event) => `Je bent uitgenodigd voor ${event}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    body: (event) => `Je bent uitgenodigd voor ${event}.`,
    when: (start, end) => (start === end ? `Het vindt plaats op ${start}.` : `Het vindt plaats van ${start} tot ${end}.`),
    open: 'Naar het evenement:',
    howTo: 'Je e-mailadres staat al ingevuld op de toegangspagina: vraag daar een code aan en log in met de code die we je mailen.',
  },
  de: {
    subject: (event) => `Sie sind zu ${event} eingeladen`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    body: (event) => `Sie sind zu ${event} eingeladen.`,
    when: (start, end) => (start === end ? `Die Veranstaltung findet am ${start} statt.` : `Die Veranstaltung findet vom ${start} bis ${end} statt.`),
    open: 'Zur Veranstaltung:',
    howTo: 'Ihre E-Mail-Adresse ist auf der Einstiegsseite schon eingetragen: Fordern Sie dort einen Code an und melden Sie sich mit dem Code an, den wir Ihnen senden.',
  },
  'vi-VN': {
    subject: (event) => `Bạn được mời tham dự ${event}`,
    greeting: (name) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    body: (event) => `Bạn được mời tham dự ${event}.`,
    when: (start, end) => (start === end ? `Sự kiện diễn ra vào ${start}.` : `Sự kiện diễn ra từ ${start} đến ${end}.`),
    open: 'Vào sự kiện:',
    howTo: 'Địa chỉ email của bạn đã được điền sẵn trên trang vào sự kiện: hãy yêu cầu mã ở đó và đăng nhập bằng mã chúng tôi gửi cho bạn.',
  },
};

export interface InvitationMailInput {
  to: string;
  firstName: string;
  language: string;
  eventName: string;
  /** `YYYY-MM-DD`, the event's calendar days. */
  startDate: string;
  endDate: string;
  /** The entry page with the address filled in. */
  link: string;
}

/** The event's days as the language writes a date (calendar days: no time zone moves them). */
function day(locale: CatalogueLocale, isoDay: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The invitation to an event's list. Organiser texts (the event's name) are escaped in the HTML. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const locale = mailLocale(input.language);
  const t = catalogue[locale];
  const lines = [
    t.greeting(input.firstName), t.body(input.eventName), t.when(day(locale, input.startDate), day(locale, input.endDate)), `${t.open} ${input.link}`, t.howTo,
  ];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(lines[0]!)}</p>
<p>${escapeHtml(lines[1]!)} ${escapeHtml(lines[2]!)}</p>
<p>${escapeHtml(t.open)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.eventName)}</a></p>
<p style="color:#666">${escapeHtml(t.howTo)}</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.eventName).replace(/[\r\n]+/g, ' '), text: `${lines.join('\n\n')}\n`, html };
}

/** The entry page of the event with the address filled in (the web app reads `email`). */
export function entryLink(publicUrl: string, eventSlug: string, email: string): string {
  return `${publicUrl}/${encodeURIComponent(eventSlug)}/enterevent?email=${encodeURIComponent(email)}`;
}
