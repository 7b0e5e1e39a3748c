import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingTexts, type Recording } from '@foyer/contracts';
import { requireProgram, runProgram } from '../../platform/programs';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { next, socketPool } from '../../../test/socket-client';
import { SyntheticPeer } from '../../../test/media/synthetic-peer';
import { mediaFixture } from '../../../test/media/fixtures';
import { meetingHosts, meetingRegistrations, meetings } from '../meetings/meetings.schema';
import { videoCalls } from '../videocalls/videocalls.schema';
import { RecordingsRepository } from './recordings.repository';

const slug = 'rec';
let t: TestServer;
const sockets = socketPool();
let hana: Person;
let alice: Person;
let stranger: Person;
let organiser: Person;
let callId: number;
let eventId: number;
const base = `/api/events/${slug}/meetings/rooms/meetings/keynote`;

beforeAll(async () => {
  // The server composes with ffmpeg, the tests read the result with ffprobe: named here when missing.
  for (const program of ['ffmpeg', 'ffprobe']) requireProgram(program);
  await mediaFixture();
  t = await startTestServer();
  const event = await makeEvent(t, { slug });
  eventId = event.id;
  const space = await makeSpace(t, event, 'meeting' as never, { slug: 'rooms' });
  [hana, alice, stranger, organiser] = await Promise.all([person(t, { firstName: 'Hana', lastName: 'Host' }), person(t, { firstName: 'Alice' }), person(t, { firstName: 'Stranger' }), person(t, { firstName: 'Olga' })]);
  for (const p of [hana, alice, stranger]) await addRole(t, event, p, 'attendee');
  await addRole(t, event, organiser, 'moderator');
  const db = t.server.platform.db;
  const now = t.clock.now();
  const [call] = await db.insert(videoCalls).values({ eventId, displayName: 'Keynote', adminId: hana.user.id, permanent: true, createdAt: now }).returning();
  callId = call!.id;
  const [meeting] = await db
    .insert(meetings)
    .values({ eventId, spaceId: space.id, slug: 'keynote', title: 'Keynote rehearsal', capacity: 10, seatsTaken: 1, startsAt: new Date(now.getTime() - 600_000), endsAt: new Date(now.getTime() + 3_600_000), videocallId: callId })
    .returning();
  await db.insert(meetingHosts).values({ meetingId: meeting!.id, userId: hana.user.id });
  await db.insert(meetingRegistrations).values({ meetingId: meeting!.id, userId: alice.user.id, createdAt: now });
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const recordingsDir = () => path.join(t.server.platform.config.dataDir, 'recordings');
const list = async (who: Person) => t.api('GET', `${base}/recordings/`, { token: who.token });

async function inCall(who: Person): Promise<SyntheticPeer> {
  const join = await t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: who.token, body: { room: callId } });
  expect(join.status).toBe(200);
  const socket = await sockets.login(t, who.token, slug);
  const peer = new SyntheticPeer(socket, who.user.id);
  await peer.join(callId, join.body.jwt as string);
  await peer.publish();
  return peer;
}

let recording: Recording;

