import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removalLinkMinutes } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { fromIp, lastMailTo, signInAndAgree } from '../../../test/factories';
import { makeEvent } from '../../../test/event-factories';

/** Decision 0074: a removal link mailed to someone not signed in, exchanged once for a sign-in. */
let t: TestServer;
let slug: string;
const unique = () => crypto.randomBytes(5).toString('hex');
const sent = 'We have sent an e-mail to this address. Open the link in it within the hour.';

beforeAll(async () => {
  t = await startTestServer();
  slug = (await makeEvent(t)).slug;
});

afterAll(async () => {
  await t?.close();
});

const askForLink = (email: string, ip: string, headers: Record<string, string> = {}) =>
  t.api('POST', '/api/remove-user-account/link/', { body: { email }, headers: { ...fromIp(ip), ...headers } });
const exchange = (code: string, email: string, ip: string) => t.api('POST', '/api/remove-user-account/obtain/', { body: { code, email }, headers: fromIp(ip) });

/** The link's `code` and `email` from the newest mail to the address. */
async function mailedLink(email: string): Promise<{ code: string; email: string; url: URL }> {
  const mail = await lastMailTo(t, email);
  const url = new URL(mail?.text.match(/https?:\/\/\S+\/remove-account\?\S+/)?.[0] ?? 'http://none/');
  return { code: url.searchParams.get('code') ?? '', email: url.searchParams.get('email') ?? '', url };
}

/** A person with an account (signed in once to the event). */
async function account(ip: string): Promise<{ email: string; id: number }> {
  const email = `leaving-${unique()}@example.com`;
  const { access } = await signInAndAgree(t, email, slug, fromIp(ip));
  const me = await t.api('GET', '/api/auth/current_user/', { token: access });
  return { email, id: me.body.id };
}

describe('POST /api/remove-user-account/link/ and …/obtain/', () => {
  it('mails the account a link to /remove-account with code and email; the link signs it in once, and the removal works', async () => {
    const { email, id } = await account('10.74.0.1');
    const res = await askForLink(email.toUpperCase(), '10.74.0.1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: sent });
    const link = await mailedLink(email);
    expect(link.url.pathname).toBe('/remove-account');
    expect(link.email).toBe(email);
    expect(link.code.length).toBeGreaterThanOrEqual(40);

    const signedIn = await exchange(link.code, link.email, '10.74.0.2');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const me = await t.api('GET', '/api/auth/current_user/', { token: signedIn.body.access });
    expect(me.body).toMatchObject({ id, email });
    // Once only.
    const again = await exchange(link.code, link.email, '10.74.0.2');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: 'This removal link is not valid or has expired. Ask for a new one.', code: 'removal_link_invalid' });

    expect((await t.api('POST', '/api/remove-user-account/', { token: signedIn.body.access })).status).toBe(200);
    expect((await t.api('GET', '/api/auth/current_user/', { token: signedIn.body.access })).status).toBe(401);
  });

  it('answers an address without account the same, and mails it that there is nothing to remove (no link)', async () => {
    const email = `nobody-${unique()}@example.com`;
    const res = await askForLink(email, '10.74.0.3', { 'accept-language': 'nl-NL,nl;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: sent });
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('Je Foyer-account verwijderen');
    expect(mail?.text).toContain('Geen enkel account gebruikt dit e-mailadres');
    expect(mail?.text).not.toMatch(/remove-account\?/);
    // Asking created no account: a link for it cannot be made up either.
    expect((await exchange('x'.repeat(43), email, '10.74.0.3')).status).toBe(400);
  });

  it('mails the same link again while it has half its time left, and a new one after', async () => {
    const { email } = await account('10.74.0.4');
    await askForLink(email, '10.74.0.4');
    const first = await mailedLink(email);
    t.clock.advance(((removalLinkMinutes * 60_000) / 2) * 0.9);
    await askForLink(email, '10.74.0.4');
    expect((await mailedLink(email)).code).toBe(first.code);
    t.clock.advance(((removalLinkMinutes * 60_000) / 2) * 0.2);
    await askForLink(email, '10.74.0.5');
    const second = await mailedLink(email);
    expect(second.code).not.toBe(first.code);
    // The new link replaced the old one.
    expect((await exchange(first.code, email, '10.74.0.5')).status).toBe(400);
    expect((await exchange(second.code, email, '10.74.0.5')).status).toBe(200);
  });

  it('refuses a wrong code, the code with another address, an event sign-in code, and a link past its hour', async () => {
    const { email } = await account('10.74.0.6');
    const other = await account('10.74.0.6');
    await askForLink(email, '10.74.0.6');
    const { code } = await mailedLink(email);
    expect((await exchange(`${code.slice(0, -3)}abc`, email, '10.74.0.7')).status).toBe(400);
    expect((await exchange(code, other.email, '10.74.0.7')).status).toBe(400);
    expect((await exchange('123456', email, '10.74.0.7')).status).toBe(400);
    t.clock.advance(removalLinkMinutes * 60_000 + 1000);
    expect((await exchange(code, email, '10.74.0.8')).status).toBe(400);
  });

  it('lets one of two simultaneous uses of a link in, never both', async () => {
    const { email } = await account('10.74.0.9');
    await askForLink(email, '10.74.0.9');
    const { code } = await mailedLink(email);
    const answers = await Promise.all([exchange(code, email, '10.74.0.10'), exchange(code, email, '10.74.0.11')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('stops guessing: after the sign-in limit of wrong tries from a network, even the right code is refused there (429)', async () => {
    const { email } = await account('10.74.0.12');
    await askForLink(email, '10.74.0.12');
    const { code } = await mailedLink(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await exchange(`${'g'.repeat(42)}${i}`, email, '10.74.0.13')).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const refused = await exchange(code, email, '10.74.0.13');
    expect(refused.status).toBe(429);
    // The owner on another network still gets in.
    expect((await exchange(code, email, '10.74.0.14')).status).toBe(200);
  });

  it('refuses bad bodies with field errors and sends nothing', async () => {
    const bad = await t.api('POST', '/api/remove-user-account/link/', { body: { email: 'not-an-address' }, headers: fromIp('10.74.0.15') });
    expect(bad.status).toBe(400);
    expect(bad.body.email).toEqual(['Enter a valid e-mail address.']);
    expect((await t.api('POST', '/api/remove-user-account/obtain/', { body: { email: 'a@example.com' }, headers: fromIp('10.74.0.15') })).status).toBe(400);
  });
});
