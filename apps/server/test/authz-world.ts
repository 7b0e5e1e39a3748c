import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as contracts from '@foyer/contracts';
import type { MatrixRole, RouteDef } from '@foyer/contracts';
import type { EventRow } from '../src/features/identity';
import { addRole, makeEvent, makeSpace, person, type Person } from './event-factories';
import { makeBooth, makeCategory, makeJob } from './booth-factories';
import type { ApiResponse, TestServer } from './harness';

/**
 * The authorisation matrix's one world (decision 0098): an invite-only event with a person in each role of
 * `matrixRoles`, another event, and in the event one of everything a path can name — a booth staffed by someone
 * else, a meeting hosted by someone else, a call administered by someone else, the stage, an appointment
 * between two others, a person none of the roles is. What each route is called with lives here too: its path
 * filled from the world, a body and query it accepts (so that what refuses it is its policy, not validation).
 */

/** Every route of every route table the contracts export, by `table.name`. */
export function contractRouteList(): [string, RouteDef][] {
  const routes: [string, RouteDef][] = [];
  for (const [table, value] of Object.entries(contracts)) {
    if (!table.endsWith('Routes') || typeof value !== 'object' || value === null) continue;
    for (const [name, route] of Object.entries(value)) {
      if (route && typeof route === 'object' && 'method' in route && 'path' in route) routes.push([`${table}.${name}`, route as RouteDef]);
    }
  }
  return routes;
}

export interface World {
  event: EventRow;
  elsewhere: EventRow;
  /** Who calls, by role; the visitor has no token. */
  callers: Record<Exclude<MatrixRole, 'visitor'>, Person>;
  /** The person paths name (their profile, their private chat): none of the callers. */
  target: Person;
  /** Others the world's things belong to: the booth's staff, the meeting's host, the call's admin, an appointment's parties. */
  boothStaff: Person;
  host: Person;
  callAdmin: Person;
  party: Person;
  /** Path parameters, by name. */
  params: Record<string, string | number>;
  /** Ids bodies name. */
  ids: Record<string, number>;
  png: Buffer;
}

const hour = 3_600_000;

