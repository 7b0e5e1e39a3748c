import { z } from 'zod';
import type { SpaceType } from './common';
import { defineRoute, eventRefusals, eventSlugParams, paged, recordIdParam, storableText } from './http';
import { boothSpaceDefaults, boothSpaceFields } from './booths';
import { chatRouletteSpaceDefaults, chatRouletteSpaceFields } from './chatroulette';
import { cinemaSpaceDefaults, cinemaSpaceFields } from './cinema';
import { embeddedSpaceDefaults, embeddedSpaceFields } from './embedded';
import { jobsSpaceDefaults, jobsSpaceFields, reservedJobsSlugs } from './jobs';
import { mapSpaceDefaults, mapSpaceFields } from './maps';
import { meetingSpaceDefaults, meetingSpaceFields } from './meetings';
import { organizerUpload, organizerWrite } from './organizer';
import { uploadLimits } from './uploads';
import { posterSpaceDefaults, posterSpaceFields } from './posters';
import { presentationSpaceDefaults, presentationSpaceFields } from './presentations';
import { networkingSpaceDefaults, networkingSpaceFields } from './videocalls';

/**
 * The organiser console's spaces (issue 27, decision 0083): create, edit, publish and delete spaces of all
 * ten types. A space has the common fields (`type`, `name`, `slug`, `published`, `location_type`) and its
 * type's fields, flat beside them, by the names of the spec's entities; each type's schema lives with that
 * type's other contracts and is gathered here. Owners and instance administrators only.
 */

export const organizerSpaceMessages = {
  slug: 'Use 1 to 50 lowercase letters, digits and hyphens, starting with a letter or digit.',
  slugTaken: 'Another space of this kind in this event has this address.',
  slugReserved: 'This address is reserved for spaces of this kind; choose another.',
  name: 'Give the space a name.',
  nameTooLong: 'Keep the name under 100 characters.',
  type: 'Choose one of the ten kinds of space.',
  /** Names what refers to the space (`{{what}}`: the references' details, joined by semicolons). */
  inUse: (what: string) => `This space is still in use: ${what}.`,
  unknownMap: 'Choose a map of this event.',
} as const;

export const organizerSpaceErrorCodes = {
  /** Delete refused: something still refers to the space (the detail names what). */
  spaceInUse: 'space_in_use',
} as const;

/** A space's address within its kind: what `/{eventSlug}/{kind}/{slug}` shows. */
export const organizerSpaceSlug = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,49}$/, organizerSpaceMessages.slug);
export const organizerSpaceName = storableText().trim().min(1, organizerSpaceMessages.name).max(100, organizerSpaceMessages.nameTooLong);
/** Where the space takes place: the program groups and filters by it. */
export const spaceLocationType = z.enum(['virtual', 'hybrid', 'in_person']);
export type SpaceLocationType = z.infer<typeof spaceLocationType>;

/** The fields of each space type, as an organiser writes them (PATCH: any of them). */
export const spaceTypeFields = {
  map: mapSpaceFields,
  presentation: presentationSpaceFields,
  booth: boothSpaceFields,
  networking: networkingSpaceFields,
  cinema: cinemaSpaceFields,
  jobs: jobsSpaceFields,
  posters: posterSpaceFields,
  chat_roulette: chatRouletteSpaceFields,
  meeting: meetingSpaceFields,
  embedded: embeddedSpaceFields,
} as const satisfies Record<SpaceType, z.ZodObject>;
export type SpaceTypeFields<T extends SpaceType = SpaceType> = z.infer<(typeof spaceTypeFields)[T]>;

/** What a new space of each type has where the create body leaves a field out. */
export const spaceTypeDefaults: { readonly [T in SpaceType]: SpaceTypeFields<T> } = {
  map: mapSpaceDefaults,
  presentation: presentationSpaceDefaults,
  booth: boothSpaceDefaults,
  networking: networkingSpaceDefaults,
  cinema: cinemaSpaceDefaults,
  jobs: jobsSpaceDefaults,
  posters: posterSpaceDefaults,
  chat_roulette: chatRouletteSpaceDefaults,
  meeting: meetingSpaceDefaults,
  embedded: embeddedSpaceDefaults,
};

/** Slugs a space type keeps for its own paths (`/jobs/item/{id}/`). */
export const spaceTypeReservedSlugs: Partial<Record<SpaceType, readonly string[]>> = { jobs: reservedJobsSlugs };

const slugOf = (type: SpaceType) => {
  const reserved = spaceTypeReservedSlugs[type] ?? [];
  return reserved.length === 0 ? organizerSpaceSlug : organizerSpaceSlug.refine((s) => !reserved.includes(s), organizerSpaceMessages.slugReserved);
};

/** The common fields an organiser writes, by type (a type may reserve slugs). */
const commonFields = (type: SpaceType) => ({
  name: organizerSpaceName,
  slug: slugOf(type),
  published: z.boolean(),
  location_type: spaceLocationType,
});

