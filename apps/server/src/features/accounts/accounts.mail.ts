import type { MailMessage } from '../../platform/mail';
import { escapeHtml } from '../auth/auth.mail';

/**
 * The mail sent after a removal: what was erased and the link that undoes it within 30 days. The
 * account has no event (and so no language) any more at this point: it is written in English.
 */
export function removalMail(opts: { to: string; link: string; appTitle: string; until: Date }): MailMessage {
  const title = opts.appTitle.replace(/[\r\n]+/g, ' ');
  const until = opts.until.toISOString().slice(0, 10);
  const lines = [
    'Hello,',
    '',
    `Your ${title} account has been removed. Your profile, pictures, documents, favourites, tags, private`,
    'conversations and business cards were erased; what you wrote in public chats stays, as "deleted user".',
    '',
    `Changed your mind? Until ${until} you can reactivate your account (your erased data does not come back):`,
    '',
    opts.link,
    '',
    'If you do nothing, the account stays removed.',
    '',
  ];
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
<p>Hello,</p>
<p>Your ${escapeHtml(title)} account has been removed. Your profile, pictures, documents, favourites, tags, private
conversations and business cards were erased; what you wrote in public chats stays, as "deleted user".</p>
<p>Changed your mind? Until ${until} you can <a href="${escapeHtml(opts.link)}">reactivate your account</a>
(your erased data does not come back).</p>
<p style="color:#666">If you do nothing, the account stays removed.</p>
</body></html>`;
  return { to: opts.to, subject: `Your ${title} account has been removed`, text: lines.join('\n'), html };
}
