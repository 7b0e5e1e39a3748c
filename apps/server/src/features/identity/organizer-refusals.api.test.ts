import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as contracts from '@foyer/contracts';
import type { OrganizerGuard, RouteDef } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { makeBooth, makeCategory, makeJob } from '../../../test/booth-factories';
import { eventMembers, events } from './events.schema';
import type { EventRow } from './events.schema';

/**
 * The organiser console's refusals, generated from the contracts (decision 0081): every route of every
 * `organizer…Routes` table is called as everyone its guard must refuse — a visitor, an attendee, booth staff,
 * a moderator where the route is for owners, an owner of another event — and nothing may change. A route
 * added to such a table without a guard, or without a sample body here, fails this test.
 */

/** Every route of every organiser route table the contracts export, by `table.name`. */
function organizerRouteList(): [string, RouteDef][] {
  const routes: [string, RouteDef][] = [];
  for (const [table, value] of Object.entries(contracts)) {
    if (!/^organizer\w*Routes$/.test(table) || typeof value !== 'object' || value === null) continue;
    for (const [name, route] of Object.entries(value)) routes.push([`${table}.${name}`, route as RouteDef]);
  }
  return routes;
}

let t: TestServer;
let event: EventRow;
let owner: Person;
let target: Person;
/** Who calls, by how the guard must see them. */
let callers: Record<'attendee' | 'boothStaff' | 'moderator' | 'ownerElsewhere', Person>;
let png: Buffer;
/** What the spaces, menu, map and invite-list routes name: a space, a map with an area, an invitation. */
let space: { id: number };
let mapSlug: string;
let areaId: number;
let invited: Person;
/** What the program routes name: an item, a tag, a performer. */
let program: { entryId: number; tagId: number; performerId: number };
/** What the booth routes name: a booth none of the callers staffs, with a document, a video and a job; a category. */
let ids: { documentId: number; videoId: number; jobId: number; categoryId: number };
let ownBoothSlug: string;
const otherBooth = 'refusals-booth';
/** What the meetings and stage routes name: a meeting space with a meeting, a presentation of the stage. */
let meetingSpaceSlug: string;
let meetingSlug: string;
let presentationId: number;
/** What the cinema and poster routes name: a cinema with a film, a poster hall with a poster. */
let filmId: number;
let posterId: number;
/** What the contact inbox's answer names: a reception question. */
let questionId: number;
/** What the group session routes name: a session of the event. */
let sessionId: number;
/** What the chat rules name: the stage's chat and a message held for review in it. */
let chatId: number;
let heldId: number;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t);
  const elsewhere = await makeEvent(t);
  [owner, target] = await Promise.all([person(t), person(t)]);
  const [attendee, boothStaff, moderator, ownerElsewhere] = await Promise.all([person(t), person(t), person(t), person(t)]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, target, 'attendee');
  await addRole(t, event, attendee, 'attendee');
  await addRole(t, event, boothStaff, 'staff');
  ownBoothSlug = (await makeBooth(t, event, { staffIds: [boothStaff.user.id] })).slug;
  await addRole(t, event, moderator, 'moderator');
  await addRole(t, elsewhere, ownerElsewhere, 'owner');
  callers = { attendee, boothStaff, moderator, ownerElsewhere };
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } }).png().toBuffer();
  const map = await makeSpace(t, event, 'map', { slug: 'refusals-map' });
  mapSlug = map.slug;
  space = await makeSpace(t, event, 'presentation', { slug: 'refusals-stage' });
  await t.server.services.maps.configure({ spaceId: map.id, imageWidth: 100, imageHeight: 100, helpContent: '' }, [
    { shape: 'rect', coords: [1, 1, 9, 9], spaceId: space.id },
  ]);
  areaId = (await t.server.services.maps.repo.areasOf(map.id))[0]!.area.id;
  await t.server.services.events.addMenuGroup(event.id, { text: 'Stage', order: 1, spaceId: space.id });
  invited = await person(t);
  await addRole(t, event, invited, 'attendee');
  const tag = await t.server.services.program.addTag(event.id, 'Refusals', '#123456', 0, 'Track');
  const speaker = await t.server.services.program.addPerformer({ eventId: event.id, name: 'Refusals Speaker' });
  const entry = await t.server.services.program.addEntry(
    { eventId: event.id, spaceId: space.id, name: 'Refusals talk', startDate: new Date('2026-06-01T10:00:00Z'), endDate: new Date('2026-06-01T11:00:00Z') },
    [tag.id], [speaker.id],
  );
  program = { entryId: entry.id, tagId: tag.id, performerId: speaker.id };
  const booth = await makeBooth(t, event, {
    slug: otherBooth, documents: [{ name: 'Flyer', url: '/files/flyer.pdf' }], videos: [{ name: 'Tour', embeddedUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
  });
  const job = await makeJob(t, event, { boothId: booth.id, title: 'Baker', email: 'jobs@example.org' });
  const category = await makeCategory(t, event, map, 'Bakeries');
  const [document] = await t.server.services.booths.repo.documentsOf(booth.id);
  const video = (await t.server.platform.db.execute<{ id: number }>(sql`select id from booth_videos where booth_id = ${booth.id}`)).rows[0]!;
  ids = { documentId: document!.id, videoId: video.id, jobId: job.id, categoryId: category.id };
  const meetingSpace = await makeSpace(t, event, 'meeting', { slug: 'refusals-rooms' });
  meetingSpaceSlug = meetingSpace.slug;
  const hour = 3_600_000;
  meetingSlug = (await t.server.services.meetings.create(event.id, meetingSpace.id, {
    slug: 'refusals-meeting', title: 'Kept', capacity: 5, startsAt: new Date(t.clock.now().getTime() + hour), endsAt: new Date(t.clock.now().getTime() + 2 * hour), hostIds: [target.user.id],
  })).slug;
  presentationId = (await t.server.services.presentations.create(event.id, space, { title: 'Kept', kind: 'embed', url: 'https://example.org/' })).id;
  const cinema = await makeSpace(t, event, 'cinema', { slug: 'refusals-cinema' });
  filmId = (await t.server.services.cinema.add(event, cinema, { title: 'Film', kind: 'hls', url: 'https://streams.example.org/a.m3u8' })).id;
  const hall = await makeSpace(t, event, 'posters', { slug: 'refusals-posters' });
  posterId = (await t.server.services.posters.add(event, hall, { title: 'Poster' })).id;
  const asked = await t.server.platform.db.execute(sql`insert into contact_messages (event_id, user_id, message, created_at) values (${event.id}, ${target.user.id}, 'A question', now()) returning id`);
  questionId = (asked.rows[0] as { id: number }).id;
  sessionId = (await t.server.services.program.addGroupSession({
    eventId: event.id, hostId: target.user.id, title: 'Kept', startsAt: new Date('2026-06-01T15:00:00Z'), endsAt: new Date('2026-06-01T16:00:00Z'),
  })).id;
  chatId = (await t.server.services.chat.openChatOfSpace({ ...space, eventId: event.id, name: 'Stage' })).id;
  const held = await t.server.platform.db.execute(sql`insert into held_messages (chat_id, sender_id, text, words, sent_at) values (${chatId}, ${target.user.id}, 'spam', '{spam}', now()) returning id`);
  heldId = (held.rows[0] as { id: number }).id;
});
afterAll(async () => {
  await t?.close();
});

