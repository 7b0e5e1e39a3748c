import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cinemaVideoMessages, uploadLimits, uploadTooLarge } from '@foyer/contracts';
import { runProgram } from '../../platform/programs';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, makeSpace, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, sendRaw, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { next, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let cinema: SpaceRow;
let mp4: Buffer;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'lumiere' });
  cast = await organizerCast(t, event);
  cinema = await makeSpace(t, event, 'cinema', { slug: 'films', name: 'Films' });
  await makeSpace(t, await makeEvent(t, { slug: 'other-lumiere' }), 'cinema', { slug: 'films' });
  // One second of a test picture as an MP4 (Debian's ffmpeg, its own mpeg4 encoder).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-film-'));
  const file = path.join(dir, 'film.mp4');
  await runProgram('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-t', '1', '-c:v', 'mpeg4', '-y', file], { timeout: 60_000 });
  mp4 = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const videos = '/api/events/lumiere/organizer/cinema/films/videos/';
const as = (who: Person) => ({ token: who.token });
const add = (body: Record<string, unknown>, who: Person = cast.owner) => t.api('POST', videos, { ...as(who), body });
const movies = (query = '') => t.api('GET', `/api/events/lumiere/cinema/films/movies/${query}`, as(cast.attendee));
const send = (url: string, field: string, data: Buffer | string, filename: string, who: Person | null = cast.owner, method = 'POST') => {
  const form = new FormData();
  form.append(field, new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), filename);
  return sendRaw(t, method, url, { token: who?.token ?? null, body: form });
};
const uploadFilm = (data: Buffer | string, filename = 'Opening night.mp4', who: Person | null = cast.owner) => send(`${videos}upload/`, 'file', data, filename, who);

describe('POST …/organizer/cinema/{cinemaSlug}/videos/upload/', () => {
  it('keeps an MP4 ffprobe reads, named after its file with its length; attendees play it from our storage', async () => {
    const res = await uploadFilm(mp4);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Opening night', kind: 'file', url: expect.stringMatching(/^\/files\/events\/\d+\/cinema\/\d+\/.+\/opening-night-[0-9a-f]{16}\.mp4$/), thumbnail: null, tags: [] });
    expect(res.body.duration).toBeGreaterThan(0.5);
    const served = await fetch(`${t.url}${res.body.url}`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([200, 'video/mp4', 'nosniff']);
    const seen = (await movies()).body.results.find((v: { id: number }) => v.id === res.body.id);
    expect(seen).toMatchObject({ key: `video-${res.body.id}`, kind: 'file', title: 'Opening night', url: res.body.url, embedded_url: null, cinema_slug: 'films' });
  });

  it('refuses 422 with a readable reason what is no playable MP4, keeping nothing', async () => {
    const before = (await movies()).body.count;
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]);
    const brokenMp4 = Buffer.concat([mp4.subarray(0, 32), Buffer.alloc(256)]);
    for (const [what, data] of [['a text', 'just words'], ['a WebM header', webm], ['an MP4 cut after its header', brokenMp4], ['markup', `<html><script>alert(1)</script></html>`]] as const) {
      const res = await uploadFilm(data, 'film.mp4');
      expect([what, res.status, res.body]).toEqual([what, 422, { detail: cinemaVideoMessages.onlyMp4, code: 'unplayable_video' }]);
    }
    expect((await movies()).body.count).toBe(before);
  });

  it('refuses a film over the contracts\' video size by name', async () => {
    const res = await uploadFilm(Buffer.concat([mp4, Buffer.alloc(uploadLimits.video.bytes + 1 - mp4.length)]));
    expect([res.status, res.body]).toEqual([422, { detail: uploadTooLarge.video, code: 'unplayable_video' }]);
  });
});

