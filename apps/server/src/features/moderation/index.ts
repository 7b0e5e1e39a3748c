import type { Feature, Platform } from '../../platform/context';
import type { ReachGuards, SpeechGuards } from '../../platform/reach-guards';
import type { HookSlot } from '../../platform/hooks';
import type { BlockReporter } from '../blocking';
import type { Identity } from '../identity';
import { NotifiedCache } from '../../platform/cache';
import type { ChangeNotice } from '../../platform/db/notifications';
import { tableChangedTopic } from '../../platform/http/shared-replies';
import { ModerationService, type SilencesOfEvent } from './moderation.service';
import { registerModerationRoutes } from './moderation.routes';
import { moderationExportPart } from './moderation.export';
import { eraseModerationTraces } from './moderation.erasure';

export { ModerationService, silencedError } from './moderation.service';

/**
 * The silences of each event, read by every public post: kept per process, emptied on any change to the table
 * heard from any process; nothing is kept while notices are not heard.
 */
function silenceCache(platform: Platform): NotifiedCache<number, SilencesOfEvent> {
  const { notifications } = platform;
  const cache = new NotifiedCache<number, SilencesOfEvent>({ max: 10_000, ttlMs: 60_000, trusted: () => notifications.listening });
  notifications.on(tableChangedTopic, (notice: ChangeNotice) => {
    if (typeof notice.table !== 'string' || notice.table === 'moderation_silences') cache.clear();
  });
  notifications.onReset(() => cache.clear());
  return cache;
}

/** The moderation service (the composition root builds it once). */
export function createModerationService(platform: Platform, identity: Identity): ModerationService {
  return new ModerationService(platform.db, platform.clock, identity.access, identity.changeLog, platform.realtime, silenceCache(platform));
}

/** Where a silence is enforced: public speech (chats, the stage's Q&A) and private messages. */
export interface ModerationHooks {
  publicSpeech: SpeechGuards;
  privateMessages: ReachGuards;
  /** Blocks that report the person too (decision 0097). */
  blockReports: HookSlot<BlockReporter>;
}

/**
 * Moderation of people (issue 29, decision 0093): bans (enforced by the identity core's access decision),
 * silences (enforced through the hooks of the places people speak), reports and the audit log.
 */
export function moderationFeature(service: ModerationService, hooks: ModerationHooks): Feature {
  return {
    name: 'moderation',
    register(app, platform) {
      platform.accountErasure.register('moderation', eraseModerationTraces);
      platform.accountExport.register('moderation', moderationExportPart);
      // The event's silences are in memory before the socket's first post, which then costs no extra read.
      platform.realtime.onLogin(async (_socket, session) => {
        await service.silencesOf(session.eventId);
      });
      hooks.publicSpeech.add(service.speechGuard);
      hooks.privateMessages.add(service.privateMessageGuard);
      hooks.blockReports.provide(service.reportWithBlock);
      registerModerationRoutes(app, service);
    },
  };
}
