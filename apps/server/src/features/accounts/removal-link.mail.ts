import type { CatalogueLocale } from '@foyer/contracts';
import { type MailMessage, escapeHtml, mailLocale } from '../../platform/mail';

interface RemovalLinkTexts {
  subject(app: string): string;
  greeting: string;
  asked(app: string): string;
  open(minutes: number): string;
  button: string;
  confirmFirst: string;
  noAccount: string;
  ignore: string;
}

/** The removal-link mail in the four catalogue languages (decision 0074). */
const catalogue: Record<CatalogueLocale, RemovalLinkTexts> = {
  'en-US': {
    subject: (app) => `Removing your ${app} account`,
    greeting: 'Hello,',
    asked: (app) => `Someone, hopefully you, asked to remove the ${app} account of this e-mail address.`,
    open: (minutes) => `Open this link within ${minutes} minutes to go to the removal page:`,
    button: 'Go to the removal page',
    confirmFirst: 'The page asks you once more before anything is removed. The link works once.',
    noAccount: 'No account uses this e-mail address, so there is nothing to remove.',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
  },
  nl: {
    subject: (app) => `Je ${app}-account verwijderen`,
    greeting: 'Hallo,',
    asked: (app) => `Iemand, hopelijk jij, heeft gevraagd het ${app}-account van dit e-mailadres te verwijderen.`,
    open: (minutes) => `Open deze link binnen ${minutes} minuten om naar de verwijderpagina te gaan:`,
    button: 'Naar de verwijderpagina',
    confirmFirst: 'De pagina vraagt het je nog één keer voordat er iets wordt verwijderd. De link werkt één keer.',
    noAccount: 'Geen enkel account gebruikt dit e-mailadres, dus er valt niets te verwijderen.',
    ignore: 'Heb je hier niet om gevraagd? Negeer dan deze e-mail: er verandert niets.',
  },
  de: {
    subject: (app) => `Löschen Ihres ${app}-Kontos`,
    greeting: 'Hallo,',
    asked: (app) => `Jemand, hoffentlich Sie, hat darum gebeten, das ${app}-Konto dieser E-Mail-Adresse zu löschen.`,
    open: (minutes) => `Öffnen Sie diesen Link innerhalb von ${minutes} Minuten, um zur Löschseite zu gelangen:`,
    button: 'Zur Löschseite',
    confirmFirst: 'Die Seite fragt Sie noch einmal, bevor etwas gelöscht wird. Der Link funktioniert einmal.',
    noAccount: 'Kein Konto verwendet diese E-Mail-Adresse, es gibt also nichts zu löschen.',
    ignore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  },
  'vi-VN': {
    subject: (app) => `Xóa tài khoản ${app} của bạn`,
    greeting: 'Xin chào,',
    asked: (app) => `Ai đó, hy vọng là bạn, đã yêu cầu xóa tài khoản ${app} của địa chỉ email này.`,
    open: (minutes) => `Hãy mở liên kết này trong vòng ${minutes} phút để đến trang xóa tài khoản:`,
    button: 'Đến trang xóa tài khoản',
    confirmFirst: 'Trang sẽ hỏi lại bạn một lần nữa trước khi xóa bất cứ thứ gì. Liên kết chỉ dùng được một lần.',
    noAccount: 'Không có tài khoản nào dùng địa chỉ email này, nên không có gì để xóa.',
    ignore: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua email này: sẽ không có gì thay đổi.',
  },
};

/**
 * The answer to a removal-link request: with `link`, the way to the removal page of the address's account;
 * without, word that no account uses the address. The language is the browser's (`Accept-Language`).
 */
export function removalLinkMail(opts: { to: string; appTitle: string; language: string; link: string | null; minutes: number }): MailMessage {
  const locale = mailLocale(opts.language);
  const t = catalogue[locale];
  const title = opts.appTitle.replace(/[\r\n]+/g, ' ');
  const body = opts.link ? [t.open(opts.minutes), '', opts.link, '', t.confirmFirst] : [t.noAccount];
  const text = [t.greeting, '', t.asked(title), '', ...body, '', t.ignore, ''].join('\n');
  const linkHtml = opts.link
    ? `<p>${escapeHtml(t.open(opts.minutes))} <a href="${escapeHtml(opts.link)}">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(t.confirmFirst)}</p>`
    : `<p>${escapeHtml(t.noAccount)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.asked(title))}</p>
${linkHtml}
<p style="color:#666">${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to: opts.to, subject: t.subject(title), text, html };
}
