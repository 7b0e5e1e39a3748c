import {
  meetingErrorCodes as codes,
  meetingTexts as texts,
  pageLinks,
  type Meeting,
  type MeetingList,
  type MeetingRoom,
  type MeetingSpace,
  type Recording,
  type createMeetingBody,
  type updateMeetingBody,
  organizerMeetingErrorCodes,
} from '@foyer/contracts';
import type { z } from 'zod';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { ApiError, FieldError, forbidden, notFound } from '../../platform/http/errors';
import type { ChangeLog, EventAccessGrant, EventRole, EventRow, SpaceRow } from '../identity';
import { spaceOrganiserRoles, type SpacesFace } from '../spaces';
import type { CallJoinGuard, VideocallsFace } from '../videocalls';
import { cleanHtml } from '../../platform/rich-text';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';
import { seatMail } from './meetings.mail';
import { presentMeeting, presentMeetingSpace, seatsOf } from './meetings.presenter';
import { MeetingsRepository, type MeetingList as ListKind, type MeetingRow, type SpaceRef } from './meetings.repository';

/** Told after a registration change commits (the realtime side tells the meeting's space). */
export type CapacityListener = (meeting: MeetingRow, change: { participating_users: number[]; capacity_left: number; waitlist_count: number }) => void;

/** Told after a meeting was made, edited or removed (the realtime side tells the event's pages). */
export type MeetingsChangeListener = (event: EventRow, space: SpaceRow, meeting: MeetingRow, removed: boolean) => void;

/** The meeting room's recordings for a viewer (the recordings feature provides them; none without it). */
export type RoomRecordings = (meeting: MeetingRow, viewer: { userId: number; isHost: boolean }) => Promise<Recording[]>;

export interface NewMeetingInput {
  slug: string;
  title: string;
  /** HTML; cleaned before it is stored. */
  description?: string;
  capacity: number;
  startsAt: Date;
  endsAt: Date;
  hostIds: number[];
  primarySpeakerId?: number | null;
  isWalkIn?: boolean;
  enableHostChat?: boolean;
}

const allMeetingsLimit = 200;
const isUniqueViolation = (err: unknown) => isPgError(err, pgErrorCodes.uniqueViolation);

const refuse = {
  alreadyRegistered: () => new ApiError(409, texts.alreadyRegistered, codes.alreadyRegistered),
  full: () => new ApiError(409, texts.full, codes.full),
  notRegistered: () => new ApiError(409, texts.notRegistered, codes.notRegistered),
  ended: () => new ApiError(409, texts.ended, codes.ended),
  capacityBelowSeats: () => new ApiError(409, texts.capacityBelowSeats, organizerMeetingErrorCodes.capacityBelowSeats),
  walkIn: () => new ApiError(409, texts.walkIn, codes.walkIn),
  host: () => new ApiError(409, texts.host, codes.host),
  alreadyWaitlisted: () => new ApiError(409, texts.alreadyWaitlisted, codes.alreadyWaitlisted),
  roomClosed: () => forbidden(texts.roomClosed, codes.notParticipant),
  notStarted: () => forbidden('This meeting has not started yet.', 'meeting_not_started'),
  endedRoom: () => forbidden('This meeting has ended.', codes.ended),
};

const isOrganiser = (role: EventRole | null) => role !== null && spaceOrganiserRoles.includes(role);

/**
 * Meetings (decision 0032): meeting spaces and their lists, registration with capacity and a waitlist, the room,
 * and who may enter a meeting's call. Other features ask it: `isHost`, `mayEnter`, `videocallId`.
 */
export class MeetingsService {
  readonly repo: MeetingsRepository;

  constructor(
    private readonly platform: Platform,
    readonly spaces: SpacesFace,
    private readonly calls: VideocallsFace,
    private readonly onCapacity: CapacityListener = () => undefined,
    private readonly roomRecordings: RoomRecordings = () => Promise.resolve([]),
    private readonly changes: ChangeLog | null = null,
    private readonly onChanged: MeetingsChangeListener = () => undefined,
  ) {
    this.repo = new MeetingsRepository(platform.db);
  }

  private now(): Date {
    return this.platform.clock.now();
  }

  // ---- what other features ask ----

