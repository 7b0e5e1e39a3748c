import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { codeIn, createEvent, lastMailTo, type EventRow } from '../../../test/factories';
import { clientFrom, type LoopbackClient } from '../../../test/loopback-client';
import { defaultAuthLimits } from './auth.limits';

/**
 * Sign-in cannot be used against its owner (decision 0009), with the default limits. Every client here
 * really speaks from its own loopback address (127.0.0.2, 127.0.0.3, …), as people on other networks do.
 */

let t: TestServer;
let event: EventRow;
let hostCounter = 0;
/** A client on a network nobody else in this file uses. */
const newNetwork = (): LoopbackClient => {
  hostCounter += 1;
  return clientFrom(t.url, `127.0.${10 + Math.floor(hostCounter / 250)}.${(hostCounter % 250) + 1}`);
};

beforeAll(async () => {
  t = await startTestServer();
  event = await createEvent(t, { name: 'Harbour Days' });
});
afterAll(async () => {
  await t?.close();
});

const askCode = (from: LoopbackClient, email: string) =>
  from.api('POST', '/api/auth/callback/', { body: { email, type: 'code', event_slug: event.slug } });
const obtain = (from: LoopbackClient, email: string, code: string) =>
  from.api('POST', '/api/auth/obtain/', { body: { email, code, event_slug: event.slug } });
const mailedCode = async (email: string) => codeIn(await lastMailTo(t, email));
const wrongOf = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** How many answers had each status, e.g. `{ 400: 5, 429: 35 }`. */
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('a stranger on one network', () => {
  it('cannot keep the owner on another network from asking for a code and signing in with it', async () => {
    const stranger = clientFrom(t.url, '127.0.0.2');
    const owner = clientFrom(t.url, '127.0.0.3');
    const email = 'owner.one@example.com';

    // The stranger guesses and asks for codes, far beyond any limit.
    const guesses: number[] = [];
    const requests: number[] = [];
    for (let i = 0; i < 40; i++) {
      guesses.push((await obtain(stranger, email, String(100_000 + i))).status);
      requests.push((await askCode(stranger, email)).status);
    }
    expect(tally(guesses)).toEqual({ 400: defaultAuthLimits.failuresPerAddressAndIp.max, 429: 40 - defaultAuthLimits.failuresPerAddressAndIp.max });
    expect(tally(requests)).toEqual({ 200: 3, 429: 37 });
    const refused = await obtain(stranger, email, '123456');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many wrong codes for this e-mail address from your network\. .* in \d+ hours\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);

    // The owner asks for a code from their own network and signs in with it.
    expect((await askCode(owner, email)).status).toBe(200);
    const signedIn = await obtain(owner, email, await mailedCode(email));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access).toEqual(expect.any(String));
  });

  it('cannot kill the owner\'s live code with wrong guesses', async () => {
    const stranger = newNetwork();
    const owner = newNetwork();
    const email = 'owner.two@example.com';
    expect((await askCode(owner, email)).status).toBe(200);
    const code = await mailedCode(email);
    for (let i = 1; i <= 8; i++) expect([400, 429]).toContain((await obtain(stranger, email, wrongOf(code, i))).status);
    expect((await obtain(owner, email, code)).status).toBe(200);
  });

  it('neither uses up the owner\'s code requests nor replaces the code the owner is typing', async () => {
    const stranger = newNetwork();
    const owner = newNetwork();
    const email = 'owner.three@example.com';
    expect((await askCode(owner, email)).status).toBe(200);
    const code = await mailedCode(email);
    for (let i = 0; i < 3; i++) expect((await askCode(stranger, email)).status).toBe(200);
    const fourth = await askCode(stranger, email);
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toMatch(/from your network/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The stranger's requests mailed the owner the same live code again.
    expect(await mailedCode(email)).toBe(code);
    expect((await askCode(owner, email)).status).toBe(200);
    expect((await obtain(owner, email, code)).status).toBe(200);
  });
});

describe('an attacker on ten networks', () => {
  it('gets at most 40 guesses at a live code in a day, all at once or not, and the owner still signs in', async () => {
    const owner = newNetwork();
    const email = 'owner.four@example.com';
    expect((await askCode(owner, email)).status).toBe(200);
    const code = await mailedCode(email);
    const attackers = Array.from({ length: 10 }, newNetwork);

    // Each network fires its guesses concurrently: counting before checking keeps them within the limits.
    const statuses = (
      await Promise.all(
        attackers.map((from, n) => Promise.all(Array.from({ length: 8 }, (_, i) => obtain(from, email, wrongOf(code, 1 + n * 8 + i))))),
      )
    ).flat().map((r) => r.status);
    const wrong = statuses.filter((s) => s === 400).length;
    expect(wrong).toBeLessThanOrEqual(40);
    expect(wrong + statuses.filter((s) => s === 429).length).toBe(80);
    // 40 a day, at most 80 in any 24 hours across two windows: 8 in 100,000 < 1 in 10,000.

    // Later in the day the networks that guessed are refused, even with the right code…
    t.clock.advance(3600 * 1000);
    expect((await askCode(owner, email)).status).toBe(200);
    const later = await mailedCode(email);
    for (const from of attackers.slice(0, 3)) expect((await obtain(from, email, wrongOf(later))).status).toBe(429);
    // …while the owner on a network that has not failed signs in.
    expect((await obtain(owner, email, later)).status).toBe(200);
  });
});

describe('a venue of hundreds behind one network', () => {
  it('signs everyone in despite ordinary typos', { timeout: 180_000 }, async () => {
    const venue = clientFrom(t.url, '127.0.0.4');
    const people = 160;
    /** One attendee: asks for a code, mistypes it twice, then gets it right. */
    const arrive = async (i: number): Promise<number> => {
      const email = `attendee-${i}@venue.example`;
      expect((await askCode(venue, email)).status).toBe(200);
      const code = await mailedCode(email);
      expect((await obtain(venue, email, wrongOf(code, 1))).status).toBe(400);
      expect((await obtain(venue, email, wrongOf(code, 2))).status).toBe(400);
      return (await obtain(venue, email, code)).status;
    };
    const results: number[] = [];
    // Eight at a time; at most 120 code requests a minute from one network, so the rush spreads over minutes.
    for (let i = 0; i < people; i += 8) {
      if (i > 0 && i % 96 === 0) t.clock.advance(61 * 1000);
      results.push(...(await Promise.all(Array.from({ length: 8 }, (_, k) => arrive(i + k)))));
    }
    // Two typos each: 320 failures from one network, more than the old lock of a whole network allowed.
    expect(tally(results)).toEqual({ 200: people });
  });
});
