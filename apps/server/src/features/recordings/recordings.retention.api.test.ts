import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, makeSpace } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, type OrganizerCast } from '../../../test/organizer-cast';
import type { EventRow } from '../identity';
import { RecordingsRepository } from './recordings.repository';

/**
 * How long an event keeps its recordings (decision 0090): owners set it in the console, and the background
 * sweep deletes older recordings, their rows and files. Time moves with the dev test clock.
 */
let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let meetingId: number;
const day = 24 * 3_600_000;
const retention = '/api/events/kept/organizer/recordings/retention/';

beforeAll(async () => {
  t = await startTestServer({ env: { FOYER_DEBUG: '1' }, offsetClock: true });
  event = await makeEvent(t, { slug: 'kept' });
  cast = await organizerCast(t, event);
  const space = await makeSpace(t, event, 'meeting', { slug: 'rooms' });
  const now = t.server.platform.clock.now();
  meetingId = (await t.server.services.meetings.create(event.id, space.id, {
    slug: 'clinic', title: 'Clinic', capacity: 5, startsAt: now, endsAt: new Date(now.getTime() + 3_600_000), hostIds: [cast.attendee.user.id],
  })).id;
});
afterAll(async () => {
  await t?.close();
});

/** A recording made now (by the server's clock), its file in `review/`. */
async function recordNow(): Promise<{ id: number; file: string }> {
  const slug = crypto.randomBytes(18).toString('base64url');
  const file = path.join(t.server.services.recordings.root, 'review', `${slug}.mp4`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from('not really a film'));
  const now = t.server.platform.clock.now();
  const row = await new RecordingsRepository(t.server.platform.db).insert({
    createdAt: now, startedAt: now, eventId: event.id, meetingId, file: `review/${slug}.mp4`, downloadSlug: slug, durationMs: 1000,
  });
  return { id: row.id, file };
}
const exists = async (id: number) => (await t.server.services.recordings.repo.byId(id)) !== null;

describe('…/organizer/recordings/retention/', () => {
  it('is empty (kept until deleted) until an owner sets it; the change log has it', async () => {
    expect((await t.api('GET', retention, { token: cast.owner.token })).body).toEqual({ keep_days: null });
    const set = await t.api('PUT', retention, { token: cast.owner.token, body: { keep_days: 30 } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ keep_days: 30 });
    expect((await t.api('GET', retention, { token: cast.administrator.token })).body).toEqual({ keep_days: 30 });
    const log = await t.api('GET', '/api/events/kept/organizer/changes/', { token: cast.owner.token });
    expect(log.body.results[0]).toMatchObject({ area: 'recordings', action: 'retention_set', before: { keep_days: null }, after: { keep_days: 30 } });
  });

  it('refuses what is not a whole number of days, and everyone but owners', async () => {
    for (const keep_days of [0, 2.5, -1, 'soon', 100_000]) {
      const res = await t.api('PUT', retention, { token: cast.owner.token, body: { keep_days } });
      expect(res.status, String(keep_days)).toBe(400);
      expect(res.body.keep_days).toEqual([expect.stringContaining('whole number of days')]);
    }
    await expectOwnersOnly(cast, (token) => t.api('PUT', retention, { token: token ?? undefined, body: { keep_days: 1 } }));
    expect((await t.api('GET', retention, { token: cast.owner.token })).body).toEqual({ keep_days: 30 });
  });
});

describe('the retention sweep', () => {
  it('deletes a recording older than the event keeps them, row and file, and keeps a young one', async () => {
    expect((await t.api('PUT', retention, { token: cast.owner.token, body: { keep_days: 30 } })).status).toBe(200);
    const old = await recordNow();
    // 31 days later (the dev clock), a new recording is made.
    expect((await t.api('POST', '/api/dev/clock', { body: { offset_ms: 31 * day } })).status).toBe(200);
    const young = await recordNow();
    expect(await t.server.services.recordingRetention.purge()).toBe(1);
    expect(await exists(old.id)).toBe(false);
    expect(fs.existsSync(old.file)).toBe(false);
    expect(await exists(young.id)).toBe(true);
    expect(fs.existsSync(young.file)).toBe(true);
  });

  it('keeps every recording of an event without a retention', async () => {
    // Back to now: the owner's sign-in would have run out 31 days on.
    expect((await t.api('POST', '/api/dev/clock', { body: { offset_ms: 0 } })).status).toBe(200);
    expect((await t.api('PUT', retention, { token: cast.owner.token, body: { keep_days: null } })).body).toEqual({ keep_days: null });
    const kept = await recordNow();
    expect((await t.api('POST', '/api/dev/clock', { body: { offset_ms: 365 * day } })).status).toBe(200);
    expect(await t.server.services.recordingRetention.purge()).toBe(0);
    expect(await exists(kept.id)).toBe(true);
  });
});