describe('recording a meeting call', () => {
  it('a host records the call with two people in it: everyone in it sees the indicator; stopped, one mp4 with video and sound joins the review list', async () => {
    const h = await inCall(hana);
    const a = await inCall(alice);
    // Only hosts start and stop.
    expect((await t.api('POST', `${base}/recording/start/`, { token: alice.token })).status).toBe(403);
    const indicator = next<{ recording: boolean }>(a.socket, 'meeting_recording_updated');
    const started = await t.api('POST', `${base}/recording/start/`, { token: hana.token });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ recording: true, processing: false, videocall_id: callId });
    expect(await indicator).toMatchObject({ recording: true });
    expect((await t.api('GET', `${base}/recording/`, { token: alice.token })).body).toMatchObject({ recording: true, is_host: false });
    expect((await t.api('POST', `${base}/recording/start/`, { token: hana.token })).status).toBe(409);
    await new Promise((r) => setTimeout(r, 3000));
    expect((await t.api('POST', `${base}/recording/stop/`, { token: alice.token })).status).toBe(403);
    const ready = next(h.socket, 'meeting_recordings_changed', 60_000);
    const stopped = await t.api('POST', `${base}/recording/stop/`, { token: hana.token });
    expect(stopped.body).toMatchObject({ recording: false, processing: true });
    await ready;
    await Promise.all([h.close(), a.close()]);

    const reply = await list(hana);
    expect(reply.status).toBe(200);
    expect(reply.body.state).toMatchObject({ recording: false, processing: false });
    expect(reply.body.results).toHaveLength(1);
    recording = reply.body.results[0];
    expect(recording).toMatchObject({ is_deleted: false, vimeo_recording: null, upload_status: 'not_uploaded', session: 'Keynote rehearsal', speaker_name: 'Hana Host', external_id: null });
    expect(recording.download_slug).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const file = path.join(recordingsDir(), 'review', `${recording.download_slug}.mp4`);
    const probe = JSON.parse((await runProgram('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name:format=duration', '-of', 'json', file])).stdout) as {
      streams: { codec_type: string; codec_name: string }[];
      format: { duration: string };
    };
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
    const seconds = Number(probe.format.duration);
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(10);
  }, 120_000);

  it('only hosts see the review list; the room state is for people allowed in the meeting', async () => {
    expect((await list(alice)).status).toBe(403);
    expect((await list(stranger)).status).toBe(403);
    expect((await t.api('GET', `${base}/recording/`, { token: stranger.token })).status).toBe(403);
    expect((await t.api('GET', `/api/events/${slug}/meetings/rooms/meetings/nope/recordings/`, { token: hana.token })).status).toBe(404);
    // The meeting room payload carries them for its hosts only.
    const room = (who: Person) => t.api('GET', `${base}/`, { token: who.token });
    expect((await room(hana)).body.recordings.map((r: Recording) => r.id)).toEqual([recording.id]);
    expect((await room(alice)).body.recordings).toEqual([]);
  });
});

