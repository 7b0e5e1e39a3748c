import { z } from 'zod';
import { isoDateTime } from './common';
import { rateLimits } from './rate-limits';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, storableText } from './http';

/** Social feed page size (spec 1 §9). */
export const tweetsPageSize = 4;

/**
 * A post of the event's social feed (spec 1 §3 "Tweet"), from a Mastodon-compatible hashtag timeline
 * or added by an organiser. `text` is plain text: the server strips HTML; clients render it as text.
 */
export const tweet = z.object({
  external_id: z.string(),
  author_name: z.string(),
  author_handle: z.string(),
  author_avatar: z.string().nullable(),
  text: z.string(),
  url: z.string().nullable(),
  posted_at: isoDateTime,
  /** Where the post came from: the hashtag timeline or an organiser. */
  source: z.enum(['mastodon', 'organiser']),
});
export type Tweet = z.infer<typeof tweet>;

export const tweetsQuery = z.object({
  limit: pageLimit(50, tweetsPageSize),
  offset: pageOffset(),
});

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'Use an http(s) address.');

/** A post an organiser adds by hand. */
export const createTweetBody = z.object({
  text: storableText().trim().min(1, 'A post cannot be empty.').max(1000),
  /** Shown as the author; the event's name when absent. */
  author_name: storableText().trim().min(1).max(120).optional(),
  author_handle: storableText().trim().max(120).optional(),
  url: httpUrl.optional(),
});

export const tweetParams = eventSlugParams.extend({ externalId: storableText().min(1).max(200) });

export const socialFeedRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/tweets/', summary: 'Social feed of the event, newest first', tags: ['social-feed'],
    auth: 'user', params: eventSlugParams, query: tweetsQuery, reply: paged(tweet),
    errors: eventRefusals,
  }),
  create: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/tweets/', summary: 'Add a post to the feed (owners and organisers)', tags: ['social-feed'],
    auth: 'user', allows: 'event-moderator', params: eventSlugParams, body: createTweetBody, reply: tweet, status: 201, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
  remove: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/tweets/:externalId/', summary: 'Remove a post from the feed (owners and organisers)',
    tags: ['social-feed'], auth: 'user', allows: 'event-moderator', params: tweetParams, reply: z.null(), status: 204, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
};
