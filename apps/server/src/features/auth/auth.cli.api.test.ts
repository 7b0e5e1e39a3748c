import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent } from '../../../test/event-factories';
import { loggedIn } from '../../../test/socket-client';
import { runCli } from '../../../test/cli';

let t: TestServer;
let dataDir: string;

beforeAll(async () => {
  t = await startTestServer({ env: { FOYER_DEBUG: '1' } });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-cli-'));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run foyer -- …` against the test server's database. */
const cli = (args: string[], stdin = '', env: Record<string, string> = {}) => runCli(args, { DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, ...env }, stdin);

const login = (username: string, password: string) => t.api('POST', '/api/auth/jwt/login/', { body: { username, password } });

describe('npm run foyer -- set-password', { timeout: 120_000 }, () => {
  it('creates the account with a password read from stdin; the debug login then accepts it', async () => {
    const res = await cli(['set-password', 'Operator@Example.com'], 'a fine operator password\n');
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created operator@example.com');
    const signedIn = await login('operator@example.com', 'a fine operator password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect((await login('operator@example.com', 'another password!')).status).toBe(401);
  });

  it('changes the password of an existing account', async () => {
    expect((await cli(['set-password', 'changer@example.com'], 'first password 123\n')).code).toBe(0);
    const res = await cli(['set-password', 'changer@example.com'], 'second password 456\n');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Password of changer@example.com changed');
    expect((await login('changer@example.com', 'first password 123')).status).toBe(401);
    expect((await login('changer@example.com', 'second password 456')).status).toBe(200);
  });

  it('refuses a short password, a missing e-mail and an unknown command', async () => {
    const short = await cli(['set-password', 'short@example.com'], 'short\n');
    expect(short.code).toBe(65);
    expect(short.stderr).toMatch(/at least/);
    expect((await login('short@example.com', 'short')).status).toBe(401);
    expect((await cli(['set-password'])).code).toBe(64);
    const unknown = await cli(['frobnicate']);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toMatch(/Unknown command/);
  });

  it('lists its commands', async () => {
    const res = await cli(['help']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/set-password EMAIL/);
  });
});

describe('npm run foyer -- dev mint-tokens', { timeout: 120_000 }, () => {
  // The server's secret, so the tokens the command signs are the server's.
  const secret = { JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' };

  it('mints access tokens of load-test attendees of the event, one per line; the same people on every run', async () => {
    await makeEvent(t, { slug: 'mint', inviteOnly: true });
    const res = await cli(['dev', 'mint-tokens', '3', 'mint'], '', secret);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const tokens = res.stdout.trim().split('\n');
    expect(tokens).toHaveLength(3);
    const me = await t.api('GET', '/api/auth/current_user/?event_slug=mint', { token: tokens[2] });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'load-3@mint.mint.example' });
    // On the invite-only event's list, so the socket logs in.
    const socket = await loggedIn(t.url, tokens[0]!, 'mint');
    socket.disconnect();
    const again = await cli(['dev', 'mint-tokens', '3', 'mint'], '', secret);
    const first = await t.api('GET', '/api/auth/current_user/?event_slug=mint', { token: again.stdout.trim().split('\n')[0] });
    expect(first.body).toMatchObject({ email: 'load-1@mint.mint.example' });
  });

  it('refuses a bad count, an unknown event and production', async () => {
    expect((await cli(['dev', 'mint-tokens', 'many', 'mint'], '', secret)).code).toBe(64);
    expect((await cli(['dev', 'mint-tokens', '0', 'mint'], '', secret)).code).toBe(64);
    const unknown = await cli(['dev', 'mint-tokens', '2', 'no-such-event'], '', secret);
    expect(unknown.code).toBe(65);
    expect(unknown.stderr).toMatch(/No event "no-such-event"/);
    const production = await cli(['dev', 'mint-tokens', '2', 'mint'], '', {
      ...secret,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://localhost:2525',
      PUBLIC_URL: 'https://foyer.example',
      APP_TITLE: 'Foyer',
    });
    expect(production.code).toBe(77);
    expect(production.stderr).toMatch(/refused in production/);
    expect(production.stdout).toBe('');
  });

  it('is listed', async () => {
    expect((await cli(['help'])).stdout).toMatch(/dev mint-tokens COUNT EVENT/);
  });
});
