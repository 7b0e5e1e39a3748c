import { z } from 'zod';
import { spaceMeta } from './common';
import { defineRoute, eventRefusals, eventSlugParams, slugParam } from './http';

/** The embedded space (spec 2 "Embedded space", §7 `GET /events/{eventSlug}/embedded/{embeddedSlug}/`). */

export const embeddedMessages = {
  httpsOnly: 'Enter a full address starting with https:// (for example https://www.example.org/page).',
  tooLong: 'The address is longer than 2,000 characters.',
} as const;

/** An address the browser may frame: https, a host name with a dot, no user name or password in it. */
export function isEmbeddableUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An https address, as stored and as framed. */
export const embedUrl = z
  .string({ error: embeddedMessages.httpsOnly })
  .trim()
  .max(2000, embeddedMessages.tooLong)
  .refine(isEmbeddableUrl, embeddedMessages.httpsOnly);

/** What an embedded space keeps in its settings (written by organisers: `PATCH .../spaces/{id}/settings/`). */
export const embeddedSettings = z.object({ embed_url: embedUrl });
export type EmbeddedSettings = z.infer<typeof embeddedSettings>;

export const embeddedSpace = z.object({
  meta: spaceMeta,
  /** The page shown in the full-size frame; null while the organisers have not set one. */
  embed_url: z.string().nullable(),
});
export type EmbeddedSpace = z.infer<typeof embeddedSpace>;

const embeddedParams = eventSlugParams.extend({ embeddedSlug: slugParam });

export const embeddedRoutes = {
  space: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/embedded/:embeddedSlug/', summary: 'An embedded space (its embed URL)', tags: ['embedded'],
    auth: 'user', params: embeddedParams, reply: embeddedSpace,
    errors: eventRefusals,
  }),
};

/** What an organiser gives an embedded space (issue 27): the page it frames (null until set). */
export const embeddedSpaceFields = z.object({ embed_url: embedUrl.nullable() });
export type EmbeddedSpaceFields = z.infer<typeof embeddedSpaceFields>;
export const embeddedSpaceDefaults: EmbeddedSpaceFields = { embed_url: null };
