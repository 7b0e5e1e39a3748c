import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person } from '../../../test/event-factories';
import { runCli } from '../../../test/cli';
import { ApiError } from '../../platform/http/errors';
import type { OrganizerNeed } from './access';

let t: TestServer;
/** A second server process on the same database: the guard must hold there as soon as a change commits. */
let t2: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

const cli = (args: string[]) => runCli(args, { DATABASE_URL: t.databaseUrl });

/** The guard's answer on a server: `pass`, or the refusal's status and code. */
async function guard(server: TestServer, slug: string, userId: number, need: OrganizerNeed): Promise<string> {
  try {
    await server.server.services.identity.access.requireOrganizer(slug, userId, need);
    return 'pass';
  } catch (err) {
    if (err instanceof ApiError) return `${err.status} ${err.code ?? ''}`.trim();
    throw err;
  }
}

/** Polls until `probe` holds, within a second and a margin for this busy machine. */
async function soon(probe: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > 1500) throw new Error('the other process did not see the change in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('npm run foyer -- admin', { timeout: 120_000 }, () => {
  it('adds (creating the account), lists and removes administrators; refuses bad arguments', async () => {
    const added = await cli(['admin', 'add', 'Chief@Example.com']);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout.trim()).toBe('Created chief@example.com and made it an administrator.');
    expect((await cli(['admin', 'add', 'chief@example.com'])).stdout.trim()).toBe('chief@example.com is an administrator already.');
    const account = await t.server.services.identity.accounts.findByEmail('chief@example.com');
    expect(account).not.toBeNull();
    expect(await t.server.services.identity.access.isAdministrator(account!.id)).toBe(true);

    const listed = await cli(['admin', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split('\n')).toEqual(['chief@example.com']);

    const removed = await cli(['admin', 'remove', 'chief@example.com']);
    expect(removed.code).toBe(0);
    expect(removed.stdout.trim()).toBe('chief@example.com is no longer an administrator.');
    // The running server heard of it (its cached answer is gone).
    await soon(async () => !(await t.server.services.identity.access.isAdministrator(account!.id)));

    const again = await cli(['admin', 'remove', 'chief@example.com']);
    expect(again.code).toBe(65);
    expect(again.stderr).toContain('is no administrator');
    expect((await cli(['admin', 'add', 'not-an-address'])).code).toBe(64);
    expect((await cli(['admin', 'add'])).code).toBe(64);
    const none = await cli(['admin', 'list']);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('admin add EMAIL');
  });
});

describe('the organiser guard (access.requireOrganizer)', () => {
  it('lets owners and administrators do everything, moderators read people, and refuses everyone else', async () => {
    const event = await makeEvent(t);
    const draft = await makeEvent(t, { published: false });
    const [owner, moderator, staff, attendee, stranger, admin] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => person(t)));
    await addRole(t, event, owner!, 'owner');
    await addRole(t, event, moderator!, 'moderator');
    await addRole(t, event, staff!, 'staff');
    await addRole(t, event, attendee!, 'attendee');
    await t.server.services.identity.administrators.add(admin!.user.email);

    const answers = async (userId: number) => [
      await guard(t, event.slug, userId, 'owner'),
      await guard(t, event.slug, userId, 'read-people'),
    ];
    expect(await answers(owner!.user.id)).toEqual(['pass', 'pass']);
    expect(await answers(moderator!.user.id)).toEqual(['403 not_event_owner', 'pass']);
    expect(await answers(staff!.user.id)).toEqual(['403 not_event_owner', '403 not_event_moderator']);
    expect(await answers(attendee!.user.id)).toEqual(['403 not_event_owner', '403 not_event_moderator']);
    expect(await answers(stranger!.user.id)).toEqual(['403 not_event_owner', '403 not_event_moderator']);
    expect(await answers(admin!.user.id)).toEqual(['pass', 'pass']);
    // An unpublished event the administrator is not on, and an event that is not there.
    expect(await guard(t, draft.slug, admin!.user.id, 'owner')).toBe('pass');
    expect(await guard(t, draft.slug, owner!.user.id, 'owner')).toBe('403 not_event_owner');
    expect(await guard(t, 'no-such-event', admin!.user.id, 'owner')).toBe('404');
  });

  it('holds on every process: a role taken or an administrator unmade is refused at once on the other', async () => {
    const event = await makeEvent(t);
    const [owner, admin] = await Promise.all([person(t), person(t)]);
    await addRole(t, event, owner, 'owner');
    await t.server.services.identity.administrators.add(admin.user.email);
    // Both answers are now in the second process's caches.
    for (let i = 0; i < 2; i++) {
      expect(await guard(t2, event.slug, owner.user.id, 'owner')).toBe('pass');
      expect(await guard(t2, event.slug, admin.user.id, 'owner')).toBe('pass');
    }

    await addRole(t, event, owner, 'moderator');
    await soon(async () => (await guard(t2, event.slug, owner.user.id, 'owner')) === '403 not_event_owner');
    expect(await guard(t2, event.slug, owner.user.id, 'read-people')).toBe('pass');

    expect(await t.server.services.identity.administrators.remove(admin.user.email)).toBe(true);
    await soon(async () => (await guard(t2, event.slug, admin.user.id, 'owner')) === '403 not_event_owner');
    expect(await t2.server.services.identity.access.isAdministrator(admin.user.id)).toBe(false);
  });
});

describe('a production start', () => {
  it('without an administrator logs one line saying how to make one', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const prod = await startTestServer({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://events.example.org', APP_TITLE: 'Events' },
      logger: pino({ level: 'warn' }, sink),
    });
    await prod.close();
    const notices = lines.map((l) => JSON.parse(l) as { msg: string }).filter((l) => l.msg.includes('admin add'));
    expect(notices.map((n) => n.msg)).toEqual(['No instance administrator yet: make one with "npm run foyer -- admin add EMAIL" to create events in the console.']);
  });
});
