import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { mintToken } from '../../../test/event-factories';
import { users } from '../identity/accounts.schema';
import { seedDemoProgram } from './demo.program';

let t: TestServer;
let alice: string;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  const [row] = await t.server.platform.db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@example.com'));
  alice = await mintToken(t, row?.id ?? 0);
});

afterAll(async () => {
  await t?.close();
});

describe('demo program', () => {
  it('has three days, 10+ spaces of all three location types, ~150 items with tags in two groups, 40 performers with faces and two group sessions', async () => {
    const get = (p: string) => t.api('GET', `/api/events/demo/${p}`, { token: alice });
    const dates = (await get('virtualprogram/all-dates-has-program/')).body.dates as string[];
    expect(dates.length).toBeGreaterThanOrEqual(3);
    let items = 0;
    const spaceIds = new Set<number>();
    const locations = new Set<string>();
    for (const day of dates) {
      const from = encodeURIComponent(`${day}T00:00:00Z`);
      const until = encodeURIComponent(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString());
      const res = await get(`virtualprogram/spaces/?from_datetime=${from}&until_datetime=${until}`);
      for (const s of res.body.results as { id: number; location_type: string; published: boolean; items: { id: number; start_date: string }[] }[]) {
        if (!s.published) continue;
        spaceIds.add(s.id);
        locations.add(s.location_type);
        // Count each item on the day it starts.
        items += s.items.filter((i) => i.start_date.startsWith(day)).length;
      }
    }
    expect(spaceIds.size).toBeGreaterThanOrEqual(10);
    expect(locations).toEqual(new Set(['virtual', 'hybrid', 'in_person']));
    expect(items).toBeGreaterThanOrEqual(130);
    const event = (await get('')).body;
    expect(event.enable_group_sessions).toBe(true);
    expect(new Set(event.program_tags.map((tg: { category: { text: string } | null }) => tg.category?.text))).toEqual(new Set(['Topic', 'Format']));
    const performers = await get('performers/');
    expect(performers.body.count).toBe(40);
    expect(performers.body.results.every((p: { mugshot: string | null }) => p.mugshot?.endsWith('.png'))).toBe(true);
    expect((await get('groupsessions/')).body).toHaveLength(2);
  });

  it('seeds once: a second run adds nothing', async () => {
    await seedDemoProgram(t.server.platform, t.server.services);
    expect((await t.api('GET', '/api/events/demo/performers/', { token: alice })).body.count).toBe(40);
  });
});
