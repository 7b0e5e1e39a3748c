import { z } from 'zod';
import { spaceType, type SpaceType } from './common';
import { embeddedSettings } from './embedded';
import { posterSpaceSettings } from './posters';
import { rateLimits } from './rate-limits';
import { defineRoute, eventRefusals, eventSlugParams, recordIdParam } from './http';

/** The space model shared by all ten space types. */
export const space = z.object({
  id: z.number().int(),
  type: spaceType,
  slug: z.string(),
  name: z.string(),
  /** A closed (unpublished) space is shown as closed; only the event's organisers enter it. */
  published: z.boolean(),
});
export type Space = z.infer<typeof space>;

/** Pushed to `event:<slug>` when a space opens or closes. */
export const updatedPublishedSpace = space.pick({ id: true, type: true, slug: true, published: true });
export type UpdatedPublishedSpace = z.infer<typeof updatedPublishedSpace>;

/** Error code of a refusal to show a closed space's content to someone who is not an organiser. */
export const spaceClosedCode = 'space_closed';

export const spaceParams = eventSlugParams.extend({ spaceId: recordIdParam });

export const setSpacePublishedBody = z.object({ published: z.boolean() });

/**
 * The settings organisers write per space type, validated by the type's schema (a PATCH: the fields
 * sent replace theirs, others stay). A type missing here has no settings to write through the API.
 */
export const spaceSettingsSchemas: Partial<Record<SpaceType, z.ZodObject>> = {
  embedded: embeddedSettings,
  posters: posterSpaceSettings,
};

/** Settings that hold HTML (help texts): the server stores them cleaned (its rich-text sanitiser). */
export const spaceSettingsRichText: Partial<Record<SpaceType, readonly string[]>> = {
  posters: ['help_content'],
};

export const spaceSettingsMessages = {
  noSettings: 'Spaces of this kind have no settings to change here.',
  unknownSetting: 'Spaces of this kind have no such setting.',
  onlyOrganisers: "Only the event's organisers change a space's settings.",
} as const;

export const spaceSettingsBody = z.record(z.string(), z.unknown());

/** A space with its type's settings, as organisers see it after a change. */
export const spaceWithSettings = space.extend({ settings: z.record(z.string(), z.unknown()) });

export const spaceRoutes = {
  setPublished: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/spaces/:spaceId/', summary: 'Open or close a space (owners and organisers)', tags: ['spaces'],
    auth: 'user', allows: 'event-moderator', params: spaceParams, body: setSpacePublishedBody, reply: space, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
  updateSettings: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/spaces/:spaceId/settings/', summary: "Change a space's type settings (owners and organisers)", tags: ['spaces'],
    auth: 'user', allows: 'event-moderator', params: spaceParams, body: spaceSettingsBody, reply: spaceWithSettings, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
};
