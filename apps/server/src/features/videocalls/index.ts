import { videocallEmptyGraceMs } from '@foyer/contracts';
import type { Feature, Platform } from '../../platform/context';
import { ReachGuards, type ReachGuard } from '../../platform/reach-guards';
import { createPresenceService } from '../presence';
import { createSpacesService } from '../spaces';
import { eraseCallTraces } from './videocalls.erasure';
import { callNotifier, registerVideocallsRealtime } from './videocalls.realtime';
import { registerNetworkingMapRealtime } from './networking-map.realtime';
import { registerVideocallRoutes } from './videocalls.routes';
import { VideocallsService } from './videocalls.service';
import { CallTokens } from './videocalls.tokens';
import { videocallStatusSql } from './videocalls.status';
import type { CallJoinGuard, CallListener } from './videocalls.service';
import { createMediaBackend, type MediaBackend } from './media';
import { MediaSignalling } from './media/media.realtime';

export { CallTokens, type CallTokenClaims } from './videocalls.tokens';
export { WatchTokens } from './media/watch-tokens';
export { VideocallsService, type CallJoinGuard, type CallListener } from './videocalls.service';
export type { CallRow, ParticipantRow } from './videocalls.repository';
export { presentParticipant } from './videocalls.presenter';
export { videocallStatusSql } from './videocalls.status';

const sweepEveryMs = 30_000;

/** What features owning calls (meetings) added to a platform's calls: join guards and change listeners. */
interface CallHooks {
  guards: CallJoinGuard[];
  listeners: CallListener[];
}
const hooksByPlatform = new WeakMap<Platform, CallHooks>();
const hooksOf = (platform: Platform): CallHooks => {
  let hooks = hooksByPlatform.get(platform);
  if (!hooks) hooksByPlatform.set(platform, (hooks = { guards: [], listeners: [] }));
  return hooks;
};

/**
 * For a feature whose calls have rules of their own (a meeting's call takes its registered participants and
 * hosts only): `guard` is asked before anyone joins any call, `listener` hears every change of every call.
 */
export function extendCalls(platform: Platform, hooks: { guard?: CallJoinGuard; listener?: CallListener }): void {
  const own = hooksOf(platform);
  if (hooks.guard) own.guards.push(hooks.guard);
  if (hooks.listener) own.listeners.push(hooks.listener);
}

/** Rules of other features about who may reach whom (a block), asked before a person is invited to a call. */
const inviteGuards = new ReachGuards();

/** For a feature that keeps some people from reaching others: `guard` throws to refuse calling a person. */
export function guardCallInvites(platform: Platform, guard: ReachGuard): void {
  inviteGuards.add(platform, guard);
}

/** The calls service (the demo seed and the media signalling use it); `also` hears every change too. */
export function createVideocallsService(platform: Platform, also?: CallListener): VideocallsService {
  const notifier = callNotifier(platform.realtime);
  const hooks = hooksOf(platform);
  const listener: CallListener = {
    changed: (...args) => {
      notifier.changed(...args);
      also?.changed(...args);
      for (const extra of hooks.listeners) extra.changed(...args);
    },
  };
  return new VideocallsService(
    platform.db,
    platform.clock,
    createSpacesService(platform),
    new CallTokens(platform.tokens),
    platform.config.videocallCapacity,
    listener,
    hooks.guards,
  );
}

/** Verifies a call's media token for one call (the media signalling's check). */
export function callTokenVerifier(platform: Platform): CallTokens {
  return new CallTokens(platform.tokens);
}

/** Video calls and networking areas (decision 0023) with their media (decision 0024); `media()` is the process's media server. */
export function videocallsFeature(): Feature & { media(): MediaBackend | null } {
  let timer: NodeJS.Timeout | null = null;
  let media: MediaSignalling | null = null;
  // A call that just emptied is swept when its grace period is over, not up to a sweep period later.
  const endTimers = new Map<number, NodeJS.Timeout>();
  return {
    name: 'videocalls',
    media: () => media?.backend ?? null,
    register(app, platform) {
      media = new MediaSignalling(platform, createMediaBackend(platform));
      const signalling = media;
      const sweep = () => {
        service.endLapsed().catch((err: unknown) => platform.logger.error({ err }, 'ending lapsed video calls failed'));
      };
      const service = createVideocallsService(platform, {
        changed(...args) {
          signalling.changed(args[0], args[1], args[2], args[3], args[4]);
          const call = args[1];
          clearTimeout(endTimers.get(call.id));
          endTimers.delete(call.id);
          if (call.users.length > 0 || call.permanent || call.ended) return;
          const end = setTimeout(() => {
            endTimers.delete(call.id);
            sweep();
          }, videocallEmptyGraceMs + 500);
          end.unref();
          endTimers.set(call.id, end);
        },
      });
      media.register(service);
      platform.accountErasure.register('videocalls', eraseCallTraces);
      platform.currentUserFields.register('videocall_status', ({ userId, eventId }) => videocallStatusSql(userId, eventId));
      const presence = createPresenceService(platform);
      registerVideocallRoutes(app, service, presence);
      registerVideocallsRealtime(platform.realtime, service, presence, inviteGuards.checker(platform));
      registerNetworkingMapRealtime(platform.realtime, service);
      // Lapsed on-the-spot calls are already treated as ended; the sweep writes it down.
      timer = setInterval(sweep, sweepEveryMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      for (const end of endTimers.values()) clearTimeout(end);
      endTimers.clear();
      await media?.close();
    },
  };
}
