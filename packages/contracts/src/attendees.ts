import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, maxRecordId, paged, pageLimit, pageOffset, recordId, recordIdParam, slugParam, storableText } from './http';
import { currentUser, tag } from './users';

/** Directory page size (spec 3 §9); the sidebar starts at 15 and loads 10 more, its chat search 20. */
export const attendeePageSize = 25;
export const attendeeSidebarFirst = 15;
export const attendeeSidebarMore = 10;
export const attendeeSidebarSearchMore = 20;
/** Tags shown per attendee in the sidebar (spec 3 §9), and when it is expanded. */
export const attendeeSidebarTags = 3;
export const attendeeSidebarTagsExpanded = 6;
/** People one `subscribe_to_attendees` may name (the client sends those on screen, batched every 1 s). */
export const attendeeSubscriptionMax = 200;
/** The name shown for a person who is not public, or incognito without an alias (spec 3 §4). */
export const anonymousAttendeeName = 'Anonymous';

/**
 * The event's attendee list refused to an attendee outside the event's days, unless the event shows
 * attendees outside the event (`show_attendees_outside_event`, decision 0071).
 */
export const attendeeListClosed = { code: 'attendee_list_closed', detail: "The attendee list is open on the event's days." } as const;

/**
 * An attendee as another person of the event sees them (spec 3 "Attendee/user" minus what is only the
 * person's own: e-mail, events, terms). Privacy is applied by the server: a non-public person is
 * "Anonymous" with blank job title and company and no picture; an incognito one shows `alias_name` (or
 * "Anonymous") without picture, company or job title; `about` and the social links only of public people
 * (or the viewer); hidden profile fields come blank; `document` only when not hidden.
 */
export const attendee = currentUser.pick({
  id: true,
  first_name: true,
  last_name: true,
  mugshot: true,
  about: true,
  linkedin: true,
  facebook: true,
  twitter: true,
  instagram: true,
  is_online: true,
  do_not_disturb: true,
  tags: true,
  jobtitle: true,
  company: true,
  location_type: true,
  is_public: true,
  videocall_status: true,
  document: true,
  document_name: true,
  hidden_profile_fields: true,
  hide_document: true,
  incognito_mode: true,
});
export type Attendee = z.infer<typeof attendee>;

const tagsMessage = 'Tags are tag ids, comma-joined within a category and categories joined by "__".';

/**
 * `tags` of the directory and the broadcast count: `1,2__7` means (tag 1 or tag 2) and tag 7. Parsed into
 * one list of tag ids per category; empty parts are ignored.
 */
export const tagFilter = z
  .string()
  .max(2000, tagsMessage)
  .transform((text, ctx) => {
    const groups: number[][] = [];
    for (const part of text.split('__')) {
      const ids = part.split(',').map((s) => s.trim()).filter(Boolean);
      if (ids.length === 0) continue;
      const numbers = ids.map(Number);
      if (ids.some((s) => !/^[1-9][0-9]{0,9}$/.test(s)) || numbers.some((n) => n > maxRecordId)) {
        ctx.addIssue({ code: 'custom', message: tagsMessage });
        return z.NEVER;
      }
      groups.push([...new Set(numbers)]);
    }
    if (groups.length > 20 || groups.flat().length > 200) {
      ctx.addIssue({ code: 'custom', message: 'Too many tags.' });
      return z.NEVER;
    }
    return groups;
  });
export type TagFilter = z.output<typeof tagFilter>;

const userIdsMessage = 'user_ids is a comma-joined list of user ids.';
/** `user_ids=3,5,8`: at most 200 people. */
export const userIdList = z
  .string()
  .max(2400, userIdsMessage)
  .transform((text, ctx) => {
    const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
    if (parts.some((s) => !/^[1-9][0-9]{0,9}$/.test(s)) || parts.map(Number).some((n) => n > maxRecordId) || parts.length > attendeeSubscriptionMax) {
      ctx.addIssue({ code: 'custom', message: userIdsMessage });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

export const attendeeListQuery = z.object({
  limit: pageLimit(100, attendeePageSize),
  offset: pageOffset(),
  /** Words that must each appear somewhere in name, job title or company (case and accents ignored). */
  search: storableText().max(100).optional(),
  tags: tagFilter.optional(),
  /**
   * These people only, non-public ones included (shown the Anonymous way), the viewer too: the host's
   * view of a call and the client's presence batch.
   */
  user_ids: userIdList.optional(),
  /** People at this booth now (its staff only: the booth's visitor list, docs/decisions/0019). */
  booth_slug: slugParam.optional(),
  /** People in this presentation space now; search ignores spaces there (spec 3 "Attendee sidebar"). */
  presentation_slug: slugParam.optional(),
});
export type AttendeeListQuery = z.input<typeof attendeeListQuery>;

export const attendeeParams = eventSlugParams.extend({ userId: recordIdParam });

export const attendeeCountQuery = z.object({ tags: tagFilter.optional() });
export const attendeeCount = z.object({ count: z.number().int() });

export const attendeeTagList = z.object({ count: z.number().int(), results: z.array(tag) });

export const attendeeRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtual_attendees/',
    summary: 'Attendee directory: public attendees but the viewer, online first (or the people of user_ids)', tags: ['attendees'],
    auth: 'user', params: eventSlugParams, query: attendeeListQuery, reply: paged(attendee),
    errors: eventRefusals,
  }),
  detail: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtual_attendees/:userId/', summary: 'One attendee of the event', tags: ['attendees'],
    auth: 'user', params: attendeeParams, reply: attendee,
    errors: eventRefusals,
  }),
  tags: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/attendee_tags/', summary: 'Attendee tags of the event with their categories', tags: ['attendees'],
    auth: 'user', params: eventSlugParams, reply: attendeeTagList,
    errors: eventRefusals,
  }),
  count: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/attendees/count/',
    summary: 'How many attendees carry the tags (broadcast audience; owners and organisers)', tags: ['attendees'],
    auth: 'user', allows: 'event-moderator', params: eventSlugParams, query: attendeeCountQuery, reply: attendeeCount,
    errors: eventRefusals,
  }),
};

/** `subscribe_to_attendees` / `unsubscribe_to_attendees` (spec 3 §7). */
export const attendeeSubscription = z.object({
  user_ids: z.array(recordId).max(attendeeSubscriptionMax, `At most ${attendeeSubscriptionMax} people at once.`),
});

export const attendeeClientEvents = {
  subscribe_to_attendees: attendeeSubscription,
  unsubscribe_to_attendees: attendeeSubscription,
} as const;

/** Joining and leaving rooms (nothing stored), up to two batches a second while scrolling. */
const attendeeRoomsLimit = { max: 150, windowSeconds: 60, store: 'local' } as const;

export const attendeeClientEventLimits = {
  // The client sends one batch a second at most, as people scroll by.
  subscribe_to_attendees: attendeeRoomsLimit,
  unsubscribe_to_attendees: attendeeRoomsLimit,
} as const;

export const attendeeServerEvents = {
  /** A subscribed person changed: online/offline, do-not-disturb, profile (as the subscriber may see them). */
  attendee_updated: attendee,
  /** A subscribed person (or the socket's own person) became public or not in the event. */
  privacy_status_updated: z.object({ user_id: z.number().int(), event_slug: z.string(), is_public: z.boolean() }),
} as const;
