import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { spaceTypes } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { mintToken } from '../../../test/event-factories';
import { loungeSize, loungeTables } from './demo.lounge-art';
import { users } from '../identity/accounts.schema';
import { eventMembers, events, spaces } from '../identity/events.schema';
import { menuItems } from '../events/navigation.schema';
import { seedDemoIfEmpty } from './demo.seed';
import { demoShowcaseUrl } from './demo.content';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.platform.db;
const tokenOf = async (email: string) => {
  const [u] = await db().select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no ${email}`);
  return mintToken(t, u.id);
};
async function counts() {
  const [e] = await db().select({ n: count() }).from(events);
  const [s] = await db().select({ n: count() }).from(spaces);
  const [m] = await db().select({ n: count() }).from(menuItems);
  const [u] = await db().select({ n: count() }).from(users);
  const [em] = await db().select({ n: count() }).from(eventMembers);
  return { events: e?.n, spaces: s?.n, menus: m?.n, users: u?.n, members: em?.n };
}

describe('demo seed', () => {
  it('creates the four demo events with their entry data and artwork', async () => {
    const demo = (await t.api('GET', '/api/events/demo/preview/?from_vep=true')).body;
    expect(demo).toMatchObject({
      slug: 'demo',
      name: 'Lumen Summit 2026',
      published: true,
      invite_only: false,
      language: 'en-US',
      primary_color: '#5b3cc4',
      twitter_search: '#LumenSummit',
      home_space: { type: 'map', slug: 'venue' },
    });
    for (const field of ['intro_text', 'terms', 'privacy_statement', 'login_form_addendum', 'help_content']) expect(demo[field]).not.toBe('');
    expect(demo.help_content).toContain('<h2>');
    for (const url of [demo.logo, demo.background_image, demo.banner_image, demo.home_space.image, demo.intro_video, demo.intro_thumbnail_url]) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status, url).toBe(200);
      // Read every body: an unread one keeps its connection busy, and closing the server waits for it.
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    const contentType = async (url: string) => {
      const res = await fetch(`${t.url}${url}`);
      await res.arrayBuffer();
      return res.headers.get('content-type');
    };
    expect(await contentType(demo.intro_video)).toBe('video/webm');
    expect(await contentType(demo.logo)).toContain('image/svg+xml');

    expect((await t.api('GET', '/api/events/demo-invite/preview/')).body).toMatchObject({ published: true, invite_only: true });
    const draft = (await t.api('GET', '/api/events/demo-draft/preview/')).body;
    expect(draft).toMatchObject({ published: false });
    expect(draft.intro_text).toMatch(/opens soon/);
    const de = (await t.api('GET', '/api/events/demo-de/preview/')).body;
    expect(de).toMatchObject({ published: true, invite_only: false, language: 'de', home_space: { slug: 'lageplan' } });
    expect(de.terms).toMatch(/Teilnahmebedingungen/);
  });

  it('creates the demo people with names, agreed terms and no activation key', async () => {
    const rows = await db().select().from(users);
    const byEmail = new Map(rows.map((u) => [u.email, u]));
    for (const email of ['organiser@example.com', 'alice@example.com', 'bob@example.com', 'hana@example.com']) {
      const u = byEmail.get(email);
      expect(u, email).toBeDefined();
      expect(u?.firstName).not.toBe('');
      expect(u?.lastName).not.toBe('');
      expect(u?.termsAgreed).toBe(true);
      expect(u?.activationKey).toBeNull();
    }
  });

  it('gives the demo people their roles', async () => {
    const role = async (email: string, slug: string) =>
      (await t.api('GET', `/api/events/${slug}/access/`, { token: await tokenOf(email) })).body;
    for (const slug of ['demo', 'demo-invite', 'demo-draft', 'demo-de']) {
      expect(await role('organiser@example.com', slug)).toEqual({ access: true, role: 'owner' });
    }
    expect(await role('bob@example.com', 'demo')).toEqual({ access: true, role: 'staff' });
    expect(await role('hana@example.com', 'demo')).toEqual({ access: true, role: 'attendee' });
    expect(await role('alice@example.com', 'demo-invite')).toEqual({ access: true, role: 'attendee' });
    const bob = await t.api('GET', '/api/events/demo-invite/', { token: await tokenOf('bob@example.com') });
    expect([bob.status, bob.body.code]).toEqual([403, 'inviteonly']);
    const alice = await t.api('GET', '/api/events/demo-draft/', { token: await tokenOf('alice@example.com') });
    expect([alice.status, alice.body.code]).toEqual([403, 'not_published']);
  });

  it('makes the organiser an instance administrator (outside production), and nobody else', async () => {
    const admins = await t.server.services.identity.administrators.list();
    expect(admins.map((a) => a.email)).toEqual(['organiser@example.com']);
  });

  it('reaches every space type from the demo menus, grouped with sub-menus; the map, the booths, the job wall and the program spaces are open', async () => {
    const nav = await t.api('GET', '/api/events/demo/navigation/', { token: await tokenOf('alice@example.com') });
    expect(nav.status).toBe(200);
    type Item = { text: string; space: { type: string; published: boolean; slug: string } | null; linked_space: { slug: string } | null };
    type Group = Item & { sub_menus: { text: string; items: Item[] }[] };
    const groups = nav.body.results as Group[];
    const items = groups.flatMap((g) => [g, ...g.sub_menus.flatMap((s) => s.items)]).filter((i) => i.space);
    expect(new Set(items.map((i) => i.space?.type))).toEqual(new Set(spaceTypes));
    expect(groups.some((g) => g.sub_menus.length > 1)).toBe(true);
    // The venue seed (demo.venue.ts) opens the spaces whose program its map popups show; the rest stay closed.
    // The meetings seed (demo.meetings.ts) opens hana's meeting rooms, the roulette seed its speed networking.
    // The embedded showcase opens with its page set.
    const programSpaces = ['main-stage', 'cinema', 'poster-hall', 'lounge', 'meeting-rooms', 'showcase', 'speed-networking'];
    for (const i of items) {
      expect(i.space?.published, i.text).toBe(['map', 'booth', 'jobs'].includes(i.space?.type ?? '') || programSpaces.includes(i.space?.slug ?? ''));
    }
    const booth = items.find((i) => i.space?.type === 'booth');
    expect(booth?.linked_space).toEqual({ slug: 'venue' });
    const showcase = await t.api('GET', '/api/events/demo/embedded/showcase/', { token: await tokenOf('alice@example.com') });
    expect([showcase.status, showcase.body.embed_url]).toEqual([200, demoShowcaseUrl]);
    const current = await t.api('GET', '/api/events/demo/', { token: await tokenOf('alice@example.com') });
    expect(current.body).toMatchObject({ enable_meeting_scheduling: true, preview_config: { enable_meeting_scheduling: true, show_attendees_outside_event: true } });
  });

  it('gives alice and bob a conversation (bob\'s last message unread) and everyone the welcome broadcast', async () => {
    const alice = await tokenOf('alice@example.com');
    const list = (await t.api('GET', '/api/events/demo/chat/', { token: alice })).body;
    expect(list.results[0]).toMatchObject({ is_chat_bot: true, unread: 1 });
    expect(list.results[1]).toMatchObject({ is_chat_bot: false, unread: 1, user: { first_name: 'Bob' } });
    const talk = (await t.api('GET', `/api/events/demo/chat/${list.results[1].user_id}/messages/`, { token: alice })).body;
    expect(talk.count).toBe(4);
    expect(talk.results.at(-1)).toMatchObject({ sent_by_current_user: false, read: false });
    const bob = await tokenOf('bob@example.com');
    const bot = (await t.api('GET', '/api/events/demo/chat/0/messages/', { token: bob })).body;
    expect(bot.results[0].text).toContain('Welcome to Lumen Summit 2026');
  });

  it('gives alice and bob appointments in each state and some blocked time, ahead within the event', async () => {
    const alice = await tokenOf('alice@example.com');
    const upcoming = (await t.api('GET', '/api/events/demo/appointment_schedules/?filter=upcoming&limit=100', { token: alice })).body;
    const states = upcoming.results.map((a: { status: string }) => a.status).sort();
    expect(states).toEqual(['ACCEPTED', 'ACCEPTED', 'CANCELLED', 'DENIED', 'PENDING', 'PENDING']);
    const accepted = upcoming.results.filter((a: { status: string }) => a.status === 'ACCEPTED');
    expect(accepted.map((a: { location_type: string }) => a.location_type).sort()).toEqual(['IN_PERSON', 'VIRTUAL']);
    expect(accepted.find((a: { location_type: string }) => a.location_type === 'VIRTUAL').twilio_name).toMatch(/^\d+$/);
    const rescheduled = upcoming.results.find((a: { previous_schedule: number | null }) => a.previous_schedule !== null);
    expect((await t.api('GET', `/api/events/demo/appointment_schedules/${rescheduled.previous_schedule}/`, { token: alice })).body.status).toBe('UPDATED');
    const calendar = (await t.api('GET', '/api/events/demo/appointment_schedules/blocked/', { token: alice })).body.results;
    expect(calendar.filter((s: { status: string }) => s.status === 'BLOCKED')).toHaveLength(1);
    const bob = await tokenOf('bob@example.com');
    const bobs = (await t.api('GET', '/api/events/demo/appointment_schedules/blocked/', { token: bob })).body.results;
    expect(bobs.filter((s: { status: string }) => s.status === 'BLOCKED')).toHaveLength(1);
  });

  it('sets two open tables and one request table in the networking lounge, placed by the organiser so they stay', async () => {
    const res = await t.api('GET', '/api/events/demo/networking/lounge/', { token: await tokenOf('alice@example.com') });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ slug: 'lounge', published: true });
    const calls = res.body.videocalls as { status: string; permanent: boolean; admin_id: number; display_name: string }[];
    expect(calls.map((c) => c.status).sort()).toEqual(['open', 'open', 'request']);
    const [organiser] = await db().select().from(users).where(eq(users.email, 'organiser@example.com'));
    for (const c of calls) expect(c).toMatchObject({ permanent: true, admin_id: organiser?.id });
  });

  it("draws the lounge: its background has a round table under each call, and the lounge has a public chat", async () => {
    const res = await t.api('GET', '/api/events/demo/networking/lounge/', { token: await tokenOf('alice@example.com') });
    expect(res.body.meta.chat_id).toEqual(expect.any(Number));
    const image = await fetch(`${t.url}${res.body.meta.image as string}`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const svgText = await image.text();
    expect(svgText).toContain(`width="${loungeSize.width}" height="${loungeSize.height}"`);
    const calls = res.body.videocalls as { display_name: string; x_position: number; y_position: number }[];
    for (const c of calls) {
      expect(loungeTables).toContainEqual({ name: c.display_name, x: c.x_position, y: c.y_position });
      expect(svgText).toContain(`<circle cx="${c.x_position}" cy="${c.y_position}" r="70"`);
    }
  });

  it('changes nothing when run again, also by two processes at once', async () => {
    const before = await counts();
    expect(before.events).toBe(4);
    const second = await startTestServer({ databaseUrl: t.databaseUrl });
    try {
      const results = await Promise.all([seedDemoIfEmpty(t.server.platform, t.server.services), seedDemoIfEmpty(second.server.platform, second.server.services)]);
      expect(results).toEqual([false, false]);
    } finally {
      await second.close();
    }
    expect(await counts()).toEqual(before);
  });

  it('seeds exactly once when two processes start together on an empty database', async () => {
    const first = await startTestServer();
    const second = await startTestServer({ databaseUrl: first.databaseUrl });
    try {
      const results = await Promise.all([seedDemoIfEmpty(first.server.platform, first.server.services), seedDemoIfEmpty(second.server.platform, second.server.services)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const [n] = await first.server.platform.db.select({ n: count() }).from(events);
      expect(n?.n).toBe(4);
      const [demoRows] = await first.server.platform.db
        .select({ n: count() })
        .from(spaces)
        .innerJoin(events, and(eq(events.id, spaces.eventId), eq(events.slug, 'demo')));
      // The foundation's ten spaces (aurora-optics among them), twelve more booths (demo.booths.ts) and the
      // rooftop terrace map, the closed foyer lounge and terrace bar (demo.venue.ts), five program rooms (demo.program.ts).
      expect(demoRows?.n).toBe(30);
    } finally {
      await second.close();
      await first.close();
    }
  }, 90_000); // two servers seeding every demo feature, the films and posters among them
});
