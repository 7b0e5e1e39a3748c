import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import type { Clock } from '../../platform/clock';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import type { EventRow, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import type { ProgramTagRow } from '../program';
import type { MapsService, NewMapArea } from '../maps';
import type { DemoServices } from './demo.services';
import { demoPeople } from './demo.content';
import { storeVenueArt } from './demo.venue-render';
import {
  boothStands, kioskCircle, liveCamCircle, loungeCircle, stageFan, stairsPoly, sunsetCircle, terracePlaces, terraceSize, venuePlaces, venueSize,
  type Box,
} from './demo.venue-art';
import { chatMessagesEn, feedPostsEn, programTagsEn, sessionsBySpace, terraceHelpEn, venueHelpEn, type DemoTag } from './demo.venue-content';

/** Serialises the venue seed across processes starting together (the events seed uses 7301002). */
const venueLockKey = 7301003;
/** Spaces the venue opens so that attendees see program popups; the others stay closed to show that state. */
const openedSpaces = ['main-stage', 'cinema', 'poster-hall', 'lounge'];

const rect = (b: Box) => [b.x, b.y, b.x + b.w, b.y + b.h];
const circle = (c: { cx: number; cy: number; r: number }) => [c.cx, c.cy, c.r];
const isDemoArt = (image: string | null) => image === null || image.includes('/demo/maps/');

/**
 * The `demo` event's illustrated venue (docs/realtime.md, "Demo venue"): the map art, a rooftop terrace
 * map, areas over every space type and widget, program in the mapped spaces, a public chat with a few
 * messages and feed posts. Runs on every start after the events seed: the art is restored to a fresh
 * `DATA_DIR`, booths added since (by the booths seed) get free stands, and the rest is seeded once.
 */
export async function seedDemoVenue(platform: Platform, services: DemoServices): Promise<void> {
  const art = await storeVenueArt(platform.storage, platform.logger);
  const seeded = await platform.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${venueLockKey})`);
    const [demo] = await tx.select().from(events).where(eq(events.slug, 'demo')).limit(1);
    if (!demo) return false;
    const spacesService = services.spaces.inTransaction(tx);
    const venue = await spacesService.findByTypeAndSlug(demo.id, 'map', 'venue');
    if (!venue) return false;
    const maps = services.maps.inTransaction(tx);
    if (isDemoArt(venue.image)) await tx.update(spaces).set({ image: art.venue }).where(eq(spaces.id, venue.id));
    let terrace = await spacesService.findByTypeAndSlug(demo.id, 'map', 'terrace');
    if (terrace && isDemoArt(terrace.image)) await tx.update(spaces).set({ image: art.terrace }).where(eq(spaces.id, terrace.id));
    let created = false;
    if (!(await maps.repo.settingsOf(venue.id))) {
      terrace ??= await spacesService.create(demo.id, { type: 'map', slug: 'terrace', name: 'Rooftop terrace', published: true, image: art.terrace });
      await seedVenue(tx, platform.clock, demo, venue, terrace, maps, services);
      created = true;
    }
    await placeBooths(tx, demo, venue, maps);
    return created;
  });
  if (seeded) platform.logger.info('demo venue created: /demo/map/venue/ and /demo/map/terrace/');
}

async function seedVenue(tx: Executor, clock: Clock, demo: EventRow, venue: SpaceRow, terrace: SpaceRow, maps: MapsService, services: DemoServices): Promise<void> {
  const spacesService = services.spaces.inTransaction(tx);
  const bySlug = async (type: SpaceRow['type'], slug: string) => spacesService.findByTypeAndSlug(demo.id, type, slug);
  // One after another: a transaction is one connection, and a connection runs one query at a time.
  const stage = await bySlug('presentation', 'main-stage');
  const cinema = await bySlug('cinema', 'cinema');
  const posters = await bySlug('posters', 'poster-hall');
  const lounge = await bySlug('networking', 'lounge');
  const jobs = await bySlug('jobs', 'job-wall');
  const speed = await bySlug('chat_roulette', 'speed-networking');
  const meetings = await bySlug('meeting', 'meeting-rooms');
  const showcase = await bySlug('embedded', 'showcase');
  // Closed spaces on both maps show what a closed space looks like: the foyer lounge opens in the breaks,
  // the terrace bar at sunset.
  const foyerLounge = await spacesService.create(demo.id, { type: 'networking', slug: 'foyer-lounge', name: 'Foyer lounge', published: false });
  const sunsetBar = await spacesService.create(demo.id, { type: 'networking', slug: 'sunset-bar', name: 'Sunset bar', published: false });
  await tx
    .update(spaces)
    .set({ published: true })
    .where(and(eq(spaces.eventId, demo.id), inArray(spaces.slug, openedSpaces), sql`${spaces.type} <> 'map'`));

  const area = (space: SpaceRow | null, a: Omit<NewMapArea, 'spaceId'>): NewMapArea[] => (space ? [{ ...a, spaceId: space.id }] : []);
  await maps.configure({ spaceId: venue.id, imageWidth: venueSize.width, imageHeight: venueSize.height, helpContent: venueHelpEn }, [
    ...area(stage, { shape: 'poly', coords: [...stageFan] }),
    ...area(cinema, { shape: 'rect', coords: rect(venuePlaces.cinema) }),
    ...area(posters, { shape: 'rect', coords: rect(venuePlaces.posters) }),
    ...area(lounge, { shape: 'circle', coords: circle(loungeCircle) }),
    ...area(jobs, { shape: 'rect', coords: rect(venuePlaces.jobs) }),
    ...area(speed, { shape: 'rect', coords: rect(venuePlaces.speed) }),
    ...area(meetings, { shape: 'rect', coords: rect(venuePlaces.meetings) }),
    ...area(showcase, { shape: 'rect', coords: rect(venuePlaces.showcase), name: 'Showcase pavilion' }),
    // Under the reception and info widgets (listed after it): the foyer's floor around them.
    ...area(foyerLounge, { shape: 'rect', coords: rect(venuePlaces.foyer) }),
    ...area(terrace, { shape: 'poly', coords: [...stairsPoly], name: 'Stairs to the rooftop terrace' }),
    { shape: 'rect', coords: rect(venuePlaces.reception), widget: 'reception', name: 'Reception: ask us anything' },
    { shape: 'circle', coords: circle(kioskCircle), widget: 'event_info', name: 'Event info' },
    {
      shape: 'circle', coords: circle(liveCamCircle), widget: 'embedded', name: 'Live cam: the venue at dusk',
      embeddedUrl: demo.introVideo, forMobile: false,
    },
    {
      shape: 'rect', coords: rect(venuePlaces.website), widget: 'external_link', name: 'Lumen Summit website',
      widgetLink: 'https://example.com/lumen-summit', forMobile: false,
    },
  ]);
  await maps.configure({ spaceId: terrace.id, imageWidth: terraceSize.width, imageHeight: terraceSize.height, helpContent: terraceHelpEn }, [
    { shape: 'rect', coords: rect(terracePlaces.stairsDown), spaceId: venue.id, name: 'Stairs down to the venue' },
    ...area(sunsetBar, { shape: 'rect', coords: rect(terracePlaces.bar), name: 'Sunset bar' }),
    ...area(stage, { shape: 'circle', coords: circle(sunsetCircle), name: 'Sunset stage (main stage stream)' }),
  ]);

  await seedProgram(tx, clock, demo, { 'main-stage': stage, cinema, 'poster-hall': posters, lounge, terrace, 'speed-networking': speed }, services);
  await seedChatAndFeed(tx, clock, demo, venue, services);
}

/**
 * Sessions over the event's three days, 07:00–19:00 UTC every 90 minutes, plus a morning container on
 * the main stage each day; one main-stage session runs at seeding time so popups show something now.
 */
async function seedProgram(
  tx: Executor,
  clock: Clock,
  demo: EventRow,
  bySpace: Record<keyof typeof sessionsBySpace, SpaceRow | null>,
  services: DemoServices,
): Promise<void> {
  const program = services.program.inTransaction(tx);
  const tags = new Map<DemoTag, ProgramTagRow>();
  for (const [i, t] of programTagsEn.entries()) tags.set(t.text, await program.addTag(demo.id, t.text, t.color, i));
  const tagIds = (names: DemoTag[]) => names.flatMap((n) => tags.get(n)?.id ?? []);
  const firstDay = Date.parse(`${demo.startDate}T00:00:00Z`);
  const hour = 3600_000;
  const booth = await services.spaces.inTransaction(tx).findByTypeAndSlug(demo.id, 'booth', 'aurora-optics');
  for (const [slug, space] of Object.entries(bySpace) as [keyof typeof sessionsBySpace, SpaceRow | null][]) {
    if (!space) continue;
    const sessions = sessionsBySpace[slug];
    let n = 0;
    for (let day = 0; day < 3; day++) {
      const dayStart = firstDay + day * 24 * hour;
      const container =
        slug === 'main-stage'
          ? await program.addEntry({
              eventId: demo.id, spaceId: space.id, type: 'container', name: `Day ${day + 1}: morning track`, color: '#5b3cc4',
              description: 'Keynotes and talks until lunch.', startDate: new Date(dayStart + 7 * hour), endDate: new Date(dayStart + 11.5 * hour),
            })
          : null;
      for (let slot = 0; slot < 8; slot += slug === 'main-stage' ? 1 : 2) {
        const s = sessions[n++ % sessions.length];
        if (!s) continue;
        const start = dayStart + 7 * hour + slot * 1.5 * hour;
        await program.addEntry(
          {
            eventId: demo.id, spaceId: space.id, name: s.name, description: s.description,
            startDate: new Date(start), endDate: new Date(start + 75 * 60_000),
            parentId: container && start < dayStart + 11.5 * hour ? container.id : null,
            sponsorSpaceId: s.tags.includes('Hands-on') && booth ? booth.id : null,
          },
          tagIds(s.tags),
        );
      }
    }
  }
  // Whatever the hour of seeding, something runs on the main stage now.
  const stage = bySpace['main-stage'];
  if (stage) {
    const now = Math.floor(clock.now().getTime() / (15 * 60_000)) * 15 * 60_000;
    await program.addEntry(
      {
        eventId: demo.id, spaceId: stage.id, name: 'Live now: welcome and walkthrough', color: '#ff7a59',
        description: 'A tour of the venue and today\'s highlights.', startDate: new Date(now - 15 * 60_000), endDate: new Date(now + 45 * 60_000),
      },
      tagIds(['Keynote']),
    );
  }
}

async function seedChatAndFeed(tx: Executor, clock: Clock, demo: EventRow, venue: SpaceRow, services: DemoServices): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(demoPeople).map((p) => p.email)));
  const idOf = (who: keyof typeof demoPeople) => people.find((p) => p.email === demoPeople[who].email)?.id;
  const chat = services.chat.inTransaction(tx);
  const venueChat = await chat.createChat(demo.id, venue.id, 'Venue chat');
  const now = clock.now().getTime();
  for (const [i, m] of chatMessagesEn.entries()) {
    const senderId = idOf(m.who);
    if (senderId === undefined) continue;
    await chat.postAs(venueChat.id, senderId, m.text, new Date(now - (chatMessagesEn.length - i) * 7 * 60_000));
  }
  const feed = services.socialFeed.inTransaction(tx);
  const organiser = idOf('organiser') ?? null;
  for (const [i, post] of feedPostsEn.entries()) {
    await feed.postAs({
      eventId: demo.id, externalId: `o-demo-${i + 1}`, source: 'organiser', authorName: post.author, authorHandle: post.handle,
      authorAvatar: demo.logo, text: post.text, url: null, postedAt: new Date(now - post.minutesAgo * 60_000), createdBy: organiser,
    });
  }
}

/** Gives every booth space of the event without a stand on the venue map the next free stand. */
async function placeBooths(tx: Executor, demo: EventRow, venue: SpaceRow, maps: MapsService): Promise<void> {
  const booths = await tx
    .select()
    .from(spaces)
    .where(and(eq(spaces.eventId, demo.id), eq(spaces.type, 'booth')))
    .orderBy(sql`${spaces.slug} <> 'aurora-optics'`, asc(spaces.name), asc(spaces.id));
  const placed = await maps.repo.areasOf(venue.id);
  const placedIds = new Set(placed.map((p) => p.area.spaceId));
  const taken = new Set(placed.map((p) => p.area.coords.join(',')));
  const free = boothStands.filter((s) => !taken.has(rect(s).join(',')));
  const areas = booths
    .filter((b) => !placedIds.has(b.id))
    .slice(0, free.length)
    .map((b, i): NewMapArea => ({ shape: 'rect', coords: rect(free[i] as Box), spaceId: b.id, order: 100 + boothStands.indexOf(free[i] as (typeof boothStands)[number]) }));
  if (areas.length > 0) await maps.repo.addAreas(venue.id, areas);
}
