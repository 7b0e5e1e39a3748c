import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireProgram } from '../../platform/programs';
import { startTestServer, type TestServer } from '../../../test/harness';
import { mintToken } from '../../../test/event-factories';
import { users } from '../identity/accounts.schema';
import { seedDemoMedia } from './demo.media';

let t: TestServer;
let alice: string;
let hanaId: number;

beforeAll(async () => {
  requireProgram('ffmpeg'); // the films: without it the seed plays its fallback film
  t = await startTestServer({ seedDemo: true });
  const [a] = await t.server.platform.db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@example.com'));
  const [h] = await t.server.platform.db.select({ id: users.id }).from(users).where(eq(users.email, 'hana@example.com'));
  alice = await mintToken(t, a!.id);
  hanaId = h!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('the demo cinema', () => {
  it('is open with five short films made by ffmpeg, each a seekable WebM with a thumbnail', async () => {
    const space = await t.api('GET', '/api/events/demo/cinema/cinema/', { token: alice });
    expect(space.status).toBe(200);
    expect(space.body.meta.published).toBe(true);
    expect(space.body.tags).toEqual(expect.arrayContaining(['Research', 'Design']));
    const movies = await t.api('GET', '/api/events/demo/cinema/cinema/movies/', { token: alice });
    expect(movies.body.count).toBe(5);
    for (const film of movies.body.results as { url: string; thumbnail: string; duration: number }[]) {
      expect(film.duration).toBe(8);
      const part = await fetch(`${t.url}${film.url}`, { headers: { range: 'bytes=0-3' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('video/webm');
      // The EBML magic of a Matroska/WebM file.
      expect(Buffer.from(await part.arrayBuffer()).toString('hex')).toBe('1a45dfa3');
      expect((await fetch(`${t.url}${film.thumbnail}`)).headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});

describe('the demo poster hall', () => {
  it('holds twelve two-page PDF posters by demo people, the first by hana, with messaging, video and a chat', async () => {
    const space = await t.api('GET', '/api/events/demo/posters/poster-hall/', { token: alice });
    expect(space.body.meta).toMatchObject({ published: true, enable_messaging: true, enable_video: true, chat_id: expect.any(Number) });
    const list = await t.api('GET', '/api/events/demo/posters/poster-hall/list/?limit=20', { token: alice });
    expect(list.body.count).toBe(12);
    expect(list.body.results[0]).toMatchObject({ author: hanaId, author_user: { first_name: 'Hana', last_name: 'Hoshino' } });
    for (const p of list.body.results as { author: number | null; pdf: string; preview: string }[]) {
      expect(p.author).not.toBeNull();
      const pdf = await PDFDocument.load(new Uint8Array(await (await fetch(`${t.url}${p.pdf}`)).arrayBuffer()));
      expect(pdf.getPageCount()).toBe(2);
      expect((await fetch(`${t.url}${p.preview}`)).status).toBe(200);
    }
  });

  it('is seeded once: another start adds nothing', async () => {
    await seedDemoMedia(t.server.platform, t.server.services);
    expect((await t.api('GET', '/api/events/demo/posters/poster-hall/list/', { token: alice })).body.count).toBe(12);
    expect((await t.api('GET', '/api/events/demo/cinema/cinema/movies/', { token: alice })).body.count).toBe(5);
  });
});