describe('…/organizer/cinema/{cinemaSlug}/videos/', () => {
  it('adds a stream and a YouTube video with name, description and tags; attendees find them by search and tag', async () => {
    const stream = await add({ kind: 'hls', url: 'https://streams.example.org/live/main.m3u8', title: 'Main hall live', description: 'The keynote stream', tags: ['Live', 'Keynote'] });
    expect(stream.status).toBe(201);
    expect(stream.body).toMatchObject({ kind: 'hls', url: 'https://streams.example.org/live/main.m3u8', tags: ['Live', 'Keynote'], duration: null });
    const embed = await add({ kind: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Trailer', tags: ['Keynote'] });
    expect(embed.status).toBe(201);
    const byTag = (await movies('?tags=Keynote')).body;
    expect(byTag.results.map((v: { title: string }) => v.title)).toEqual(['Main hall live', 'Trailer']);
    expect(byTag.results[1]).toMatchObject({ kind: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedded_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg' });
    expect((await movies('?search=keynote%20stream')).body.results.map((v: { title: string }) => v.title)).toEqual(['Main hall live']);
    expect((await t.api('GET', '/api/events/lumiere/cinema/films/', as(cast.attendee))).body.tags).toEqual(expect.arrayContaining(['Keynote', 'Live']));
  });

  it('checks each kind\'s address and the fields, per field', async () => {
    const before = (await movies()).body.count;
    expect((await add({ kind: 'hls', url: 'http://streams.example.org/a.m3u8', title: 'A' })).body).toEqual({ url: [cinemaVideoMessages.hlsAddress] });
    expect((await add({ kind: 'hls', url: 'https://streams.example.org/a.mp4', title: 'A' })).body).toEqual({ url: [cinemaVideoMessages.hlsAddress] });
    expect((await add({ kind: 'embed', url: 'https://example.org/watch?v=dQw4w9WgXcQ', title: 'A' })).body).toEqual({ url: [cinemaVideoMessages.embedAddress] });
    expect((await add({ kind: 'file', url: '/files/x.mp4', title: 'A' })).body).toEqual({ kind: [cinemaVideoMessages.fileByUpload] });
    expect((await add({ kind: 'embed', url: 'https://vimeo.com/76979871', title: '' })).body).toEqual({ title: [cinemaVideoMessages.titleRequired] });
    expect((await movies()).body.count).toBe(before);
  });

  it('changes a film\'s fields and source, keeps an uploaded film\'s file, and removes films with their files', async () => {
    const film = (await uploadFilm(mp4, 'Short.mp4')).body;
    const changed = await t.api('PATCH', `${videos}${film.id}/`, { ...as(cast.owner), body: { title: 'A short film', description: 'Shot in one day', tags: ['Short'] } });
    expect(changed.body).toMatchObject({ title: 'A short film', description: 'Shot in one day', tags: ['Short'], url: film.url });
    expect((await movies('?tags=Short')).body.results).toMatchObject([{ id: film.id, title: 'A short film', description: 'Shot in one day' }]);
    expect((await t.api('PATCH', `${videos}${film.id}/`, { ...as(cast.owner), body: { url: 'https://vimeo.com/76979871' } })).body).toEqual({ url: [cinemaVideoMessages.fileByUpload] });

    const stream = (await add({ kind: 'hls', url: 'https://streams.example.org/b.m3u8', title: 'Side stage' })).body;
    const switched = await t.api('PATCH', `${videos}${stream.id}/`, { ...as(cast.owner), body: { kind: 'embed', url: 'https://vimeo.com/76979871' } });
    expect(switched.body).toMatchObject({ kind: 'embed', url: 'https://vimeo.com/76979871' });
    expect((await t.api('PATCH', `${videos}${stream.id}/`, { ...as(cast.owner), body: { kind: 'hls' } })).body).toEqual({ url: [cinemaVideoMessages.hlsAddress] });

    expect((await t.api('DELETE', `${videos}${film.id}/`, as(cast.owner))).status).toBe(204);
    expect((await fetch(`${t.url}${film.url}`)).status).toBe(404);
    expect((await movies()).body.results.find((v: { id: number }) => v.id === film.id)).toBeUndefined();
    expect((await t.api('PATCH', `${videos}${film.id}/`, { ...as(cast.owner), body: { title: 'x' } })).status).toBe(404);
  });

  it('gives a film a thumbnail, re-encoded, that attendees see; refuses what is no picture', async () => {
    const film = (await add({ kind: 'hls', url: 'https://streams.example.org/c.m3u8', title: 'With a still' })).body;
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#aa3344' } }).png().toBuffer();
    const res = await send(`${videos}${film.id}/thumbnail/`, 'image', png, 'still.png', cast.owner, 'PUT');
    expect(res.status).toBe(200);
    expect(res.body.thumbnail).toMatch(/\/thumbnail-[0-9a-f]{16}\.webp$/);
    const stored = Buffer.from(await (await fetch(`${t.url}${res.body.thumbnail}`)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 640 });
    expect((await movies()).body.results.find((v: { id: number }) => v.id === film.id).thumbnail).toBe(res.body.thumbnail);
    const refused = await send(`${videos}${film.id}/thumbnail/`, 'image', 'GIF89a<script>alert(1)</script>', 'x.gif', cast.owner, 'PUT');
    expect([refused.status, Object.keys(refused.body)]).toEqual([400, ['image']]);
  });

  it('adds nothing when the change log cannot record the film, and tells open cinema pages of each change', async () => {
    const before = (await movies()).body.count;
    expect((await withFailingChangeLog(t, () => add({ kind: 'hls', url: 'https://streams.example.org/d.m3u8', title: 'Lost' }))).status).toBe(500);
    expect((await withFailingChangeLog(t, () => uploadFilm(mp4, 'Lost.mp4'))).status).toBe(500);
    expect((await movies()).body.count).toBe(before);

    const socket = await sockets.login(t, cast.attendee.token, 'lumiere');
    let told = next(socket, 'updated_cinema');
    const film = (await add({ kind: 'hls', url: 'https://streams.example.org/e.m3u8', title: 'Told' })).body;
    expect(await told).toEqual({ event_slug: 'lumiere', id: cinema.id, slug: 'films' });
    told = next(socket, 'updated_cinema');
    await t.api('DELETE', `${videos}${film.id}/`, as(cast.owner));
    expect(await told).toEqual({ event_slug: 'lumiere', id: cinema.id, slug: 'films' });
    const log = await t.api('GET', '/api/events/lumiere/organizer/changes/?area=cinema', as(cast.owner));
    expect(log.body.results.slice(0, 2).map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([['video_deleted', 'Films: Told'], ['video_created', 'Films: Told']]);
  });

  it('refuses visitors, attendees, staff, moderators and owners of other events; lets administrators in', async () => {
    const film = (await add({ kind: 'hls', url: 'https://streams.example.org/f.m3u8', title: 'Guarded' })).body;
    const url = `${videos}${film.id}/`;
    const before = (await movies()).body;
    for (const [method, p, body] of [['GET', videos], ['POST', videos, { kind: 'hls', url: 'https://x.example.org/a.m3u8', title: 'Mine' }], ['PATCH', url, { title: 'Mine' }], ['DELETE', url]] as const) {
      await expectOwnersOnly(cast, (token) => t.api(method, p, { token: token ?? undefined, body }));
    }
    for (const who of [null, cast.moderator, cast.otherOwner]) expect((await uploadFilm(mp4, 'x.mp4', who)).status).toBe(who ? 403 : 401);
    expect((await movies()).body).toEqual(before);
    expect((await t.api('GET', videos, as(cast.administrator))).status).toBe(200);
    expect((await t.api('GET', '/api/events/lumiere/organizer/cinema/nowhere/videos/', as(cast.owner))).status).toBe(404);
    expect((await t.api('GET', '/api/events/other-lumiere/organizer/cinema/films/videos/', as(cast.owner))).status).toBe(403);
  });
});
