import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams } from './http';
import { organizerWrite } from './organizer';

/**
 * How long an event keeps its meetings' recordings (issue 28, decision 0090): a number of days, or none
 * (kept until a host deletes them). A background sweep deletes recordings older than that, their files
 * with them.
 */

export const recordingRetentionMessages = {
  wholeDays: 'Enter a whole number of days from 1 to 3650, or leave it empty to keep recordings until they are deleted.',
} as const;

export const recordingRetention = z.object({
  keep_days: z.number({ error: recordingRetentionMessages.wholeDays }).int(recordingRetentionMessages.wholeDays)
    .min(1, recordingRetentionMessages.wholeDays).max(3650, recordingRetentionMessages.wholeDays).nullable(),
});
export type RecordingRetention = z.infer<typeof recordingRetention>;

export const organizerRecordingRoutes = {
  retention: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/recordings/retention/', summary: 'How long the event keeps its recordings (owners)',
    tags: ['organizer'], auth: 'user', organizer: 'owner', params: eventSlugParams, reply: recordingRetention, errors: eventRefusals,
  }),
  setRetention: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/recordings/retention/', summary: 'Set how long the event keeps its recordings; null keeps them until deleted (owners)',
    tags: ['organizer'], auth: 'user', organizer: 'owner', params: eventSlugParams, body: recordingRetention.strict(), reply: recordingRetention,
    rateLimit: organizerWrite, errors: eventRefusals,
  }),
};
