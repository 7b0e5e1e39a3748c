import { inArray, sql } from 'drizzle-orm';
import type { SpaceType } from '@foyer/contracts';
import type { Platform } from '../../platform/context';
import type { Clock } from '../../platform/clock';
import { hasProgram, ProgramMissingError } from '../../platform/programs';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';
import { videoCalls } from '../videocalls/videocalls.schema';
import type { NewMenuEntry } from '../events';
import { Administrators, type EventRow, type SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { storeDemoAssets, type DemoAssets } from './demo.assets';
import { seedDemoProgram } from './demo.program';
import { seedDemoVenue } from './demo.venue';
import { seedDemoBooths } from './demo.booths';
import { seedDemoAttendees } from './demo.attendees';
import { palettes } from './demo.art';
import { deTexts, demoPeople, demoShowcaseUrl, demoTexts, draftTexts, helpEn, inviteTexts, privacyEn, termsEn } from './demo.content';
import type { DemoServices } from './demo.services';
import { seedDemoChat } from './demo.chat';
import { seedDemoAppointments } from './demo.appointments';
import { seedDemoRecording } from './demo.recordings';
import { seedDemoMeetings } from './demo.meetings';
import { seedDemoMedia } from './demo.media';
import { seedDemoChatRoulette } from './demo.chatroulette';
import { seedDemoStage } from './demo.stage';
import { loungeTables } from './demo.lounge-art';

/** What the demo goes without when ffmpeg is not installed (said once at start). */
const demoWithoutFfmpeg = "until then the demo goes without its films (the cinema plays its intro film under each title), the main stage's recorded talk, HLS stream and live speakers, and hana's meeting recording";

/** Serialises seeding across server processes starting at once on one database. */
const seedLockKey = 7301002;

type PersonKey = keyof typeof demoPeople;
type People = Record<PersonKey, number>;

const isoDay = (date: Date, plusDays = 0) => new Date(date.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);

/**
 * On an empty database (no event at all), creates the demo events and people (docs/realtime.md,
 * "Demo data"). Idempotent: once any event exists it changes nothing. The artwork is stored on every
 * call, since a fresh `DATA_DIR` may sit next to a database seeded before.
 */
export async function seedDemoIfEmpty(platform: Platform, services: DemoServices): Promise<boolean> {
  const assets = await storeDemoAssets(platform.storage);
  const created = await platform.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx.select({ id: events.id }).from(events).limit(1);
    if (existing) return false;
    await seedDemo(tx, platform.clock, assets, services);
    await seedDemoBooths(tx, platform.storage, services);
    return true;
  });
  if (created) platform.logger.info('demo events created: /demo, /demo-invite, /demo-draft and /demo-de');
  // The demo's organiser opens the console as an instance administrator (decision 0081); never in production.
  if (!platform.config.isProduction) await new Administrators(platform.db).add(demoPeople.organiser.email);
  await seedDemoVenue(platform, services); // after every other demo seed: it places the booths they created
  await seedDemoAttendees(platform, services);
  await seedDemoProgram(platform, services); // after the venue: it adds to the venue's program
  await seedDemoMeetings(platform, services.meetings);
  if (!hasProgram('ffmpeg')) platform.logger.warn(`${new ProgramMissingError('ffmpeg').message}; ${demoWithoutFfmpeg}`);
  await seedDemoRecording(platform, services.recordings); // after the meetings: hana's finished meeting gets its recording
  await seedDemoMedia(platform, services); // after the attendees: they wrote the posters
  await seedDemoChatRoulette(platform);
  await seedDemoStage(platform, services); // after the venue (the stage's program) and the attendees (its speakers)
  return created;
}

async function seedPeople(db: Executor): Promise<People> {
  const rows = Object.values(demoPeople).map((p) => ({ ...p, termsAgreed: true, activationKey: null, isPublic: true }));
  await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, rows.map((r) => r.email)));
  const idOf = (email: string) => {
    const row = found.find((f) => f.email === email);
    if (!row) throw new Error(`demo person ${email} was not stored`);
    return row.id;
  };
  return {
    organiser: idOf(demoPeople.organiser.email),
    alice: idOf(demoPeople.alice.email),
    bob: idOf(demoPeople.bob.email),
    hana: idOf(demoPeople.hana.email),
  };
}

