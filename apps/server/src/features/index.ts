import type { Feature } from '../platform/context';
import { authFeature, type AuthLimitsOverride } from './auth';
import { eventsFeature } from './events';
import { analyticsFeature } from './analytics';
import { spacesFeature } from './spaces';
import { presenceFeature } from './presence';
import { boothsFeature } from './booths';
import { businessCardsFeature } from './business-cards';
import { jobsFeature } from './jobs';
import { mapsFeature } from './maps';
import { createProgramService, presentProgramTag, programFeature } from './program';
import { chatFeature } from './chat';
import { privateChatFeature } from './private-chat';
import { contactFeature } from './contact';
import { socialFeedFeature } from './social-feed';
import { goodiebagFeature } from './goodiebag';
import { accountsFeature } from './accounts';
import { attendeesFeature } from './attendees';
import { profilesFeature } from './profiles';
import { videocallsFeature } from './videocalls';
import { appointmentsFeature } from './appointments';
import { cinemaRecordings, recordingsFeature } from './recordings';
import { presentationsFeature } from './presentations';
import { meetingsFeature } from './meetings';
import { cinemaFeature } from './cinema';
import { postersFeature } from './posters';
import { embeddedFeature } from './embedded';
import { chatRouletteFeature } from './chatroulette';
import { blockingFeature } from './blocking';
import { demoLiveStageFeature } from './demo/demo.live-stage';

/** What the composition root (server.ts) passes on to the features. */
export interface FeatureOptions {
  /** Overrides merged into the auth feature's limits (tests keep them deterministic). */
  authLimits?: AuthLimitsOverride;
}

/** Every server feature, in registration order. A new feature is one more line here. */
export function features(options: FeatureOptions): Feature[] {
  const videocalls = videocallsFeature();
  return [
    authFeature(options.authLimits),
    eventsFeature({
      programTags: async (platform, eventId) => (await createProgramService(platform).repo.tagsOfEvent(eventId)).map(presentProgramTag),
    }), analyticsFeature(), spacesFeature(), presenceFeature(),
    mapsFeature(),
    programFeature(),
    boothsFeature(),
    businessCardsFeature(),
    jobsFeature(),
    chatFeature(),
    privateChatFeature(),
    contactFeature(),
    socialFeedFeature(),
    goodiebagFeature(),
    accountsFeature(),
    attendeesFeature(),
    profilesFeature(),
    videocalls,
    appointmentsFeature(),
    recordingsFeature(videocalls.media),
    presentationsFeature(),
    meetingsFeature(),
    cinemaFeature({ approvedRecordings: cinemaRecordings }),
    postersFeature(),
    embeddedFeature(),
    chatRouletteFeature(),
    blockingFeature(),
    demoLiveStageFeature(videocalls.media),
  ];
}
