import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, recordId, recordIdParam, slugParam, storableText } from './http';
import { basicUser, videocallStatus } from './users';
import { spaceHelpContent, webAddress } from './space-fields';

/**
 * Booths (spec 1 "Booth browser", spec 3 "Booth staff tools"). A booth is a space of type `booth`; its
 * `id` is that space's id and its `slug` the space's slug, so map areas, menus and
 * `updated_published_space` name booths the same way.
 */

export const boothTypes = ['small', 'medium', 'large'] as const;
export const boothType = z.enum(boothTypes);
export type BoothType = z.infer<typeof boothType>;

/** A booth category; categories belong to a map, `num_of_booths` counts that map's booths in it. */
export const boothCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  num_of_booths: z.number().int(),
});
export type BoothCategory = z.infer<typeof boothCategory>;

/** Booth (spec 1 §3): one entry of the booth sidebar and carousel. */
export const boothListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string(),
  /** Logo image URL, null without one (the client draws a placeholder). */
  logo: z.string().nullable(),
  slug: z.string(),
  /** User ids of the booth's staff. */
  staff_ids: z.array(z.number().int()),
  /** Slug of the map the booth stands on, null for a booth on no map. */
  map_slug: z.string().nullable(),
  physical_location: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  category: boothCategory.nullable(),
});
export type BoothListItem = z.infer<typeof boothListItem>;

/** A booth document (spec 3 §3); `url` is a `/files/…` address opened in a new tab. */
export const boothDocument = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type BoothDocument = z.infer<typeof boothDocument>;

/**
 * A booth video (spec 3 §3): a direct file (`url`) or a page of a video site (`embedded_url`).
 * `thumbnail` is derived from a YouTube or Vimeo `embedded_url` (see `@foyer/domain` videoThumbnail), or
 * a stored still for a file; null otherwise.
 */
export const boothVideo = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  embedded_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
});
export type BoothVideo = z.infer<typeof boothVideo>;

/**
 * Staff (spec 3 §3) as the booth page's staff slider and popover show them; `jobtitle` and `company`
 * (our addition) are empty when the staff member hides them (`hidden_profile_fields`).
 */
export const boothStaff = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mugshot: z.string().nullable(),
  jobtitle: z.string(),
  company: z.string(),
  /** Whether the staff member has a live logged-in socket in the event (issue 9, presence). */
  is_online: z.boolean(),
  videocall_status: videocallStatus.nullable(),
});
export type BoothStaff = z.infer<typeof boothStaff>;

/** A program row the booth sponsors (shown in its "sponsored sessions" tab). */
export const sponsoredSession = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  space_id: z.number().int(),
});
export type SponsoredSession = z.infer<typeof sponsoredSession>;

/**
 * The signed-in visitor's own business card at a booth (spec 3 §3 fields the visitor may see): the
 * `give-business-card` answer, and `my_business_card` of the booth detail. Defined here because the
 * business-card contracts build on the booth ones.
 */
export const ownBusinessCard = z.object({
  id: z.number().int(),
  include_email: z.boolean(),
  message: z.string(),
  /** The staff member the visitor addressed (user id). */
  staff: z.number().int().nullable(),
  /** The staff member following the card up (user id). */
  assigned_to: z.number().int().nullable(),
  is_auto: z.boolean(),
  ignore_incognito_mode: z.boolean(),
  created: z.string(),
  updated: z.string(),
});
export type OwnBusinessCard = z.infer<typeof ownBusinessCard>;

/** Booth detail (spec 3 §3 plus the list fields of spec 1 §3). */
export const boothDetail = boothListItem.extend({
  type: boothType,
  /** The booth card image (a custom drawing of the whole booth); null draws the booth by `type`. */
  image: z.string().nullable(),
  /** Logo shown on the booth card's fascia. */
  booth_logo_url: z.string().nullable(),
  /** Brand colour of the booth card (`#rrggbb`). */
  color: z.string(),
  videos: z.array(boothVideo),
  /** An image that replaces the booth card rendering altogether. */
  custom_booth_url: z.string().nullable(),
  documents: z.array(boothDocument),
  sponsored_sessions: z.array(sponsoredSession),
  website: z.string(),
  staff: z.array(boothStaff),
  has_jobs: z.boolean(),
  /** Slug of the event's jobs space (for "all jobs of this booth"), null when the event has none. */
  jobs_slug: z.string().nullable(),
  enable_visitor_list: z.boolean(),
  /** Whether the signed-in person already left a business card at this booth. */
  left_business_card: z.boolean(),
  /**
   * That card itself, null before one (our addition): the leave-card modal locks and prefills from it in
   * any browser (spec 3 §4). Only ever the asking person's own card.
   */
  my_business_card: ownBusinessCard.nullable(),
  /** Sanitised HTML. */
  help_content: z.string(),
});
export type BoothDetail = z.infer<typeof boothDetail>;

export const boothListQuery = z.object({
  /** Only booths of this category; an unknown category is refused (400 `{category_id: [...]}`). */
  category_id: recordIdParam.optional(),
  /** Words that must all appear somewhere in the name, ignoring case and accents. */
  search: storableText().max(100).optional(),
  limit: pageLimit(999, 999),
  offset: pageOffset(),
});

export const boothCategoriesQuery = z.object({
  limit: pageLimit(999, 999),
  offset: pageOffset(),
});

