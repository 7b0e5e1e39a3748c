import type { CatalogueLocale } from '@foyer/contracts';
import { type MailMessage, escapeHtml, mailLocale } from '../../platform/mail';

interface RemovalMailTexts {
  subject(app: string): string;
  greeting: string;
  removed(app: string): string;
  erased: string;
  changedMind(until: string): string;
  reactivate: string;
  unchanged: string;
  nothingBack: string;
}

/** The removal mail in the four catalogue languages. */
const catalogue: Record<CatalogueLocale, RemovalMailTexts> = {
  'en-US': {
    subject: (app) => `Your ${app} account has been removed`,
    greeting: 'Hello,',
    removed: (app) => `Your ${app} account has been removed.`,
    erased:
      'Your profile, pictures, documents, favourites, tags, private conversations and business cards were erased; what you wrote in public chats stays, as "deleted user".',
    changedMind: (until) => `Changed your mind? Until ${until} you can reactivate your account:`,
    reactivate: 'Reactivate your account',
    nothingBack: 'Your erased data does not come back.',
    unchanged: 'If you do nothing, the account stays removed.',
  },
  nl: {
    subject: (app) => `Je ${app}-account is verwijderd`,
    greeting: 'Hallo,',
    removed: (app) => `Je ${app}-account is verwijderd.`,
    erased:
      'Je profiel, foto\'s, documenten, favorieten, tags, privégesprekken en visitekaartjes zijn gewist; wat je in openbare chats schreef blijft staan, als "verwijderde gebruiker".',
    changedMind: (until) => `Toch van gedachten veranderd? Tot ${until} kun je je account opnieuw activeren:`,
    reactivate: 'Account opnieuw activeren',
    nothingBack: 'Gewiste gegevens komen niet terug.',
    unchanged: 'Doe je niets, dan blijft het account verwijderd.',
  },
  de: {
    subject: (app) => `Ihr ${app}-Konto wurde gelöscht`,
    greeting: 'Hallo,',
    removed: (app) => `Ihr ${app}-Konto wurde gelöscht.`,
    erased:
      'Ihr Profil, Ihre Bilder, Dokumente, Favoriten, Tags, privaten Unterhaltungen und Visitenkarten wurden gelöscht; was Sie in öffentlichen Chats geschrieben haben, bleibt als „gelöschter Benutzer“ stehen.',
    changedMind: (until) => `Haben Sie es sich anders überlegt? Bis zum ${until} können Sie Ihr Konto wieder aktivieren:`,
    reactivate: 'Konto wieder aktivieren',
    nothingBack: 'Gelöschte Daten kommen nicht zurück.',
    unchanged: 'Wenn Sie nichts tun, bleibt das Konto gelöscht.',
  },
  'vi-VN': {
    subject: (app) => `Tài khoản ${app} của bạn đã bị xóa`,
    greeting: 'Xin chào,',
    removed: (app) => `Tài khoản ${app} của bạn đã bị xóa.`,
    erased:
      'Hồ sơ, hình ảnh, tài liệu, mục yêu thích, thẻ, cuộc trò chuyện riêng và danh thiếp của bạn đã bị xóa; những gì bạn viết trong các cuộc trò chuyện công khai vẫn còn, dưới tên "người dùng đã xóa".',
    changedMind: (until) => `Bạn đổi ý? Đến ngày ${until} bạn vẫn có thể kích hoạt lại tài khoản:`,
    reactivate: 'Kích hoạt lại tài khoản',
    nothingBack: 'Dữ liệu đã xóa sẽ không được khôi phục.',
    unchanged: 'Nếu bạn không làm gì, tài khoản sẽ vẫn bị xóa.',
  },
};

/**
 * The mail sent after a removal: what was erased and the link that undoes it within 30 days. The account
 * belongs to no one event, so the language is the one the person's browser asked for (`Accept-Language`);
 * unknown languages fall back to en-US.
 */
export function removalMail(opts: { to: string; link: string; appTitle: string; until: Date; language: string }): MailMessage {
  const locale = mailLocale(opts.language);
  const t = catalogue[locale];
  const title = opts.appTitle.replace(/[\r\n]+/g, ' ');
  const until = opts.until.toISOString().slice(0, 10);
  const text = [t.greeting, '', `${t.removed(title)} ${t.erased}`, '', t.changedMind(until), '', opts.link, '', t.nothingBack, t.unchanged, ''];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.removed(title))} ${escapeHtml(t.erased)}</p>
<p>${escapeHtml(t.changedMind(until))} <a href="${escapeHtml(opts.link)}">${escapeHtml(t.reactivate)}</a>
(${escapeHtml(t.nothingBack)})</p>
<p style="color:#666">${escapeHtml(t.unchanged)}</p>
</body></html>`;
  return { to: opts.to, subject: t.subject(title), text: text.join('\n'), html };
}

/** The first language an `Accept-Language` header names ('' when none). */
export function firstAcceptedLanguage(header: string | undefined): string {
  return header?.split(',')[0]?.split(';')[0]?.trim() ?? '';
}
