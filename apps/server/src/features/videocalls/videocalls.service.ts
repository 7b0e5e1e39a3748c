import {
  defaultNetworkingMaxCalls,
  defaultVideocallMediaWaitMs,
  videocallEmptyGraceMs,
  videocallErrorCodes as codes,
  videocallTexts as texts,
  type CreateVideocallBody,
  type NetworkingPage,
  type Videocall,
  type VideocallAccessRequests,
  type VideocallStatusValue,
} from '@foyer/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import { ApiError, forbidden, notFound } from '../../platform/http/errors';
import type { EventAccessGrant, SpaceRow } from '../identity';
import { spaceOrganiserRoles, type SpacesFace } from '../spaces';
import { canAnswerAccess, canArrange, canOnCall, hasEnded, joinRefusal, shownOnArea, statusChange, type CallAction } from './videocalls.policy';
import { presentParticipant, presentVideocall } from './videocalls.presenter';
import { factsOf, VideocallsRepository, type CallRow, type CallWithPeople, type Executor, type ParticipantRow } from './videocalls.repository';
import { videoCallAccess, videoCalls } from './videocalls.schema';
import type { CallTokens } from './videocalls.tokens';

/** Told of every change of a call, so the realtime side can tell its participants and its area. */
export interface CallListener {
  /** `alsoTell`: people who just left the call (`kicked`: removed by a host); `joined`: who just came in. */
  changed(eventSlug: string, call: Videocall, spaceId: number | null, alsoTell: number[], why?: 'kicked', joined?: number): void;
}

/**
 * A feature owning some calls (a meeting's, a stage's backstage) may refuse a person joining one of them (the
 * refusal), let them in as if the admin had accepted them (`'admitted'`: a request call takes them, a closed or
 * full one still does not), or leave it to the call's own rules (null). Asked before every join and every
 * access request, for every call.
 */
export type CallJoinGuard = (input: { grant: EventAccessGrant; call: CallRow; userId: number }) => Promise<ApiError | 'admitted' | null>;

export const callFullError = () => new ApiError(409, texts.full, codes.full);

const refusals = {
  ended: () => new ApiError(404, 'This call has ended.', codes.ended),
  closed: () => forbidden('This call is closed.', codes.closed),
  members_only: () => forbidden('This call is only for the people it was made for.', codes.closed),
  access_required: () => forbidden("This call lets people in when its admin accepts them: ask for access first.", codes.accessRequired),
  full: callFullError,
} as const;

const placedToStay = "The event's organisers placed this table to stay: only they rename, close or move it.";

const actionRefusals: Record<CallAction | 'move', string> = {
  move: "Only the event's organisers move calls on a networking area.",
  rename: "Only the call's admin can rename it.",
  set_status: "Only the call's admin can change its status.",
  set_speaker: "Only the call's admin can choose the speaker.",
  answer_access: "Only the call's admin (or, on a networking area, the event's organisers) answers access requests.",
  kick: "Only the call's admin or speaker can remove a participant.",
  mute: "Only the call's admin or speaker can mute a participant.",
};

export interface BackstageInput {
  displayName: string;
  adminId: number | null;
  /** Let in at once (the speakers). */
  allowed: number[];
}

/**
 * A backstage call (a presentation's speakers' call): placed for good, of no area, its `admin` the
 * moderator (host controls), and a request call that lets in at once the people `allowed`. On the executor
 * given: the stage's schedule command makes its calls on its own transaction, with no server running.
 */
export async function createBackstageCall(ex: Executor, now: Date, eventId: number, input: BackstageInput): Promise<CallRow> {
  const repo = new VideocallsRepository(ex);
  const call = await repo.insert({
    eventId, displayName: input.displayName, status: 'request', adminId: input.adminId, permanent: true, createdAt: now, emptiedAt: now,
  });
  for (const userId of input.allowed) {
    await repo.requestAccess(call.id, userId, now);
    await repo.answerAccess(call.id, userId, true);
  }
  return call;
}

/**
 * A meeting's standing call: placed for good, of no area, with its hosts (the first its admin). On the
 * executor given, so an event import makes its meetings' calls in its own transaction, with no server running.
 */