const createVariant = <T extends SpaceType>(type: T) =>
  z
    .object({
      type: z.literal(type),
      ...commonFields(type),
      published: z.boolean().default(false),
      location_type: spaceLocationType.default('virtual'),
      ...spaceTypeFields[type].partial().shape,
    })
    .strict();

/** `POST …/organizer/spaces/`: the type, a name and a slug; the rest falls back to `spaceTypeDefaults`. */
export const createSpaceBody = z.discriminatedUnion('type', [
  createVariant('map'),
  createVariant('presentation'),
  createVariant('booth'),
  createVariant('networking'),
  createVariant('cinema'),
  createVariant('jobs'),
  createVariant('posters'),
  createVariant('chat_roulette'),
  createVariant('meeting'),
  createVariant('embedded'),
], { error: organizerSpaceMessages.type });
export type CreateSpaceBody = z.infer<typeof createSpaceBody>;

/**
 * `PATCH …/organizer/spaces/{spaceId}/` as the route reads it: any fields; the server checks them with
 * `spacePatchSchema` of the space's type (per-field 400s, an unknown field among them).
 */
export const spacePatchBody = z.object({}).catchall(z.unknown());

/** The exact PATCH body of a space of this type: the common fields and the type's, each optional (`fieldErrorsOf` words its refusal). */
export function spacePatchSchema(type: SpaceType) {
  return z
    .object({ ...commonFields(type), ...spaceTypeFields[type].shape })
    .partial()
    .strict();
}

/** One thing that refers to a space, so that deleting it is refused until it is gone (`kind` names the owner of it). */
export const spaceReference = z.object({
  /** `menu_entry`, `map_area`, `home_space`, `program_items`, `booths_on_map`, … */
  kind: z.string(),
  /** What refers, in words: the menu entry's text, the area's label and map, a count. */
  detail: z.string(),
});
export type SpaceReference = z.infer<typeof spaceReference>;

/** What a map space answers besides its fields: the size of its image, read from the file. */
const mapReplyExtras = { image_width: z.number().int(), image_height: z.number().int() };

const replyVariant = <T extends SpaceType>(type: T, extras: z.ZodRawShape = {}) =>
  z.object({
    id: z.number().int(),
    type: z.literal(type),
    name: z.string(),
    slug: z.string(),
    published: z.boolean(),
    location_type: spaceLocationType,
    /** The space's image (a background, a meeting space's picture, the map); uploaded apart, null without one. */
    image: z.string().nullable(),
    ...spaceTypeFields[type].shape,
    ...extras,
    /** What refers to the space (the single-space reply only): deleting it is refused while this is not empty. */
    referenced_by: z.array(spaceReference).optional(),
  });

/** A space as the console shows it: the common fields, the type's fields and the image. */
export const organizerSpace = z.discriminatedUnion('type', [
  replyVariant('map', mapReplyExtras),
  replyVariant('presentation'),
  replyVariant('booth'),
  replyVariant('networking'),
  replyVariant('cinema'),
  replyVariant('jobs'),
  replyVariant('posters'),
  replyVariant('chat_roulette'),
  replyVariant('meeting'),
  replyVariant('embedded'),
]);
export type OrganizerSpace = z.infer<typeof organizerSpace>;

export const organizerSpaceParams = eventSlugParams.extend({ spaceId: recordIdParam });

/**
 * Space images (backgrounds, pictures) and map images, as the event's pictures: at most 10 MB and 40
 * megapixels; a map keeps its own size up to WebP's largest (16,383 pixels a side), others are fitted.
 */
export const spaceImageLimits = { bytes: uploadLimits.image.bytes, inputPixels: uploadLimits.image.inputPixels, side: 16_383, backgroundSide: 2560 } as const;

export const organizerSpaceRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/spaces/', summary: 'Every space of the event with its fields (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, reply: paged(organizerSpace),
    errors: eventRefusals,
  }),
  create: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/spaces/', summary: 'Create a space of any type (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: createSpaceBody, reply: organizerSpace, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  detail: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/spaces/:spaceId/', summary: 'A space with its fields and what refers to it (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerSpaceParams, reply: organizerSpace,
    errors: eventRefusals,
  }),
  update: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/organizer/spaces/:spaceId/', summary: "Change a space's fields, publish or close it (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerSpaceParams, body: spacePatchBody, reply: organizerSpace, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  remove: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/spaces/:spaceId/', summary: 'Delete a space nothing refers to (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerSpaceParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: [...eventRefusals, 409],
  }),
  putImage: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/spaces/:spaceId/image/', summary: "Upload a space's image (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerSpaceParams, upload: { field: 'image', kinds: ['image'] },
    reply: organizerSpace, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  deleteImage: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/spaces/:spaceId/image/', summary: "Remove a space's image (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerSpaceParams, reply: organizerSpace, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};
