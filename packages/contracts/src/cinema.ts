import { z } from 'zod';
import { spaceMeta } from './common';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, slugParam, storableText } from './http';

/** Cinema (spec 1 "Presentation, cinema", §3 "Cinema: meta.slug, published; videos: results, count, limit"). */

/** The cinema video list starts at 10 and grows by 10 (spec 1 §9). */
export const CINEMA_PAGE = 10;

export const cinemaSpace = z.object({
  meta: spaceMeta,
  /** Every tag the cinema's videos carry, for the tag filter. */
  tags: z.array(z.string()),
});
export type CinemaSpace = z.infer<typeof cinemaSpace>;

/**
 * How a film plays: `file`, an MP4 of our storage (range requests); `hls`, a stream's playlist; `embed`, a
 * YouTube or Vimeo page shown in a frame (issue 28).
 */
export const cinemaVideoKind = z.enum(['file', 'hls', 'embed']);
export type CinemaVideoKind = z.infer<typeof cinemaVideoKind>;

/**
 * A video of the cinema: a film the organisers added (`kind` says how it plays: `url` is the file, the
 * stream, or the page of an embedded video, which `embedded_url` repeats) or an approved meeting recording of
 * the event (`source: 'recording'`, a file). `cinema_slug` is the cinema it is shown in.
 */
export const cinemaVideo = z.object({
  /** Unique within the list: `video-<id>` or `recording-<id>`. */
  key: z.string(),
  id: z.number().int(),
  source: z.enum(['video', 'recording']),
  kind: cinemaVideoKind,
  title: z.string(),
  description: z.string(),
  url: z.string(),
  /** The YouTube or Vimeo page of an `embed` film; null for the others. */
  embedded_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  /** Seconds; null when unknown. */
  duration: z.number().nullable(),
  tags: z.array(z.string()),
  cinema_slug: z.string(),
});
export type CinemaVideo = z.infer<typeof cinemaVideo>;

export const cinemaMovies = paged(cinemaVideo).extend({ limit: z.number().int() });
export type CinemaMovies = z.infer<typeof cinemaMovies>;

/** `tags` is a comma-separated list; a video matches when it carries every one of them. */
export const cinemaMoviesQuery = z.object({
  search: storableText().max(100).optional(),
  tags: storableText().max(500).optional(),
  limit: pageLimit(999, CINEMA_PAGE),
  offset: pageOffset(),
});

const cinemaParams = eventSlugParams.extend({ cinemaSlug: slugParam });

export const cinemaRoutes = {
  space: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/cinema/:cinemaSlug/', summary: 'A cinema (meta and its tags)', tags: ['cinema'],
    auth: 'user', params: cinemaParams, reply: cinemaSpace,
    errors: eventRefusals,
  }),
  movies: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/cinema/:cinemaSlug/movies/', summary: 'Videos of a cinema by search and tags', tags: ['cinema'],
    auth: 'user', params: cinemaParams, query: cinemaMoviesQuery, reply: cinemaMovies,
    errors: eventRefusals,
  }),
};

/** What an organiser gives a cinema: its image (films are added apart) (issue 27): no fields of its own. */
export const cinemaSpaceFields = z.object({});
export type CinemaSpaceFields = z.infer<typeof cinemaSpaceFields>;
export const cinemaSpaceDefaults: CinemaSpaceFields = {};
