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

export { CallTokens, type CallTokenClaims } from './videocalls.tokens';
export { VideocallsService } from './videocalls.service';
export { videocallStatusSql } from './videocalls.status';

const sweepEveryMs = 30_000;

/** The calls service (the demo seed and, next, the media signalling use it). */
export function createVideocallsService(platform: Platform): VideocallsService {
  return new VideocallsService(
    platform.db,
    platform.clock,
    createSpacesService(platform),
    new CallTokens(platform.tokens),
    platform.config.videocallCapacity,
    callNotifier(platform.realtime),
  );
}

/** Verifies a call's media token for one call (the media signalling's check). */
export function callTokenVerifier(platform: Platform): CallTokens {
  return new CallTokens(platform.tokens);
}

/** Video calls and networking areas, without media yet (decision 0023). */
export function videocallsFeature(): Feature {
  let timer: NodeJS.Timeout | null = null;
  return {
    name: 'videocalls',
    register(app, platform) {
      const service = createVideocallsService(platform);
      platform.accountErasure.register('videocalls', eraseCallTraces);
      platform.currentUserFields.register('videocall_status', ({ userId, eventId }) => videocallStatusSql(userId, eventId));
      registerVideocallRoutes(app, service);
      registerVideocallsRealtime(platform.realtime, service, createPresenceService(platform));
      registerNetworkingMapRealtime(platform.realtime, service);
      // Lapsed on-the-spot calls are already treated as ended; the sweep writes it down.
      timer = setInterval(() => {
        service.endLapsed().catch((err: unknown) => platform.logger.error({ err }, 'ending lapsed video calls failed'));
      }, sweepEveryMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