  /** Whether the person is one of the meeting's hosts. */
  isHost(meetingId: number, userId: number): Promise<boolean> {
    return this.repo.isHost(meetingId, userId);
  }

  /**
   * Whether the person may be in the meeting at all (its room, its call, its recordings): a host, a registered
   * participant, anyone in the event for a walk-in meeting, the event's organisers always — and the meeting
   * space open to them. The call adds its times (`joinRefusal`).
   */
  async mayEnter(meetingId: number, userId: number): Promise<boolean> {
    const meeting = await this.repo.byId(meetingId);
    if (!meeting) return false;
    const grant = await this.grantFor(meeting, userId);
    return grant !== null && (await this.standing(meeting, grant, userId)) !== 'stranger';
  }

  /**
   * The meeting of a room path, as the room itself finds it (404 unknown, 403 a closed space), with its hosts
   * and speaker's name: what recordings need of a meeting.
   */
  async roomMeeting(
    eventSlug: string,
    userId: number,
    spaceSlug: string,
    meetingSlug: string,
  ): Promise<{ meeting: MeetingRow; hostIds: number[]; speakerName: string }> {
    const { meeting } = await this.requireMeeting(eventSlug, userId, spaceSlug, meetingSlug);
    const [hostIds, speakerName] = await Promise.all([this.repo.hostIds(meeting.id), this.repo.speakerName(meeting)]);
    return { meeting, hostIds: hostIds.sort((a, b) => a - b), speakerName };
  }

  /** The names of the meeting spaces these meetings are in (by meeting id). */
  async spaceNames(meetingIds: readonly number[]): Promise<Map<number, string>> {
    const spaces = await this.repo.spacesOf(meetingIds);
    return new Map([...spaces].map(([id, space]) => [id, space.name]));
  }

  /** Whether the person may enter the meeting's event at all (what a published recording asks). */
  async mayEnterEventOf(meetingId: number, userId: number): Promise<boolean> {
    const meeting = await this.repo.byId(meetingId);
    return meeting !== null && (await this.grantFor(meeting, userId)) !== null;
  }

  /** The meeting's video call id, null for no such meeting. */
  async videocallId(meetingId: number): Promise<number | null> {
    return (await this.repo.byId(meetingId))?.videocallId ?? null;
  }

  /** The meeting whose call this is, null for any other call. */
  meetingOfCall(callId: number): Promise<MeetingRow | null> {
    return this.repo.byVideocall(callId);
  }

  /** The person's access to the meeting's event, null when refused. */
  private async grantFor(meeting: MeetingRow, userId: number): Promise<EventAccessGrant | null> {
    const slug = await this.repo.eventSlug(meeting.eventId);
    if (slug === null) return null;
    const grant = await this.spaces.access.check(slug, userId);
    return grant instanceof ApiError ? null : grant;
  }

  private async standing(meeting: MeetingRow, grant: EventAccessGrant, userId: number): Promise<'host' | 'organiser' | 'participant' | 'stranger'> {
    const space = await this.spaces.findById(grant.event.id, meeting.spaceId);
    if (!space || !this.spaces.canEnter(grant.role, space)) return 'stranger';
    if (await this.repo.isHost(meeting.id, userId)) return 'host';
    if (isOrganiser(grant.role)) return 'organiser';
    if (meeting.isWalkIn || (await this.repo.isRegistered(meeting.id, userId))) return 'participant';
    return 'stranger';
  }

  /** Heard from the calls (a join): a participant who joined a meeting's call while it ran came to it (decision 0096). */
  recordAttendance(callId: number, userId: number): Promise<boolean> {
    return this.repo.recordAttendance(callId, userId, this.now());
  }

  /** The guard of every call join: a meeting's call takes its hosts and organisers any time, participants while it runs. */
  readonly joinGuard: CallJoinGuard = async ({ grant, call, userId }) => {
    const meeting = await this.repo.byVideocall(call.id);
    if (!meeting) return null;
    const standing = await this.standing(meeting, grant, userId);
    if (standing === 'host' || standing === 'organiser') return null;
    if (standing === 'stranger') return refuse.roomClosed();
    const now = this.now().getTime();
    if (meeting.startsAt.getTime() > now) return refuse.notStarted();
    if (meeting.endsAt.getTime() <= now) return refuse.endedRoom();
    if (meeting.isWalkIn) {
      const hostIds = await this.repo.hostIds(meeting.id);
      const inCall = (await this.calls.peopleIn([call.id])).map((p) => p.id);
      if (!inCall.includes(userId) && seatsOf(meeting, [], hostIds, inCall).capacity_left <= 0) return refuse.full();
    }
    return null;
  };

