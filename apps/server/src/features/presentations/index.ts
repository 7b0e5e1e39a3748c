import type { Feature, Platform } from '../../platform/context';
import { moderatorChatLabel } from '@foyer/contracts';
import { createChatService, labelChatSenders } from '../chat';
import { createSpacesService } from '../spaces';
import { extendCalls, WatchTokens } from '../videocalls';
import { StageAnnouncer } from './presentations.announcer';
import { StageAttendance } from './presentations.attendance';
import { erasePresentationTraces } from './presentations.erasure';
import { registerPresentationsRealtime, stageNotifier } from './presentations.realtime';
import { registerPresentationRoutes } from './presentations.routes';
import { PresentationsService } from './presentations.service';

export { PresentationsService } from './presentations.service';
export { stageScheduleCommand, scheduleStage, type StageFile } from './presentations.cli';

export function createPresentationsService(platform: Platform): PresentationsService {
  return new PresentationsService(
    platform.db,
    platform.clock,
    createSpacesService(platform),
    createChatService(platform),
    new WatchTokens(platform.tokens),
    stageNotifier(platform.realtime),
  );
}

/** The presentation stage (issue 13, decision 0036): page, switching, receive-only watching, attendance, Q&A. */
export function presentationsFeature(): Feature {
  let announcer: StageAnnouncer | undefined;
  return {
    name: 'presentations',
    register(app, platform) {
      const service = createPresentationsService(platform);
      // A backstage call takes its speakers, the stage's moderators and the organisers only (decision 0069).
      extendCalls(platform, { guard: service.backstageGuard });
      platform.accountErasure.register('presentations', erasePresentationTraces);
      registerPresentationRoutes(app, service);
      // The stage's moderators are labelled Moderator in its public chat (spec 1).
      labelChatSenders(platform, { label: moderatorChatLabel, applies: (spaceId, senderId) => service.repo.moderatesStageSql(spaceId, senderId) });
      announcer = new StageAnnouncer(platform.realtime, service.repo, platform.logger, platform.config.stageAttendanceAnnounceMs);
      registerPresentationsRealtime(platform.realtime, createSpacesService(platform), new StageAttendance(platform.db, platform.clock), announcer, platform.logger);
    },
    close() {
      announcer?.close();
    },
  };
}
