import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { setEventFlag } from './events.cli';

const root = path.resolve(import.meta.dirname, '../../../../..');
let t: TestServer;
let ada: Person;
const slug = 'flags-ev';

beforeAll(async () => {
  t = await startTestServer();
  const event = await makeEvent(t, { slug });
  ada = await person(t, { firstName: 'Ada' });
  await addRole(t, event, ada, 'attendee');
});
afterAll(async () => {
  await t?.close();
});

/** `npm run foyer -- …` as an operator runs it (node + tsx against the server's database). */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const current = async () => (await t.api('GET', `/api/events/${slug}/`, { token: ada.token })).body as Record<string, unknown>;

describe('npm run foyer -- event set', { timeout: 120_000 }, () => {
  it('switches accreditation on for the running server (its cached event too), and off again', async () => {
    expect((await current()).accreditation_active).toBe(false);
    const res = await cli(['event', 'set', slug, 'accreditation_active', 'on']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toBe(`${slug}: accreditation_active on`);
    await expect.poll(async () => (await current()).accreditation_active).toBe(true);
    expect(await setEventFlag(t.server.platform.db, slug, 'accreditation_active', false)).toBe(true);
    await expect.poll(async () => (await current()).accreditation_active).toBe(false);
  });

  it('refuses an unknown flag or state (64) and an unknown event (65), changing nothing', async () => {
    const unknownFlag = await cli(['event', 'set', slug, 'published', 'on']);
    expect(unknownFlag.code).toBe(64);
    expect(unknownFlag.stderr).toContain('Unknown flag "published"');
    expect((await cli(['event', 'set', slug, 'is_lite', 'yes'])).code).toBe(64);
    expect((await cli(['event', 'set', 'no-such-event', 'is_lite', 'on'])).code).toBe(65);
    expect(await current()).toMatchObject({ is_lite: false, published: true });
  });
});
