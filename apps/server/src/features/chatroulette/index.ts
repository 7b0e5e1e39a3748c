import { chatRouletteGraceMs, chatRouletteSpaceDefaults } from '@foyer/contracts';
import type { Feature, Platform } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import { settingsBackedType, type SpaceChangeListener, type SpacesFace, type SpaceTypes } from '../spaces';
import type { VideocallsFace } from '../videocalls';
import { ChatRouletteService } from './chatroulette.service';
import { registerChatRouletteRealtime, rouletteNotifier } from './chatroulette.realtime';
import { registerChatRouletteRoutes } from './chatroulette.routes';
import { eraseRouletteTraces } from './chatroulette.erasure';
import type { PairingBarrier } from './chatroulette.repository';
import { chatrouletteExportPart } from './chatroulette.export';

export { ChatRouletteService } from './chatroulette.service';
export type { PairingBarrier } from './chatroulette.repository';

/**
 * The chat roulette service (the composition root builds it once). `barriers`: features that know two people
 * must not meet (a person blocking another) add there; the roulette never pairs people for whom a barrier
 * holds, in either order, read at every pairing.
 */
export function createChatRouletteService(platform: Platform, spaces: SpacesFace, calls: VideocallsFace, barriers: HookList<PairingBarrier>): ChatRouletteService {
  return new ChatRouletteService(platform.db, platform.clock, spaces, calls, rouletteNotifier(platform.realtime), barriers.all);
}

/** A lapsed seat is let go within this much after its grace, on whichever process sweeps first. */
const sweepEveryMs = 5_000;

/** Chat roulette on our own one-to-one calls (spec 2 "Chat roulette", decisions 0043 and 0049). */
export function chatRouletteFeature(service: ChatRouletteService, spaceTypes: SpaceTypes, spaceListeners: HookList<SpaceChangeListener>): Feature {
  const graceTimers = new Set<NodeJS.Timeout>();
  let stopping = false;
  return {
    name: 'chatroulette',
    register(app, platform) {
      spaceTypes.register(settingsBackedType('chat_roulette', chatRouletteSpaceDefaults));
      // An open roulette page follows its organisers' edits (a framed page instead of ours, the round's length, its name).
      spaceListeners.add(({ event, space, before }) => {
        if (space.type !== 'chat_roulette' || !before) return;
        platform.realtime.emitChangeToEvent(event.slug, 'updated_chatroulette', { space_id: space.id, slug: space.slug });
      });
      platform.accountErasure.register('chatroulette', eraseRouletteTraces);
      platform.accountExport.register('chatroulette', chatrouletteExportPart);
      registerChatRouletteRoutes(app, service);
      registerChatRouletteRealtime(platform.realtime, service, platform.logger, {
        stopping: () => stopping,
        // The partner of a page that does not come back looks again as soon as the grace is over.
        afterGrace() {
          const once = setTimeout(() => {
            graceTimers.delete(once);
            seats.run();
          }, chatRouletteGraceMs + 500);
          once.unref();
          graceTimers.add(once);
        },
      });
      // Seats left by a process that crashed: on start, and periodically.
      const seats = platform.sweeps.every('sweeping the chat roulette seats', { everyMs: sweepEveryMs, firstAfterMs: 0 }, () => service.sweep());
    },
    close() {
      stopping = true;
      for (const once of graceTimers) clearTimeout(once);
      graceTimers.clear();
    },
  };
}
