import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { mintToken } from '../../../test/event-factories';
import { users } from '../identity/accounts.schema';
import { seedDemoAttendees } from './demo.attendees';

let t: TestServer;
let alice: string;
let bobId: number;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  const [a] = await t.server.platform.db.select().from(users).where(eq(users.email, 'alice@example.com'));
  const [b] = await t.server.platform.db.select().from(users).where(eq(users.email, 'bob@example.com'));
  alice = await mintToken(t, a!.id);
  bobId = b!.id;
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string) => t.api('GET', `/api/events/demo${path}`, { token: alice });

describe('demo attendees', () => {
  it('fills the directory with ~60 people with faces, job titles, companies and tags in three categories', async () => {
    const list = await get('/virtual_attendees/?limit=100');
    expect(list.status).toBe(200);
    // 56 generated and 4 named people, three generated ones private, alice (the viewer) left out.
    expect(list.body.count).toBe(56);
    const people = list.body.results as { first_name: string; mugshot: string | null; jobtitle: string; company: string; tags: { category: { text: string } }[] }[];
    expect(people.filter((p) => p.mugshot).length).toBeGreaterThanOrEqual(50);
    expect(people.every((p) => p.first_name)).toBe(true);
    const incognito = people.filter((p) => p.first_name === 'Night Owl');
    expect(incognito).toHaveLength(1);
    expect(incognito[0]).toMatchObject({ mugshot: null, jobtitle: '', company: '' });
    const categories = new Set(people.flatMap((p) => p.tags.map((t) => t.category.text)));
    expect(categories).toEqual(new Set(['Industry', 'Interests', 'Looking for']));
    const face = await fetch(`${t.url}${people.find((p) => p.mugshot)!.mugshot}`);
    expect(face.status).toBe(200);
    expect(face.headers.get('content-type')).toContain('image/png');
  });

  it('finds bob by his tags', async () => {
    const tags = (await get('/attendee_tags/')).body.results as { id: number; text: string }[];
    const id = (text: string) => tags.find((t) => t.text === text)!.id;
    const res = await get(`/virtual_attendees/?tags=${id('Optics')}__${id('Hardware')}__${id('Customers')}`);
    expect(res.body.results.map((r: { id: number }) => r.id)).toContain(bobId);
  });

  it('seeds only once', async () => {
    await seedDemoAttendees(t.server.platform, t.server.services);
    expect((await get('/virtual_attendees/?limit=1')).body.count).toBe(56);
    expect((await get('/attendee_tags/')).body.count).toBe(15);
  });
});
