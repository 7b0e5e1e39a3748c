import { z } from 'zod';
import { defineRoute, eventRefusals, paged } from './http';
import { createMeetingBody, meeting, meetingParams, meetingSpaceParams, updateMeetingBody } from './meetings';
import { organizerWrite } from './organizer';

/**
 * The organiser console's meetings (issue 28, decision 0087): the meetings of a meeting space, made, edited
 * and removed by the event's owners, with the same fields and checks as the meeting routes moderators use
 * in the live event (`meetingRoutes.create` / `update`): one body each, one service.
 */

export const organizerMeetingErrorCodes = {
  /** The capacity asked for is below the seats people hold already. */
  capacityBelowSeats: 'capacity_below_seats',
} as const;

/** Every meeting of the space, ended ones included, by start: the console's list. */
export const organizerMeetingList = paged(meeting);

export const organizerMeetingRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/meetings/:meetingSlug/meetings/', summary: "A meeting space's meetings, ended ones included (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: meetingSpaceParams, reply: organizerMeetingList,
    errors: eventRefusals,
  }),
  create: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/meetings/:meetingSlug/meetings/', summary: 'Add a meeting to a meeting space (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: meetingSpaceParams, body: createMeetingBody, reply: meeting, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  update: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/organizer/meetings/:meetingSlug/meetings/:meeting/',
    summary: 'Edit a meeting; a capacity below the seats taken is refused (409 `capacity_below_seats`) (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: meetingParams, body: updateMeetingBody, reply: meeting, rateLimit: organizerWrite,
    errors: [...eventRefusals, 409],
  }),
  remove: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/meetings/:meetingSlug/meetings/:meeting/',
    summary: 'Remove a meeting with its registrations and its call (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: meetingParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};

/**
 * Pushed to `event:<slug>` when a meeting is made, edited or removed (by an owner in the console or a
 * moderator): pages listing the space's meetings, All meetings and open meeting rooms read them again.
 */
export const updatedMeetings = z.object({
  event_slug: z.string(),
  space_id: z.number().int(),
  space_slug: z.string(),
  meeting_id: z.number().int(),
  /** The meeting's slug (before a rename: the address open rooms have). */
  meeting_slug: z.string(),
  removed: z.boolean(),
});
export type UpdatedMeetings = z.infer<typeof updatedMeetings>;
