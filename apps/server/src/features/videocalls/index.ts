import { networkingSpaceDefaults, videocallEmptyGraceMs } from '@foyer/contracts';
import type { Feature, Platform } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import type { ReachGuards } from '../../platform/reach-guards';
import type { PresenceFace } from '../presence';
import { settingsBackedType, type SpacesFace, type SpaceTypes } from '../spaces';
import { eraseCallTraces } from './videocalls.erasure';
import { callNotifier, expireRequests, registerVideocallsRealtime } from './videocalls.realtime';
import { registerNetworkingMapRealtime } from './networking-map.realtime';
import { registerVideocallRoutes } from './videocalls.routes';
import { VideocallsService } from './videocalls.service';
import { CallTokens } from './videocalls.tokens';
import { videocallStatusSql } from './videocalls.status';
import type { CallJoinGuard, CallListener } from './videocalls.service';
import { createMediaBackend, type MediaBackend } from './media';
import { MediaSignalling } from './media/media.realtime';
import { videocallsExportPart } from './videocalls.export';

export { CallTokens, type CallTokenClaims } from './videocalls.tokens';
export { WatchTokens } from './media/watch-tokens';
export { VideocallsService, createBackstageCall, createStandingCall, type BackstageInput, type CallJoinGuard, type CallListener } from './videocalls.service';
export type { CallRow, ParticipantRow } from './videocalls.repository';
export type { MediaBackend, MediaSession, CallTap, CallTapSink, TappedPacket, TappedTrack } from './media/backend';
export { makeMediaFixture } from './media/synthetic/fixture';
export { FixturePublisher } from './media/synthetic/publisher';
export { presentParticipant } from './videocalls.presenter';
export { videocallStatusSql } from './videocalls.status';

/**
 * Runs `run` once `ms` from now, rounded up to the next whole second: the calls made within one second share a
 * timer (a burst of joins is one sweep). The timers do not hold the process open; `close` clears them.
 */
function later(timers: Map<number, NodeJS.Timeout>, ms: number, run: () => void): void {
  const second = Math.ceil((Date.now() + ms) / 1000);
  if (timers.has(second)) return;
  const timer = setTimeout(() => {
    timers.delete(second);
    run();
  }, second * 1000 - Date.now());
  timer.unref();
  timers.set(second, timer);
}

/**
 * What features owning calls (meetings, appointments, the stage) use of calls: calls for their people, their
 * seats, leaving and ending them.
 */
export type VideocallsFace = Pick<
  VideocallsService,
  'createForMembers' | 'endForMembers' | 'createStanding' | 'updateStanding' | 'createBackstage' | 'peopleIn' | 'leave' | 'announceTo' | 'setBackstageAdmin'
>;

/**
 * The hooks the calls read: features whose calls have rules of their own (a meeting's call takes its registered
 * participants and hosts only) add a join guard, asked before anyone joins any call; a listener hears every
 * change of every call.
 */
export interface CallHooks {
  joinGuards: HookList<CallJoinGuard>;
  listeners: HookList<CallListener>;
}

/**
 * The calls service (the composition root builds it once): every change it makes reaches the call's people and
 * area, and every listener in `hooks.listeners` (the media signalling's, the meetings').
 */
export function createVideocallsService(platform: Platform, spaces: SpacesFace, hooks: CallHooks): VideocallsService {
  const notifier = callNotifier(platform.realtime);
  const listener: CallListener = {
    changed: (...args) => {
      notifier.changed(...args);
      for (const extra of hooks.listeners.all) extra.changed(...args);
    },
  };
  return new VideocallsService(
    platform.db,
    platform.clock,
    spaces,
    new CallTokens(platform.tokens),
    platform.config.videocallCapacity,
    listener,
    hooks.joinGuards.all,
    platform.config.media.waitMs,
  );
}

/**
 * Lets seats go that no media session holds (decision 0068): first the seats of sockets no server process has
 * any more (their process died or stopped: the reconnect grace starts now), then every seat lapsed by the
 * platform clock. Runs on start, periodically, after each join's wait; answers how many people left.
 */
