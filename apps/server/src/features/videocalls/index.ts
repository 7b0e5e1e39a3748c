import { videocallEmptyGraceMs } from '@foyer/contracts';
import type { Feature, Platform } from '../../platform/context';
import { createPresenceService } from '../presence';
import { createSpacesService } from '../spaces';
import { eraseCallTraces } from './videocalls.erasure';
import { callNotifier, registerVideocallsRealtime } from './videocalls.realtime';
import { registerNetworkingMapRealtime } from './networking-map.realtime';
import { registerVideocallRoutes } from './videocalls.routes';
import { VideocallsService } from './videocalls.service';
import { CallTokens } from './videocalls.tokens';
import { videocallStatusSql } from './videocalls.status';
import type { CallListener } from './videocalls.service';
import { createMediaBackend, type MediaBackend } from './media';
import { MediaSignalling } from './media/media.realtime';

export { CallTokens, type CallTokenClaims } from './videocalls.tokens';
export { WatchTokens } from './media/watch-tokens';
export { VideocallsService } from './videocalls.service';
export { videocallStatusSql } from './videocalls.status';

const sweepEveryMs = 30_000;

/** The calls service (the demo seed and the media signalling use it); `also` hears every change too. */
export function createVideocallsService(platform: Platform, also?: CallListener): VideocallsService {
  const notifier = callNotifier(platform.realtime);
  const listener: CallListener = also
    ? { changed: (...args) => (notifier.changed(...args), also.changed(...args)) }
    : notifier;
  return new VideocallsService(
    platform.db,
    platform.clock,
    createSpacesService(platform),
    new CallTokens(platform.tokens),
    platform.config.videocallCapacity,
    listener,
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
          signalling.changed(...args);
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
      registerVideocallRoutes(app, service);
      registerVideocallsRealtime(platform.realtime, service, createPresenceService(platform));
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
