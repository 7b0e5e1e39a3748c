import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageMaxLength } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { contactMessages } from './contact.schema';

let smtp: SmtpSink;
let t: TestServer;
let alice: Person;
let owner: Person;

beforeAll(async () => {
  // A real SMTP server on loopback, to see the reply-to header on the wire.
  smtp = await startSmtpSink();
  t = await startTestServer({ env: { SMTP_URL: smtp.url } });
  await makeEvent(t, { slug: 'desk', name: 'Harbour Summit', contactEmail: 'help@harbour.test' });
  const ownerless = await makeEvent(t, { slug: 'desk-owners', name: 'Owners Only' });
  alice = await person(t, { firstName: 'Alice', lastName: 'Attendee', email: 'alice.contact@example.com' });
  owner = await person(t, { email: 'owner.contact@example.com' });
  await addRole(t, ownerless, owner, 'owner');
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ask = (p: Person | null, slug: string, body: unknown) =>
  t.api('POST', `/api/events/${slug}/contact/`, { ...(p ? { token: p.token } : {}), body });

describe('POST /api/events/{slug}/contact/', () => {
  it('stores the question and mails it to the event\'s contact address with the sender as reply-to', async () => {
    const res = await ask(alice, 'desk', { message: '  Where is <b>the cloakroom</b>?  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), detail: expect.any(String) });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['help@harbour.test']);
    expect(mail?.body).toMatch(/^Reply-To: "?Alice Attendee"? <alice\.contact@example\.com>/m);
    expect(mail?.body).toMatch(/^Subject: Question from Alice Attendee \(Harbour Summit\)/m);
    expect(mail?.body).toContain('Where is <b>the cloakroom</b>?');
    expect(mail?.body).toContain('Where is &lt;b&gt;the cloakroom&lt;/b&gt;?');
    const [row] = await t.server.platform.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row).toMatchObject({ message: 'Where is <b>the cloakroom</b>?', userId: alice.user.id, mailedTo: 'help@harbour.test' });
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });

  it('falls back to the owners\' e-mail addresses', async () => {
    smtp.inbox.length = 0;
    expect((await ask(alice, 'desk-owners', { message: 'Is there parking?' })).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['owner.contact@example.com']);
  });

  it('refuses empty, blank, missing and oversized questions (400)', async () => {
    for (const body of [{ message: '' }, { message: '   ' }, {}, { message: 'x'.repeat(contactMessageMaxLength + 1) }, { message: 42 }]) {
      const res = await ask(alice, 'desk', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.message).toEqual([expect.any(String)]);
    }
  });

  it('refuses without a token (401) and for unknown events (404)', async () => {
    expect((await ask(null, 'desk', { message: 'hi' })).status).toBe(401);
    expect((await ask(alice, 'nope', { message: 'hi' })).status).toBe(404);
  });

  it('limits how many questions one person sends', async () => {
    const bob = await person(t);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(bob, 'desk', { message: `question ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await ask(bob, 'desk', { message: 'again' });
    expect(refused.body.code).toBe('throttled');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else is not affected.
    expect((await ask(alice, 'desk', { message: 'still fine' })).status).toBe(201);
  });
});