async function must(res: ApiResponse, what: string): Promise<ApiResponse> {
  if (res.status >= 300) throw new Error(`the matrix world could not ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

export async function buildWorld(t: TestServer): Promise<World> {
  const services = t.server.services;
  const db = t.server.platform.db;
  const event = await makeEvent(t, { inviteOnly: true, enableMeetingScheduling: true });
  const elsewhere = await makeEvent(t);
  const people = await Promise.all(Array.from({ length: 15 }, () => person(t)));
  const [attendee, attendeeOfAnotherEvent, staffOfAnotherBooth, hostOfAnotherMeeting, callParticipant, stageViewer, moderator, ownerOfAnotherEvent, owner, administrator,
    target, boothStaff, host, callAdmin, party] = people as [Person, ...Person[]] as Person[];
  for (const [who, role] of [
    [attendee, 'attendee'], [staffOfAnotherBooth, 'staff'], [hostOfAnotherMeeting, 'attendee'], [callParticipant, 'attendee'], [stageViewer, 'attendee'],
    [moderator, 'moderator'], [owner, 'owner'], [target, 'attendee'], [boothStaff, 'staff'], [host, 'attendee'], [callAdmin, 'attendee'], [party, 'attendee'],
  ] as const) {
    await addRole(t, event, who!, role);
    await services.identity.access.require(event.slug, who!.user.id);
  }
  await addRole(t, elsewhere, attendeeOfAnotherEvent!, 'attendee');
  await addRole(t, elsewhere, ownerOfAnotherEvent!, 'owner');
  await services.identity.administrators.add(administrator!.user.email);
  const callers = {
    attendee: attendee!, attendeeOfAnotherEvent: attendeeOfAnotherEvent!, staffOfAnotherBooth: staffOfAnotherBooth!, hostOfAnotherMeeting: hostOfAnotherMeeting!,
    callParticipant: callParticipant!, stageViewer: stageViewer!, moderator: moderator!, ownerOfAnotherEvent: ownerOfAnotherEvent!, owner: owner!, administrator: administrator!,
  };
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } }).png().toBuffer();
  const api = (who: Person, method: string, url: string, body?: unknown) => t.api(method, `/api/events/${event.slug}${url}`, { token: who.token, ...(body === undefined ? {} : { body }) });

  // Spaces: a map with an area, the stage, a booth (staffed by someone else) and another booth, rooms, a cinema, posters, …
  const map = await makeSpace(t, event, 'map', { slug: 'matrix-map' });
  const stage = await makeSpace(t, event, 'presentation', { slug: 'matrix-stage' });
  await services.maps.configure({ spaceId: map.id, imageWidth: 100, imageHeight: 100, helpContent: '' }, [{ shape: 'rect', coords: [1, 1, 9, 9], spaceId: stage.id }]);
  const areaId = (await services.maps.repo.areasOf(map.id))[0]!.area.id;
  await services.events.addMenuGroup(event.id, { text: 'Stage', order: 1, spaceId: stage.id });
  const booth = await makeBooth(t, event, {
    slug: 'matrix-booth', staffIds: [boothStaff!.user.id], enableVisitorList: true, documents: [{ name: 'Flyer', url: '/files/flyer.pdf' }], videos: [{ name: 'Tour', embeddedUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
  });
  await makeBooth(t, event, { slug: 'matrix-other-booth', staffIds: [staffOfAnotherBooth!.user.id] });
  const job = await makeJob(t, event, { boothId: booth.id, title: 'Baker', email: 'jobs@example.org' });
  const category = await makeCategory(t, event, map, 'Bakeries');
  const [document] = await services.booths.repo.documentsOf(booth.id);
  const video = (await db.execute<{ id: number }>(sql`select id from booth_videos where booth_id = ${booth.id}`)).rows[0]!;
  const rooms = await makeSpace(t, event, 'meeting', { slug: 'matrix-rooms' });
  const meeting = (slug: string, hostId: number) => services.meetings.create(event.id, rooms.id, {
    slug, title: slug, capacity: 5, startsAt: new Date(t.clock.now().getTime() + hour), endsAt: new Date(t.clock.now().getTime() + 2 * hour), hostIds: [hostId],
  });
  const hosted = await meeting('matrix-meeting', host!.user.id);
  await meeting('matrix-other-meeting', hostOfAnotherMeeting!.user.id);
  // The stage's live presentation, moderated by someone else from its backstage call.
  const backstage = await services.videocalls.createBackstage(event.id, { displayName: 'Backstage', adminId: party!.user.id, allowed: [] });
  const presentation = await services.presentations.create(event.id, stage, {
    title: 'Kept', kind: 'live', videocallId: backstage.id, moderatorId: party!.user.id, speakerIds: [], startsAt: new Date('2026-06-01T09:00:00Z'), endsAt: new Date('2026-06-01T10:00:00Z'),
  });
  const cinema = await makeSpace(t, event, 'cinema', { slug: 'matrix-cinema' });
  const film = await services.cinema.add(event, cinema, { title: 'Film', kind: 'hls', url: 'https://streams.example.org/a.m3u8' });
  const hall = await makeSpace(t, event, 'posters', { slug: 'matrix-posters' });
  const poster = await services.posters.add(event, hall, { title: 'Poster' });
  await makeSpace(t, event, 'jobs', { slug: 'matrix-jobs' });
  await makeSpace(t, event, 'networking', { slug: 'matrix-lounge' });
  const roulette = await makeSpace(t, event, 'chat_roulette', { slug: 'matrix-roulette' });
  await makeSpace(t, event, 'embedded', { slug: 'matrix-embedded' });

  // The program: an item with a tag and a performer, a group session.
  const tag = await services.program.addTag(event.id, 'Matrix', '#123456', 0, 'Track');
  const performer = await services.program.addPerformer({ eventId: event.id, name: 'Matrix Speaker' });
  const entry = await services.program.addEntry(
    { eventId: event.id, spaceId: stage.id, name: 'Matrix talk', startDate: new Date('2026-06-01T10:00:00Z'), endDate: new Date('2026-06-01T11:00:00Z') }, [tag.id], [performer.id],
  );
  const session = await services.program.addGroupSession({
    eventId: event.id, hostId: target!.user.id, title: 'Kept', startsAt: new Date('2026-06-01T15:00:00Z'), endsAt: new Date('2026-06-01T16:00:00Z'),
  });

  // The call: administered by someone else, the participant in it.
  const call = await services.videocalls.createForMembers(event.id, 'Matrix call', callAdmin!.user.id, [callAdmin!.user.id, callParticipant!.user.id]);
  await services.videocalls.join(event.slug, callParticipant!.user.id, call.id);
  await must(await api(owner!, 'PUT', `/organizer/stages/${stage.slug}/current/`, { presentation_id: presentation.id }), 'show a presentation on the stage');
  // The stage viewer watches; the target asks a question there.
  await must(await api(stageViewer!, 'POST', '/presentations/matrix-stage/watch/'), 'watch the stage');
  const question = await must(await api(target!, 'POST', '/presentations/matrix-stage/questions/', { presentation: presentation.id, text: 'Kept?' }), 'ask');

  // Between others: an appointment, a blocked time, a business card, a chat message and one held for review, a question to reception.
  const at = (h: number) => new Date(new Date('2026-06-02T08:00:00Z').getTime() + h * hour).toISOString();
  const schedule = await must(await api(target!, 'POST', '/appointment_schedules/', { subject: 'Kept', start_date: at(1), end_date: at(2), receiver: party!.user.id }), 'request an appointment');
  const blocked = await must(await api(target!, 'POST', '/appointment_schedules/blocked/', { start_date: at(3), end_date: at(4) }), 'block a time');
  const card = await services.businessCards.give(event.slug, target!.user.id, booth.slug, { include_email: true, message: 'Kept', is_auto: false, ignore_incognito_mode: false });
  const chatId = (await services.chat.openChatOfSpace({ ...stage, eventId: event.id, name: 'Stage' })).id;
  const message = await db.execute<{ id: number }>(sql`insert into public_messages (chat_id, sender_id, text, sent_at) values (${chatId}, ${target!.user.id}, 'Kept', now()) returning id`);
  const held = await db.execute<{ id: number }>(sql`insert into held_messages (chat_id, sender_id, text, words, sent_at) values (${chatId}, ${target!.user.id}, 'spam', '{spam}', now()) returning id`);
  const asked = await db.execute<{ id: number }>(sql`insert into contact_messages (event_id, user_id, message, created_at) values (${event.id}, ${target!.user.id}, 'A question', now()) returning id`);
  const blockedRows = (blocked.body as { results?: { id: number }[] }).results ?? [];

  return {
    event, elsewhere, callers, target: target!, boothStaff: boothStaff!, host: host!, callAdmin: callAdmin!, party: party!, png,
    params: {
      eventSlug: event.slug, userId: target!.user.id, id: target!.user.id, field: 'logo', spaceId: stage.id, mapSlug: map.slug, areaId,
      tagId: tag.id, performerId: performer.id, entryId: entry.id, itemId: entry.id, format: 'ical', boothSlug: booth.slug,
      documentId: document!.id, videoId: video.id, jobId: job.id, categoryId: category.id, meetingSlug: rooms.slug, meeting: hosted.slug,
      presentationSlug: stage.slug, presentationId: presentation.id, cinemaSlug: cinema.slug, posterSlug: hall.slug, posterId: poster.id,
      questionId: (question.body as { id: number }).id, sessionId: session.id, reportId: 1, chatId, messageId: held.rows[0]!.id,
      filmId: film.id, contactQuestionId: asked.rows[0]!.id, scheduleId: (schedule.body as { id: number }).id,
      blockedId: blockedRows.at(-1)?.id ?? 0, cardId: card.id, recordingId: 1, videocallId: call.id, roomId: call.id,
      networkingSlug: 'matrix-lounge', chatRouletteSlug: 'matrix-roulette', embeddedSlug: 'matrix-embedded', jobsSlug: 'matrix-jobs',
      type: 'booth', externalId: 'matrix-tweet',
    },
    ids: { publicMessageId: message.rows[0]!.id, presentationId: presentation.id, boothSpaceId: booth.id, mapId: map.id, spaceId: stage.id, meetingSpaceId: rooms.id, rouletteSpaceId: roulette.id },
  };
}

/** The route's path with the world's things in it (names that differ by feature are told apart here). */
export function pathOf(w: World, route: RouteDef): string {
  const p = w.params;
  return contracts.buildPath(route.path, {
    ...p,
    ...(route.path.includes('/organizer/cinema/') ? { videoId: p.filmId! } : {}),
    ...(route.path.includes('/organizer/contact/') ? { questionId: p.contactQuestionId! } : {}),
    ...(route.path.includes('/goodiebag/') ? { id: w.ids.boothSpaceId! } : {}),
    ...(route.path.includes('/chat/public/') ? { messageId: w.ids.publicMessageId! } : {}),
  });
}
