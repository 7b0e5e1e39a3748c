import { escapeHtml, type MailMessage } from '../../platform/mail';

export interface ContactMailInput {
  to: string;
  eventName: string;
  senderName: string;
  senderEmail: string;
  message: string;
}

/** The mail a support question becomes: plain text and escaped HTML, answerable with "Reply". */
export function contactMail(input: ContactMailInput): MailMessage {
  const who = `${input.senderName} <${input.senderEmail}>`;
  const text = `${who} asks, through the reception of ${input.eventName}:\n\n${input.message}\n\nReply to this mail to answer ${input.senderName}.\n`;
  const html = `<p><strong>${escapeHtml(input.senderName)}</strong> &lt;${escapeHtml(input.senderEmail)}&gt; asks, through the reception of ${escapeHtml(input.eventName)}:</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>
<p>Reply to this mail to answer ${escapeHtml(input.senderName)}.</p>`;
  return {
    to: input.to,
    // Header values must not carry line breaks; names are single-line, but be sure.
    subject: `Question from ${input.senderName} (${input.eventName})`.replace(/[\r\n]+/g, ' '),
    text,
    html,
    replyTo: `"${input.senderName.replace(/["\\\r\n]/g, '')}" <${input.senderEmail}>`,
  };
}