export async function createStandingCall(
  ex: Executor, now: Date, input: { eventId: number; displayName: string; hostIds: number[]; capacity: number },
): Promise<CallRow> {
  const [row] = await ex
    .insert(videoCalls)
    .values({
      eventId: input.eventId, displayName: input.displayName, adminId: input.hostIds[0] ?? null, permanent: true,
      capacity: input.capacity, createdAt: now, emptiedAt: now,
    })
    .returning();
  if (!row) throw new Error('video call insert returned nothing');
  await new VideocallsRepository(ex).setHosts(ex, row.id, input.hostIds);
  return row;
}

/**
 * Video calls and networking areas (decision 0023). Capacity and the admin's hand-over are settled in
 * PostgreSQL under a row lock of the call, so every server process agrees and concurrent joins cannot
 * overfill a call.
 */
export class VideocallsService {
  readonly repo: VideocallsRepository;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    readonly spaces: SpacesFace,
    private readonly tokens: CallTokens,
    readonly capacity: number,
    private readonly listener: CallListener,
    /** Read at each join, so guards registered later count too. */
    private readonly guards: readonly CallJoinGuard[] = [],
    /** How long a seat taken by `join` waits for its media session (decision 0068). */
    readonly mediaWaitMs: number = defaultVideocallMediaWaitMs,
  ) {
    this.repo = new VideocallsRepository(db);
  }

  /** The same service on a caller's transaction (seeds, the stage's schedule command). */
  inTransaction(tx: Executor): VideocallsService {
    return tx === this.db
      ? this
      : new VideocallsService(tx, this.clock, this.spaces.inTransaction(tx), this.tokens, this.capacity, this.listener, this.guards, this.mediaWaitMs);
  }

  /** The server's moment (the test clock in tests), for the realtime handlers' writes. */
  now(): Date {
    return this.clock.now();
  }

  present(found: CallWithPeople): Videocall {
    return presentVideocall(found, this.capacity, this.clock.now());
  }

  private tell(grant: EventAccessGrant, found: CallWithPeople, alsoTell: number[] = [], why?: 'kicked', joined?: number): Videocall {
    const shown = this.present(found);
    this.listener.changed(grant.event.slug, shown, found.call.spaceId, alsoTell, why, joined);
    return shown;
  }

  /** The networking area of the slug for a person who may enter it (organisers also closed ones). */
  async requireArea(eventSlug: string, userId: number, slug: string): Promise<{ grant: EventAccessGrant; space: SpaceRow }> {
    return this.spaces.requireEnterable(eventSlug, userId, 'networking', slug);
  }

  /** A call of the event the person may see: 404 for another event's, for one in an area they may not enter. */
  async requireCall(eventSlug: string, userId: number, callId: number): Promise<{ grant: EventAccessGrant; call: CallRow }> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const call = await this.repo.find(grant.event.id, callId);
    if (!call) throw notFound();
    if (call.spaceId !== null) {
      const space = await this.spaces.findById(grant.event.id, call.spaceId);
      if (!space || !this.spaces.canEnter(grant.role, space)) throw notFound();
    }
    return { grant, call };
  }

  async detail(eventSlug: string, userId: number, callId: number): Promise<Videocall> {
    const { call } = await this.requireCall(eventSlug, userId, callId);
    return this.present(await this.repo.withPeople(call));
  }

  /**
   * A call's pending access requests, for its admin's page (a reload, a second tab, an admin who just took
   * the call over); `stillThere` keeps the requests of people whose page is still open (online).
   */
  async accessRequests(eventSlug: string, userId: number, callId: number, stillThere: (userIds: number[], eventId: number) => Promise<Set<number>>): Promise<VideocallAccessRequests> {
    const { grant, call } = await this.requireCall(eventSlug, userId, callId);
    await this.requireAnswerer(grant, call, userId);
    const rows = await this.repo.pendingAccess(call);
    const online = await stillThere(rows.map((r) => r.id), grant.event.id);
    return {
      results: rows.filter((r) => online.has(r.id)).map((r) => ({ videocall_id: call.id, user: presentParticipant(r), requested_at: r.requestedAt.toISOString() })),
    };
  }

  /** 403 unless the person answers the call's access requests (policy `canAnswerAccess`, decision 0067). */
  async requireAnswerer(grant: EventAccessGrant, call: CallRow, userId: number): Promise<void> {
    const facts = { ...factsOf(await this.repo.withPeople(call)), onArea: call.spaceId !== null };
    if (!canAnswerAccess(facts, userId, spaceOrganiserRoles.includes(grant.role))) throw forbidden(actionRefusals.answer_access, codes.notAdmin);
  }

  /** The area and its calls; a closed area answers its meta only (the client shows the unpublished page). */
  async networking(eventSlug: string, userId: number, slug: string): Promise<NetworkingPage> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const space = await this.spaces.findByTypeAndSlug(grant.event.id, 'networking', slug);
    if (!space) throw notFound();
    const meta = {
      id: space.id, slug: space.slug, name: space.name, published: space.published, image: space.image, max_calls: maxCalls(space),
      chat_id: await this.repo.chatOfSpace(space.id),
    };
    if (!this.spaces.canEnter(grant.role, space)) return { meta, videocalls: [] };
    const now = this.clock.now();
    const calls = (await this.repo.ofArea(space.id)).filter((found) => shownOnArea(factsOf(found), now));
    return { meta, videocalls: calls.map((found) => this.present(found)) };
  }

  async create(eventSlug: string, userId: number, body: CreateVideocallBody): Promise<Videocall> {
    const now = this.clock.now();
    if ('admin' in body) {
      const grant = await this.spaces.access.require(eventSlug, userId);
      if (body.admin !== userId) throw forbidden('A call is made with yourself as its admin.');
      const call = await this.repo.insert({
        eventId: grant.event.id, displayName: body.display_name ?? 'Video call', adminId: userId, createdAt: now, emptiedAt: now,
      });
      return this.present(await this.repo.withPeople(call));
    }
    const { grant, space } = await this.requireArea(eventSlug, userId, body.networking_page);
    const organiser = spaceOrganiserRoles.includes(grant.role);
    if (body.permanent && !organiser) throw forbidden("Only the event's organisers place calls that stay.");
    const call = await this.db.transaction(async (tx) => {
      // One creation at a time per area, so the limit holds under concurrent clicks.
      await tx.execute(sqlLock(space.id));
      const open = (await this.repo.openCallsOfArea(tx, space.id)).filter((found) => shownOnArea(factsOf(found), now));
      if (open.length >= maxCalls(space)) throw new ApiError(409, texts.networkingFull, codes.networkingFull);
      const [row] = await tx
        .insert(videoCalls)
        .values({
          eventId: grant.event.id, spaceId: space.id, displayName: body.display_name ?? 'Video call', status: body.status ?? 'open',
          adminId: userId, xPosition: body.x_position, yPosition: body.y_position, permanent: body.permanent ?? false, createdAt: now, emptiedAt: now,
        })
        .returning();
      if (!row) throw new Error('video call insert returned nothing');
      return row;
    });
    return this.tell(grant, await this.repo.withPeople(call));
  }

  /**
   * A call made for certain people only (an accepted appointment's): permanent until ended, in no area,
   * with `adminId` as its admin and access given to `memberIds`; nobody else may join. `ex`: the caller's
   * transaction. `noAdmin`: a call of equals (a roulette's pair): nobody administers it, `adminId` is ignored.
   */
  async createForMembers(
    eventId: number,
    displayName: string,
    adminId: number | null,
    memberIds: number[],
    ex?: Executor,
    opts: { noAdmin?: boolean } = {},
  ): Promise<CallRow> {
    const now = this.clock.now();
    const noAdmin = opts.noAdmin ?? false;
    const insert = async (tx: Executor) => {
      const [row] = await tx
        .insert(videoCalls)
        .values({ eventId, displayName, adminId: noAdmin ? null : adminId, noAdmin, status: 'open', permanent: true, membersOnly: true, createdAt: now, emptiedAt: now })
        .returning();
      if (!row) throw new Error('video call insert returned nothing');
      await tx.insert(videoCallAccess).values(memberIds.map((userId) => ({ callId: row.id, userId, state: 'accepted' as const, createdAt: now })));
      return row;
    };
    // Inside the caller's transaction when given one (a roulette's pair is made with its call).
    return ex ? insert(ex) : this.db.transaction(insert);
  }

  /** Ends a call made for certain people (its appointment was cancelled); its participants are told. */
  async endForMembers(eventSlug: string, eventId: number, callId: number): Promise<void> {
    const now = this.clock.now();
    await this.db.update(videoCalls).set({ endedAt: now }).where(sql`${videoCalls.id} = ${callId} and ${videoCalls.eventId} = ${eventId} and ${videoCalls.endedAt} is null`);
    const call = await this.repo.find(eventId, callId);
    if (call) this.listener.changed(eventSlug, this.present(await this.repo.withPeople(call)), call.spaceId, []);
  }

  /**
   * What the features owning calls say of the person and this call: refused (thrown), let in as if accepted
   * (`true`), or up to the call's own rules (`false`).
   */
  async admittedByOwner(grant: EventAccessGrant, call: CallRow, userId: number): Promise<boolean> {
    let admitted = false;
    for (const guard of this.guards) {
      const verdict = await guard({ grant, call, userId });
      if (verdict instanceof ApiError) throw verdict;
      if (verdict === 'admitted') admitted = true;
    }
    return admitted;
  }

  /**
   * Joins the person to the call (leaving the call they were in), under locks of both calls: capacity,
   * status and acceptance are checked against the rows as they are now. Answers the media token too.
   */
  async join(eventSlug: string, userId: number, callId: number): Promise<{ jwt: string; videocall: Videocall }> {
    const { grant, call } = await this.requireCall(eventSlug, userId, callId);
    const admitted = await this.admittedByOwner(grant, call, userId);
    const now = this.clock.now();
    const previous = await this.db.transaction(async (tx) => {
      const before = await this.repo.currentCallId(userId, tx);
      await this.repo.lock(tx, before === null ? [call.id] : [call.id, before]);
      const locked = await this.repo.find(grant.event.id, call.id, tx);
      if (!locked) throw notFound();
      const found = await this.repo.withPeople(locked, tx);
      const accepted = admitted || (await this.repo.hasAccess(call.id, userId, tx));
      const refusal = joinRefusal(factsOf(found), userId, { accepted, capacity: locked.capacity ?? this.capacity, now });
      if (refusal) throw refusals[refusal]();
      // Leaving the call the person was in (a second call is never joined alongside).
      const current = await this.repo.currentCallId(userId, tx);
      if (current !== null && current !== call.id) await this.repo.removeParticipant(tx, current, userId, now);
      // The seat is the person's while a media session holds it; this join waits for one (decision 0068).
      await this.repo.addParticipant(tx, call.id, userId, now, new Date(now.getTime() + this.mediaWaitMs));
      await this.repo.settle(tx, call.id, now);
      return current !== null && current !== call.id ? current : null;
    });
    if (previous !== null) await this.announce(grant, previous, [userId]);
    const videocall = this.tell(grant, await this.repo.withPeople((await this.repo.find(grant.event.id, call.id))!), [], undefined, userId);
    const jwt = await this.tokens.sign(userId, call.id, grant.event.slug);
    return { jwt, videocall };
  }

  /**
   * Rename, status or speaker: the admin; organisers also rename, close and move any call on an area, and
   * alone those of a table placed to stay (`canArrange`, decision 0039). Closing a call hides it from its
   * area and refuses joins.
   */
  async update(
    eventSlug: string,
    userId: number,
    callId: number,
    body: { display_name?: string; speaker?: number | null; status?: VideocallStatusValue; x_position?: number; y_position?: number },
  ): Promise<Videocall> {
    const { grant, call } = await this.requireCall(eventSlug, userId, callId);
    const organiser = spaceOrganiserRoles.includes(grant.role);
    const updated = await this.db.transaction(async (tx) => {
      await this.repo.lock(tx, [call.id]);
      const found = await this.repo.withPeople((await this.repo.find(grant.event.id, call.id, tx))!, tx);
      const facts = factsOf(found);
      if (found.call.endedAt || hasEnded(facts, this.clock.now())) throw refusals.ended();
      const arranging = { adminId: facts.adminId, permanent: facts.permanent, onArea: found.call.spaceId !== null };
      const denied: CallAction | 'move' | undefined = [
        ...(body.display_name !== undefined && !canArrange(arranging, userId, organiser, 'rename') ? (['rename'] as const) : []),
        ...(body.status !== undefined && !canArrange(arranging, userId, organiser, 'set_status', body.status) ? (['set_status'] as const) : []),
        ...(body.x_position !== undefined && !canArrange(arranging, userId, organiser, 'move') ? (['move'] as const) : []),
        ...(body.speaker !== undefined && !canOnCall(facts, userId, 'set_speaker') ? (['set_speaker'] as const) : []),
      ][0];
      if (denied === 'move') throw forbidden(actionRefusals.move, codes.notAdmin);
      if (denied) throw forbidden(facts.permanent && denied !== 'set_speaker' && facts.adminId === userId ? placedToStay : actionRefusals[denied], codes.notAdmin);
      if (body.speaker !== undefined && body.speaker !== null && !facts.participants.includes(body.speaker)) {
        throw new ApiError(400, 'The speaker must be in the call.', 'invalid');
      }
      const values: Partial<CallRow> = {};
      if (body.display_name !== undefined) values.displayName = body.display_name;
      if (body.speaker !== undefined) values.speakerId = body.speaker;
      if (body.status !== undefined && statusChange(found.call, body.status).changed) values.status = body.status;
      if (body.x_position !== undefined && body.y_position !== undefined) {
        values.xPosition = body.x_position;
        values.yPosition = body.y_position;
      }
      return Object.keys(values).length > 0 ? this.repo.update(tx, call.id, values) : found.call;
    });
    return this.tell(grant, await this.repo.withPeople(updated));
  }

  /** Leaves the person's call (all tabs; with `onlyCallId` only that one): the admin passes on, an on-the-spot call empties and ends after the grace period. */
  async leave(eventSlug: string, userId: number, onlyCallId?: number): Promise<number | null> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const now = this.clock.now();
    const left = await this.db.transaction(async (tx) => {
      const current = await this.repo.currentCallId(userId, tx);
      // A page leaving a call it was in must not take the person out of the call they moved on to.
      if (current === null || (onlyCallId !== undefined && current !== onlyCallId)) return null;
      await this.repo.lock(tx, [current]);
      const call = await this.repo.find(grant.event.id, current, tx);
      // A call of another event: leaving this event's calls leaves it alone.
      if (!call) return null;
      return (await this.repo.removeParticipant(tx, current, userId, now)) ? current : null;
    });
    if (left !== null) await this.announce(grant, left, [userId]);
    return left;
  }

  /** A host removes a participant from the call (admin or speaker; policy `canOnCall`). */
  async kick(grant: EventAccessGrant, hostId: number, callId: number, targetId: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await this.repo.lock(tx, [callId]);
      const call = await this.repo.find(grant.event.id, callId, tx);
      if (!call) throw notFound();
      const found = await this.repo.withPeople(call, tx);
      if (!canOnCall(factsOf(found), hostId, 'kick', targetId)) throw forbidden(actionRefusals.kick, codes.notHost);
      await this.repo.removeParticipant(tx, callId, targetId, now);
      // Removed from a request call: coming back needs the admin's acceptance again.
      await tx.execute(forgetAccess(callId, targetId));
    });
    await this.announce(grant, callId, [targetId], 'kicked');
  }

  /** Whether the host may mute the target in that call (nothing is stored: muting happens in the browser). */
  async requireHost(grant: EventAccessGrant, hostId: number, callId: number, targetId: number, action: 'mute' | 'kick'): Promise<void> {
    const call = await this.repo.find(grant.event.id, callId);
    if (!call) throw notFound();
    if (!canOnCall(factsOf(await this.repo.withPeople(call)), hostId, action, targetId)) throw forbidden(actionRefusals[action], codes.notHost);
  }

  /** Tells the call's participants (and `alsoTell`, people who just left) how the call now stands. */
  async announce(grant: EventAccessGrant, callId: number, alsoTell: number[] = [], why?: 'kicked'): Promise<void> {
    const call = await this.repo.find(grant.event.id, callId);
    if (call) this.tell(grant, await this.repo.withPeople(call), alsoTell, why);
  }

  /** Tells a call's participants and `alsoTell` how it stands now, outside a person's request (an organiser's change). */
  async announceTo(event: { id: number; slug: string }, callId: number, alsoTell: number[] = []): Promise<void> {
    const call = await this.repo.find(event.id, callId);
    if (call) this.listener.changed(event.slug, this.present(await this.repo.withPeople(call)), call.spaceId, alsoTell);
  }

  /** Gives a backstage call its admin (the entry's moderator: host controls), in the caller's transaction. */
  async setBackstageAdmin(ex: Executor, callId: number, adminId: number | null): Promise<void> {
    await ex.update(videoCalls).set({ adminId }).where(eq(videoCalls.id, callId));
  }

  /** The people in these calls now (a meeting's seats count them). */
  peopleIn(callIds: number[]): Promise<ParticipantRow[]> {
    return this.repo.people(callIds);
  }

  /** A backstage call (`createBackstageCall`), made now. */
  createBackstage(eventId: number, input: BackstageInput): Promise<CallRow> {
    return createBackstageCall(this.db, this.clock.now(), eventId, input);
  }

  /** Renames a standing call, sets its capacity and its standing hosts (the first becomes its admin); in the caller's transaction. */
  async updateStanding(ex: Executor, callId: number, input: { displayName: string; hostIds: number[]; capacity: number }): Promise<void> {
    await ex
      .update(videoCalls)
      .set({ displayName: input.displayName, capacity: input.capacity, adminId: input.hostIds[0] ?? null })
      .where(eq(videoCalls.id, callId));
    await this.repo.setHosts(ex, callId, input.hostIds);
  }

  /**
   * A permanent call of no area with standing hosts (a meeting's): the hosts administer it (the first is its
   * admin), it takes `capacity` people and stays until closed. Inside the caller's transaction.
   */
  async createStanding(
    ex: Executor,
    input: { eventId: number; displayName: string; hostIds: number[]; capacity: number },
  ): Promise<CallRow> {
    return createStandingCall(ex, this.clock.now(), input);
  }

  /**
   * Lets every seat lapsed by the platform clock go — a join that opened no media in time, a media session gone
   * longer than the reconnect grace — one call at a time under its lock, each announced as a leave (decision
   * 0068). Answers how many people left.
   */
  async releaseLapsedSeats(): Promise<number> {
    const now = this.clock.now();
    let released = 0;
    for (const callId of await this.repo.callsWithLapsedSeats(now)) {
      const left = await this.db.transaction(async (tx) => {
        await this.repo.lock(tx, [callId]);
        return this.repo.removeLapsed(tx, callId, now);
      });
      if (left.length === 0) continue;
      released += left.length;
      const [found] = await this.repo.withEventSlugs([callId]);
      if (found) this.listener.changed(found.eventSlug, this.present(await this.repo.withPeople(found.call)), found.call.spaceId, left);
    }
    return released;
  }

  /**
   * Ends the on-the-spot calls empty for the grace period and tells their areas (`ended: true`, so maps drop
   * them); answers their ids (the sweep).
   */
  async endLapsed(): Promise<number[]> {
    const now = this.clock.now();
    const ids = await this.repo.endLapsed(now, new Date(now.getTime() - videocallEmptyGraceMs));
    for (const { call, eventSlug } of await this.repo.withEventSlugs(ids)) {
      this.listener.changed(eventSlug, this.present(await this.repo.withPeople(call)), call.spaceId, []);
    }
    return ids;
  }
}

/** The area's own limit (`settings.max_calls`), else the default. */
export function maxCalls(space: SpaceRow): number {
  const value = space.settings.max_calls;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : defaultNetworkingMaxCalls;
}

/** A transaction-long advisory lock on one area's call creation. */
const sqlLock = (spaceId: number) => sql`SELECT pg_advisory_xact_lock(${0x0ca11}, ${spaceId})`;
const forgetAccess = (callId: number, userId: number) => sql`DELETE FROM video_call_access WHERE call_id = ${callId} AND user_id = ${userId}`;
