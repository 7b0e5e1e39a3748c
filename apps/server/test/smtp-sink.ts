import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  /** The envelope sender. */
  from: string;
  to: string[];
  /** The message as it crossed the wire, headers included, quoted-printable decoded. */
  body: string;
}

export interface SmtpSink {
  /** For `SMTP_URL`. */
  url: string;
  /** Every mail received so far, oldest first (tests may empty it). */
  inbox: SunkMail[];
  /** The inbox once it holds `count` mails (or after 2 s, as it is then). */
  waitFor(count: number): Promise<SunkMail[]>;
  /** While true, every recipient is refused with a temporary failure (450), as a full mail server would. */
  refusing: boolean;
  close(): Promise<void>;
}

/** Decodes quoted-printable soft line breaks and escapes enough to find codes, subjects and texts. */
const decodeQp = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** A real SMTP server on loopback that keeps what it receives: what nodemailer sends really crosses the wire. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: SunkMail[] = [];
  const state = { refusing: false };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          body: decodeQp(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    inbox,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    async waitFor(count) {
      for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 20));
      return inbox;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
