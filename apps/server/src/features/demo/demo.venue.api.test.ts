import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceTypes, mapWidgetTypes } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { mintToken } from '../../../test/event-factories';
import { seedDemoVenue } from './demo.venue';
import { users } from '../identity/accounts.schema';
import { eq } from 'drizzle-orm';

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

interface Area { space_type: string | null; widget: string | null; shape: string; has_program: boolean; space_slug: string | null; published: boolean }

describe('the demo venue', () => {
  it('is an illustrated WebP map with areas of every space type, every widget and all three shapes', async () => {
    const res = await t.api('GET', '/api/events/demo/maps/venue/', { token: alice });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ slug: 'venue', published: true, chat_id: expect.any(Number), help_content: expect.stringContaining('terrace') });
    expect(res.body.meta.image).toMatch(/\/demo\/maps\/venue-illustrated-[0-9a-f]{16}\.webp$/);
    const image = await fetch(`${t.url}${res.body.meta.image}`);
    expect(image.headers.get('content-type')).toContain('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(20_000);
    expect([res.body.image_width, res.body.image_height]).toEqual([1600, 1000]);
    const areas = res.body.items as Area[];
    expect(new Set(areas.map((a) => a.space_type).filter(Boolean))).toEqual(new Set(spaceTypes));
    expect(new Set(areas.map((a) => a.widget).filter(Boolean))).toEqual(new Set(mapWidgetTypes));
    expect(new Set(areas.map((a) => a.shape))).toEqual(new Set(['circle', 'poly', 'rect']));
    expect(areas.find((a) => a.space_slug === 'main-stage')).toMatchObject({ has_program: true, published: true });
    expect(areas.find((a) => a.space_slug === 'meeting-rooms')).toMatchObject({ published: true });
    expect(areas.find((a) => a.space_slug === 'foyer-lounge')).toMatchObject({ space_type: 'networking', published: false });
    // Every booth of the demo stands somewhere on the map.
    const spaces = await t.api('GET', '/api/events/demo/spaces/', { token: alice });
    const booths = (spaces.body.results as { type: string; slug: string }[]).filter((s) => s.type === 'booth').map((s) => s.slug);
    expect(booths.length).toBeGreaterThan(1);
    expect(areas.filter((a) => a.space_type === 'booth').map((a) => a.space_slug).sort()).toEqual(booths.sort());
  });

  it('shows a program in the main stage popup now, a chat with messages and feed posts', async () => {
    const map = await t.api('GET', '/api/events/demo/maps/venue/', { token: alice });
    const stage = (map.body.items as (Area & { space: number })[]).find((a) => a.space_slug === 'main-stage');
    const popup = await t.api('GET', `/api/events/demo/virtualprogram/spaces/${stage?.space}/?limit=5`, { token: alice });
    expect(popup.status).toBe(200);
    expect(popup.body.items.length + popup.body.containers.length).toBeGreaterThan(0);
    const chat = await t.api('GET', `/api/events/demo/chat/public/${map.body.meta.chat_id}/`, { token: alice });
    expect(chat.body.count).toBeGreaterThanOrEqual(5);
    const feed = await t.api('GET', '/api/events/demo/tweets/', { token: alice });
    expect(feed.body.count).toBeGreaterThanOrEqual(4);
    expect(feed.body.results).toHaveLength(4);
  });

  it('has a rooftop terrace map leading back to the venue', async () => {
    const res = await t.api('GET', '/api/events/demo/maps/terrace/', { token: alice });
    expect(res.status).toBe(200);
    expect(res.body.items.find((a: Area) => a.space_type === 'map')).toMatchObject({ space_slug: 'venue' });
    // The demo's one closed space on a map: the bar opens at sunset.
    expect(res.body.items.find((a: Area) => a.space_slug === 'sunset-bar')).toMatchObject({ space_type: 'networking', published: false });
  });

  it('changes nothing when run again', async () => {
    const before = (await t.api('GET', '/api/events/demo/maps/venue/', { token: alice })).body;
    await seedDemoVenue(t.server.platform, t.server.services);
    const after = (await t.api('GET', '/api/events/demo/maps/venue/', { token: alice })).body;
    expect(after).toEqual(before);
  });
});
