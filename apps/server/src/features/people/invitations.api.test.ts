import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, mintToken, person, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, sendRaw, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import type { EventRow } from '../identity';

let t: TestServer;
let smtp: SmtpSink;
let event: EventRow;
let cast: OrganizerCast;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://foyer.example' } });
  event = await makeEvent(t, { slug: 'gala', name: 'Winter Gala', language: 'de', inviteOnly: true, startDate: '2026-12-01', endDate: '2026-12-02' });
  cast = await organizerCast(t, event);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const base = '/api/events/gala/organizer/invitations/';
const importCsv = (csv: string, query = '', who: Person | null = cast.owner) =>
  sendRaw(t, 'POST', `${base}import/${query}`, { token: who?.token ?? null, body: csv, contentType: 'text/csv' });
const list = (query = '') => t.api('GET', `${base}${query}`, { token: cast.owner.token });

const threeRows = ['email,first_name,last_name,tags', 'ada@example.com,Ada,Lovelace,speaker;vip', 'not-an-address,Bob,Bad,', 'Grace@Example.com,Grace,Hopper,"speaker, press"'].join('\n');

describe('POST /api/events/{slug}/organizer/invitations/import/', () => {
  it('previews with dry_run=1: each row\'s status, each bad row\'s line and error, and writes nothing', async () => {
    const res = await importCsv(threeRows, '?dry_run=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: true, total: 3, created: 2, updated: 0, unchanged: 0, invalid: 1 });
    expect(res.body.rows.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([[2, 'new'], [3, 'invalid'], [4, 'new']]);
    expect(res.body.rows[2]).toMatchObject({ email: 'grace@example.com', tags: ['speaker', 'press'], errors: {} });
    expect(res.body.errors).toEqual([{ row: 3, email: 'not-an-address', errors: { email: ['Enter a valid e-mail address.'] } }]);
    expect((await list()).body.count).toBe(0);
  });

  it('writes the good rows, reports the bad ones, and the list answers count and results', async () => {
    const res = await importCsv(threeRows);
    expect(res.body).toMatchObject({ dry_run: false, created: 2, invalid: 1, errors: [{ row: 3 }] });
    const listed = await list();
    expect(listed.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(listed.body.results).toEqual([
      { id: expect.any(Number), email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', tags: ['speaker', 'vip'], invited_at: expect.any(String), last_sent_at: null, sent_count: 0 },
      expect.objectContaining({ email: 'grace@example.com', tags: ['press', 'speaker'] }),
    ]);
    expect((await list('?search=hopp')).body.results.map((r: { email: string }) => r.email)).toEqual(['grace@example.com']);
  });

  it('writes an import whole or not at all: when its change-log entry cannot be written, nobody is added', async () => {
    const res = await withFailingChangeLog(t, () => importCsv('email,first_name,last_name,tags\nlost@example.com,Lost,Person,ghost'));
    expect(res.status).toBe(500);
    expect((await list('?search=lost')).body.count).toBe(0);
    expect((await importCsv('email,first_name,last_name,tags\nlost@example.com,Lost,Person,ghost', '?dry_run=1')).body.rows[0].status).toBe('new');
  });

  it('updates a re-imported address instead of adding it twice; the same file again changes nothing', async () => {
    const again = ['email,first_name,last_name,tags', 'ADA@example.com,Augusta Ada,Lovelace,vip'].join('\n');
    expect((await importCsv(again)).body).toMatchObject({ created: 0, updated: 1, rows: [{ status: 'update' }] });
    expect((await importCsv(again)).body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    const ada = (await list('?search=ada')).body.results;
    expect(ada).toEqual([expect.objectContaining({ email: 'ada@example.com', first_name: 'Augusta Ada', tags: ['vip'] })]);
    expect((await list()).body.count).toBe(2);
  });

  it('refuses a file without the header, an unreadable one and repeated addresses, per line', async () => {
    expect((await importCsv('mail,name\nx@example.com,X')).body).toEqual({ file: ['The first line must be the header email,first_name,last_name,tags.'] });
    expect((await importCsv('email,first_name,last_name,tags\n"broken,A,B,')).body).toEqual({ file: ['The file could not be read as CSV from line 2 on.'] });
    expect((await importCsv('email,first_name,last_name,tags')).body).toEqual({ file: ['The file has no rows below its header.'] });
    const twice = await importCsv('email,first_name,last_name,tags\nlin@example.com,Lin,,\nLIN@example.com,Lin,Again,', '?dry_run=1');
    expect(twice.body.errors).toEqual([{ row: 3, email: 'lin@example.com', errors: { email: ['This address is on row 2 already.'] } }]);
  });

  it('lets an invited person into the invite-only event', async () => {
    const ada = (await list('?search=ada')).body.results[0];
    const token = await mintToken(t, ada.id);
    await t.server.platform.db.execute(sql`update users set terms_agreed = true where id = ${ada.id}`);
    expect((await t.api('GET', '/api/events/gala/', { token })).status).toBe(200);
    // Having entered, Ada is no invitation any more.
    expect((await list()).body.results.map((r: { email: string }) => r.email)).toEqual(['grace@example.com']);
  });
});

describe('invitation mails', () => {
  it('mails everyone not mailed yet, in the event\'s language, with a link that fills in the address', async () => {
    smtp.inbox.length = 0;
    const res = await t.api('POST', `${base}send/`, { token: cast.owner.token, body: {} });
    expect(res.body).toEqual({ sent: 1, remaining: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['grace@example.com']);
    expect(mail!.body).toContain('Subject: Sie sind zu Winter Gala eingeladen');
    expect(mail!.body).toContain('https://foyer.example/gala/enterevent?email=grace%40example.com');
    expect((await list()).body.results[0]).toMatchObject({ sent_count: 1, last_sent_at: expect.any(String) });
    expect((await t.api('POST', `${base}send/`, { token: cast.owner.token, body: {} })).body).toEqual({ sent: 0, remaining: 0 });
  });

  it('sends one again once a minute has passed; says so before', async () => {
    const grace = (await list()).body.results[0];
    const soon = await t.api('POST', `${base}${grace.id}/send/`, { token: cast.owner.token });
    expect([soon.status, soon.body.code]).toEqual([409, 'sent_just_now']);
    t.clock.advance(61_000);
    smtp.inbox.length = 0;
    const again = await t.api('POST', `${base}${grace.id}/send/`, { token: cast.owner.token });
    expect(again.body).toMatchObject({ email: 'grace@example.com', sent_count: 2 });
    expect(await smtp.waitFor(1)).toHaveLength(1);
  });

  it('answers 503 when the mail server refuses, and counts nothing', async () => {
    t.clock.advance(61_000);
    const grace = (await list()).body.results[0];
    smtp.refusing = true;
    try {
      const res = await t.api('POST', `${base}${grace.id}/send/`, { token: cast.owner.token });
      expect([res.status, res.body.code]).toEqual([503, 'mail_failed']);
    } finally {
      smtp.refusing = false;
    }
    expect((await list()).body.results[0].sent_count).toBe(grace.sent_count);
  });
});

describe('GET …/export/ and DELETE …/{id}/', () => {
  it('exports the list as CSV the import reads back', async () => {
    const res = await fetch(`${t.url}${base}export/`, { headers: { authorization: `Bearer ${cast.owner.token}` } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = await res.text();
    expect(csv.split('\n')[0]).toBe('email,first_name,last_name,tags,invited_at,last_sent_at');
    expect(csv).toContain('grace@example.com,Grace,Hopper,press;speaker,');
    expect((await importCsv(csv, '?dry_run=1')).body).toMatchObject({ total: 1, unchanged: 1 });
  });

  it('takes an invitation off the list, and refuses someone who entered', async () => {
    const grace = (await list()).body.results[0];
    // The mailed link holds no secret (decision 0100): only the address. Its sign-in code expires and is used
    // once (auth.code.api.test.ts); what it opens is the list's row, so taking the row off shuts the event.
    const graceToken = await mintToken(t, grace.id);
    await t.server.platform.db.execute(sql`update users set terms_agreed = true where id = ${grace.id}`);
    expect((await t.api('DELETE', `${base}${grace.id}/`, { token: cast.owner.token })).status).toBe(204);
    expect((await list()).body.count).toBe(0);
    expect((await t.api('GET', '/api/events/gala/', { token: graceToken })).status).toBe(403);
    expect((await t.api('DELETE', `${base}${grace.id}/`, { token: cast.owner.token })).status).toBe(404);
    const entered = await t.api('DELETE', `${base}${cast.attendee.user.id}/`, { token: cast.owner.token });
    expect([entered.status, entered.body.code]).toEqual([409, 'already_entered']);
  });

  it('refuses visitors, attendees, staff, moderators and owners of other events; lets administrators in', async () => {
    await importCsv('email,first_name,last_name,tags\nkeep@example.com,Keep,Me,');
    const kept = (await list()).body.results[0];
    for (const [method, path, body] of [['GET', base], ['GET', `${base}export/`], ['POST', `${base}send/`, {}], ['POST', `${base}${kept.id}/send/`], ['DELETE', `${base}${kept.id}/`]] as const) {
      await expectOwnersOnly(cast, (token) => t.api(method, path, { token: token ?? undefined, body }));
    }
    await expectOwnersOnly(cast, (token) => importCsv('email,first_name,last_name,tags\nmine@example.com,,,', '', token ? ({ token } as Person) : null));
    expect((await list()).body.results.map((r: { email: string }) => r.email)).toEqual(['keep@example.com']);
    expect((await t.api('GET', base, { token: cast.administrator.token })).status).toBe(200);
    const stranger = await person(t);
    expect((await t.api('GET', '/api/events/gala/', { token: stranger.token })).body.code).toBe('inviteonly');
  });
});
