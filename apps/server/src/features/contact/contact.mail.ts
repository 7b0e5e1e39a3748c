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

export interface ContactAnswerMailInput {
  to: string;
  eventName: string;
  askerName: string;
  question: string;
  answer: string;
  /** The event's contact address, where a reply goes; none: replies go to the sending address. */
  replyTo: string | null;
}

/** The organisers' answer to a question, mailed to the person who asked, with their question quoted. */
export function contactAnswerMail(input: ContactAnswerMailInput): MailMessage {
  const greeting = input.askerName ? `Hello ${input.askerName},` : 'Hello,';
  const text = `${greeting}\n\nThe organisers of ${input.eventName} answer your question:\n\n${input.answer}\n\nYou asked:\n> ${input.question.replace(/\n/g, '\n> ')}\n`;
  const html = `<p>${escapeHtml(greeting)}</p>
<p>The organisers of ${escapeHtml(input.eventName)} answer your question:</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(input.answer)}</blockquote>
<p style="color:#666">You asked:</p>
<blockquote style="white-space:pre-wrap;color:#666">${escapeHtml(input.question)}</blockquote>`;
  return {
    to: input.to,
    subject: `Your question to ${input.eventName}`.replace(/[\r\n]+/g, ' '),
    text,
    html,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
  };
}
