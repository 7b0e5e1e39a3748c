import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import type { EventRow, SpaceRow } from '../identity';
import { CinemaService } from './cinema.service';

let t: TestServer;
let event: EventRow;
let organiser: Person;
let attendee: Person;
let cinema: SpaceRow;
let videoUrl: string;
const videoBytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'films' });
  [organiser, attendee] = await Promise.all([person(t), person(t)]);
  await addRole(t, event, organiser, 'moderator');
  cinema = await makeSpace(t, event, 'cinema', { slug: 'big-screen', name: 'Big screen', image: '/files/screen.svg' });
  const closed = await makeSpace(t, event, 'cinema', { slug: 'back-room', published: false });
  // A cinema with approved meeting recordings, as the recordings feature will hand them over.
  const service = new CinemaService(t.server.platform.db, t.server.services.spaces);
  videoUrl = (await t.server.platform.storage.put({ data: videoBytes, contentType: 'video/mp4', folder: 'events/films/cinema', name: 'opening' })).url;
  await service.add(event, cinema, { title: 'Opening night', description: 'The welcome, from the main hall', url: videoUrl, tags: ['Keynote'], durationSeconds: 8, order: 0 });
  await service.add(event, cinema, { title: 'Café science', description: 'Short talks over coffee', url: videoUrl, tags: ['Talk', 'Science'], order: 1 });
  await service.add(event, cinema, { title: 'Lab tour', description: 'Behind the scenes', url: videoUrl, tags: ['Science'], order: 2 });
  for (let i = 0; i < 12; i++) await service.add(event, cinema, { title: `Lightning ${i}`, url: videoUrl, tags: ['Lightning'], order: 10 + i });
  await service.add(event, closed, { title: 'Secret cut', url: videoUrl });
});

afterAll(async () => {
  await t?.close();
});

const get = (who: Person, path: string) => t.api('GET', `/api/events/films${path}`, { token: who.token });
const titles = (body: { results: { title: string }[] }) => body.results.map((v) => v.title);

describe('GET /api/events/{slug}/cinema/{cinemaSlug}/', () => {
  it('answers the meta and the tags of its videos', async () => {
    const res = await get(attendee, '/cinema/big-screen/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meta: { id: cinema.id, slug: 'big-screen', name: 'Big screen', published: true, image: '/files/screen.svg' },
      tags: ['Keynote', 'Lightning', 'Science', 'Talk'],
    });
  });

  it('keeps an unpublished cinema to organisers, and refuses unknown ones and strangers', async () => {
    const closed = await get(attendee, '/cinema/back-room/');
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('space_closed');
    expect((await get(attendee, '/cinema/back-room/movies/')).status).toBe(403);
    expect((await get(organiser, '/cinema/back-room/')).status).toBe(200);
    expect(titles((await get(organiser, '/cinema/back-room/movies/')).body)).toEqual(['Secret cut']);
    expect((await get(attendee, '/cinema/nowhere/')).status).toBe(404);
    expect((await t.api('GET', '/api/events/films/cinema/big-screen/')).status).toBe(401);
  });
});

describe('GET /api/events/{slug}/cinema/{cinemaSlug}/movies/', () => {
  it('starts at 10, answers count and limit, grows by limit', async () => {
    const first = await get(attendee, '/cinema/big-screen/movies/');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(15);
    expect(first.body.limit).toBe(10);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toEqual({
      key: expect.stringMatching(/^video-\d+$/), id: expect.any(Number), source: 'video', kind: 'file', title: 'Opening night',
      description: 'The welcome, from the main hall', url: videoUrl, embedded_url: null, thumbnail: null, duration: 8, tags: ['Keynote'], cinema_slug: 'big-screen',
    });
    const grown = await get(attendee, '/cinema/big-screen/movies/?limit=20');
    expect(grown.body.results).toHaveLength(15);
    expect(grown.body.next).toBeNull();
    for (const q of ['limit=0', 'limit=1000', 'offset=-1', 'limit=ten']) expect((await get(attendee, `/cinema/big-screen/movies/?${q}`)).status, q).toBe(400);
  });

  it('searches titles and descriptions ignoring case and accents', async () => {
    expect(titles((await get(attendee, '/cinema/big-screen/movies/?search=CAFE')).body)).toEqual(['Café science']);
    expect(titles((await get(attendee, '/cinema/big-screen/movies/?search=behind%20scenes')).body)).toEqual(['Lab tour']);
    expect((await get(attendee, '/cinema/big-screen/movies/?search=secret')).body.count).toBe(0);
  });

  it('filters by tags: a video must carry every tag named', async () => {
    expect(titles((await get(attendee, '/cinema/big-screen/movies/?tags=Science')).body)).toEqual(['Café science', 'Lab tour']);
    expect(titles((await get(attendee, '/cinema/big-screen/movies/?tags=Science,Talk')).body)).toEqual(['Café science']);
    expect(titles((await get(attendee, '/cinema/big-screen/movies/?tags=Science&search=lab')).body)).toEqual(['Lab tour']);
    expect((await get(attendee, '/cinema/big-screen/movies/?tags=Nothing')).body.count).toBe(0);
  });
});

describe('approved recordings of the event', () => {
  it('are listed after the cinema videos, searched and tagged alike', async () => {
    const recordings = async () => [{ id: 7, title: 'Workshop recording', url: '/files/rec.webm', tags: ['Science'] }];
    const service = new CinemaService(t.server.platform.db, t.server.services.spaces, recordings);
    const all = await service.movies('films', attendee.user.id, 'big-screen', { limit: 999, offset: 0 });
    expect(all.count).toBe(16);
    expect(all.results.at(-1)).toMatchObject({ key: 'recording-7', source: 'recording', title: 'Workshop recording', cinema_slug: 'big-screen' });
    const science = await service.movies('films', attendee.user.id, 'big-screen', { tags: 'Science', search: 'workshop', limit: 10, offset: 0 });
    expect(science.results.map((v) => v.title)).toEqual(['Workshop recording']);
  });
});

describe('uploaded videos from our storage', () => {
  it('answer range requests with 206 and the asked bytes, so players can seek', async () => {
    const full = await fetch(`${t.url}${videoUrl}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.headers.get('content-type')).toBe('video/mp4');
    const part = await fetch(`${t.url}${videoUrl}`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${videoBytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(videoBytes.subarray(1000, 2000))).toBe(true);
    const tail = await fetch(`${t.url}${videoUrl}`, { headers: { range: 'bytes=4000-' } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(96);
    expect((await fetch(`${t.url}${videoUrl}`, { headers: { range: 'bytes=9000-9999' } })).status).toBe(416);
  });
});
