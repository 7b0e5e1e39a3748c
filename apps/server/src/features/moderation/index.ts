import type { Feature, Platform } from '../../platform/context';
import type { ReachGuards, SpeechGuards } from '../../platform/reach-guards';
import type { Identity } from '../identity';
import { ModerationService } from './moderation.service';
import { registerModerationRoutes } from './moderation.routes';

export { ModerationService, silencedError } from './moderation.service';

/** The moderation service (the composition root builds it once). */
export function createModerationService(platform: Platform, identity: Identity): ModerationService {
  return new ModerationService(platform.db, platform.clock, identity.access, identity.changeLog, platform.realtime);
}

/** Where a silence is enforced: public speech (chats, the stage's Q&A) and private messages. */
export interface ModerationHooks {
  publicSpeech: SpeechGuards;
  privateMessages: ReachGuards;
}

/**
 * Moderation of people (issue 29, decision 0093): bans (enforced by the identity core's access decision),
 * silences (enforced through the hooks of the places people speak), reports and the audit log.
 */
export function moderationFeature(service: ModerationService, hooks: ModerationHooks): Feature {
  return {
    name: 'moderation',
    register(app) {
      hooks.publicSpeech.add(service.speechGuard);
      hooks.privateMessages.add(service.privateMessageGuard);
      registerModerationRoutes(app, service);
    },
  };
}