export const mapBoothsParams = eventSlugParams.extend({ mapSlug: slugParam });
export const boothParams = eventSlugParams.extend({ boothSlug: slugParam });
export const boothDocumentParams = boothParams.extend({ documentId: recordIdParam });
export const boothVideoParams = boothParams.extend({ videoId: recordIdParam });

/** Answer of a recorded document download: the address to open. */
export const documentDownload = z.object({ id: z.number().int(), url: z.string() });

/** A booth document with its download count, for the booth's staff and the event's organisers. */
export const boothDocumentStats = boothDocument.extend({ downloads: z.number().int() });

export const boothRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/booths/', summary: 'Booths of the event (open ones; organisers see all)', tags: ['booths'],
    auth: 'user', params: eventSlugParams, query: boothListQuery, reply: paged(boothListItem),
    errors: eventRefusals,
  }),
  listOfMap: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/maps/:mapSlug/booths/', summary: 'Booths standing on a map', tags: ['booths'],
    auth: 'user', params: mapBoothsParams, query: boothListQuery, reply: paged(boothListItem),
    errors: eventRefusals,
  }),
  categories: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/maps/:mapSlug/booths/categories/', summary: 'Booth categories of a map with their counts', tags: ['booths'],
    auth: 'user', params: mapBoothsParams, query: boothCategoriesQuery, reply: paged(boothCategory),
    errors: eventRefusals,
  }),
  detail: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/booths/:boothSlug/', summary: 'Booth detail', tags: ['booths'],
    auth: 'user', params: boothParams, reply: boothDetail,
    errors: eventRefusals,
  }),
  downloadDocument: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/booths/:boothSlug/documents/:documentId/download/',
    summary: 'Record a download of a booth document and answer its address', tags: ['booths'],
    // Counted at most once per person, document and hour (docs/realtime.md).
    auth: 'user', params: boothDocumentParams, reply: documentDownload, status: 201, rateLimit: { max: 60, windowSeconds: 60 },
    errors: eventRefusals,
  }),
  playVideo: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/booths/:boothSlug/videos/:videoId/play/',
    summary: "Record a play of a booth video (the booth's figures)", tags: ['booths'],
    // Counted at most once per person, video and hour, as downloads are.
    auth: 'user', params: boothVideoParams, reply: z.object({ id: z.number().int() }), status: 201, rateLimit: { max: 60, windowSeconds: 60 },
    errors: eventRefusals,
  }),
  documentStats: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/booths/:boothSlug/documents/',
    summary: 'Documents of a booth with their download counts (booth staff, owners, organisers)', tags: ['booths'],
    auth: 'user', allows: ['booth-staff', 'event-moderator'], params: boothParams, reply: paged(boothDocumentStats),
    errors: eventRefusals,
  }),
};

/** A booth visitor as realtime payloads carry it (privacy rules of spec 3 §4 applied). */
export const boothVisitor = basicUser;
export type BoothVisitor = z.infer<typeof boothVisitor>;

export const boothIdPayload = z.object({ booth_id: recordId });

/** Booth realtime events (docs/realtime.md, "Booth visitors"). */
export const boothClientEvents = {
  /** The person opened the booth page: they appear in its visitor list. */
  join_booth_space: boothIdPayload,
  leave_booth_space: boothIdPayload,
  /** Staff of the booth only, when it enables its visitor list and the event shows the booth sidebar. */
  subscribe_to_booth_vistors: boothIdPayload,
  unsubscribe_from_booth_vistors: boothIdPayload,
} as const;

export const boothServerEvents = {
  joined_booth_space: z.object({ booth_id: z.number().int(), user: boothVisitor }),
  left_booth_space: z.object({ booth_id: z.number().int(), user: boothVisitor }),
  /** Sent to a socket right after `subscribe_to_booth_vistors`: who is at the booth now. */
  booth_visitors: z.object({ booth_id: z.number().int(), users: z.array(boothVisitor) }),
} as const;

/**
 * What an organiser gives a booth space (issue 27): the booth's own fields (spec 1 and 3 §3, by their
 * names), the map it stands on (a map space of the event, by id) and its category on that map, by name
 * (made when new). The booth detail's `type` (its card's size) is `booth_type` here, since a space's `type` is
 * its kind. Logos, images, staff, documents and videos are not set here.
 */
export const boothSpaceMessages = {
  categoryNeedsMap: "A category belongs to a map: choose the booth's map first.",
} as const;

export const boothSpaceFields = z.object({
  subtitle: storableText().trim().max(200, 'Keep the subtitle under 200 characters.'),
  /** HTML, cleaned when stored. */
  description: storableText().max(20_000, 'Keep the description under 20,000 characters.'),
  physical_location: storableText().trim().max(200, 'Keep the location under 200 characters.'),
  booth_type: boothType,
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #RRGGBB.'),
  website: z.union([z.literal(''), webAddress]),
  help_content: spaceHelpContent,
  enable_visitor_list: z.boolean(),
  map: recordId.nullable(),
  category: storableText().trim().min(1, 'Give the category a name, or none.').max(100, 'Keep the category under 100 characters.').nullable(),
});
export type BoothSpaceFields = z.infer<typeof boothSpaceFields>;
export const boothSpaceDefaults: BoothSpaceFields = {
  subtitle: '', description: '', physical_location: '', booth_type: 'medium', color: '#5b3cc4', website: '', help_content: '',
  enable_visitor_list: false, map: null, category: null,
};
