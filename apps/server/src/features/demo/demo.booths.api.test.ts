import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { mintToken } from '../../../test/event-factories';
import { users } from '../identity/accounts.schema';

let t: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  const tokenOf = async (email: string) => {
    const [u] = await t.server.platform.db.select().from(users).where(eq(users.email, email));
    if (!u) throw new Error(`no ${email}`);
    return mintToken(t, u.id);
  };
  alice = await tokenOf('alice@example.com');
  bob = await tokenOf('bob@example.com');
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, token = alice) => t.api('GET', `/api/events/demo${path}`, { token });

describe('demo booths', () => {
  it('puts 12+ open booths with distinct names in 3+ categories of every size on the venue map', async () => {
    const list = await get('/maps/venue/booths/?limit=999');
    expect(list.status).toBe(200);
    const booths = list.body.results as { slug: string; name: string; logo: string; category: { id: number; num_of_booths: number } }[];
    expect(booths.length).toBeGreaterThanOrEqual(12);
    expect(new Set(booths.map((b) => b.name)).size).toBe(booths.length);
    expect(booths.map((b) => b.slug)).toContain('aurora-optics');
    const cats = (await get('/maps/venue/booths/categories/?limit=999')).body.results as { id: number; num_of_booths: number }[];
    expect(cats.length).toBeGreaterThanOrEqual(3);
    expect(cats.reduce((n, c) => n + c.num_of_booths, 0)).toBe(booths.length);
    const details = await Promise.all(booths.map(async (b) => (await get(`/booths/${b.slug}/`)).body));
    expect(new Set(details.map((d) => d.type))).toEqual(new Set(['small', 'medium', 'large']));
    expect(new Set(booths.map((b) => b.logo)).size).toBe(booths.length);
    for (const d of details) {
      expect(d.documents.length, d.slug).toBeGreaterThanOrEqual(1);
      expect(d.videos.length, d.slug).toBeGreaterThanOrEqual(1);
    }
    const thumbs = details.flatMap((d) => d.videos.filter((v: { embedded_url: string | null }) => v.embedded_url).map((v: { thumbnail: string }) => v.thumbnail));
    expect(thumbs.some((u: string) => u.includes('img.youtube.com'))).toBe(true);
    expect(thumbs.some((u: string) => u.includes('vumbnail.com'))).toBe(true);
  });

  it('serves logos, PDF brochures and small video clips', async () => {
    const d = (await get('/booths/aurora-optics/')).body;
    const logo = await fetch(`${t.url}${d.logo}`);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
    const pdf = Buffer.from(await (await fetch(`${t.url}${d.documents[0].url}`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const v of d.videos.filter((x: { url: string | null }) => x.url)) {
      const res = await fetch(`${t.url}${v.url}`);
      expect(res.headers.get('content-type')).toBe('video/webm');
      expect((await res.arrayBuffer()).byteLength).toBeLessThan(150 * 1024);
      expect((await fetch(`${t.url}${v.thumbnail}`)).status).toBe(200);
    }
  });

  it('has bob staffing two booths with visitor lists, and jobs at several booths on an open job wall', async () => {
    const me = (await t.api('GET', '/api/auth/current_user/?event_slug=demo', { token: bob })).body;
    const booths = (await get('/booths/?limit=999')).body.results as { slug: string; staff_ids: number[] }[];
    const bobs = booths.filter((b) => b.staff_ids.includes(me.id)).map((b) => b.slug);
    expect(bobs).toEqual(['aurora-optics', 'northwind-robotics']);
    expect((await get('/booths/aurora-optics/')).body).toMatchObject({ enable_visitor_list: true, has_jobs: true, jobs_slug: 'job-wall' });
    expect(booths.filter((b) => b.staff_ids.length > 0).length).toBeGreaterThanOrEqual(5);
    const jobs = (await get('/jobs/?limit=999')).body;
    expect(jobs.count).toBeGreaterThanOrEqual(6);
    expect(new Set(jobs.results.map((j: { booth: { slug: string } }) => j.booth.slug)).size).toBeGreaterThanOrEqual(4);
    const wall = (await get('/jobs/job-wall/')).body.meta;
    expect(wall).toMatchObject({ published: true });
    expect((await fetch(`${t.url}${wall.background_image}`)).headers.get('content-type')).toMatch(/^image\//);
    expect((await get('/booths/?search=cafe')).body.results.map((b: { name: string }) => b.name)).toEqual(['Café Solstice']);
  });
});
