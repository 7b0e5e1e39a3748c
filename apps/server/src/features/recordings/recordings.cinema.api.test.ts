import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CinemaVideo, Recording } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import type { EventRow, SpaceRow } from '../identity';
import { RecordingsRepository } from './recordings.repository';

/**
 * Approved recordings in the event's cinema (decision 0044): approving publishes a recording to everyone who
 * may enter the event; until then only the people allowed in its meeting may open it.
 */
let t: TestServer;
let event: EventRow;
let meetingSpace: SpaceRow;
let hana: Person;
let alice: Person;
let bob: Person;
let organiser: Person;
let outsider: Person;
let meetingId: number;
const mp4 = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
const room = '/api/events/screening/meetings/clinics/meetings/portfolio';

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'screening', inviteOnly: true });
  [hana, alice, bob, organiser, outsider] = await Promise.all([
    person(t, { firstName: 'Hana', lastName: 'Host' }), person(t, { firstName: 'Alice' }), person(t, { firstName: 'Bob' }), person(t, { firstName: 'Olga' }),
    person(t, { firstName: 'Oscar' }),
  ]);
  for (const p of [hana, alice, bob]) await addRole(t, event, p, 'attendee');
  await addRole(t, event, organiser, 'moderator');
  meetingSpace = await makeSpace(t, event, 'meeting', { slug: 'clinics', name: 'Clinic rooms' });
  await makeSpace(t, event, 'cinema', { slug: 'big-screen', name: 'Big screen' });
  const now = t.clock.now();
  const meeting = await t.server.services.meetings.create(event.id, meetingSpace.id, {
    slug: 'portfolio', title: 'Portfolio clinic', capacity: 5, startsAt: new Date(now.getTime() - 3_600_000), endsAt: new Date(now.getTime() + 3_600_000),
    hostIds: [hana.user.id],
  });
  meetingId = meeting.id;
  expect((await t.api('POST', `${room}/register/`, { token: alice.token, body: { register: true } })).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const recordingsDir = () => path.join(t.server.platform.config.dataDir, 'recordings');

/** A recording in the meeting's review list, as the recorder leaves it (a file in `review/`). */
async function reviewRecording(): Promise<Recording> {
  const slug = crypto.randomBytes(18).toString('base64url');
  fs.mkdirSync(path.join(recordingsDir(), 'review'), { recursive: true });
  fs.writeFileSync(path.join(recordingsDir(), 'review', `${slug}.mp4`), mp4);
  const now = t.clock.now();
  const row = await new RecordingsRepository(t.server.platform.db).insert({
    createdAt: now, startedAt: now, eventId: event.id, meetingId, file: `review/${slug}.mp4`, downloadSlug: slug, durationMs: 61_250,
    speakerName: 'Hana Host', sessionName: 'Portfolio clinic',
  });
  const listed = (await t.api('GET', `${room}/recordings/`, { token: hana.token })).body.results as Recording[];
  return listed.find((r) => r.id === row.id)!;
}

async function approve(recording: Recording): Promise<void> {
  expect((await t.api('POST', `${room}/accept/${recording.id}/`, { token: hana.token, body: { host_name: 'Hana Host' } })).status).toBe(200);
  // Publishing moves the file in the background; the review list says when it is done.
  for (let i = 0; i < 100; i++) {
    const listed = (await t.api('GET', `${room}/recordings/`, { token: hana.token })).body.results as Recording[];
    if (listed.find((r) => r.id === recording.id)?.upload_status === 'complete') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the recording was not published');
}

const movies = (who: Person, query = '') => t.api('GET', `/api/events/screening/cinema/big-screen/movies/${query}`, { token: who.token });
const recordingsIn = (body: { results: CinemaVideo[] }) => body.results.filter((v) => v.source === 'recording');
const file = (r: Recording, who?: Person, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/storage/recordings/mp4/${r.download_slug}.mp4`, { headers: { ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) } });

let published: Recording;
let inReview: Recording;

describe('before approval', () => {
  it('a recording is not in the cinema and opens only for the people allowed in its meeting', async () => {
    inReview = await reviewRecording();
    expect(recordingsIn((await movies(bob)).body)).toEqual([]);
    expect(recordingsIn((await movies(hana)).body)).toEqual([]);
    for (const who of [hana, alice, organiser]) expect((await file(inReview, who)).status).toBe(200);
    // bob is in the event but neither registered nor a host: closed, as the room is to him.
    expect((await t.api('GET', `${room}/`, { token: bob.token })).body.may_enter).toBe(false);
    expect((await file(inReview, bob)).status).toBe(404);
    expect((await file(inReview, outsider)).status).toBe(404);
  });

  it('follows the room when the meeting space closes: a registered participant no longer opens it, organisers still do', async () => {
    const spaces = t.server.services.spaces;
    await spaces.setPublished('screening', organiser.user.id, meetingSpace.id, false);
    try {
      expect((await t.api('GET', `${room}/`, { token: alice.token })).status).toBe(403);
      expect((await file(inReview, alice)).status).toBe(404);
      expect((await file(inReview, organiser)).status).toBe(200);
    } finally {
      await spaces.setPublished('screening', organiser.user.id, meetingSpace.id, true);
    }
    expect((await file(inReview, alice)).status).toBe(200);
  });
});

describe('approved', () => {
  it('is listed in the cinema for everyone in the event: titled by the meeting and the approving host, tagged with its meeting space', async () => {
    published = await reviewRecording();
    await approve(published);
    const listed = recordingsIn((await movies(bob)).body);
    expect(listed).toEqual([
      {
        key: `recording-${published.id}`, id: published.id, source: 'recording', kind: 'file', embedded_url: null, title: 'Portfolio clinic — Hana Host', description: 'Hana Host',
        url: expect.stringMatching(new RegExp(`^/storage/recordings/mp4/${published.download_slug}\\.mp4\\?token=`)), thumbnail: null, duration: 61.3,
        tags: ['Clinic rooms'], cinema_slug: 'big-screen',
      },
    ]);
    // The one still in review stays out.
    expect(listed.map((v) => v.id)).not.toContain(inReview.id);
    expect((await t.api('GET', '/api/events/screening/cinema/big-screen/', { token: bob.token })).body.tags).toEqual(['Clinic rooms']);
    expect(recordingsIn((await movies(bob, '?search=PORTFOLIO')).body).map((v) => v.id)).toEqual([published.id]);
    expect(recordingsIn((await movies(bob, '?tags=Clinic%20rooms')).body).map((v) => v.id)).toEqual([published.id]);
    expect((await movies(bob, '?search=nothing-like-it')).body.count).toBe(0);
  });

  it('plays for people of the event who were never in the meeting, with range requests for seeking; not for people outside the event', async () => {
    const [video] = recordingsIn((await movies(bob)).body);
    // The <video> element sends no Authorization: the url's viewing token opens it.
    const whole = await fetch(`${t.url}${video!.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
    const part = await fetch(`${t.url}${video!.url}`, { headers: { range: 'bytes=4000-4999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4000-4999/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(4000))).toBe(true);
    expect((await file(published, bob)).status).toBe(200);
    // Outside the (invite-only) event: no cinema, no file.
    expect((await movies(outsider)).status).toBe(403);
    expect((await file(published, outsider)).status).toBe(404);
    expect((await file(published)).status).toBe(404);
    // The recording still in review stays closed to bob.
    expect((await file(inReview, bob)).status).toBe(404);
  });

  it('leaves the cinema when a host deletes it, and its file is gone for everyone', async () => {
    const [video] = recordingsIn((await movies(bob)).body);
    expect((await t.api('POST', `${room}/delete/${published.id}/`, { token: hana.token })).status).toBe(200);
    expect(recordingsIn((await movies(bob)).body)).toEqual([]);
    expect((await t.api('GET', '/api/events/screening/cinema/big-screen/', { token: bob.token })).body.tags).toEqual([]);
    expect((await fetch(`${t.url}${video!.url}`)).status).toBe(404);
    expect((await file(published, hana)).status).toBe(404);
  });
});