  // ---- creating (the demo seed, tests, the console) ----

  async create(eventId: number, spaceId: number, input: NewMeetingInput, within?: (tx: Executor, row: MeetingRow) => Promise<void>): Promise<MeetingRow> {
    return this.platform.db.transaction(async (tx) => {
      const hostIds = [...new Set(input.hostIds)];
      const call = await this.calls.createStanding(tx, {
        eventId, displayName: input.title, hostIds, capacity: input.capacity + hostIds.length,
      });
      const row = await this.repo.insert(
        tx,
        {
          eventId, spaceId, slug: input.slug, title: input.title, description: cleanHtml(input.description ?? ''), capacity: input.capacity,
          startsAt: input.startsAt, endsAt: input.endsAt, primarySpeakerId: input.primarySpeakerId ?? hostIds[0] ?? null,
          isWalkIn: input.isWalkIn ?? false, enableHostChat: input.enableHostChat ?? false, videocallId: call.id,
        },
        hostIds,
      );
      await within?.(tx, row);
      return row;
    });
  }

  // ---- moderators (the live event) and owners (the console) make, edit and remove meetings ----

  private async requireOrganiser(eventSlug: string, userId: number, spaceSlug: string): Promise<{ grant: EventAccessGrant; space: SpaceRow }> {
    const found = await this.requireSpace(eventSlug, userId, spaceSlug);
    if (!isOrganiser(found.grant.role)) throw forbidden(texts.organisersOnly, codes.organisersOnly);
    return found;
  }

  /** Hosts on the event's list, the primary speaker one of them: else field errors (400), nothing changed. */
  private async checkPeople(eventId: number, hostIds: number[], primarySpeakerId: number | null): Promise<void> {
    const members = await this.repo.membersOf(eventId, hostIds);
    if (hostIds.some((id) => !members.includes(id))) throw new FieldError({ host_user_ids: [texts.hostsOfEvent] });
    if (primarySpeakerId !== null && !hostIds.includes(primarySpeakerId)) throw new FieldError({ primary_speaker_id: [texts.speakerAmongHosts] });
  }

  async createMeeting(eventSlug: string, userId: number, spaceSlug: string, body: z.output<typeof createMeetingBody>): Promise<Meeting> {
    const { grant, space } = await this.requireOrganiser(eventSlug, userId, spaceSlug);
    return this.createIn(grant.event, space, userId, body);
  }

