import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { createVideocallsService } from '../videocalls';
import { ChatRouletteService } from './chatroulette.service';
import { registerChatRouletteRealtime, rouletteNotifier } from './chatroulette.realtime';
import { registerChatRouletteRoutes } from './chatroulette.routes';
import { eraseRouletteTraces } from './chatroulette.erasure';
import type { PairingBarrier } from './chatroulette.repository';

export { ChatRouletteService } from './chatroulette.service';
export type { PairingBarrier } from './chatroulette.repository';

const barriersByPlatform = new WeakMap<Platform, PairingBarrier[]>();
const barriersOf = (platform: Platform): PairingBarrier[] => {
  let list = barriersByPlatform.get(platform);
  if (!list) barriersByPlatform.set(platform, (list = []));
  return list;
};

/**
 * For a feature that knows two people must not meet (a person blocking another): the roulette never pairs
 * people for whom `barrier` holds, in either order. Read at every pairing.
 */
export function keepApartInRoulette(platform: Platform, barrier: PairingBarrier): void {
  barriersOf(platform).push(barrier);
}

export function createChatRouletteService(platform: Platform): ChatRouletteService {
  return new ChatRouletteService(
    platform.db,
    platform.clock,
    createSpacesService(platform),
    createVideocallsService(platform),
    rouletteNotifier(platform.realtime),
    barriersOf(platform),
  );
}

/** Chat roulette on our own one-to-one calls (spec 2 "Chat roulette", decision 0043). */
export function chatRouletteFeature(): Feature {
  return {
    name: 'chatroulette',
    register(app, platform) {
      const service = createChatRouletteService(platform);
      platform.accountErasure.register('chatroulette', eraseRouletteTraces);
      registerChatRouletteRoutes(app, service);
      registerChatRouletteRealtime(platform.realtime, service, platform.logger);
    },
  };
}
