import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createUser, fromIp } from '../../../test/factories';
import { AccountsRepository } from '../identity';
import { setPassword } from './auth.service';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { FOYER_DEBUG: '1' }, authLimits: { failuresPerAddressAndIp: { max: 3 } } });
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string, ip = '10.9.0.1') =>
  t.api('POST', '/api/auth/jwt/login/', { body: { username, password }, headers: fromIp(ip) });

describe('POST /api/auth/jwt/login/ with FOYER_DEBUG', () => {
  it('signs in an account an operator gave a password', async () => {
    await setPassword(new AccountsRepository(t.server.platform.db), 'Olivia@Example.com', 'correct horse battery');
    const res = await login('olivia@example.com', 'correct horse battery');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    const me = await t.api('GET', '/api/auth/current_user/', { token: res.body.access });
    expect(me.body.email).toBe('olivia@example.com');
    expect((await t.api('POST', '/api/auth/jwt/refresh/', { body: { refresh: res.body.refresh } })).status).toBe(200);
  });

  it('answers the same refusal for a wrong password, an unknown account and one without a password', async () => {
    await setPassword(new AccountsRepository(t.server.platform.db), 'pw@example.com', 'the right password');
    const nopw = await createUser(t);
    const answers = [
      await login('pw@example.com', 'the wrong password', '10.9.0.2'),
      await login('ghost@example.com', 'the right password', '10.9.0.3'),
      await login(nopw.email, 'the right password', '10.9.0.4'),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(answers[0]?.body);
    }
  });

  it('refuses a network after too many wrong passwords, while the owner elsewhere still signs in', async () => {
    await setPassword(new AccountsRepository(t.server.platform.db), 'target@example.com', 'a long good password');
    for (let i = 0; i < 3; i++) expect((await login('target@example.com', `guess ${i}`, '10.9.1.1')).status).toBe(401);
    const refused = await login('target@example.com', 'a long good password', '10.9.1.1');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many wrong passwords for this account from your network\. Please try again in \d+ hours\.$/);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await login('target@example.com', 'a long good password', '10.9.1.2')).status).toBe(200);
  });

  it('refuses short passwords when setting one', async () => {
    await expect(setPassword(new AccountsRepository(t.server.platform.db), 'short@example.com', 'short')).rejects.toThrow(/at least/);
  });
});