async function seedDemo(db: Executor, clock: Clock, assets: DemoAssets, services: DemoServices): Promise<void> {
  const people = await seedPeople(db);
  const eventsService = services.events.inTransaction(db);
  const spacesService = services.spaces.inTransaction(db);
  const today = clock.now();
  const space = (event: EventRow, type: SpaceType, slug: string, name: string, published = false, image: string | null = null) =>
    spacesService.create(event.id, { type, slug, name, published, image });
  const item = (s: SpaceRow, order: number, text = s.name, linked?: SpaceRow): NewMenuEntry => ({
    text, order, spaceId: s.id, linkedSpaceId: linked?.id ?? null,
  });

  // demo: open, published, English; every space type, only the venue map open for now.
  const demo = await eventsService.createEvent({
    slug: 'demo',
    name: demoTexts.name,
    language: 'en-US',
    timezone: 'Europe/Amsterdam',
    primaryColor: palettes.violet.primary,
    logo: assets.demo.logo,
    backgroundImage: assets.demo.background,
    bannerImage: assets.demo.banner,
    introText: demoTexts.intro,
    introVideo: assets.introVideo,
    introThumbnailUrl: assets.introThumbnail,
    helpContent: helpEn,
    terms: termsEn,
    privacyStatement: privacyEn,
    loginFormAddendum: demoTexts.addendum,
    published: true,
    twitterSearch: '#LumenSummit',
    contactEmail: 'help@lumen-summit.example',
    enableMeetingScheduling: true,
    // Its days are those after seeding; a demo opened later still lists its people (decision 0071).
    previewConfig: { show_attendees_outside_event: true },
    isVirtual: true,
    isInPerson: true,
    startDate: isoDay(today),
    endDate: isoDay(today, 2),
    firstDayOfProgram: isoDay(today),
  });
  const venue = await space(demo, 'map', 'venue', 'Venue map', true, assets.venueMap);
  await eventsService.setHomeSpace(demo.id, venue.id);
  const stage = await space(demo, 'presentation', 'main-stage', 'Main stage');
  const booth = await space(demo, 'booth', 'aurora-optics', 'Aurora Optics');
  const lounge = await space(demo, 'networking', 'lounge', 'Networking lounge', false, assets.lounge);
  const cinema = await space(demo, 'cinema', 'cinema', 'Cinema');
  // The job wall stands in the same dusk scene as the entry page.
  const jobs = await space(demo, 'jobs', 'job-wall', 'Job wall', false, assets.demo.background);
  const posters = await space(demo, 'posters', 'poster-hall', 'Poster hall');
  const speed = await space(demo, 'chat_roulette', 'speed-networking', 'Speed networking');
  const meetings = await space(demo, 'meeting', 'meeting-rooms', 'Meeting rooms');
  // The showcase frames a map of the harbour around the venue (OpenStreetMap's embeddable page): open, behind its consent notice.
  const showcase = await spacesService.configure(await space(demo, 'embedded', 'showcase', 'Showcase', true), { embed_url: demoShowcaseUrl });
  await eventsService.addMenuGroup(demo.id, item(venue, 1, 'Venue'));
  await eventsService.addMenuGroup(demo.id, {
    text: 'Program', order: 2,
    subMenus: [
      { text: 'Stages', order: 1, items: [item(stage, 1), item(cinema, 2)] },
      { text: 'Research', order: 2, items: [item(posters, 1)] },
    ],
  });
  await eventsService.addMenuGroup(demo.id, {
    text: 'Expo', order: 3,
    subMenus: [
      { text: 'Exhibitors', order: 1, items: [item(booth, 1, 'Aurora Optics', venue)] },
      { text: 'Careers', order: 2, items: [item(jobs, 1)] },
    ],
  });
  await eventsService.addMenuGroup(demo.id, {
    text: 'Meet people', order: 4,
    subMenus: [
      { text: 'Networking', order: 1, items: [item(lounge, 1), item(speed, 2)] },
      { text: 'Meetings', order: 2, items: [item(meetings, 1)] },
    ],
  });
  await eventsService.addMenuGroup(demo.id, item(showcase, 5));
  await eventsService.setMember(demo.id, people.organiser, 'owner');
  await eventsService.setMember(demo.id, people.bob, 'staff');
  await eventsService.setMember(demo.id, people.alice, 'attendee');
  // Hana hosts the meetings (demo.meetings.ts); in the event itself she is an attendee.
  await eventsService.setMember(demo.id, people.hana, 'attendee');
  await seedDemoChat(services.privateChat.service.inTransaction(db), clock, demo.id, people);
  await seedDemoAppointments({ appointments: services.appointments.inTransaction(db), videocalls: services.videocalls.inTransaction(db) }, clock, demo, people);
  // The lounge's tables: placed by the organiser, so they stay when empty (decision 0023).
  const now = clock.now();
  const table = (displayName: string, status: 'open' | 'request', x: number, y: number) => ({
    eventId: demo.id, spaceId: lounge.id, displayName, status, adminId: people.organiser, xPosition: x, yPosition: y,
    permanent: true, createdAt: now, emptiedAt: now,
  });
  // On the round tables of the lounge's drawing (demo.lounge-art.ts).
  await db.insert(videoCalls).values(loungeTables.map((t, i) => table(t.name, i === 2 ? 'request' : 'open', t.x, t.y)));
  await services.chat.inTransaction(db).createChat(demo.id, lounge.id, 'Lounge chat');

  // demo-invite: published, invite-only; only alice (and the organiser) on the list.
  const invite = await eventsService.createEvent({
    slug: 'demo-invite',
    name: inviteTexts.name,
    timezone: 'Europe/Amsterdam',
    primaryColor: palettes.teal.primary,
    logo: assets.invite.logo,
    backgroundImage: assets.invite.background,
    bannerImage: assets.invite.banner,
    introText: inviteTexts.intro,
    helpContent: helpEn,
    terms: termsEn,
    privacyStatement: privacyEn,
    loginFormAddendum: inviteTexts.addendum,
    published: true,
    inviteOnly: true,
    startDate: isoDay(today),
    endDate: isoDay(today, 1),
  });
  const insidersLounge = await space(invite, 'map', 'lounge', 'Insiders lounge', true, assets.venueMap);
  await eventsService.setHomeSpace(invite.id, insidersLounge.id);
  await eventsService.addMenuGroup(invite.id, item(insidersLounge, 1, 'Lounge'));
  await eventsService.setMember(invite.id, people.organiser, 'owner');
  await eventsService.setMember(invite.id, people.alice, 'attendee');

  // demo-draft: not published yet; its entry page shows the intro text, backstage the form.
  const draft = await eventsService.createEvent({
    slug: 'demo-draft',
    name: draftTexts.name,
    timezone: 'Europe/Amsterdam',
    primaryColor: palettes.ember.primary,
    logo: assets.draft.logo,
    backgroundImage: assets.draft.background,
    bannerImage: assets.draft.banner,
    introText: draftTexts.intro,
    terms: termsEn,
    privacyStatement: privacyEn,
    published: false,
    startDate: isoDay(today, 60),
    endDate: isoDay(today, 61),
  });
  const draftHall = await space(draft, 'map', 'hall', 'Forum hall', true, assets.venueMap);
  await eventsService.setHomeSpace(draft.id, draftHall.id);
  await eventsService.addMenuGroup(draft.id, item(draftHall, 1, 'Forum hall'));
  await eventsService.setMember(draft.id, people.organiser, 'owner');

  // demo-de: published, open, German.
  const de = await eventsService.createEvent({
    slug: 'demo-de',
    name: deTexts.name,
    language: 'de',
    timezone: 'Europe/Berlin',
    primaryColor: palettes.blue.primary,
    logo: assets.de.logo,
    backgroundImage: assets.de.background,
    bannerImage: assets.de.banner,
    introText: deTexts.intro,
    helpContent: deTexts.help,
    terms: deTexts.terms,
    privacyStatement: deTexts.privacy,
    loginFormAddendum: deTexts.addendum,
    published: true,
    goodiebagName: 'Merkliste',
    startDate: isoDay(today),
    endDate: isoDay(today, 1),
  });
  const plan = await space(de, 'map', 'lageplan', 'Lageplan', true, assets.venueMapDe);
  await eventsService.setHomeSpace(de.id, plan.id);
  const buehne = await space(de, 'presentation', 'hauptbuehne', 'Hauptbühne');
  const deLounge = await space(de, 'networking', 'lounge', 'Networking-Lounge');
  await eventsService.addMenuGroup(de.id, item(plan, 1, 'Lageplan'));
  await eventsService.addMenuGroup(de.id, { text: 'Programm', order: 2, subMenus: [{ text: 'Bühnen', order: 1, items: [item(buehne, 1)] }] });
  await eventsService.addMenuGroup(de.id, { text: 'Begegnen', order: 3, subMenus: [{ text: 'Networking', order: 1, items: [item(deLounge, 1)] }] });
  await eventsService.setMember(de.id, people.organiser, 'owner');
}

