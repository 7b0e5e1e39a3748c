import { sql } from 'drizzle-orm';
import type { TestServer } from '../harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../event-factories';
import { makeBooth, makeCategory, makeJob } from '../booth-factories';
import type { Hints } from './hostile-payloads';

export interface FuzzWorld {
  owner: Person;
  attendee: Person;
  /** The world's value of every path parameter, so that a case's other parts reach past the lookups. */
  pathValues: Record<string, string | number>;
  /** The world's values of body and payload fields, by name. */
  hints: Hints;
  /** A cinema's film: what a cinema route's `videoId` names (a booth route's names a booth video). */
  filmId: number;
}

/**
 * The event the contract fuzz calls into (decision 0099): its owner, an attendee and someone they act on
 * (never the callers themselves, so a case that succeeds does not lock them out), and one of everything a
 * route's path names — spaces of every type, a map area, program parts, a booth with its document, video
 * and job, a meeting, a presentation, a film, a poster, a chat message, a reception question, a session.
 */
export async function makeFuzzWorld(t: TestServer): Promise<FuzzWorld> {
  const event = await makeEvent(t, { slug: 'fuzz' });
  const target = await person(t);
  const [owner, attendee] = await Promise.all([person(t), person(t)]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, attendee, 'attendee');
  await addRole(t, event, target, 'attendee');
  const services = t.server.services;
  const stage = await makeSpace(t, event, 'presentation', { slug: 'fuzz-stage' });
  const map = await makeSpace(t, event, 'map', { slug: 'fuzz-map' });
  await services.maps.configure({ spaceId: map.id, imageWidth: 100, imageHeight: 100, helpContent: '' }, [{ shape: 'rect', coords: [1, 1, 9, 9], spaceId: stage.id }]);
  const areaId = (await services.maps.repo.areasOf(map.id))[0]!.area.id;
  const tag = await services.program.addTag(event.id, 'Fuzz', '#123456', 0, 'Track');
  const performer = await services.program.addPerformer({ eventId: event.id, name: 'Fuzz Speaker' });
  const entry = await services.program.addEntry(
    { eventId: event.id, spaceId: stage.id, name: 'Fuzz talk', startDate: new Date('2026-06-01T10:00:00Z'), endDate: new Date('2026-06-01T11:00:00Z') },
    [tag.id], [performer.id],
  );
  const booth = await makeBooth(t, event, { slug: 'fuzz-booth', documents: [{ name: 'Flyer', url: '/files/flyer.pdf' }], videos: [{ name: 'Tour', embeddedUrl: 'https://youtu.be/dQw4w9WgXcQ' }] });
  const job = await makeJob(t, event, { boothId: booth.id, title: 'Baker', email: 'jobs@example.org' });
  const category = await makeCategory(t, event, map, 'Bakeries');
  const [document] = await services.booths.repo.documentsOf(booth.id);
  const video = (await t.server.platform.db.execute<{ id: number }>(sql`select id from booth_videos where booth_id = ${booth.id}`)).rows[0]!;
  const rooms = await makeSpace(t, event, 'meeting', { slug: 'fuzz-rooms' });
  const hour = 3_600_000;
  const meeting = await services.meetings.create(event.id, rooms.id, {
    slug: 'fuzz-meeting', title: 'Fuzz', capacity: 5, startsAt: new Date(t.clock.now().getTime() + hour), endsAt: new Date(t.clock.now().getTime() + 2 * hour), hostIds: [target.user.id],
  });
  const presentation = await services.presentations.create(event.id, stage, { title: 'Fuzz', kind: 'embed', url: 'https://example.org/' });
  const cinema = await makeSpace(t, event, 'cinema', { slug: 'fuzz-cinema' });
  const filmId = (await services.cinema.add(event, cinema, { title: 'Film', kind: 'hls', url: 'https://streams.example.org/a.m3u8' })).id;
  const hall = await makeSpace(t, event, 'posters', { slug: 'fuzz-posters' });
  const poster = await services.posters.add(event, hall, { title: 'Poster' });
  await Promise.all([
    makeSpace(t, event, 'chat_roulette', { slug: 'fuzz-roulette' }),
    makeSpace(t, event, 'networking', { slug: 'fuzz-networking' }),
    makeSpace(t, event, 'jobs', { slug: 'fuzz-jobs' }),
    makeSpace(t, event, 'embedded', { slug: 'fuzz-embedded' }),
  ]);
  const chat = await services.chat.openChatOfSpace({ ...stage, eventId: event.id, name: 'Stage' });
  const sent = await services.chat.send(event.slug, target.user.id, chat.id, 'Hello');
  const messageId = 'held' in sent ? 0 : sent.message.id;
  const asked = await t.server.platform.db.execute<{ id: number }>(sql`insert into contact_messages (event_id, user_id, message, created_at) values (${event.id}, ${target.user.id}, 'A question', now()) returning id`);
  const session = await services.program.addGroupSession({ eventId: event.id, hostId: target.user.id, title: 'Fuzz', startsAt: new Date('2026-06-01T15:00:00Z'), endsAt: new Date('2026-06-01T16:00:00Z') });
  const pathValues = {
    eventSlug: event.slug, boothSlug: booth.slug, meetingSlug: rooms.slug, meeting: meeting.slug, presentationSlug: stage.slug, userId: target.user.id, mapSlug: map.slug,
    posterSlug: hall.slug, chatId: chat.id, cinemaSlug: cinema.slug, spaceId: stage.id, videoId: video.id, id: target.user.id, messageId, posterId: poster.id,
    performerId: performer.id, field: 'logo', questionId: asked.rows[0]!.id, documentId: document!.id, chatRouletteSlug: 'fuzz-roulette', jobId: job.id, blockedId: 1,
    categoryId: category.id, sessionId: session.id, areaId, entryId: entry.id, tagId: tag.id, presentationId: presentation.id, recordingId: 1, videocallId: 1, cardId: 1,
    embeddedSlug: 'fuzz-embedded', type: 'booth', jobsSlug: 'fuzz-jobs', reportId: 1, format: 'ical', externalId: '1', itemId: entry.id, roomId: 'fuzz-room', networkingSlug: 'fuzz-networking',
    scheduleId: 1,
  };
  const hints: Hints = {
    event_slug: event.slug, space_id: stage.id, user_id: target.user.id, user_ids: [target.user.id], host_user_ids: [target.user.id], chat_id: chat.id, message_id: messageId,
    booth_slug: booth.slug, booth_id: booth.id, category_id: category.id, presentation_id: presentation.id, presentation_ids: [presentation.id], presentation_slug: stage.slug,
    tag_ids: [tag.id], performer_ids: [performer.id], speaker_ids: [performer.id], primary_speaker_id: performer.id, moderator_id: target.user.id, admin_id: target.user.id, item_id: entry.id,
    roulette_id: 1, videocall_id: 1, videocallId: 1,
  };
  return { owner, attendee, pathValues, hints, filmId };
}
