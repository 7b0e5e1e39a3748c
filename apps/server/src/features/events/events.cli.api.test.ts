import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { runCli } from '../../../test/cli';
import { setEventFlag } from './events.cli';

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

/** `npm run foyer -- …` against the test server's database. */
const cli = (args: string[]) => runCli(args, { DATABASE_URL: t.databaseUrl });

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