describe('the recording file', () => {
  const fileUrl = () => `/storage/recordings/mp4/${recording.download_slug}.mp4`;

  it('is served to hosts, registered participants and organisers; strangers and anonymous people get 404', async () => {
    for (const who of [hana, alice, organiser]) {
      const res = await fetch(`${t.url}${fileUrl()}`, { headers: { authorization: `Bearer ${who.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
    }
    expect((await fetch(`${t.url}${fileUrl()}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
    expect((await fetch(`${t.url}${fileUrl()}`)).status).toBe(404);
    expect((await fetch(`${t.url}/storage/recordings/mp4/${'A'.repeat(24)}.mp4`, { headers: { authorization: `Bearer ${hana.token}` } })).status).toBe(404);
  });

  it('answers a range request with 206 and those bytes (seeking); the viewing token of the list opens it for a <video>', async () => {
    const res = await fetch(`${t.url}${fileUrl()}`, { headers: { authorization: `Bearer ${alice.token}`, range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
    expect(recording.url).toContain(`${fileUrl()}?token=`);
    expect((await fetch(`${t.url}${recording.url}`)).status).toBe(200);
    // The token names this recording only.
    const token = new URL(recording.url!, t.url).searchParams.get('token')!;
    expect((await fetch(`${t.url}/storage/recordings/mp4/${'B'.repeat(24)}.mp4?token=${token}`)).status).toBe(404);
  });
});

describe('reviewing', () => {
  it('approve: hosts only, a name is required; in_progress, then published with vimeo_upload_complete; once', async () => {
    const accept = (who: Person, body: unknown) => t.api('POST', `${base}/accept/${recording.id}/`, { token: who.token, body });
    expect((await accept(alice, { host_name: 'Alice' })).status).toBe(403);
    const empty = await accept(hana, { host_name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ host_name: [recordingTexts.hostNameRequired] });
    const socket = await sockets.login(t, hana.token, slug);
    const complete = next<{ meeting_id: number; recording: Recording }>(socket, 'vimeo_upload_complete', 20_000);
    const approved = await accept(hana, { host_name: 'Hana Host' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ upload_status: 'in_progress', vimeo_recording: { host_name: 'Hana Host', status: 'in_progress' } });
    const done = (await complete).recording;
    expect(done).toMatchObject({ id: recording.id, upload_status: 'complete', vimeo_recording: { host_name: 'Hana Host', status: 'complete' } });
    expect(fs.existsSync(path.join(recordingsDir(), 'mp4', `${recording.download_slug}.mp4`))).toBe(true);
    expect(fs.existsSync(path.join(recordingsDir(), 'review', `${recording.download_slug}.mp4`))).toBe(false);
    expect((await fetch(`${t.url}/storage/recordings/mp4/${recording.download_slug}.mp4`, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(200);
    expect((await accept(hana, { host_name: 'Again' })).status).toBe(409);
    // What a cinema will list.
    expect((await new RecordingsRepository(t.server.platform.db).approvedOfEvent(eventId)).map((r) => r.id)).toEqual([recording.id]);
  });

  it('delete: hosts only; is_deleted, the file removed from disk and no longer served; a deleted recording without an upload is hidden', async () => {
    expect((await t.api('POST', `${base}/delete/${recording.id}/`, { token: alice.token })).status).toBe(403);
    const file = path.join(recordingsDir(), 'mp4', `${recording.download_slug}.mp4`);
    const deleted = await t.api('POST', `${base}/delete/${recording.id}/`, { token: hana.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: recording.id, is_deleted: true, url: null });
    expect(fs.existsSync(file)).toBe(false);
    expect((await fetch(`${t.url}/storage/recordings/mp4/${recording.download_slug}.mp4`, { headers: { authorization: `Bearer ${hana.token}` } })).status).toBe(404);
    // It had been published: it stays listed as deleted (spec 2 §4 hides only deleted ones without an upload).
    expect((await list(hana)).body.results.map((r: Recording) => [r.id, r.is_deleted])).toEqual([[recording.id, true]]);

    // One not approved: deleting hides it.
    const repo = new RecordingsRepository(t.server.platform.db);
    const meetingId = (await repo.byId(recording.id))!.meetingId;
    fs.mkdirSync(path.join(recordingsDir(), 'review'), { recursive: true });
    fs.writeFileSync(path.join(recordingsDir(), 'review', 'unapprovedunapproved00.mp4'), 'x');
    const other = await repo.insert({ createdAt: t.clock.now(), startedAt: t.clock.now(), eventId, meetingId, file: 'review/unapprovedunapproved00.mp4', downloadSlug: 'unapprovedunapproved00', durationMs: 1000 });
    expect((await list(hana)).body.results).toHaveLength(2);
    expect((await t.api('POST', `${base}/delete/${other.id}/`, { token: hana.token })).status).toBe(200);
    expect(fs.existsSync(path.join(recordingsDir(), 'review', 'unapprovedunapproved00.mp4'))).toBe(false);
    expect((await list(hana)).body.results.map((r: Recording) => r.id)).toEqual([recording.id]);
  });
});

describe('on Janus', () => {
  it('starting a recording is refused with 409: the media passes through Janus, not this process (decision 0033)', async () => {
    // A second server on the same database whose calls go to a Janus (never reached: refused before).
    const janus = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock, env: { JANUS_URL: 'ws://127.0.0.1:9' } });
    try {
      const res = await janus.api('POST', `${base}/recording/start/`, { token: hana.token });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: recordingTexts.notSupported, code: 'recording_not_supported' });
      // Hosts only still comes first.
      expect((await janus.api('POST', `${base}/recording/start/`, { token: alice.token })).status).toBe(403);
    } finally {
      await janus.close();
    }
  });
});
