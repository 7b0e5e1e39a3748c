import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, recordIdParam, slugParam, storableText } from './http';
import { spaceChatSwitch, spaceHelpContent } from './space-fields';
import { uploadLimits, uploadMegabytes } from './uploads';

/** Posters (spec 2 "Posters", §3 Poster and poster space meta, §5 messaging rules). */

/** The poster list starts at 10 and grows by 10; its search is debounced 400 ms (spec 2 §9). */
export const POSTER_PAGE = 10;
export const POSTER_SEARCH_DEBOUNCE_MS = 400;

export const posterSpace = z.object({
  meta: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    /** The space's public chat; null when it has none. */
    chat_id: z.number().int().nullable(),
    /** Sanitised HTML shown in the help popover. */
    help_content: z.string(),
    published: z.boolean(),
    /** Attendees may message a poster's author. */
    enable_messaging: z.boolean(),
    /** Attendees may call a poster's author. */
    enable_video: z.boolean(),
  }),
});
export type PosterSpace = z.infer<typeof posterSpace>;

/**
 * What a poster space keeps in its settings, written by organisers through the general
 * `PATCH .../spaces/{spaceId}/settings/` (decision 0042); `help_content` is HTML, cleaned when stored.
 */
export const posterSpaceSettings = z.object({
  enable_messaging: z.boolean(),
  enable_video: z.boolean(),
  help_content: storableText().max(20_000),
});
export type PosterSpaceSettings = z.infer<typeof posterSpaceSettings>;

/** The author as the poster page shows them (a person of the event). */
export const posterAuthor = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mugshot: z.string().nullable(),
});

export const poster = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The author's user id; null when the poster names no person of the event. */
  author: z.number().int().nullable(),
  /** Everyone who wrote it, as printed on the poster. */
  author_names: z.string(),
  author_user: posterAuthor.nullable(),
  /** The PDF (from our storage); null: "no file available". */
  pdf: z.string().nullable(),
  preview: z.string().nullable(),
  video_url: z.string().nullable(),
  space_slug: z.string(),
  /** The public chat the poster is discussed in (the space's). */
  chat: z.number().int().nullable(),
});
export type Poster = z.infer<typeof poster>;

export const posterListQuery = z.object({
  /** Words that must all appear in the title or the author names, ignoring case and accents. */
  search: storableText().max(100).optional(),
  limit: pageLimit(999, POSTER_PAGE),
  offset: pageOffset(),
});

export const posterMessages = {
  onlyPdf: 'Upload the poster as a PDF file.',
  tooLarge: `The poster is larger than ${uploadMegabytes('document')} MB.`,
  onlyAuthor: "Only the poster's author or the event's organisers replace its file.",
} as const;

export const posterUploadLimits = { pdfBytes: uploadLimits.document.bytes } as const;

const posterParams = eventSlugParams.extend({ posterSlug: slugParam });
const posterItemParams = posterParams.extend({ posterId: recordIdParam });

/**
 * Who may message or call a poster's author (spec 2 §5): the space enables it, the poster has an author,
 * and the viewer is not the author.
 */
export function posterContact(space: Pick<PosterSpace['meta'], 'enable_messaging' | 'enable_video'>, item: Pick<Poster, 'author'>, viewerId: number | null | undefined) {
  const other = item.author !== null && item.author !== viewerId;
  return { message: space.enable_messaging && other, call: space.enable_video && other };
}

export const posterRoutes = {
  space: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/posters/:posterSlug/', summary: 'A poster space (meta)', tags: ['posters'],
    auth: 'user', params: posterParams, reply: posterSpace,
    errors: eventRefusals,
  }),
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/posters/:posterSlug/list/', summary: 'Posters of a space by search', tags: ['posters'],
    auth: 'user', params: posterParams, query: posterListQuery, reply: paged(poster),
    errors: eventRefusals,
  }),
  item: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/posters/:posterSlug/item/:posterId/', summary: 'One poster', tags: ['posters'],
    auth: 'user', params: posterItemParams, reply: poster,
    errors: eventRefusals,
  }),
  pdf: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/posters/:posterSlug/item/:posterId/pdf/', summary: "Replace a poster's PDF (its author, organisers)", tags: ['posters'],
    auth: 'user', allows: 'event-moderator', params: posterItemParams, reply: poster, rateLimit: { max: 10, windowSeconds: 60 },
    upload: { field: 'pdf', kinds: ['document'] },
    errors: eventRefusals,
  }),
};

/** What an organiser gives a poster hall (issue 27): the messaging and video flags, its help and its chat. */
export const posterSpaceFields = posterSpaceSettings.extend({ help_content: spaceHelpContent, chat: spaceChatSwitch });
export type PosterSpaceFields = z.infer<typeof posterSpaceFields>;
export const posterSpaceDefaults: PosterSpaceFields = { enable_messaging: false, enable_video: false, help_content: '', chat: false };
