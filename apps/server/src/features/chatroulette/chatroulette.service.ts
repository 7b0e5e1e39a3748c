import {
  chatRouletteErrorCodes as codes,
  chatRouletteGraceMs,
  chatRouletteStartedEveryMs,
  chatRouletteTexts as texts,
  chatRouletteSpaceDefaults,
  chatRouletteSpaceFields,
  type ChatRouletteSpaceFields,
  type ChatRouletteReport,
  type ChatRouletteSpace,
  type ChatRouletteState,
} from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { ApiError, forbidden, notFound } from '../../platform/http/errors';
import { type EventAccessGrant, type SpaceRow, presentSender } from '../identity';
import { presenceWindowMs } from '../presence';
import { spaceClosedError, spaceOrganiserRoles, type SpacesFace } from '../spaces';
import type { VideocallsFace } from '../videocalls';
import { ChatRouletteRepository, type EntryRow, type PairingBarrier } from './chatroulette.repository';

/** The event a change happens in: its id, and its slug for the calls' notices. */
export interface EventRef {
  id: number;
  slug: string;
}

/** Told what to send once a change is committed (the realtime side sends it). */
export interface RouletteListener {
  /** A person's new standing, to the socket of their page. */
  state(socketId: string, state: ChatRouletteState): void;
  /** A published roulette's queue went from empty to someone waiting (throttled). */
  started(eventSlug: string, space: SpaceRow): void;
}

/** A standing to tell after the commit: whose socket, and who their partner is (if any). */
interface Told {
  socketId: string;
  spaceId: number;
  state: 'waiting' | 'paired' | 'out';
  callId: number | null;
  partnerId: number | null;
  /** When the pair's round ends; null: no limit, or not paired. */
  roundEndsAt: Date | null;
}

/** The roulette's settings as its organisers left them (decision 0091): a framed third-party page, the round's length. */
export function rouletteSettings(space: SpaceRow): ChatRouletteSpaceFields {
  const parsed = chatRouletteSpaceFields.safeParse({ ...chatRouletteSpaceDefaults, ...space.settings });
  return parsed.success ? parsed.data : chatRouletteSpaceDefaults;
}

/** When a round that began at `pairedAt` ends on this roulette; null without a limit. */
function roundEnd(space: SpaceRow, pairedAt: Date | null): Date | null {
  const minutes = rouletteSettings(space).round_minutes;
  return minutes > 0 && pairedAt ? new Date(pairedAt.getTime() + minutes * 60_000) : null;
}

const told = (entry: EntryRow, state?: 'out', space?: SpaceRow): Told => ({
  socketId: entry.socketId,
  spaceId: entry.spaceId,
  state: state ?? (entry.partnerId === null ? 'waiting' : 'paired'),
  callId: state ? null : entry.callId,
  partnerId: state ? null : entry.partnerId,
  roundEndsAt: state || entry.partnerId === null || !space ? null : roundEnd(space, entry.pairedAt),
});

/** What one queue change did: standings to tell, calls to end, whether the roulette announces itself. */
interface Outcome {
  told: Told[];
  /** The change's number (`seq` of the standings). */
  seq: number;
  endCalls: number[];
  announce: boolean;
}

/**
 * Chat roulette on our own calls (decision 0043). The queue is a row per person on the page in PostgreSQL;
 * every change of a roulette's queue runs in one transaction under the roulette's advisory lock, so two
 * joins on two processes never pair one person twice. A pair gets a members-only call of two.
 */
