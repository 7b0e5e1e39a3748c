import type { Feature } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import type { ReachGuards } from '../../platform/reach-guards';
import type { Identity } from '../identity';
import type { PairingBarrier } from '../chatroulette';
import { BlockingRepository, blockedPairSql } from './blocking.repository';
import { BlockingService } from './blocking.service';
import { registerBlockingRoutes } from './blocking.routes';
import { eraseBlocks } from './blocking.erasure';
import { blockingExportPart } from './blocking.export';

export { BlockingService } from './blocking.service';

/** Every place where people reach each other: the hooks a block adds its rule to. */
export interface BlockingHooks {
  privateMessages: ReachGuards;
  callInvites: ReachGuards;
  appointmentRequests: ReachGuards;
  cardsToStaff: ReachGuards;
  roulette: HookList<PairingBarrier>;
}

/**
 * A person blocking another in an event (decision 0048): kept apart everywhere two people meet, each place
 * asked through the hook of the feature that owns it.
 */
export function blockingFeature(identity: Identity, hooks: BlockingHooks): Feature {
  return {
    name: 'blocking',
    register(app, platform) {
      const service = new BlockingService(new BlockingRepository(platform.db), identity.access, platform.clock);
      platform.accountErasure.register('blocking', eraseBlocks);
      platform.accountExport.register('blocking', blockingExportPart);
      hooks.privateMessages.add(service.guard);
      hooks.callInvites.add(service.guard);
      hooks.appointmentRequests.add(service.guard);
      hooks.cardsToStaff.add(service.guard);
      hooks.roulette.add(blockedPairSql);
      registerBlockingRoutes(app, service);
    },
  };
}