export async function sweepCallSeats(platform: Platform, service: VideocallsService): Promise<number> {
  const holders = await service.repo.seatHolders();
  if (holders.length > 0) {
    const live = new Set((await platform.realtime.io.in(holders).fetchSockets()).map((socket) => socket.id));
    const until = new Date(service.now().getTime() + platform.config.media.reconnectGraceMs);
    await service.repo.releaseSeatsOf(holders.filter((id) => !live.has(id)), until);
  }
  return service.releaseLapsedSeats();
}

/** Lets access requests nobody answered in time go, telling the people who asked (decision 0067); answers how many. */
export function expireAccessRequests(platform: Platform, service: VideocallsService): Promise<number> {
  return expireRequests(platform.realtime, service);
}

/** Verifies a call's media token for one call (the media signalling's check). */
export function callTokenVerifier(platform: Platform): CallTokens {
  return new CallTokens(platform.tokens);
}

/** Video calls and networking areas (decision 0023) with their media (decision 0024); `media()` is the process's media server. */
export function videocallsFeature(
  service: VideocallsService,
  presence: PresenceFace,
  hooks: { listeners: HookList<CallListener>; inviteGuards: ReachGuards; spaceTypes: SpaceTypes },
): Feature & { media(): MediaBackend | null } {
  let media: MediaSignalling | null = null;
  // A call that just emptied is swept when its grace period is over, not up to a sweep period later.
  const endTimers = new Map<number, NodeJS.Timeout>();
  const seatTimers = new Map<number, NodeJS.Timeout>();
  return {
    name: 'videocalls',
    media: () => media?.backend ?? null,
    register(app, platform) {
      // A networking area keeps `max_calls` in its settings, where `maxCalls` reads it; its chat is the chat feature's switch.
      hooks.spaceTypes.register(settingsBackedType('networking', { max_calls: networkingSpaceDefaults.max_calls }));
      media = new MediaSignalling(platform, createMediaBackend(platform));
      const signalling = media;
      hooks.listeners.add({
        changed(...args) {
          signalling.changed(args[0], args[1], args[2], args[3], args[4]);
          const [, call, , , , joined] = args;
          // A join's seat is looked at again once its wait for a media session is over.
          if (joined !== undefined) later(seatTimers, platform.config.media.waitMs + 500, () => seats.run());
          clearTimeout(endTimers.get(call.id));
          endTimers.delete(call.id);
          if (call.users.length > 0 || call.permanent || call.ended) return;
          const end = setTimeout(() => {
            endTimers.delete(call.id);
            ends.run();
          }, videocallEmptyGraceMs + 500);
          end.unref();
          endTimers.set(call.id, end);
        },
      });
      media.register(service);
      platform.accountErasure.register('videocalls', eraseCallTraces);
      platform.accountExport.register('videocalls', videocallsExportPart);
      platform.currentUserFields.register('videocall_status', ({ userId, eventId }) => videocallStatusSql(userId, eventId));
      registerVideocallRoutes(app, service, presence);
      registerVideocallsRealtime(platform.realtime, service, presence, hooks.inviteGuards.check);
      registerNetworkingMapRealtime(platform.realtime, service);
      // Lapsed on-the-spot calls are already treated as ended; the sweep writes it down. Seats no media session
      // holds and requests nobody answered go by the same period (seats also on start: a restart ends every session).
      const { sweeps } = platform;
      const sweepEveryMs = platform.config.videocallSweepMs;
      const ends = sweeps.every('ending lapsed video calls', { everyMs: sweepEveryMs }, () => service.endLapsed());
      const seats = sweeps.every('letting lapsed call seats go', { everyMs: sweepEveryMs, firstAfterMs: 0 }, () => sweepCallSeats(platform, service));
      sweeps.every('expiring access requests', { everyMs: sweepEveryMs }, () => expireAccessRequests(platform, service));
    },
    async close() {
      for (const end of endTimers.values()) clearTimeout(end);
      endTimers.clear();
      for (const seat of seatTimers.values()) clearTimeout(seat);
      seatTimers.clear();
      await media?.close();
    },
  };
}
