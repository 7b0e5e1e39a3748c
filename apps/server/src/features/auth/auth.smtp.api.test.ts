import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { codeIn, createEvent } from '../../../test/factories';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';

let smtp: SmtpSink;
let t: TestServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Foyer <codes@foyer.test>' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('sign-in mail over SMTP', () => {
  it('delivers the code to the SMTP server, and the mailed code signs in', async () => {
    const event = await createEvent(t, { name: 'Harbour Summit', language: 'nl' });
    const res = await t.api('POST', '/api/auth/callback/', { body: { email: 'sailor@example.com', type: 'code', event_slug: event.slug } });
    expect(res.status).toBe(200);

    const mail = smtp.inbox.find((m) => m.to.includes('sailor@example.com'));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('codes@foyer.test');
    const body = mail?.body ?? '';
    const code = body.match(/Subject: (\d{6}) is je code voor Harbour Summit/)?.[1];
    expect(code).toBeDefined();
    // The same code in the text part.
    expect(codeIn({ text: body.slice(body.indexOf('Gebruik deze code')) })).toBe(code);

    // With SMTP configured the dev outbox is off.
    expect((await t.api('GET', '/api/dev/outbox')).status).toBe(404);

    const signedIn = await t.api('POST', '/api/auth/obtain/', { body: { email: 'sailor@example.com', code: code ?? '', event_slug: event.slug } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access).toEqual(expect.any(String));
  });
});

describe('when the SMTP server refuses the mail', () => {
  it('answers 503, and the code that was not sent does not count against the address', async () => {
    const event = await createEvent(t, { name: 'Refusing Mail' });
    const ask = () => t.api('POST', '/api/auth/callback/', { body: { email: 'unlucky@example.com', type: 'code', event_slug: event.slug } });
    smtp.refusing = true;
    try {
      for (let i = 0; i < 5; i++) {
        const res = await ask();
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ detail: expect.stringMatching(/could not be sent/), code: 'mail_failed' });
      }
    } finally {
      smtp.refusing = false;
    }
    // The quota of three per address and network is untouched by the five that failed.
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
    expect(smtp.inbox.filter((m) => m.to.includes('unlucky@example.com'))).toHaveLength(3);
  });
});

describe('when the SMTP server cannot be reached', () => {
  it('answers 503 with a readable detail instead of pretending the mail went out', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
    try {
      const event = await createEvent(down);
      const res = await down.api('POST', '/api/auth/callback/', { body: { email: 'lost@example.com', type: 'code', event_slug: event.slug } });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: expect.stringMatching(/could not be sent/), code: 'mail_failed' });
    } finally {
      await down.close();
    }
  });
});
