import type { CatalogueLocale } from '@foyer/contracts';
import { type MailMessage, escapeHtml, mailLocale } from '../../platform/mail';

interface SeatMailTexts {
  subject(meeting: string): string;
  greeting(name: string): string;
  body(meeting: string, event: string): string;
  when(start: string): string;
  open: string;
  unregister: string;
}

/** "A seat freed up and it is yours" in the four catalogue languages; the event's language picks one. */
const catalogue: Record<CatalogueLocale, SeatMailTexts> = {
  'en-US': {
    subject: (meeting) => `You have a seat in ${meeting}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (meeting, event) => `A seat freed up in "${meeting}" at ${event}, and you were first on the waitlist: you are now registered.`,
    when: (start) => `The meeting starts ${start}.`,
    open: 'Open the meeting:',
    unregister: 'If you can no longer come, unregister there so that the next person gets your seat.',
  },
  nl: {
    subject: (meeting) => `Je hebt een plek in ${meeting}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    body: (meeting, event) => `Er is een plek vrijgekomen in "${meeting}" bij ${event} en jij stond als eerste op de wachtlijst: je bent nu ingeschreven.`,
    when: (start) => `De meeting begint ${start}.`,
    open: 'Open de meeting:',
    unregister: 'Kun je niet meer komen? Schrijf je daar dan uit, zodat de volgende je plek krijgt.',
  },
  de: {
    subject: (meeting) => `Sie haben einen Platz in ${meeting}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    body: (meeting, event) => `In „${meeting}“ bei ${event} ist ein Platz frei geworden, und Sie standen als Erste(r) auf der Warteliste: Sie sind jetzt angemeldet.`,
    when: (start) => `Das Meeting beginnt ${start}.`,
    open: 'Zum Meeting:',
    unregister: 'Wenn Sie nicht mehr kommen können, melden Sie sich dort ab, damit die nächste Person Ihren Platz bekommt.',
  },
  'vi-VN': {
    subject: (meeting) => `Bạn đã có chỗ trong ${meeting}`,
    greeting: (name) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    body: (meeting, event) => `Một chỗ trong "${meeting}" tại ${event} vừa trống và bạn đứng đầu danh sách chờ: bạn đã được đăng ký.`,
    when: (start) => `Cuộc họp bắt đầu lúc ${start}.`,
    open: 'Mở cuộc họp:',
    unregister: 'Nếu bạn không thể tham dự nữa, hãy hủy đăng ký ở đó để người tiếp theo có chỗ của bạn.',
  },
};

export interface SeatMailInput {
  to: string;
  firstName: string;
  language: string;
  timeZone: string;
  eventName: string;
  meetingTitle: string;
  startsAt: Date;
  link: string;
}

/** The mail to the person the waitlist just registered. Organiser texts (names, titles) are escaped in the HTML. */
export function seatMail(input: SeatMailInput): MailMessage {
  const locale = mailLocale(input.language);
  const t = catalogue[locale];
  const start = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: input.timeZone }).format(input.startsAt);
  const lines = [t.greeting(input.firstName), t.body(input.meetingTitle, input.eventName), t.when(start), `${t.open} ${input.link}`, t.unregister];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(lines[0]!)}</p>
<p>${escapeHtml(lines[1]!)}</p>
<p>${escapeHtml(lines[2]!)}</p>
<p>${escapeHtml(t.open)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.meetingTitle)}</a></p>
<p style="color:#666">${escapeHtml(t.unregister)}</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.meetingTitle).replace(/[\r\n]+/g, ' '), text: `${lines.join('\n\n')}\n`, html };
}
