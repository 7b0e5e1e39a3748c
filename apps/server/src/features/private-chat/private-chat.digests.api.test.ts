import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { addRole, makeEvent, mintToken, person, type Person } from '../../../test/event-factories';
import { ask, socketPool } from '../../../test/socket-client';
import type { EventRow } from '../identity';
import { digestDelayMs } from '.';
import { privateMessageDigests, privateMessages } from './private-chat.schema';

let smtp: SmtpSink;
let t: TestServer;
let t2: TestServer;
let event: EventRow;
let alice: Person;
const pool = socketPool();

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ env: { SMTP_URL: smtp.url } });
  t2 = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock, env: { SMTP_URL: smtp.url } });
  event = await makeEvent(t, { slug: 'digest', name: 'Digest Days' });
  alice = await person(t, { firstName: 'Alice', lastName: 'Sender' });
  await addRole(t, event, alice, 'attendee');
});
beforeEach(() => {
  smtp.inbox.length = 0;
});
afterAll(async () => {
  pool.closeAll();
  await t2?.close();
  await t?.close();
  await smtp?.close();
});

async function receiver(): Promise<Person> {
  const p = await person(t, { firstName: 'Rita', email: `rita-${Math.random().toString(36).slice(2)}@example.com` });
  await addRole(t, event, p, 'attendee');
  return p;
}

// A fresh token each time: the tests move the clock past an access token's 15 minutes.
const send = async (to: Person, text: string, shouldSendEmail = true) =>
  t.api('POST', '/api/events/digest/chat/messages/send/', {
    token: await mintToken(t, alice.user.id),
    body: { text, receiver: to.user.id, should_send_email: shouldSendEmail, event_slug: 'digest' },
  });
const digests = (server = t) => server.server.services.privateChat.digests;
const mailsTo = (p: Person) => smtp.inbox.filter((m) => m.to.includes(p.user.email));

describe('e-mail digest of missed private messages', () => {
  it('sends an offline receiver one mail per conversation with every missed message, after a few minutes', async () => {
    const rita = await receiver();
    for (const text of ['Hello Rita', 'Are you at the keynote?', 'Ping <b>me</b>']) {
      expect((await send(rita, text)).status).toBe(201);
      t.clock.advance(10_000);
    }
    // Not yet due.
    expect(await digests().processDue()).toBe(0);
    expect(mailsTo(rita)).toEqual([]);
    t.clock.advance(digestDelayMs);
    // Each process's timer may take it first; either way one mail goes out.
    await digests().processDue();
    await smtp.waitFor(1);
    expect(mailsTo(rita)).toHaveLength(1);
    const [mail] = mailsTo(rita);
    expect(mail?.body).toContain('Subject: 3 new messages from Alice Sender (Digest Days)');
    expect(mail?.body).toContain('Hello Rita');
    expect(mail?.body).toContain('Are you at the keynote?');
    expect(mail?.body).toContain('Ping &lt;b&gt;me&lt;/b&gt;');
    const rows = await t.server.platform.db.select().from(privateMessages).where(eq(privateMessages.receiverId, rita.user.id));
    expect(rows.every((r) => r.sentEmail)).toBe(true);
    const page = await t.api('GET', `/api/events/digest/chat/${alice.user.id}/messages/`, { token: await mintToken(t, rita.user.id) });
    expect(page.body.results.every((m: { sent_email: boolean }) => m.sent_email)).toBe(true);
    // Nothing owed any more.
    t.clock.advance(digestDelayMs);
    expect(await digests().processDue()).toBe(0);
    expect(mailsTo(rita)).toHaveLength(1);
  });

  it('never mails a receiver who is online, nor when the sender did not ask', async () => {
    const online = await receiver();
    await pool.login(t2, await mintToken(t, online.user.id), 'digest');
    await send(online, 'You are here');
    const quiet = await receiver();
    await send(quiet, 'No mail please', false);
    expect(await t.server.platform.db.select().from(privateMessageDigests).where(eq(privateMessageDigests.receiverId, online.user.id))).toEqual([]);
    t.clock.advance(digestDelayMs);
    await digests().processDue();
    expect(mailsTo(online)).toEqual([]);
    expect(mailsTo(quiet)).toEqual([]);
  });

  it('drops the digest when the receiver comes online or reads before it is due', async () => {
    const comesBack = await receiver();
    const reads = await receiver();
    await send(comesBack, 'Later');
    await send(reads, 'Later too');
    const socket = await pool.login(t, await mintToken(t, comesBack.user.id), 'digest');
    await t.api('PUT', `/api/events/digest/chat/${alice.user.id}/messages/read/`, { token: await mintToken(t, reads.user.id) });
    // Minutes pass; the open tab keeps saying it is alive, as the web app does every 120 s.
    t.clock.advance(digestDelayMs / 2);
    expect(await ask(socket, 'user_is_alive')).toEqual({ ok: true });
    t.clock.advance(digestDelayMs / 2);
    await digests().processDue();
    expect(mailsTo(comesBack)).toEqual([]);
    expect(mailsTo(reads)).toEqual([]);
    expect(await t.server.platform.db.select().from(privateMessageDigests).where(eq(privateMessageDigests.receiverId, comesBack.user.id))).toEqual([]);
  });

  it('sends each digest once when two server processes look at the same time', async () => {
    const people = await Promise.all([receiver(), receiver(), receiver(), receiver()]);
    for (const p of people) {
      t.clock.advance(1000);
      await send(p, `Hi ${p.user.id}`);
    }
    t.clock.advance(digestDelayMs);
    // Both processes at once (their own timers may join in): every digest goes out exactly once.
    await Promise.all([digests(t).processDue(), digests(t2).processDue()]);
    await smtp.waitFor(4);
    await Promise.all([digests(t).processDue(), digests(t2).processDue()]);
    for (const p of people) expect(mailsTo(p)).toHaveLength(1);
  });

  it('keeps a digest whose mail failed and sends it later', async () => {
    const rita = await receiver();
    await send(rita, 'Try again');
    t.clock.advance(digestDelayMs);
    smtp.refusing = true;
    try {
      expect(await digests().processDue()).toBe(0);
    } finally {
      smtp.refusing = false;
    }
    expect(mailsTo(rita)).toEqual([]);
    const [owed] = await t.server.platform.db.select().from(privateMessageDigests).where(eq(privateMessageDigests.receiverId, rita.user.id));
    expect(owed?.dueAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    t.clock.advance(digestDelayMs);
    await digests().processDue();
    await smtp.waitFor(1);
    expect(mailsTo(rita)).toHaveLength(1);
  });
});
