import { registerAnalyticsConsoleSections, registerLiveConsoleSections } from '@/features/analytics';
import { registerAttendeeConsoleSections } from '@/features/attendees';
import { registerBoothConsoleSections } from '@/features/booths';
import { registerChangeLogConsoleSections } from '@/features/change-log';
import { registerCinemaConsoleSections } from '@/features/cinema';
import { registerEventConsoleSections } from '@/features/events';
import { registerMapConsoleSections } from '@/features/maps';
import { registerProgramConsoleSections } from '@/features/program';
import { registerMeetingConsoleSections } from '@/features/meetings';
import { registerRecordingConsoleSections } from '@/features/recordings';
import { registerModerationConsoleSections } from '@/features/moderation';
import { registerStageConsoleSections } from '@/features/presentations';
import { registerPosterConsoleSections } from '@/features/posters';
import { registerBroadcastConsoleSections } from '@/features/private-chat';
import { registerContactConsoleSections } from '@/features/widgets';
import { registerChatRulesConsoleSections } from '@/features/public-chat';
import { registerSocialFeedConsoleSections } from '@/features/social-feed';
import { registerSpaceConsoleSections } from '@/features/spaces';

/**
 * Every feature that has a part in the organiser console registers its sections
 * (shared/plug-ins/console-sections.ts) with its own `register…ConsoleSections()`; this calls them all when
 * the console first shows (console-app.tsx; again changes nothing). Nothing of it is part of an attendee's visit.
 */
export function registerConsoleSections(): void {
  registerEventConsoleSections();
  registerAttendeeConsoleSections();
  registerLiveConsoleSections();
  registerSpaceConsoleSections();
  registerMapConsoleSections();
  registerProgramConsoleSections();
  registerBoothConsoleSections();
  registerStageConsoleSections();
  registerMeetingConsoleSections();
  registerRecordingConsoleSections();
  registerCinemaConsoleSections();
  registerPosterConsoleSections();
  registerSocialFeedConsoleSections();
  registerBroadcastConsoleSections();
  registerContactConsoleSections();
  registerModerationConsoleSections();
  registerChatRulesConsoleSections();
  registerAnalyticsConsoleSections();
  registerChangeLogConsoleSections();
}
