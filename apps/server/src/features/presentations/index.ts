import type { SpeechGuards } from '../../platform/reach-guards';
import type { Feature, Platform } from '../../platform/context';
import { moderatorChatLabel } from '@foyer/contracts';
import type { HookList } from '../../platform/hooks';
import type { ChatFace, ChatSenderLabeller } from '../chat';
import type { ChangeLog } from '../identity';
import { settingsBackedType, type OrganizerSpacesFace, type SpacesFace, type SpaceTypes } from '../spaces';
import { WatchTokens, type CallJoinGuard, type VideocallsFace } from '../videocalls';
import { StageAnnouncer } from './presentations.announcer';
import { StageAttendance } from './presentations.attendance';
import { erasePresentationTraces } from './presentations.erasure';
import { OrganizerStages } from './presentations.organizer';
import { registerOrganizerStageRoutes } from './presentations.organizer.routes';
import { registerPresentationsRealtime, stageNotifier } from './presentations.realtime';
import { registerPresentationRoutes } from './presentations.routes';
import { PresentationsService } from './presentations.service';
import { presentationsExportPart } from './presentations.export';

export { PresentationsService } from './presentations.service';
export { OrganizerStages } from './presentations.organizer';
export { stageScheduleCommand, scheduleStage, type StageFile } from './presentations.cli';
export { stageArchivePart } from './presentations.archive';

/** The stage's service (the composition root builds it once). */
export function createPresentationsService(platform: Platform, spaces: SpacesFace, chats: ChatFace, speech: SpeechGuards, changes: ChangeLog): PresentationsService {
  return new PresentationsService(
    platform.db,
    platform.clock,
    spaces,
    chats,
    new WatchTokens(platform.tokens),
    stageNotifier(platform.realtime),
    speech.check,
    changes,
  );
}

/** The console's stage: its schedule, order, current presentation and moderators (the composition root builds it once). */
export function createOrganizerStages(
  platform: Platform,
  service: PresentationsService,
  spaces: SpacesFace,
  organizerSpaces: OrganizerSpacesFace,
  changes: ChangeLog,
  calls: VideocallsFace,
): OrganizerStages {
  return new OrganizerStages(platform.db, platform.clock, service, spaces, organizerSpaces, changes, calls);
}

/** The presentation stage (issue 13, decision 0036): page, switching, receive-only watching, attendance, Q&A. */
export function presentationsFeature(
  service: PresentationsService,
  spaces: SpacesFace,
  hooks: { callJoinGuards: HookList<CallJoinGuard>; chatSenderLabels: HookList<ChatSenderLabeller>; spaceTypes: SpaceTypes },
  organizer: OrganizerStages,
): Feature {
  let announcer: StageAnnouncer | undefined;
  return {
    name: 'presentations',
    register(app, platform) {
      // A backstage call takes its speakers, the stage's moderators and the organisers only (decision 0069).
      hooks.callJoinGuards.add(service.backstageGuard);
      // A stage's only field of its own is its chat, the chat feature's switch.
      hooks.spaceTypes.register(settingsBackedType('presentation', {}));
      platform.accountErasure.register('presentations', erasePresentationTraces);
      platform.accountExport.register('presentations', presentationsExportPart);
      registerPresentationRoutes(app, service);
      registerOrganizerStageRoutes(app, organizer);
      // The stage's moderators are labelled Moderator in its public chat (spec 1).
      hooks.chatSenderLabels.add({ label: moderatorChatLabel, applies: (spaceId, senderId) => service.repo.moderatesStageSql(spaceId, senderId) });
      announcer = new StageAnnouncer(platform.realtime, service.repo, platform.logger, platform.config.stageAttendanceAnnounceMs);
      registerPresentationsRealtime(platform.realtime, spaces, new StageAttendance(platform.db, platform.clock), announcer, platform.logger);
    },
    close() {
      announcer?.close();
    },
  };
}
