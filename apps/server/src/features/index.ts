import type { Feature } from '../platform/context';
import type { ServerOptions } from '../server';
import { authFeature } from './auth';
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
import { contactFeature } from './contact';
import { socialFeedFeature } from './social-feed';

/** Every server feature, in registration order. A new feature is one more line here. */
export function features(options: ServerOptions): Feature[] {
  return [
    authFeature(options.authLimits),
    eventsFeature({
      programTags: async (platform, eventId) => (await createProgramService(platform).repo.tagsOfEvent(eventId)).map(presentProgramTag),
    }), analyticsFeature(), spacesFeature(), presenceFeature(),
    mapsFeature(),
    programFeature(),
    boothsFeature({
      sponsoredSessions: async (platform, boothSpaceId, includeClosed) =>
        (await createProgramService(platform).repo.sponsoredBy(boothSpaceId, includeClosed)).map((e) => ({
          id: e.id,
          name: e.name,
          description: e.description,
          start_date: e.startDate.toISOString(),
          end_date: e.endDate.toISOString(),
          space_id: e.spaceId,
        })),
    }),
    businessCardsFeature(),
    jobsFeature(),
    chatFeature(),
    contactFeature(),
    socialFeedFeature(),
  ];
}