/** A body each route accepts, so that what refuses the call is the guard and not the validation. */
const sampleBodies: Record<string, () => unknown> = {
  'organizerRoutes.createEvent': () => ({
    slug: 'refused-event', name: 'Refused', start_date: '2026-09-01', end_date: '2026-09-02', timezone: 'UTC', language: 'en-US', is_virtual: true, is_in_person: false,
  }),
  'organizerRoutes.updateSettings': () => ({ name: 'Taken over', published: false }),
  'organizerRoutes.deleteEvent': () => ({ confirm_slug: event.slug, confirm_people: true }),
  'organizerRoutes.addMember': () => ({ email: 'smuggled@example.com', roles: ['owner'] }),
  'organizerRoutes.updateMember': () => ({ roles: ['owner'], tags: ['Smuggled'] }),
  'organizerRoutes.tagMembers': () => ({ user_ids: [target.user.id], add: ['Smuggled'] }),
  'organizerSpaceRoutes.create': () => ({ type: 'map', name: 'Smuggled', slug: 'smuggled' }),
  'organizerSpaceRoutes.update': () => ({ name: 'Taken over', published: true }),
  'organizerNavigationRoutes.putNavigation': () => [{ text: 'Smuggled', url: 'https://example.org/' }],
  'organizerMapRoutes.createArea': () => ({ shape: 'rect', coords: [10, 10, 20, 20], widget: 'reception' }),
  'organizerMapRoutes.updateArea': () => ({ coords: [2, 2, 8, 8] }),
  'organizerInvitationRoutes.send': () => ({}),
  'organizerProgramRoutes.createEntry': () => ({ name: 'Smuggled', space_id: space.id, start_date: '2026-06-01T12:00:00Z', end_date: '2026-06-01T13:00:00Z' }),
  'organizerProgramRoutes.updateEntry': () => ({ name: 'Taken over' }),
  'organizerProgramRoutes.createTag': () => ({ text: 'Smuggled', color: '#000000' }),
  'organizerProgramRoutes.updateTag': () => ({ color: '#000000' }),
  'organizerProgramRoutes.updateTagCategory': () => ({ category: 'Track', text: 'Taken over' }),
  'organizerProgramRoutes.createPerformer': () => ({ name: 'Smuggled' }),
  'organizerProgramRoutes.updatePerformer': () => ({ name: 'Taken over' }),
  'organizerBoothRoutes.createCategory': () => ({ name: 'Smuggled', map: space.id }),
  'organizerBoothRoutes.updateCategory': () => ({ name: 'Smuggled' }),
  'organizerBoothRoutes.create': () => ({ name: 'Smuggled', slug: 'smuggled-booth' }),
  'organizerBoothRoutes.update': () => ({ subtitle: 'Taken over' }),
  'organizerBoothRoutes.putStaff': () => ({ staff: [callers.attendee.user.id] }),
  'organizerBoothRoutes.putSessions': () => ({ items: [] }),
  'organizerBoothRoutes.updateDocument': () => ({ name: 'Smuggled' }),
  'organizerBoothRoutes.addEmbeddedVideo': () => ({ name: 'Smuggled', embedded_url: 'https://youtu.be/dQw4w9WgXcQ' }),
  'organizerBoothRoutes.updateVideo': () => ({ name: 'Smuggled' }),
  'organizerBoothRoutes.addJob': () => ({ title: 'Smuggled', email: 'smuggled@example.org' }),
  'organizerBoothRoutes.updateJob': () => ({ title: 'Smuggled' }),
  'organizerMeetingRoutes.create': () => ({
    slug: 'smuggled', title: 'Smuggled', capacity: 5, starts_at: '2030-01-01T10:00:00Z', ends_at: '2030-01-01T11:00:00Z', host_user_ids: [target.user.id],
  }),
  'organizerMeetingRoutes.update': () => ({ title: 'Taken over', capacity: 0 }),
  'organizerStageRoutes.createEntry': () => ({ title: 'Smuggled', kind: 'embed', url: 'https://example.org/' }),
  'organizerStageRoutes.updateEntry': () => ({ title: 'Taken over' }),
  'organizerStageRoutes.reorder': () => ({ presentation_ids: [presentationId] }),
  'organizerStageRoutes.setCurrent': () => ({ presentation_id: presentationId }),
  'organizerStageRoutes.addModerator': () => ({ user_id: target.user.id }),
  'organizerArchiveRoutes.clone': () => ({ slug: 'refused-clone', name: 'Refused', parts: ['settings', 'spaces', 'booths', 'program', 'meetings'] }),
  'organizerArchiveRoutes.fromTemplate': () => ({ slug: 'refused-template', name: 'Refused', template: 'online-meetup' }),
  'organizerCinemaRoutes.createVideo': () => ({ kind: 'hls', url: 'https://streams.example.org/smuggled.m3u8', title: 'Smuggled' }),
  'organizerCinemaRoutes.updateVideo': () => ({ title: 'Taken over' }),
  'organizerPosterRoutes.createPoster': () => ({ title: 'Smuggled' }),
  'organizerPosterRoutes.updatePoster': () => ({ title: 'Taken over' }),
  'organizerContactRoutes.answer': () => ({ text: 'Smuggled answer' }),
  'organizerGroupSessionRoutes.create': () => ({ display_name: 'Smuggled', starts_at: '2026-06-01T12:00:00Z', ends_at: '2026-06-01T13:00:00Z' }),
  'organizerGroupSessionRoutes.update': () => ({ display_name: 'Taken over', admin_id: null }),
  'organizerRecordingRoutes.setRetention': () => ({ keep_days: 1 }),
  'organizerModerationRoutes.ban': () => ({ user_id: target.user.id, reason: 'Smuggled', until: null }),
  'organizerModerationRoutes.silence': () => ({ user_id: target.user.id, reason: 'Smuggled', until: '2030-01-01T00:00:00Z' }),
  'organizerModerationRoutes.resolve': () => ({ action: 'dismiss' }),
  'organizerChatRulesRoutes.setSlowMode': () => ({ seconds: 600 }),
  'organizerChatRulesRoutes.setWordList': () => ({ words: ['smuggled'] }),
  'organizerAnalyticsRoutes.updateSettings': () => ({ retention_days: 1 }),
};
const sampleQueries: Record<string, string> = {
  'organizerRoutes.checkSlug': '?slug=free-slug',
  'organizerArchiveRoutes.import': '?slug=refused-import',
};

