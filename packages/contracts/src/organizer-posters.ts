import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, paged, recordId, recordIdParam, slugParam, storableText } from './http';
import { organizerUpload, organizerWrite } from './organizer';
import { poster } from './posters';
import { webAddress } from './space-fields';

/**
 * The organiser console's posters (issue 28): a poster hall's posters by the fields of spec 2 §3 — title,
 * author (a person of the event, whom attendees may message or call), the authors' names as printed, a
 * video address, and the PDF, uploaded apart, whose first page the server draws as the preview.
 */

export const posterFieldMessages = {
  titleRequired: 'Give the poster a title.',
  titleTooLong: 'Keep the title under 300 characters.',
  namesTooLong: 'Keep the authors\' names under 1,000 characters.',
  authorNotInEvent: 'The author must be a person of this event.',
} as const;

export const posterFields = z.object({
  title: storableText().trim().min(1, posterFieldMessages.titleRequired).max(300, posterFieldMessages.titleTooLong),
  /** The author's user id (a person of the event), or null. */
  author: recordId.nullable(),
  /** Everyone who wrote it, as printed on the poster; empty: the author's name. */
  author_names: storableText().trim().max(1000, posterFieldMessages.namesTooLong),
  /** A video about the poster, opened in a new tab. */
  video_url: webAddress.nullable(),
});

export const posterBody = posterFields
  .extend({
    author: posterFields.shape.author.default(null),
    author_names: posterFields.shape.author_names.default(''),
    video_url: posterFields.shape.video_url.default(null),
  })
  .strict();
export type PosterBody = z.infer<typeof posterBody>;

export const posterPatch = posterFields.partial().strict();
export type PosterPatch = z.infer<typeof posterPatch>;

export const organizerPosterParams = eventSlugParams.extend({ posterSlug: slugParam });
export const organizerPosterItemParams = organizerPosterParams.extend({ posterId: recordIdParam });

/** `updated_posters`: a poster hall's posters changed (the console); its open pages read them again. */
export const updatedPosters = z.object({ event_slug: z.string(), id: z.number().int(), slug: z.string() });
export type UpdatedPosters = z.infer<typeof updatedPosters>;

export const organizerPosterRoutes = {
  posters: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/posters/:posterSlug/posters/', summary: "A poster hall's posters (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerPosterParams, reply: paged(poster),
    errors: eventRefusals,
  }),
  createPoster: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/posters/:posterSlug/posters/', summary: 'Add a poster (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerPosterParams, body: posterBody, reply: poster, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  updatePoster: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/organizer/posters/:posterSlug/posters/:posterId/', summary: "Change a poster's fields (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerPosterItemParams, body: posterPatch, reply: poster, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  putPdf: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/posters/:posterSlug/posters/:posterId/pdf/', summary: "Upload a poster's PDF; its preview is drawn from the first page (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerPosterItemParams, upload: { field: 'pdf', kinds: ['document'] }, reply: poster, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  deletePoster: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/posters/:posterSlug/posters/:posterId/', summary: 'Remove a poster (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerPosterItemParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};