  /**
   * Makes a meeting in the space (the guard passed: a moderator's route or the console's), with its call and its
   * change-log entry in one transaction; pages hear `updated_meetings` once it committed.
   */
  async createIn(event: EventRow, space: SpaceRow, userId: number, body: z.output<typeof createMeetingBody>): Promise<Meeting> {
    const hostIds = [...new Set(body.host_user_ids)];
    await this.checkPeople(event.id, hostIds, body.primary_speaker_id);
    if (await this.repo.find(event.id, space.id, body.slug)) throw new FieldError({ slug: [texts.slugTaken] });
    let row: MeetingRow;
    try {
      row = await this.create(
        event.id,
        space.id,
        {
          slug: body.slug, title: body.title, description: body.description, capacity: body.capacity,
          startsAt: new Date(body.starts_at), endsAt: new Date(body.ends_at), hostIds,
          primarySpeakerId: body.primary_speaker_id ?? hostIds[0] ?? null, isWalkIn: body.is_walk_in_meeting, enableHostChat: body.enable_host_chat,
        },
        (tx, made) => this.log(tx, event, userId, space, 'meeting_created', made, null, loggedMeeting(made, hostIds)),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new FieldError({ slug: [texts.slugTaken] });
      throw err;
    }
    this.onChanged(event, space, row, false);
    return this.presentOne(row, userId);
  }

  /** Removes a meeting with its registrations and waitlist, in one transaction with its change-log entry; its call ends. */
  async deleteIn(event: EventRow, space: SpaceRow, userId: number, meetingSlug: string): Promise<void> {
    const meeting = await this.repo.find(event.id, space.id, meetingSlug);
    if (!meeting) throw notFound();
    await this.platform.db.transaction(async (tx) => {
      const locked = await this.repo.byId(meeting.id, tx, true);
      if (!locked) throw notFound();
      const before = loggedMeeting(locked, await this.repo.hostIds(meeting.id, tx), await this.repo.registeredIds(meeting.id, tx));
      await this.repo.delete(tx, meeting.id);
      await this.log(tx, event, userId, space, 'meeting_deleted', locked, before, null);
    });
    await this.calls.endForMembers(event.slug, event.id, meeting.videocallId);
    this.onChanged(event, space, meeting, true);
  }

  /** Every meeting of the space, ended ones included, by start: the console's list. */
  async allIn(space: SpaceRow, userId: number): Promise<MeetingList> {
    const results = await this.present(await this.repo.allOfSpace(space.id), userId);
    return { count: results.length, next: null, previous: null, results };
  }

  private async log(tx: Executor, event: EventRow, userId: number, space: SpaceRow, action: string, meeting: MeetingRow, before: unknown, after: unknown): Promise<void> {
    await this.changes?.record(tx, { eventId: event.id, actorId: userId, area: 'meetings', action, target: `${space.name}: ${meeting.title}`, before, after });
  }

  /**
   * Edits a meeting under a lock of its row: capacity never below the seats taken, the end after the start
   * (with the stored time when only one is sent), the call renamed, resized and given the hosts.
   */
  async updateMeeting(eventSlug: string, userId: number, spaceSlug: string, meetingSlug: string, body: z.output<typeof updateMeetingBody>): Promise<Meeting> {
    const { grant, space } = await this.requireOrganiser(eventSlug, userId, spaceSlug);
    return this.updateIn(grant.event, space, userId, meetingSlug, body);
  }

  /**
   * Edits a meeting (the guard passed) under a lock of its row, with its change-log entry in the same
   * transaction: a capacity below the seats taken is refused (409, nobody loses a seat), the end stays after
   * the start (with the stored time when only one is sent), the call is renamed, resized and given the hosts.
   */
  async updateIn(event: EventRow, space: SpaceRow, userId: number, meetingSlug: string, body: z.output<typeof updateMeetingBody>): Promise<Meeting> {
    const meeting = await this.repo.find(event.id, space.id, meetingSlug);
    if (!meeting) throw notFound();
    const hostIds = body.host_user_ids ? [...new Set(body.host_user_ids)] : await this.repo.hostIds(meeting.id);
    const primary = body.primary_speaker_id !== undefined ? body.primary_speaker_id : meeting.primarySpeakerId;
    await this.checkPeople(event.id, hostIds, body.host_user_ids || body.primary_speaker_id !== undefined ? primary : null);
    if (body.slug && body.slug !== meeting.slug && (await this.repo.find(event.id, space.id, body.slug))) throw new FieldError({ slug: [texts.slugTaken] });
    const startsAt = body.starts_at ? new Date(body.starts_at) : meeting.startsAt;
    const endsAt = body.ends_at ? new Date(body.ends_at) : meeting.endsAt;
    if (endsAt.getTime() <= startsAt.getTime()) throw new FieldError({ ends_at: ['The end must be after the start.'] });
    let fresh: MeetingRow;
    try {
      fresh = await this.platform.db.transaction(async (tx) => {
        const locked = await this.repo.byId(meeting.id, tx, true);
        if (!locked) throw notFound();
        const capacity = body.capacity ?? locked.capacity;
        if (capacity < locked.seatsTaken) throw refuse.capacityBelowSeats();
        const before = loggedMeeting(locked, await this.repo.hostIds(meeting.id, tx));
        const row = await this.repo.update(
          tx,
          meeting.id,
          {
            ...(body.slug !== undefined ? { slug: body.slug } : {}),
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.description !== undefined ? { description: cleanHtml(body.description) } : {}),
            ...(body.capacity !== undefined ? { capacity } : {}),
            ...(body.starts_at !== undefined ? { startsAt } : {}),
            ...(body.ends_at !== undefined ? { endsAt } : {}),
            ...(body.primary_speaker_id !== undefined || body.host_user_ids ? { primarySpeakerId: primary ?? hostIds[0] ?? null } : {}),
            ...(body.is_walk_in_meeting !== undefined ? { isWalkIn: body.is_walk_in_meeting } : {}),
            ...(body.enable_host_chat !== undefined ? { enableHostChat: body.enable_host_chat } : {}),
          },
          body.host_user_ids ? hostIds : undefined,
        );
        await this.calls.updateStanding(tx, row.videocallId, { displayName: row.title, hostIds, capacity: row.capacity + hostIds.length });
        await this.log(tx, event, userId, space, 'meeting_updated', row, before, loggedMeeting(row, hostIds));
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new FieldError({ slug: [texts.slugTaken] });
      throw err;
    }
    this.onChanged(event, space, meeting, false);
    const shown = await this.presentOne(fresh, userId);
    this.onCapacity(fresh, { participating_users: shown.participating_users, capacity_left: shown.capacity_left, waitlist_count: shown.waitlist_count });
    return shown;
  }

  // ---- the spec's calls ----

  private requireSpace(eventSlug: string, userId: number, slug: string): Promise<{ grant: EventAccessGrant; space: SpaceRow }> {
    return this.spaces.requireEnterable(eventSlug, userId, 'meeting', slug);
  }

  private async requireMeeting(eventSlug: string, userId: number, spaceSlug: string, meetingSlug: string) {
    const { grant, space } = await this.requireSpace(eventSlug, userId, spaceSlug);
    const meeting = await this.repo.find(grant.event.id, space.id, meetingSlug);
    if (!meeting) throw notFound();
    return { grant, space, meeting };
  }

  /** Presents meetings for the viewer, in the order given. */
  async present(rows: MeetingRow[], viewerId: number): Promise<Meeting[]> {
    const [facts, people] = await Promise.all([this.repo.facts(rows, viewerId), this.calls.peopleIn(rows.map((r) => r.videocallId))]);
    return rows.flatMap((row) => {
      const f = facts.get(row.id);
      if (!f) return [];
      return [presentMeeting(row, f, { inCall: people.filter((p) => p.callId === row.videocallId).map((p) => p.id) })];
    });
  }

  async presentOne(row: MeetingRow, viewerId: number): Promise<Meeting> {
    const [shown] = await this.present([row], viewerId);
    if (!shown) throw notFound();
    return shown;
  }

  async space(eventSlug: string, userId: number, slug: string): Promise<MeetingSpace> {
    const { space } = await this.requireSpace(eventSlug, userId, slug);
    return presentMeetingSpace(space);
  }

  async list(
    eventSlug: string,
    userId: number,
    slug: string,
    query: { limit: number; offset: number; live?: boolean; my_meetings?: boolean },
    url: string,
  ): Promise<MeetingList> {
    const { space } = await this.requireSpace(eventSlug, userId, slug);
    const kind: ListKind = query.my_meetings ? 'mine' : query.live ? 'live' : 'upcoming';
    const { rows, count } = await this.repo.page(space.id, kind, userId, this.now(), query.limit, query.offset);
    return { count, ...pageLinks(url, count, query.limit, query.offset), results: await this.present(rows, userId) };
  }

  /** All meetings: the person's (not ended) and the upcoming ones of every meeting space open to them, by start. */
  async upcoming(eventSlug: string, userId: number): Promise<MeetingList> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const spaces = (await this.repo.meetingSpaces(grant.event.id)).filter((s) => s.published || isOrganiser(grant.role));
    const rows = await this.repo.upcomingAcross(spaces.map((s: SpaceRef) => s.id), userId, this.now(), allMeetingsLimit);
    const results = await this.present(rows, userId);
    return { count: results.length, next: null, previous: null, results };
  }

  async room(eventSlug: string, userId: number, spaceSlug: string, meetingSlug: string): Promise<MeetingRoom> {
    const { grant, space, meeting } = await this.requireMeeting(eventSlug, userId, spaceSlug, meetingSlug);
    const standing = await this.standing(meeting, grant, userId);
    const shown = await this.presentOne(meeting, userId);
    return {
      samba_user_slug: null,
      samba_hash: null,
      samba_slug: meeting.slug,
      space_id: space.id,
      title: meeting.title,
      starts_at: shown.starts_at,
      ends_at: shown.ends_at,
      recordings: await this.roomRecordings(meeting, { userId, isHost: standing === 'host' }),
      videocall_id: meeting.videocallId,
      meeting: shown,
      is_host: standing === 'host',
      may_enter: standing !== 'stranger',
    };
  }

  /**
   * Registers (or waits in line), or unregisters (or leaves the line). Under a lock of the meeting's row, so the
   * decisions (full or not, who is next) see every other registration; the seat count itself is settled by the
   * database's trigger and CHECK. A freed seat goes to the first in line in the same transaction.
   */
  async register(
    eventSlug: string,
    userId: number,
    spaceSlug: string,
    meetingSlug: string,
    body: { register: boolean; waitlist?: boolean },
  ): Promise<Meeting> {
    const { grant, space, meeting } = await this.requireMeeting(eventSlug, userId, spaceSlug, meetingSlug);
    const now = this.now();
    if (meeting.endsAt.getTime() <= now.getTime()) throw refuse.ended();
    if (body.register) {
      if (meeting.isWalkIn) throw refuse.walkIn();
      if (await this.repo.isHost(meeting.id, userId)) throw refuse.host();
    }
    let promoted: number | null = null;
    try {
      await this.platform.db.transaction(async (tx) => {
        const locked = await this.repo.byId(meeting.id, tx, true);
        if (!locked) throw notFound();
        if (body.register) {
          if (await this.repo.isRegistered(meeting.id, userId, tx)) throw refuse.alreadyRegistered();
          if (locked.seatsTaken < locked.capacity) {
            await this.repo.register(tx, meeting.id, userId, now);
            await this.repo.leaveWaitlist(tx, meeting.id, userId);
            return;
          }
          if (!body.waitlist) throw refuse.full();
          if (!(await this.repo.joinWaitlist(tx, meeting.id, userId, now))) throw refuse.alreadyWaitlisted();
          return;
        }
        if (await this.repo.unregister(tx, meeting.id, userId)) {
          promoted = await this.repo.popWaitlist(tx, meeting.id);
          if (promoted !== null) await this.repo.register(tx, meeting.id, promoted, now);
          return;
        }
        if (!(await this.repo.leaveWaitlist(tx, meeting.id, userId))) throw refuse.notRegistered();
      });
    } catch (err) {
      // The CHECK of `meetings.seats_taken`: the database itself refused a seat beyond capacity.
      if (isPgError(err, pgErrorCodes.checkViolation)) throw refuse.full();
      throw err;
    }
    const fresh = (await this.repo.byId(meeting.id))!;
    const shown = await this.presentOne(fresh, userId);
    this.onCapacity(fresh, { participating_users: shown.participating_users, capacity_left: shown.capacity_left, waitlist_count: shown.waitlist_count });
    if (promoted !== null) await this.mailSeat(grant, space, fresh, promoted);
    return shown;
  }

  private async mailSeat(grant: EventAccessGrant, space: SpaceRow, meeting: MeetingRow, userId: number): Promise<void> {
    const contact = await this.repo.contact(userId);
    if (!contact) return;
    const { event } = grant;
    const link = `${this.platform.config.publicUrl}/${event.slug}/meetings/${space.slug}?meetingId=${meeting.id}`;
    try {
      await this.platform.mailer.send(
        seatMail({
          to: contact.email, firstName: contact.firstName, language: event.language, timeZone: event.timezone, eventName: event.name,
          meetingTitle: meeting.title, startsAt: meeting.startsAt, link,
        }),
      );
    } catch (err) {
      // The seat is theirs whether or not the mail went out; the list shows it.
      this.platform.logger.error({ err, meetingId: meeting.id, userId }, 'mailing a waitlist seat failed');
    }
  }
}

/** What the change log keeps of a meeting: its fields as the API names them. */
function loggedMeeting(row: MeetingRow, hostIds: number[], registered?: number[]) {
  return {
    slug: row.slug, title: row.title, description: row.description, capacity: row.capacity, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString(),
    host_user_ids: [...hostIds].sort((a, b) => a - b), primary_speaker_id: row.primarySpeakerId, is_walk_in_meeting: row.isWalkIn, enable_host_chat: row.enableHostChat,
    ...(registered ? { participating_users: registered } : {}),
  };
}
