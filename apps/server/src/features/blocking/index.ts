import type { Feature } from '../../platform/context';
import type { HookList, HookSlot } from '../../platform/hooks';
import type { Executor } from '../../platform/db/database';
import type { ReachGuards } from '../../platform/reach-guards';
import type { Identity } from '../identity';
import type { PairingBarrier } from '../chatroulette';
import { blockedPairSql } from './blocking.repository';
import { BlockingService } from './blocking.service';
import { registerBlockingRoutes } from './blocking.routes';
import { eraseBlocks } from './blocking.erasure';
import { blockingExportPart } from './blocking.export';

export { BlockingService } from './blocking.service';

/**
 * A block that reports the person too: the moderation feature stores the report on the block's transaction
 * (one per reporter and person; one made before stands).
 */
export type BlockReporter = (tx: Executor, report: { eventId: number; reporterId: number; targetUserId: number; reason: string; at: Date }) => Promise<void>;

/** Every place where people reach each other: the hooks a block adds its rule to. */
export interface BlockingHooks {
  privateMessages: ReachGuards;
  callInvites: ReachGuards;
  appointmentRequests: ReachGuards;
  cardsToStaff: ReachGuards;
  roulette: HookList<PairingBarrier>;
  /** Who keeps the report of a block with "report them too" (moderation). */
  reports: HookSlot<BlockReporter>;
}

/**
 * A person blocking another in an event (decision 0048): kept apart everywhere two people meet, each place
 * asked through the hook of the feature that owns it.
 */
export function blockingFeature(identity: Identity, hooks: BlockingHooks): Feature {
  return {
    name: 'blocking',
    register(app, platform) {
      const service = new BlockingService(platform.db, identity.access, platform.clock, hooks.reports);
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
