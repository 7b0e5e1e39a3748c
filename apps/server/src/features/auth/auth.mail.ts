import type { CatalogueLocale } from '@foyer/contracts';
import { escapeHtml, mailLocale, type MailMessage } from '../../platform/mail';

interface CodeMailTexts {
  subject(event: string, code: string): string;
  greeting: string;
  intro(event: string): string;
  validity(minutes: number): string;
  ignore: string;
}

/** The sign-in mail in the four catalogue languages; the event's language picks one. */
const catalogue: Record<CatalogueLocale, CodeMailTexts> = {
  'en-US': {
    subject: (event, code) => `${code} is your code for ${event}`,
    greeting: 'Hello,',
    intro: (event) => `Use this code to sign in to ${event}:`,
    validity: (minutes) => `The code works once and for ${minutes} minutes.`,
    ignore: 'If you did not ask for it, you can ignore this e-mail; nobody can sign in without the code.',
  },
  nl: {
    subject: (event, code) => `${code} is je code voor ${event}`,
    greeting: 'Hallo,',
    intro: (event) => `Gebruik deze code om in te loggen bij ${event}:`,
    validity: (minutes) => `De code werkt één keer en is ${minutes} minuten geldig.`,
    ignore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren; zonder de code kan niemand inloggen.',
  },
  de: {
    subject: (event, code) => `${code} ist Ihr Code für ${event}`,
    greeting: 'Hallo,',
    intro: (event) => `Mit diesem Code melden Sie sich bei ${event} an:`,
    validity: (minutes) => `Der Code gilt einmal und ${minutes} Minuten lang.`,
    ignore: 'Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren; ohne den Code kann sich niemand anmelden.',
  },
  'vi-VN': {
    subject: (event, code) => `${code} là mã đăng nhập của bạn cho ${event}`,
    greeting: 'Xin chào,',
    intro: (event) => `Hãy dùng mã này để đăng nhập vào ${event}:`,
    validity: (minutes) => `Mã chỉ dùng được một lần và có hiệu lực trong ${minutes} phút.`,
    ignore: 'Nếu bạn không yêu cầu mã này, bạn có thể bỏ qua email này; không ai có thể đăng nhập nếu không có mã.',
  },
};

/** The mail that carries a sign-in code; the event name is organiser input, so it is escaped in the HTML. */
export function codeMail(opts: { to: string; language: string; eventName: string; code: string; ttlSeconds: number }): MailMessage {
  const t = catalogue[mailLocale(opts.language)];
  const minutes = Math.round(opts.ttlSeconds / 60);
  // Mail headers are single lines: a newline in an event name must not reach the subject.
  const subjectEvent = opts.eventName.replace(/[\r\n]+/g, ' ');
  const text = [t.greeting, '', t.intro(opts.eventName), '', `    ${opts.code}`, '', t.validity(minutes), '', t.ignore, ''].join('\n');
  const html = `<!doctype html><html lang="${mailLocale(opts.language)}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro(opts.eventName))}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(opts.code)}</p>
<p>${escapeHtml(t.validity(minutes))}</p>
<p style="color:#666">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to: opts.to, subject: t.subject(subjectEvent, opts.code), text, html };
}