/**
 * Fills the route's path with the event, the person it is about, an entry-page (or booth) file, a space, a map, an
 * area, an invitation, program parts, a booth none of the callers staffs with its document, video, job and category,
 * a meeting space and its meeting, the stage and its presentation, a cinema's film (a cinema's `videoId`), a poster,
 * a reception question, a group session, a report (the guard refuses before it is looked for).
 */
const pathOf = (route: RouteDef, boothSlug = otherBooth) =>
  contracts.buildPath(route.path, {
    eventSlug: event.slug, userId: target.user.id, field: 'logo', spaceId: space.id, mapSlug, areaId, id: invited.user.id, ...program, format: 'ical', boothSlug, ...ids,
    meetingSlug: meetingSpaceSlug, meeting: meetingSlug, presentationSlug: 'refusals-stage', presentationId,
    cinemaSlug: 'refusals-cinema', posterSlug: 'refusals-posters', posterId, questionId, sessionId, reportId: 1, chatId, messageId: heldId,
    ...(route.path.includes('/organizer/cinema/') ? { videoId: filmId } : {}),
  });

async function call(name: string, route: RouteDef, token?: string, boothSlug?: string): Promise<{ status: number; body: { code?: string; detail?: string; results?: { slug: string }[] } }> {
  const url = `${pathOf(route, boothSlug)}${sampleQueries[name] ?? ''}`;
  if (route.upload) {
    const form = new FormData();
    form.set(route.upload.field, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${t.url}${url}`, { method: route.method, headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
    const body = (await res.json()) as { code?: string; detail?: string };
    t.texts.record(res.status, body);
    return { status: res.status, body };
  }
  return t.api(route.method, url, { token, ...(route.body ? { body: sampleBodies[name]!() } : {}) });
}

/** What the guard answers a caller: the refusal's status and code, or `allowed`. */
function expected(guard: OrganizerGuard, caller: keyof typeof callers): string {
  if (guard === 'signed-in') return 'allowed';
  if (guard === 'administrator') return '403 not_administrator';
  const moderatorsPass = guard === 'read-people' || guard === 'moderate';
  if (moderatorsPass && caller === 'moderator') return 'allowed';
  // Nobody calling staffs the path's booth: booth staff of another booth are refused like everyone else.
  if (guard === 'booth-staff') return '403 not_booth_staff';
  return moderatorsPass ? '403 not_event_moderator' : '403 not_event_owner';
}

/** What a refused caller reads: moderating is not "seeing the people". */
const moderatorRefusal = (guard: OrganizerGuard) =>
  guard === 'moderate' ? contracts.organizerMessages.notEventModeratorToModerate : contracts.organizerMessages.notEventModerator;

/** Everything a refused call could have changed. */
async function snapshot() {
  const db = t.server.platform.db;
  const folder = path.join(t.server.platform.config.dataDir, 'files', 'events', String(event.id));
  return {
    event: (await db.select().from(events).where(eq(events.id, event.id)))[0],
    members: await db.select().from(eventMembers).where(eq(eventMembers.eventId, event.id)).orderBy(eventMembers.id),
    events: (await db.execute(sql`select count(*)::int as n from events`)).rows,
    users: (await db.execute(sql`select count(*)::int as n from users`)).rows,
    tags: (await db.execute(sql`select count(*)::int as n from attendee_tag_links`)).rows,
    changes: (await db.execute(sql`select count(*)::int as n from change_log`)).rows,
    files: fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }) : [],
    // An import, clone or template stores files wherever their archive had them.
    allFiles: fs.readdirSync(path.join(t.server.platform.config.dataDir, 'files'), { recursive: true }).length,
    spaces: (await db.execute(sql`select * from spaces where event_id = ${event.id} order by id`)).rows,
    menu: (await db.execute(sql`select * from menu_items where event_id = ${event.id} order by id`)).rows,
    areas: (await db.execute(sql`select a.* from map_areas a join spaces s on s.id = a.map_space_id where s.event_id = ${event.id} order by a.id`)).rows,
    mapSettings: (await db.execute(sql`select m.* from map_settings m join spaces s on s.id = m.space_id where s.event_id = ${event.id}`)).rows,
    invitations: (await db.execute(sql`select count(*)::int as n from event_invitations`)).rows,
    mails: (await db.execute(sql`select count(*)::int as n from dev_outbox`)).rows,
    program: (await db.execute(sql`select * from program_entries where event_id = ${event.id} order by id`)).rows,
    programTags: (await db.execute(sql`select * from program_tags where event_id = ${event.id} order by id`)).rows,
    performers: (await db.execute(sql`select * from performers where event_id = ${event.id} order by id`)).rows,
    programLinks: (await db.execute(sql`select (select count(*)::int from program_entry_tags) as tags, (select count(*)::int from program_entry_performers) as performers, (select count(*)::int from performer_attachments) as attachments`)).rows,
    booths: (await db.execute(sql`select * from booths where event_id = ${event.id} order by space_id`)).rows,
    boothCategories: (await db.execute(sql`select * from booth_categories where event_id = ${event.id} order by id`)).rows,
    boothStaff: (await db.execute(sql`select s.* from booth_staff s join booths b on b.space_id = s.booth_id where b.event_id = ${event.id} order by s.booth_id, s.user_id`)).rows,
    boothDocuments: (await db.execute(sql`select d.* from booth_documents d join booths b on b.space_id = d.booth_id where b.event_id = ${event.id} order by d.id`)).rows,
    boothVideos: (await db.execute(sql`select v.* from booth_videos v join booths b on b.space_id = v.booth_id where b.event_id = ${event.id} order by v.id`)).rows,
    jobs: (await db.execute(sql`select * from jobs where event_id = ${event.id} order by id`)).rows,
    sponsors: (await db.execute(sql`select id, sponsor_space_id from program_entries where event_id = ${event.id} order by id`)).rows,
    meetings: (await db.execute(sql`select * from meetings where event_id = ${event.id} order by id`)).rows,
    meetingHosts: (await db.execute(sql`select h.* from meeting_hosts h join meetings m on m.id = h.meeting_id where m.event_id = ${event.id} order by h.meeting_id, h.user_id`)).rows,
    presentations: (await db.execute(sql`select * from presentations where event_id = ${event.id} order by id`)).rows,
    stage: (await db.execute(sql`select * from presentation_stages where space_id = ${space.id}`)).rows,
    stageModerators: (await db.execute(sql`select * from stage_moderators where space_id = ${space.id}`)).rows,
    films: (await db.execute(sql`select * from cinema_videos where event_id = ${event.id} order by id`)).rows,
    posters: (await db.execute(sql`select * from posters where event_id = ${event.id} order by id`)).rows,
    questions: (await db.execute(sql`select * from contact_messages where event_id = ${event.id} order by id`)).rows,
    groupSessions: (await db.execute(sql`select g.*, c.display_name, c.admin_id, c.ended_at from group_sessions g join video_calls c on c.id = g.videocall_id where g.event_id = ${event.id} order by g.id`)).rows,
    calls: (await db.execute(sql`select count(*)::int as n from video_calls where event_id = ${event.id}`)).rows,
    recordingRetention: (await db.execute(sql`select * from recording_retention where event_id = ${event.id}`)).rows,
    bans: (await db.execute(sql`select * from event_bans where event_id = ${event.id} order by user_id`)).rows,
    silences: (await db.execute(sql`select * from moderation_silences where event_id = ${event.id} order by user_id`)).rows,
    reports: (await db.execute(sql`select * from moderation_reports where event_id = ${event.id} order by id`)).rows,
    chats: (await db.execute(sql`select * from chats where event_id = ${event.id} order by id`)).rows,
    wordLists: (await db.execute(sql`select * from chat_word_lists where event_id = ${event.id}`)).rows,
    held: (await db.execute(sql`select * from held_messages order by id`)).rows,
    publicMessages: (await db.execute(sql`select count(*)::int as n from public_messages`)).rows,
    analyticsSettings: (await db.execute(sql`select * from analytics_settings where event_id = ${event.id}`)).rows,
  };
}

describe('the organiser console refuses everyone its guard does not let through', () => {
  const routes = organizerRouteList();

  it('finds the organiser routes, each with its guard and, where it takes a body, a sample', () => {
    expect(routes.length).toBeGreaterThanOrEqual(34);
    for (const [name, route] of routes) {
      expect(route.organizer, `${name} declares no \`organizer\` guard in its contract`).toBeDefined();
      if (route.body) expect(sampleBodies[name], `${name} needs a sample body in this test`).toBeDefined();
    }
  });

  it('answers a visitor 401, and everyone else as the guard says, changing nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const [name, route] of routes) {
      const anonymous = await call(name, route);
      if (anonymous.status !== 401) wrong.push(`${name} as a visitor: ${anonymous.status}`);
      for (const caller of Object.keys(callers) as (keyof typeof callers)[]) {
        // A write the guard allows would change things: only reads are allowed here, but for the moderation acts
        // (`moderate`), which moderators are meant to do; their own tests prove them.
        const want = expected(route.organizer!, caller);
        if (want === 'allowed' && route.method !== 'GET' && route.organizer === 'moderate') continue;
        const res = await call(name, route, callers[caller].token);
        const got = res.status < 300 ? 'allowed' : `${res.status} ${res.body.code ?? ''}`.trim();
        if (got !== want) wrong.push(`${name} as ${caller}: ${got}, expected ${want}`);
        // The moderators' guards share a code; the text says what the guard is for.
        if (got === '403 not_event_moderator' && res.body.detail !== moderatorRefusal(route.organizer!)) wrong.push(`${name} as ${caller} says "${res.body.detail}"`);
        if (want === 'allowed' && route.method !== 'GET') wrong.push(`${name} lets ${caller} write`);
        // An event list shows a person only their own events (those whose booths they staff among them).
        if (name === 'organizerRoutes.listEvents' && caller !== 'moderator' && caller !== 'boothStaff' && res.body.results?.some((e) => e.slug === event.slug)) {
          wrong.push(`${name} shows the event to ${caller}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the event\'s owner read on the same calls', async () => {
    const reads = routes.filter(([, route]) => route.method === 'GET' && route.organizer !== 'administrator');
    for (const [name, route] of reads) expect((await call(name, route, owner.token)).status, name).toBe(200);
  });

  it('lets a booth\'s own staff read its `booth-staff` routes', async () => {
    const reads = routes.filter(([, route]) => route.method === 'GET' && route.organizer === 'booth-staff');
    expect(reads.length).toBeGreaterThan(0);
    for (const [name, route] of reads) expect((await call(name, route, callers.boothStaff.token, ownBoothSlug)).status, name).toBe(200);
  });
});
