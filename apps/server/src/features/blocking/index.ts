import type { Feature } from '../../platform/context';
import { EventAccess } from '../events';
import { keepApartInRoulette } from '../chatroulette';
import { guardPrivateMessages } from '../private-chat';
import { guardCallInvites } from '../videocalls';
import { guardAppointmentRequests } from '../appointments';
import { guardCardsToStaff } from '../business-cards';
import { BlockingRepository, blockedPairSql } from './blocking.repository';
import { BlockingService } from './blocking.service';
import { registerBlockingRoutes } from './blocking.routes';
import { eraseBlocks } from './blocking.erasure';

export { BlockingService } from './blocking.service';

/**
 * A person blocking another in an event (decision 0048): kept apart everywhere two people meet, each place
 * asked through the hook of the feature that owns it.
 */
export function blockingFeature(): Feature {
  return {
    name: 'blocking',
    register(app, platform) {
      const service = new BlockingService(new BlockingRepository(platform.db), new EventAccess(platform.db, platform.clock), platform.clock);
      platform.accountErasure.register('blocking', eraseBlocks);
      guardPrivateMessages(platform, service.guard);
      guardCallInvites(platform, service.guard);
      guardAppointmentRequests(platform, service.guard);
      guardCardsToStaff(platform, service.guard);
      keepApartInRoulette(platform, blockedPairSql);
      registerBlockingRoutes(app, service);
    },
  };
}
