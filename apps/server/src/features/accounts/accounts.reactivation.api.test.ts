import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { fromIp, signInAndAgree } from '../../../test/factories';
import { makeEvent } from '../../../test/event-factories';

let t: TestServer;
let slug: string;
const unique = () => crypto.randomBytes(5).toString('hex');

/** Signs a fresh person in, fills their name, removes the account; answers the mailed link's parameters. */
async function removed(ip: string): Promise<{ email: string; code: string; id: number }> {
  const email = `back-${unique()}@example.com`;
  const { access } = await signInAndAgree(t, email, slug, fromIp(ip));
  const me = await t.api('GET', '/api/auth/current_user/', { token: access });
  expect((await t.api('POST', '/api/remove-user-account/', { token: access })).status).toBe(200);
  const outbox = (await t.api('GET', '/api/dev/outbox')).body as { to: string; subject: string; text: string }[];
  const text = outbox.find((m) => m.to === email && /removed/.test(m.subject))?.text ?? '';
  const link = new URL(text.match(/https?:\/\/\S+\/reactivate-account\?\S+/)?.[0] ?? 'http://x/');
  expect(link.searchParams.get('email')).toBe(email);
  return { email, code: link.searchParams.get('code') ?? '', id: me.body.id };
}

beforeAll(async () => {
  t = await startTestServer();
  slug = (await makeEvent(t)).slug;
});

afterAll(async () => {
  await t?.close();
});

describe('the removal mail', () => {
  it("is written in the language the person's browser asks for, English otherwise", async () => {
    const email = `sprache-${unique()}@example.com`;
    const { access } = await signInAndAgree(t, email, slug, fromIp('10.30.0.9'));
    const res = await t.api('POST', '/api/remove-user-account/', { token: access, headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(res.status).toBe(200);
    const outbox = (await t.api('GET', '/api/dev/outbox')).body as { to: string; subject: string; text: string; html: string }[];
    const mail = outbox.find((m) => m.to === email);
    expect(mail?.subject).toMatch(/Konto wurde gelöscht$/);
    expect(mail?.text).toContain('Bis zum');
    expect(mail?.html).toContain('<html lang="de">');
    // The other tests' removals send no language: they got English (their link is found by "removed").
  });
});

describe('POST /api/reactivate-account/', () => {
  it('exchanges the mailed code and e-mail for tokens and restores the account, empty, once', async () => {
    const { email, code, id } = await removed('10.30.0.1');
    const res = await t.api('POST', '/api/reactivate-account/', { body: { code, email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const me = await t.api('GET', `/api/auth/current_user/?event_slug=${slug}`, { token: res.body.access });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id, email, first_name: '', last_name: '', mugshot: null });
    // The same link does not work twice.
    expect((await t.api('POST', '/api/reactivate-account/', { body: { code, email } })).status).toBe(400);
  });

  it('refuses a wrong code, another address, and a link older than 30 days', async () => {
    const { email, code } = await removed('10.30.0.2');
    const wrongCode = await t.api('POST', '/api/reactivate-account/', { body: { code: `${code.slice(0, -2)}xx`, email } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.detail).toBe('This reactivation link is not valid or has expired.');
    expect((await t.api('POST', '/api/reactivate-account/', { body: { code, email: `x${email}` } })).status).toBe(400);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await t.api('POST', '/api/reactivate-account/', { body: { code, email } })).status).toBe(400);
  });

  it('refuses when the address has a new account meanwhile (409), and signing in again by code makes a new account', async () => {
    const { email, code, id } = await removed('10.30.0.3');
    const { access } = await signInAndAgree(t, email, slug, fromIp('10.30.0.4'));
    const me = await t.api('GET', '/api/auth/current_user/', { token: access });
    expect(me.body.id).not.toBe(id);
    const res = await t.api('POST', '/api/reactivate-account/', { body: { code, email } });
    expect(res.status).toBe(409);
  });
});
