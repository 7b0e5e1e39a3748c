import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addMember, codeIn, createEvent, createUser, fromIp, lastMailTo, requestCode, type EventRow } from '../../../test/factories';
import { users } from '../identity/accounts.schema';

let t: TestServer;
let event: EventRow;
let ipCounter = 0;
/** Each test speaks from its own address unless it is about per-IP limits. */
const nextIp = () => fromIp(`10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

beforeAll(async () => {
  t = await startTestServer();
  event = await createEvent(t, { name: 'Open Days' });
});
afterAll(async () => {
  await t?.close();
});

const callback = (email: string, eventSlug = event.slug, headers = nextIp()) =>
  t.api('POST', '/api/auth/callback/', { body: { email, type: 'code', event_slug: eventSlug }, headers });
const obtain = (email: string, code: string, eventSlug = event.slug, headers = nextIp()) =>
  t.api('POST', '/api/auth/obtain/', { body: { email, code, event_slug: eventSlug }, headers });
const userByEmail = async (email: string) => {
  const [row] = await t.server.platform.db.select().from(users).where(eq(users.email, email));
  return row;
};
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/callback/', () => {
  it('mails a six-digit code in the event language with the event name', async () => {
    const res = await callback('new.person@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: expect.any(String) });
    const mail = await lastMailTo(t, 'new.person@example.com');
    expect(mail?.subject).toContain('Open Days');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.html).toContain(codeIn(mail));
  });

  it('answers the same for a known and an unknown address, and creates no account', async () => {
    const known = await createUser(t, { email: 'known@example.com' });
    const a = await callback(known.email);
    const b = await callback('unknown@example.com');
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect(await userByEmail('unknown@example.com')).toBeUndefined();
  });

  it('accepts the address in any case and with spaces', async () => {
    const res = await callback('  Mixed.Case@Example.COM ');
    expect(res.status).toBe(200);
    expect(await lastMailTo(t, 'mixed.case@example.com')).toBeDefined();
  });

  it('writes German mail for a German event and escapes the event name in HTML', async () => {
    const de = await createEvent(t, { language: 'de-DE', name: 'Messe <b>&</b> "Tage"' });
    expect((await callback('de@example.com', de.slug)).status).toBe(200);
    const mail = await lastMailTo(t, 'de@example.com');
    expect(mail?.subject).toContain('ist Ihr Code für');
    expect(mail?.html).toContain('Messe &lt;b&gt;&amp;&lt;/b&gt; &quot;Tage&quot;');
    expect(mail?.html).not.toContain('<b>&</b>');
  });

  it('answers 404 for an unknown event and sends nothing', async () => {
    const res = await callback('nobody@example.com', 'no-such-event');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ detail: 'Not found.' });
    expect(await lastMailTo(t, 'nobody@example.com')).toBeUndefined();
  });

  it('refuses a malformed address or type with field errors', async () => {
    const bad = await t.api('POST', '/api/auth/callback/', { body: { email: 'not-an-email', type: 'code', event_slug: event.slug } });
    expect(bad.status).toBe(400);
    expect(bad.body.email).toEqual([expect.any(String)]);
    const type = await t.api('POST', '/api/auth/callback/', { body: { email: 'a@example.com', type: 'magic', event_slug: event.slug } });
    expect(type.status).toBe(400);
    expect(type.body.type).toEqual([expect.any(String)]);
  });

  it('sends at most 3 codes per address to one network in 15 minutes; another network still gets one', async () => {
    const email = 'three@example.com';
    const net = nextIp();
    for (let i = 0; i < 3; i++) expect((await callback(email, event.slug, net)).status).toBe(200);
    const fourth = await callback(email, event.slug, net);
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toMatch(/^Too many codes were requested for this e-mail address from your network\./);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await callback(email)).status).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expect((await callback(email, event.slug, net)).status).toBe(200);
  });

  it('caps the mails to one address across networks, but lets each network ask once', async () => {
    const limited = await startTestServer({ authLimits: { codeRequestsPerAddress: { max: 4 } } });
    try {
      const ev = await createEvent(limited);
      const ask = (ip: string) =>
        limited.api('POST', '/api/auth/callback/', { body: { email: 'popular@example.com', type: 'code', event_slug: ev.slug }, headers: fromIp(ip) });
      for (let i = 0; i < 2; i++) expect((await ask('192.0.2.1')).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await ask('192.0.2.2')).status).toBe(200);
      const over = await ask('192.0.2.2');
      expect(over.status).toBe(429);
      expect(over.body.detail).toMatch(/^Too many codes were requested for this e-mail address\. Use the last code/);
      // A network that has not asked yet still gets its one request.
      expect((await ask('192.0.2.3')).status).toBe(200);
      expect((await ask('192.0.2.3')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('lets 120 code requests from one address pass in a minute (venue networks), then answers 429', async () => {
    const venue = fromIp('203.0.113.7');
    const results = [];
    for (let i = 0; i < 120; i++) results.push((await callback(`venue-${i}@example.com`, event.slug, venue)).status);
    // At least 60 a minute is the requirement; the default allows 120.
    expect(results.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(results.every((s) => s === 200)).toBe(true);
    const over = await callback('venue-over@example.com', event.slug, venue);
    expect(over.status).toBe(429);
    expect(over.body.detail).toMatch(/from your network/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await callback('elsewhere@example.com', event.slug, fromIp('198.51.100.1'))).status).toBe(200);
    t.clock.advance(61 * 1000);
    expect((await callback('venue-later@example.com', event.slug, venue)).status).toBe(200);
  });
});

describe('POST /api/auth/obtain/', () => {
  it('signs a new person in, creates the account and answers an activation key', async () => {
    const email = 'first.time@example.com';
    const code = await requestCode(t, email, event.slug, nextIp());
    expect(await userByEmail(email)).toBeUndefined();
    const res = await obtain(email, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String), activation_key: expect.any(String) });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ termsAgreed: false, lastLogin: t.clock.now() });
    expect(user?.activationKey).not.toBe(res.body.activation_key); // only a digest is stored
  });

  it('answers no activation key to an account that agreed to the terms', async () => {
    const user = await createUser(t, { termsAgreed: true });
    const code = await requestCode(t, user.email, event.slug, nextIp());
    const res = await obtain(user.email, code);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
  });

  it('refuses a wrong code', async () => {
    const email = 'wrong@example.com';
    const code = await requestCode(t, email, event.slug, nextIp());
    const res = await obtain(email, wrongOf(code));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'The code is wrong or has expired.' });
    // A wrong try does not spend the code.
    expect((await obtain(email, code)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = 'expired@example.com';
    const code = await requestCode(t, email, event.slug, nextIp());
    t.clock.advance(10 * 60 * 1000 + 1000);
    const res = await obtain(email, code);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The code is wrong or has expired.');
  });

  it('accepts a code just before it expires', async () => {
    const email = 'justintime@example.com';
    const code = await requestCode(t, email, event.slug, nextIp());
    t.clock.advance(10 * 60 * 1000 - 1000);
    expect((await obtain(email, code)).status).toBe(200);
  });

  it('refuses a code used before', async () => {
    const email = 'reused@example.com';
    const code = await requestCode(t, email, event.slug, nextIp());
    expect((await obtain(email, code)).status).toBe(200);
    const again = await obtain(email, code);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('The code is wrong or has expired.');
  });

  it('mails the same code again while half its time is left, then a new one that replaces it', async () => {
    const email = 'replaced@example.com';
    const first = await requestCode(t, email, event.slug, nextIp());
    t.clock.advance(5 * 60 * 1000 - 1000);
    expect(await requestCode(t, email, event.slug, nextIp())).toBe(first);
    expect((await lastMailTo(t, email))?.text).toMatch(/for 5 minutes/);
    t.clock.advance(2000);
    const second = await requestCode(t, email, event.slug, nextIp());
    if (first !== second) expect((await obtain(email, first)).status).toBe(400);
    expect((await obtain(email, second)).status).toBe(200);
  });

  it('keeps the code of one event when a code for another event is asked for', async () => {
    const other = await createEvent(t);
    const email = 'two.events@example.com';
    const code = await requestCode(t, email, event.slug, nextIp());
    await requestCode(t, email, other.slug, nextIp());
    expect((await obtain(email, code)).status).toBe(200);
  });

  it('accepts a code only for the event it was mailed for', async () => {
    const other = await createEvent(t);
    const email = 'wrong.event@example.com';
    const code = await requestCode(t, email, event.slug, nextIp());
    expect((await obtain(email, code, other.slug)).status).toBe(400);
    expect((await obtain(email, code, event.slug)).status).toBe(200);
  });

  it('refuses a network after 5 wrong codes for an address, without killing the code', async () => {
    const email = 'five@example.com';
    const net = nextIp();
    const code = await requestCode(t, email, event.slug, nextIp());
    for (let i = 0; i < 5; i++) expect((await obtain(email, wrongOf(code), event.slug, net)).body.detail).toBe('The code is wrong or has expired.');
    const sixth = await obtain(email, code, event.slug, net);
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toMatch(/^Too many wrong codes for this e-mail address from your network\./);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // Code requests from that network are not refused for it, and the code works from elsewhere.
    expect((await callback(email, event.slug, net)).status).toBe(200);
    expect((await obtain(email, code)).status).toBe(200);
    t.clock.advance(24 * 3600 * 1000);
    const next = await requestCode(t, email, event.slug, net);
    expect((await obtain(email, next, event.slug, net)).status).toBe(200);
  });

  it('forgives a network its earlier typos for an address once the right code comes', async () => {
    const email = 'typist@example.com';
    const net = nextIp();
    const first = await requestCode(t, email, event.slug, net);
    for (let i = 0; i < 4; i++) expect((await obtain(email, wrongOf(first), event.slug, net)).status).toBe(400);
    expect((await obtain(email, first, event.slug, net)).status).toBe(200);
    const second = await requestCode(t, email, event.slug, net);
    for (let i = 0; i < 4; i++) expect((await obtain(email, wrongOf(second), event.slug, net)).status).toBe(400);
    expect((await obtain(email, second, event.slug, net)).status).toBe(200);
  });

  it('once an address has failed too often, refuses networks that failed for it, not a clean one', async () => {
    const limited = await startTestServer({ authLimits: { failuresPerAddress: { max: 3 } } });
    try {
      const ev = await createEvent(limited);
      const email = 'guessed@example.com';
      const attempt = (code: string, ip: string) =>
        limited.api('POST', '/api/auth/obtain/', { body: { email, code, event_slug: ev.slug }, headers: fromIp(ip) });
      const code = await requestCode(limited, email, ev.slug, fromIp('192.0.2.50'));
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await attempt(wrongOf(code), ip)).status).toBe(400);
      const again = await attempt(code, '192.0.2.1');
      expect(again.status).toBe(429);
      expect(again.body.detail).toMatch(/^Too many failed sign-in attempts for this e-mail address\. Please try again in \d+ hours\.$/);
      expect(again.headers.get('retry-after')).toBeTruthy();
      // A network's first try still counts as a try: one wrong guess, then it is refused too.
      expect((await attempt(wrongOf(code), '192.0.2.4')).status).toBe(400);
      expect((await attempt(code, '192.0.2.4')).status).toBe(429);
      // The owner on a clean network signs in.
      expect((await attempt(code, '192.0.2.50')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('after many failures from one network, refuses its repeated tries but not a first try per address', async () => {
    const limited = await startTestServer({ authLimits: { failuresPerIp: { max: 3 } } });
    try {
      const ev = await createEvent(limited);
      const net = fromIp('192.0.2.9');
      const attempt = (email: string, code: string) =>
        limited.api('POST', '/api/auth/obtain/', { body: { email, code, event_slug: ev.slug }, headers: net });
      for (let i = 0; i < 3; i++) expect((await attempt(`g${i}@example.com`, '123456')).status).toBe(400);
      const res = await attempt('g0@example.com', '123456');
      expect(res.status).toBe(429);
      expect(res.body.detail).toMatch(/from your network/);
      expect(res.headers.get('retry-after')).toBeTruthy();
      // Someone else at that venue still gets in with the code mailed to them.
      const code = await requestCode(limited, 'newcomer@example.com', ev.slug, net);
      expect((await attempt('newcomer@example.com', code)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('fails closed: when the limits cannot be counted, not even the right code signs in', async () => {
    const broken = await startTestServer();
    try {
      const ev = await createEvent(broken);
      const code = await requestCode(broken, 'closed@example.com', ev.slug);
      await broken.server.platform.db.execute(sql`ALTER TABLE rate_limit_counters RENAME TO rate_limit_counters_gone`);
      const res = await broken.api('POST', '/api/auth/obtain/', { body: { email: 'closed@example.com', code, event_slug: ev.slug } });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.body.access).toBeUndefined();
      expect((await broken.api('POST', '/api/auth/callback/', { body: { email: 'closed@example.com', type: 'code', event_slug: ev.slug } })).status).toBeGreaterThanOrEqual(500);
    } finally {
      await broken.close();
    }
  });

  it('answers 404 for an unknown event', async () => {
    const res = await obtain('x@example.com', '123456', 'no-such-event');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ detail: 'Not found.' });
  });

  it('refuses a malformed code with a field error', async () => {
    const res = await obtain('x@example.com', '12ab');
    expect(res.status).toBe(400);
    expect(res.body.code).toEqual([expect.any(String)]);
  });

  describe('event access', () => {
    it('refuses an invite-only event to a newcomer without creating an account', async () => {
      const invite = await createEvent(t, { inviteOnly: true });
      const email = 'gatecrasher@example.com';
      const code = await requestCode(t, email, invite.slug, nextIp());
      const res = await obtain(email, code, invite.slug);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: expect.any(String), code: 'inviteonly' });
      expect(await userByEmail(email)).toBeUndefined();
    });

    it('refuses an invite-only event to a known person not on its list, and lets a listed one in', async () => {
      const invite = await createEvent(t, { inviteOnly: true });
      const bob = await createUser(t);
      const alice = await createUser(t);
      await addMember(t, invite, alice);
      const bobCode = await requestCode(t, bob.email, invite.slug, nextIp());
      expect((await obtain(bob.email, bobCode, invite.slug)).body.code).toBe('inviteonly');
      const aliceCode = await requestCode(t, alice.email, invite.slug, nextIp());
      expect((await obtain(alice.email, aliceCode, invite.slug)).status).toBe(200);
    });

    it('keeps the code of a refused person usable once they are put on the list', async () => {
      const invite = await createEvent(t, { inviteOnly: true });
      const carol = await createUser(t);
      const code = await requestCode(t, carol.email, invite.slug, nextIp());
      expect((await obtain(carol.email, code, invite.slug)).status).toBe(403);
      await addMember(t, invite, carol);
      expect((await obtain(carol.email, code, invite.slug)).status).toBe(200);
    });

    it('lets only owners, moderators and staff into an unpublished event', async () => {
      const draft = await createEvent(t, { published: false });
      const attendee = await createUser(t);
      await addMember(t, draft, attendee, 'attendee');
      for (const email of ['draft.newcomer@example.com', attendee.email]) {
        const code = await requestCode(t, email, draft.slug, nextIp());
        const res = await obtain(email, code, draft.slug);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('not_published');
      }
      expect(await userByEmail('draft.newcomer@example.com')).toBeUndefined();
      for (const role of ['owner', 'moderator', 'staff'] as const) {
        const person = await createUser(t);
        await addMember(t, draft, person, role);
        const code = await requestCode(t, person.email, draft.slug, nextIp());
        expect((await obtain(person.email, code, draft.slug)).status).toBe(200);
      }
    });
  });
});

describe('a console sign-in, without an event (decision 0081)', () => {
  const consoleCallback = (email: string, headers: Record<string, string> = nextIp()) =>
    t.api('POST', '/api/auth/callback/', { body: { email, type: 'code' }, headers });
  const consoleObtain = (email: string, code: string, headers: Record<string, string> = nextIp()) =>
    t.api('POST', '/api/auth/obtain/', { body: { email, code }, headers });

  it('mails a code naming the instance, in the language the browser asks for, and signs in with it', async () => {
    const email = 'console.person@example.com';
    const res = await consoleCallback(email, { ...nextIp(), 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe(`${codeIn(mail)} is je code voor Foyer`);
    expect(mail?.text).toContain('Gebruik deze code om in te loggen bij Foyer:');
    expect(await userByEmail(email)).toBeUndefined();

    const signedIn = await consoleObtain(email, codeIn(mail));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ access: expect.any(String), refresh: expect.any(String), activation_key: expect.any(String) });
    const me = await t.api('GET', '/api/auth/current_user/', { token: signedIn.body.access });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, event_role: null, attending_events: [] });
  });

  it('keeps instance codes and event codes apart, each working only where it was mailed for', async () => {
    const email = 'apart@example.com';
    const forEvent = await requestCode(t, email, event.slug, nextIp());
    expect((await consoleCallback(email)).status).toBe(200);
    const forConsole = codeIn(await lastMailTo(t, email));
    expect(forConsole).not.toBe(forEvent);
    expect((await consoleObtain(email, forEvent)).body).toEqual({ detail: 'The code is wrong or has expired.' });
    expect((await obtain(email, forConsole)).status).toBe(400);
    expect((await consoleObtain(email, forConsole)).status).toBe(200);
    expect((await obtain(email, forEvent)).status).toBe(200);
  });

  it('keeps every sign-in limit: three codes per address and network, five wrong codes', async () => {
    const email = 'console.limits@example.com';
    const net = nextIp();
    for (let i = 0; i < 3; i++) expect((await consoleCallback(email, net)).status).toBe(200);
    const fourth = await consoleCallback(email, net);
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toMatch(/^Too many codes were requested for this e-mail address from your network\./);

    const code = codeIn(await lastMailTo(t, email));
    for (let i = 0; i < 5; i++) expect((await consoleObtain(email, wrongOf(code), net)).status).toBe(400);
    const sixth = await consoleObtain(email, code, net);
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toMatch(/^Too many wrong codes for this e-mail address from your network\./);
    expect((await consoleObtain(email, code)).status).toBe(200);
  });

  it('refuses a removed account, and answers a bad address with its field error', async () => {
    const gone = await createUser(t, { isActive: false });
    expect((await consoleCallback(gone.email)).status).toBe(200);
    const res = await consoleObtain(gone.email, codeIn(await lastMailTo(t, gone.email)));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'This account has been removed.', code: 'account_inactive' });
    const bad = await t.api('POST', '/api/auth/callback/', { body: { email: 'nope', type: 'code' } });
    expect(bad.status).toBe(400);
    expect(bad.body.email).toEqual([expect.any(String)]);
  });
});