export class ChatRouletteService {
  readonly repo: ChatRouletteRepository;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly spaces: SpacesFace,
    private readonly calls: VideocallsFace,
    private readonly listener: RouletteListener,
    /** Read at each pairing, so barriers registered later count too. */
    private readonly barriers: readonly PairingBarrier[],
  ) {
    this.repo = new ChatRouletteRepository(db);
  }

  private since(): Date {
    return new Date(this.clock.now().getTime() - presenceWindowMs);
  }

  /** The page's read: 404 unknown, 403 `space_closed` for everyone but organisers while unpublished. */
  async space(eventSlug: string, userId: number, slug: string): Promise<ChatRouletteSpace> {
    const { space } = await this.spaces.requireEnterable(eventSlug, userId, 'chat_roulette', slug);
    const settings = rouletteSettings(space);
    return {
      meta: { id: space.id, slug: space.slug, name: space.name, published: space.published, image: space.image },
      embedded_url: settings.embedded_url,
      waiting: settings.embedded_url ? 0 : await this.repo.waitingCount(this.db, space.id, this.since()),
      round_minutes: settings.round_minutes,
    };
  }

  /** The roulette of that id for a person who may enter it (realtime events name spaces by id). */
  private async requireRoulette(eventSlug: string, userId: number, spaceId: number): Promise<{ grant: EventAccessGrant; space: SpaceRow }> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const space = await this.spaces.findById(grant.event.id, spaceId);
    if (!space || space.type !== 'chat_roulette') throw notFound();
    if (!this.spaces.canEnter(grant.role, space)) throw spaceClosedError();
    return { grant, space };
  }

  /**
   * The page's socket asks for a partner: the person waits (do-not-disturb on, the earlier value kept) and
   * is paired at once when someone suitable waits. The same browser (roulette id) takes its seat back, and
   * so does the person whose page went within the grace period (a reload: back into the same pair's call);
   * another browser is refused while the first is still there.
   */
  async join(eventSlug: string, userId: number, socketId: string, spaceId: number, rouletteId: string): Promise<ChatRouletteState> {
    const { grant, space } = await this.requireRoulette(eventSlug, userId, spaceId);
    if (rouletteSettings(space).embedded_url) throw new ApiError(409, texts.embedded, codes.embedded);
    // Someone without a name is suggested to nobody: they neither wait, are counted nor paired.
    if (!(await this.repo.hasName(this.db, userId))) throw forbidden(texts.nameRequired, codes.nameRequired);
    const now = this.clock.now();
    const since = this.since();
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      await this.repo.lock(tx, space.id);
      let me = await this.repo.entry(tx, space.id, userId);
      if (me) {
        const sameSeat = me.rouletteId === rouletteId || me.socketId === socketId || me.goneAt !== null;
        if (!sameSeat && (await this.repo.socketLive(tx, me.socketId, since))) throw new ApiError(409, texts.elsewhere, codes.elsewhere);
        me = { ...me, socketId, rouletteId, goneAt: null };
        await this.repo.update(tx, space.id, userId, { socketId, rouletteId, goneAt: null });
        if (me.partnerId !== null) return { told: [told(me, undefined, space)], endCalls: [], announce: false, seq: await this.repo.nextSeq(tx) };
      } else {
        me = {
          spaceId: space.id, userId, eventId: grant.event.id, socketId, rouletteId, waitingSince: now,
          partnerId: null, callId: null, pairedAt: null, lastPartnerId: null, dndBefore: await this.repo.dndBefore(tx, userId), goneAt: null,
        };
        await this.repo.insert(tx, me);
        await this.repo.setDnd(tx, userId, true);
      }
      const pair = await this.match(tx, space, me);
      if (pair) return { told: pair, endCalls: [], announce: false, seq: await this.repo.nextSeq(tx) };
      const alone = space.published && (await this.repo.waitingCount(tx, space.id, since)) <= 1;
      const announce = alone && (await this.repo.claimAnnouncement(tx, space.id, now, chatRouletteStartedEveryMs));
      return { told: [told(me)], endCalls: [], announce, seq: await this.repo.nextSeq(tx) };
    });
    const mine = await this.settle(grant.event, outcome, socketId);
    if (outcome.announce) this.listener.started(grant.event.slug, space);
    return mine ?? { space_id: space.id, state: 'waiting', videocall_id: null, partner: null, seq: outcome.seq, round_ends_at: null };
  }

  /** 'Next': the pair's call ends, both wait again; each is paired anew, never with each other straight away. */
  async next(eventSlug: string, userId: number, socketId: string, spaceId: number): Promise<ChatRouletteState> {
    const { grant, space } = await this.requireRoulette(eventSlug, userId, spaceId);
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      await this.repo.lock(tx, space.id);
      const me = await this.repo.entry(tx, space.id, userId);
      if (!me) throw new ApiError(409, texts.notInRoulette, codes.notInRoulette);
      return this.unpair(tx, space, me);
    });
    return (await this.settle(grant.event, outcome, socketId)) ?? { space_id: space.id, state: 'waiting', videocall_id: null, partner: null, seq: outcome.seq, round_ends_at: null };
  }

  /**
   * Leaves the roulette (exit, or the grace of a gone page is over): the pair's call ends and the partner
   * waits again; do-not-disturb goes back to what it was before the first roulette the person is still in.
   * `lapsed`: only the seat of that gone socket, if it is still gone (the person did not come back).
   */
  async leave(event: EventRef, userId: number, spaceId: number, lapsed?: { socketId: string; goneBefore: Date }): Promise<void> {
    // No access check: leaving is always allowed (also for a person just removed from the event).
    const space = await this.spaces.findById(event.id, spaceId);
    if (!space) return;
    const outcome = await this.db.transaction(async (tx): Promise<Outcome | null> => {
      await this.repo.lock(tx, space.id);
      const me = await this.repo.entry(tx, space.id, userId);
      const cameBack = lapsed !== undefined && (me?.socketId !== lapsed.socketId || me.goneAt === null || me.goneAt > lapsed.goneBefore);
      if (!me || cameBack) return null;
      await this.repo.remove(tx, space.id, userId);
      if (!(await this.repo.hasOtherEntries(tx, userId))) await this.repo.setDnd(tx, userId, me.dndBefore);
      const out: Outcome = { told: [told(me, 'out')], endCalls: [], announce: false, seq: await this.repo.nextSeq(tx) };
      if (me.partnerId === null) return out;
      const partner = await this.repo.entry(tx, space.id, me.partnerId);
      if (me.callId !== null) out.endCalls.push(me.callId);
      if (!partner) return out;
      const freed = await this.free(tx, partner);
      const pair = await this.match(tx, space, freed);
      out.told.push(...(pair ?? [told(freed)]));
      return out;
    });
    if (outcome) await this.settle(event, outcome);
  }

  /**
   * The socket's page went (a reload, a closed tab): its seats are kept for the grace period, the pair and
   * its call untouched; `sweep` lets them go after it. Answers whether the socket had any.
   */
  async socketGone(socketId: string): Promise<boolean> {
    return (await this.repo.markSocketGone(socketId, this.clock.now())) > 0;
  }

  /**
   * Seats whose page is gone: those of sockets without a live presence row (a crashed or stopped process)
   * start their grace now; those gone for the grace period leave (do-not-disturb given back, the pair's call
   * ended, the partner looking again). Run on start, periodically and after a disconnect, on any process.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    await this.endRounds(now);
    await this.repo.markStaleGone(now, this.since());
    const goneBefore = new Date(now.getTime() - chatRouletteGraceMs);
    const lapsed = await this.repo.lapsed(goneBefore);
    for (const { entry, eventSlug } of lapsed) {
      await this.leave({ id: entry.eventId, slug: eventSlug }, entry.userId, entry.spaceId, { socketId: entry.socketId, goneBefore });
    }
    return lapsed.length;
  }

  /** Pairs whose round is over are paired anew, as if one of them pressed Next (the roulette's round length). */
  async endRounds(now: Date = this.clock.now()): Promise<number> {
    let ended = 0;
    for (const { entry, eventSlug } of await this.repo.roundsOver(now)) {
      const space = await this.spaces.findById(entry.eventId, entry.spaceId);
      if (!space) continue;
      const outcome = await this.db.transaction(async (tx): Promise<Outcome | null> => {
        await this.repo.lock(tx, space.id);
        const me = await this.repo.entry(tx, space.id, entry.userId);
        // Settled meanwhile: the pair changed, or its round was made longer.
        const end = me ? roundEnd(space, me.pairedAt) : null;
        if (!me || me.partnerId !== entry.partnerId || !end || end > now) return null;
        return this.unpair(tx, space, me);
      });
      if (!outcome) continue;
      ended += 1;
      await this.settle({ id: entry.eventId, slug: eventSlug }, outcome);
    }
    return ended;
  }

  /**
   * Reports the partner (or the one just before): stored with its reason for the organisers; the two are
   * never paired again in this roulette, and a running pair ends as with 'next'.
   */
  async report(eventSlug: string, userId: number, slug: string, body: { user: number; reason: string }): Promise<ChatRouletteReport> {
    const { grant, space } = await this.spaces.requireEnterable(eventSlug, userId, 'chat_roulette', slug);
    const now = this.clock.now();
    const { report, outcome } = await this.db.transaction(async (tx) => {
      await this.repo.lock(tx, space.id);
      const me = await this.repo.entry(tx, space.id, userId);
      if (!me || me.lastPartnerId !== body.user || body.user === userId) throw forbidden(texts.notPartner, codes.notPartner);
      const current = me.partnerId === body.user;
      const report = await this.repo.addReport(tx, {
        eventId: grant.event.id, spaceId: space.id, reporterId: userId, reportedId: body.user, reason: body.reason,
        callId: current ? me.callId : null, createdAt: now,
      });
      const outcome = current ? await this.unpair(tx, space, me) : { told: [], endCalls: [], announce: false, seq: 0 };
      return { report, outcome };
    });
    await this.settle(grant.event, outcome);
    return (await this.presentReports(grant.event.id, [report]))[0]!;
  }

  /** The roulette's reports, newest first: the event's organisers only. */
  async reports(eventSlug: string, userId: number, slug: string): Promise<ChatRouletteReport[]> {
    const { grant, space } = await this.spaces.requireEnterable(eventSlug, userId, 'chat_roulette', slug);
    if (!spaceOrganiserRoles.includes(grant.role)) throw forbidden(texts.onlyOrganisers, codes.onlyOrganisers);
    return this.presentReports(grant.event.id, await this.repo.reports(space.id));
  }

  private async presentReports(eventId: number, rows: Awaited<ReturnType<ChatRouletteRepository['reports']>>): Promise<ChatRouletteReport[]> {
    const people = await this.repo.people(eventId, rows.flatMap((r) => [r.reporterId, r.reportedId]));
    const person = (id: number) => {
      const row = people.get(id);
      return row ? presentSender(row) : { id, first_name: 'Anonymous', last_name: '', mugshot: null, do_not_disturb: false };
    };
    return rows.map((r) => ({
      id: r.id, reporter: person(r.reporterId), reported: person(r.reportedId), reason: r.reason, videocall_id: r.callId, created_at: r.createdAt.toISOString(),
    }));
  }

  /** Ends `me`'s pair (if any): both wait again from now, the presser is matched first, then the partner. */
  private async unpair(tx: Executor, space: SpaceRow, me: EntryRow): Promise<Outcome> {
    const seq = await this.repo.nextSeq(tx);
    if (me.partnerId === null) return { told: [told(me)], endCalls: [], announce: false, seq };
    const out: Outcome = { told: [], endCalls: me.callId !== null ? [me.callId] : [], announce: false, seq };
    const partner = await this.repo.entry(tx, space.id, me.partnerId);
    const freedMe = await this.free(tx, me);
    const freedPartner = partner ? await this.free(tx, partner) : null;
    const mine = await this.match(tx, space, freedMe);
    out.told.push(...(mine ?? [told(freedMe)]));
    if (freedPartner && !mine?.some((t) => t.socketId === freedPartner.socketId && t.state === 'paired')) {
      const theirs = await this.match(tx, space, freedPartner);
      out.told.push(...(theirs ?? [told(freedPartner)]));
    }
    return out;
  }

  /** Back to waiting, at the end of the queue (the last partner stays remembered). */
  private async free(tx: Executor, entry: EntryRow): Promise<EntryRow> {
    const freed = { ...entry, partnerId: null, callId: null, pairedAt: null, waitingSince: this.clock.now() };
    await this.repo.update(tx, entry.spaceId, entry.userId, { partnerId: null, callId: null, pairedAt: null, waitingSince: freed.waitingSince });
    return freed;
  }

  /** Pairs a waiting person with the best candidate, on a new members-only call of the two; null: nobody suits. */
  private async match(tx: Executor, space: SpaceRow, me: EntryRow): Promise<Told[] | null> {
    const other = await this.repo.candidate(tx, me, this.since(), this.barriers);
    if (!other) return null;
    // A call of equals: neither may mute, remove or lock out the other (both may leave).
    const call = await this.calls.createForMembers(me.eventId, space.name, null, [me.userId, other.userId], tx, { noAdmin: true });
    const pairedAt = this.clock.now();
    await this.repo.update(tx, space.id, me.userId, { partnerId: other.userId, callId: call.id, lastPartnerId: other.userId, pairedAt });
    await this.repo.update(tx, space.id, other.userId, { partnerId: me.userId, callId: call.id, lastPartnerId: me.userId, pairedAt });
    const roundEndsAt = roundEnd(space, pairedAt);
    return [
      { socketId: me.socketId, spaceId: space.id, state: 'paired', callId: call.id, partnerId: other.userId, roundEndsAt },
      { socketId: other.socketId, spaceId: space.id, state: 'paired', callId: call.id, partnerId: me.userId, roundEndsAt },
    ];
  }

  /**
   * After the commit: tells everyone their standing (pages move on before they hear that the old call ended),
   * ends the calls of broken pairs; answers `socketId`'s standing.
   */
  private async settle(event: EventRef, outcome: Outcome, socketId?: string): Promise<ChatRouletteState | null> {
    const people = await this.repo.people(event.id, outcome.told.flatMap((t) => (t.partnerId === null ? [] : [t.partnerId])));
    let mine: ChatRouletteState | null = null;
    for (const t of outcome.told) {
      const partner = t.partnerId === null ? undefined : people.get(t.partnerId);
      const state: ChatRouletteState = {
        space_id: t.spaceId, state: t.state, videocall_id: t.callId, partner: partner ? presentSender(partner) : null, seq: outcome.seq,
        round_ends_at: t.roundEndsAt?.toISOString() ?? null,
      };
      // The asking socket hears its standing in the answer.
      if (t.socketId === socketId) mine = state;
      else this.listener.state(t.socketId, state);
    }
    for (const callId of outcome.endCalls) await this.calls.endForMembers(event.slug, event.id, callId);
    return mine;
  }
}
