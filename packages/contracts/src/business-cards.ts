import { z } from 'zod';
import { rateLimits } from './rate-limits';
import { defineRoute, eventRefusals, paged, pageLimit, pageOffset, recordId, recordIdParam, storableText } from './http';
import { boothParams, ownBusinessCard } from './booths';

/**
 * Business cards ("leads", spec 3 §3–§4): what a visitor leaves at a booth, and what the booth's staff
 * and the event's owner see of it.
 */

/** `POST …/give-business-card/`. A second card from the same person updates the first. */
export const giveBusinessCardBody = z.object({
  /** Share the e-mail address with the booth. Once given it stays given. */
  include_email: z.boolean().default(false),
  /** A note to the booth (plain text). */
  message: storableText().max(2000).default(''),
  /** A staff member of that booth the visitor addresses (user id); kept once set. */
  staff: recordId.nullable().optional(),
  /** Sent automatically when the visitor opened the booth (not by the modal). */
  is_auto: z.boolean().default(false),
  /** Show the visitor's real name even though they browse incognito. */
  ignore_incognito_mode: z.boolean().default(false),
});

/**
 * Business card / lead (spec 3 §3) as booth staff see it: the visitor's own card plus who left it and
 * whether it is done. `user_email` is null unless the visitor
 * included it; an incognito visitor shows as their alias (or "Anonymous", no picture) unless they chose
 * `ignore_incognito_mode`.
 */
export const businessCard = ownBusinessCard.extend({
  /** The visitor's user id. */
  user: z.number().int(),
  user_email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  mugshot: z.string().nullable(),
  done: z.boolean(),
});
export type BusinessCard = z.infer<typeof businessCard>;

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const businessCardsQuery = z.object({
  /** Only cards assigned to the person asking. */
  assigned_to_me: flag.optional(),
  /** Only cards nobody is assigned to. */
  not_assigned: flag.optional(),
  limit: pageLimit(999, 999),
  offset: pageOffset(),
});

/**
 * `PUT …/business-cards/{id}/`: the client sends the whole card minus nulls; only `done` and
 * `assigned_to` (a staff member of that booth, or null to unassign) are changed, other fields are ignored.
 */
export const updateBusinessCardBody = z.object({
  done: z.boolean().optional(),
  assigned_to: recordId.nullable().optional(),
});

export const businessCardParams = boothParams.extend({ cardId: recordIdParam });

export const businessCardRoutes = {
  give: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/booths/:boothSlug/give-business-card/',
    summary: 'Leave (or update) a business card at a booth; not for its own staff', tags: ['business-cards'],
    auth: 'user', params: boothParams, body: giveBusinessCardBody, reply: ownBusinessCard, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/booths/:boothSlug/business-cards/',
    summary: "A booth's business cards (its staff and the event's owner)", tags: ['business-cards'],
    auth: 'user', allows: ['booth-staff', 'event-owner'], params: boothParams, query: businessCardsQuery, reply: paged(businessCard),
    errors: eventRefusals,
  }),
  update: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/booths/:boothSlug/business-cards/:cardId/',
    summary: 'Mark a card done or assign it (its staff and the event\'s owner)', tags: ['business-cards'],
    auth: 'user', allows: ['booth-staff', 'event-owner'], params: businessCardParams, body: updateBusinessCardBody, reply: businessCard, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
};
