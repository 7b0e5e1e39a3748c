import { z } from 'zod';
import { boothDocumentParams, boothParams, boothSpaceFields, boothType, boothVideoParams } from './booths';
import { defineRoute, eventRefusals, eventSlugParams, fieldErrors, paged, recordId, recordIdParam, storableText } from './http';
import { consoleListQuery, organizerUpload, organizerWrite } from './organizer';
import { organizerSpaceName, organizerSpaceSlug } from './organizer-spaces';
import { webAddress } from './space-fields';
import { uploadLimits, uploadTooLarge } from './uploads';

/**
 * The organiser console's booths (issue 28, decision 0085): categories, booths with every field of the spec's
 * booth entities (spec 1 §3, spec 3 §3), their pictures, documents, videos, jobs, staff and sponsored
 * sessions, and a CSV import. Owners (and instance administrators) do everything; a booth's own staff edit
 * its texts, documents, videos and jobs (guard `booth-staff`), never another booth nor the event.
 */

export const organizerBoothMessages = {
  slugTaken: 'Another booth of this event has this address.',
  notBoothStaff: 'Only the staff of this booth and the owners of this event may do this.',
  ownersOnlyFields: (fields: string) => `Only the owners of this event may change ${fields}.`,
  categoryName: 'Give the category a name.',
  categoryNameTooLong: 'Keep the category under 100 characters.',
  categoryTaken: 'This map has a category of this name already.',
  unknownMap: 'Choose a map of this event.',
  unknownCategory: 'Choose a category of this event.',
  categoryOnOtherMap: "Choose a category of the booth's map.",
  notOnList: "Choose people on this event's list.",
  notStaff: "Choose one of this booth's staff.",
  unknownSession: 'Choose program items of this event.',
  onlyPdf: 'Only PDF documents can be used here.',
  pdfTooLarge: uploadTooLarge.document,
  videoSite: 'Enter the address of a YouTube or Vimeo video.',
  documentName: 'Give the document a name.',
  videoName: 'Give the video a name.',
  jobTitle: 'Give the job a title.',
  email: 'Enter a valid e-mail address.',
  /** A template (decision 0073): `{{count}}` rows. */
  importHasErrors: (n: number) => (n === 1 ? 'One row has errors: nothing was imported.' : `${n} rows have errors: nothing was imported.`),
  csvHeader: 'The first line must name the columns, at least slug and name.',
  csvEmpty: 'The file has no booths below its header.',
  csvTooLarge: uploadTooLarge.table,
  csvTooManyRows: 'A file imports at most 1,000 booths.',
  csvUnreadable: (line: number) => `The file cannot be read as CSV (line ${line}).`,
  slugTwice: (row: number) => `This address is in row ${row} already.`,
  yesOrNo: 'Enter yes or no.',
} as const;

export const organizerBoothErrorCodes = {
  /** A `booth-staff` route asked by someone who neither staffs that booth nor owns the event. */
  notBoothStaff: 'not_booth_staff',
  /** Another booth (a booth space) of the event has the slug. */
  boothSlugTaken: 'booth_slug_taken',
  /** A real import of a file with bad rows: nothing was written. */
  importHasErrors: 'booth_import_has_errors',
} as const;

export const boothUploadLimits = { pdfBytes: uploadLimits.document.bytes, csvBytes: uploadLimits.table.bytes, csvRows: 1000 } as const;

const categoryName = storableText().trim().min(1, organizerBoothMessages.categoryName).max(100, organizerBoothMessages.categoryNameTooLong);

/** A booth category as the console lists it: its map, its order and how many booths are in it. */
export const organizerBoothCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  map: z.number().int(),
  map_name: z.string(),
  num_of_booths: z.number().int(),
});
export type OrganizerBoothCategory = z.infer<typeof organizerBoothCategory>;

export const boothCategoryBody = z.object({ name: categoryName, map: recordId, order: z.number().int().min(0).max(100_000).optional() }).strict();
export const boothCategoryPatch = z.object({ name: categoryName, order: z.number().int().min(0).max(100_000) }).partial().strict();

/** A booth's texts: what its own staff may change too. */
export const boothTextFields = z.object({
  name: organizerSpaceName,
  subtitle: boothSpaceFields.shape.subtitle,
  description: boothSpaceFields.shape.description,
  physical_location: boothSpaceFields.shape.physical_location,
  website: boothSpaceFields.shape.website,
  help_content: boothSpaceFields.shape.help_content,
  color: boothSpaceFields.shape.color,
});

/** What only owners change: the address, size, map, category, visitor list, custom image address, order. */
export const boothOwnerFields = z.object({
  slug: organizerSpaceSlug,
  type: boothType,
  map: recordId.nullable(),
  category: recordId.nullable(),
  enable_visitor_list: z.boolean(),
  custom_booth_url: webAddress.nullable(),
  order: z.number().int().min(0).max(100_000),
});
export const boothOwnerFieldNames = Object.keys(boothOwnerFields.shape) as (keyof typeof boothOwnerFields.shape)[];

export const createBoothBody = boothTextFields
  .partial()
  .extend({ name: organizerSpaceName })
  .merge(boothOwnerFields.partial().extend({ slug: organizerSpaceSlug }))
  // Opening and closing a booth later is the spaces section's (it tells open pages).
  .extend({ published: z.boolean().optional() })
  .strict();
export type CreateBoothBody = z.infer<typeof createBoothBody>;
export const boothPatch = boothTextFields.merge(boothOwnerFields).partial().strict();
export type BoothPatch = z.infer<typeof boothPatch>;

/** A person of the event as a booth's staff list shows them. */
export const organizerBoothPerson = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() });

export const organizerBoothDocument = z.object({ id: z.number().int(), name: z.string(), url: z.string(), order: z.number().int() });
export const organizerBoothVideo = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  embedded_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  order: z.number().int(),
});
export const organizerBoothJob = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  email: z.string(),
  /** A staff member of the booth (user id), or null. */
  assigned_staff: z.number().int().nullable(),
});
export type OrganizerBoothJob = z.infer<typeof organizerBoothJob>;

/** A program item a booth may sponsor, and the booth that sponsors it now. */
export const sponsorableSession = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  sponsor: z.number().int().nullable(),
});
export type SponsorableSession = z.infer<typeof sponsorableSession>;

/** A booth a person staffs, as "My booth" lists it. */
export const staffedBooth = z.object({ slug: z.string(), name: z.string() });

/** One booth in the console's list. */
export const organizerBoothSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  logo: z.string().nullable(),
  type: boothType,
  published: z.boolean(),
  map: z.number().int().nullable(),
  category: z.number().int().nullable(),
  staff_count: z.number().int(),
});
export type OrganizerBoothSummary = z.infer<typeof organizerBoothSummary>;

/** A booth with everything the console edits; `can_edit_all` is false for its staff (texts, documents, videos, jobs). */
export const organizerBooth = organizerBoothSummary.extend({
  description: z.string(),
  physical_location: z.string(),
  website: z.string(),
  help_content: z.string(),
  color: z.string(),
  image: z.string().nullable(),
  booth_logo_url: z.string().nullable(),
  custom_booth_url: z.string().nullable(),
  enable_visitor_list: z.boolean(),
  order: z.number().int(),
  map_slug: z.string().nullable(),
  staff: z.array(organizerBoothPerson),
  documents: z.array(organizerBoothDocument),
  videos: z.array(organizerBoothVideo),
  jobs: z.array(organizerBoothJob),
  sponsored_sessions: z.array(z.number().int()),
  can_edit_all: z.boolean(),
});
export type OrganizerBooth = z.infer<typeof organizerBooth>;

/** The pictures of a booth, each set by upload and cleared by DELETE. */
export const boothFileField = z.enum(['logo', 'image', 'booth_logo_url', 'custom_booth_url']);
export type BoothFileField = z.infer<typeof boothFileField>;

export const boothStaffBody = z.object({ staff: z.array(recordId).max(100) }).strict();
export const sponsoredSessionsBody = z.object({ items: z.array(recordId).max(500) }).strict();

const documentName = storableText().trim().min(1, organizerBoothMessages.documentName).max(200, 'Keep the name under 200 characters.');
const videoName = storableText().trim().min(1, organizerBoothMessages.videoName).max(200, 'Keep the name under 200 characters.');
const position = z.number().int().min(0).max(100_000);

export const boothDocumentPatch = z.object({ name: documentName, order: position }).partial().strict();
export const documentUploadQuery = z.object({ name: documentName.optional() });

/**
 * An address of a video on YouTube or Vimeo (the two sites the booth's player embeds, spec 3 §3); which site
 * and video it names is read by `parseVideoSite` of `@foyer/domain` (the server refuses others per field).
 */
export const videoSiteUrl = webAddress;
export const embeddedVideoBody = z.object({ name: videoName, embedded_url: videoSiteUrl }).strict();
export const boothVideoPatch = z.object({ name: videoName, embedded_url: videoSiteUrl, order: position }).partial().strict();
export const videoUploadQuery = z.object({ name: videoName.optional() });

export const boothJobBody = z
  .object({
    title: storableText().trim().min(1, organizerBoothMessages.jobTitle).max(200, 'Keep the title under 200 characters.'),
    /** HTML, cleaned when stored. */
    description: storableText().max(20_000, 'Keep the description under 20,000 characters.').default(''),
    email: z.string().trim().toLowerCase().email(organizerBoothMessages.email).max(254),
    assigned_staff: recordId.nullable().default(null),
  })
  .strict();
export const boothJobPatch = z
  .object({ title: boothJobBody.shape.title, description: storableText().max(20_000), email: boothJobBody.shape.email, assigned_staff: recordId.nullable() })
  .partial()
  .strict();

/** `1`/`true` for a preview that writes nothing. */
const flag = z.enum(['1', '0', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true');
export const boothImportQuery = z.object({ dry_run: flag });

/** The CSV's columns: `slug` and `name` are needed, the others optional (`map` by slug, `category` by name on that map). */
export const boothCsvColumns = [
  'slug', 'name', 'subtitle', 'type', 'color', 'physical_location', 'website', 'description', 'help_content', 'map', 'category',
  'enable_visitor_list', 'custom_booth_url',
] as const;

export const boothImportRow = z.object({
  /** The row's line in the file, the header being line 1. */
  row: z.number().int(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(['new', 'update', 'invalid']),
  /** Per column, for an invalid row; empty otherwise. */
  errors: fieldErrors,
});
export type BoothImportRow = z.infer<typeof boothImportRow>;

export const boothImportReply = z.object({
  dry_run: z.boolean(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(boothImportRow),
});
export type BoothImportReply = z.infer<typeof boothImportReply>;

export const boothCategoryParams = eventSlugParams.extend({ categoryId: recordIdParam });
export const boothFileParams = boothParams.extend({ field: boothFileField });
export const boothJobParams = boothParams.extend({ jobId: recordIdParam });

const booths = '/api/events/:eventSlug/organizer/booths';
const ownBooth = `${booths}/:boothSlug`;
const refusals = [...eventRefusals, 409] as const;

export const organizerBoothRoutes = {
  categories: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/booth-categories/', summary: 'Booth categories of every map (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, reply: paged(organizerBoothCategory),
    errors: eventRefusals,
  }),
  createCategory: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/booth-categories/', summary: 'Add a booth category to a map (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: boothCategoryBody, reply: organizerBoothCategory, status: 201, rateLimit: organizerWrite,
    errors: refusals,
  }),
  updateCategory: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/organizer/booth-categories/:categoryId/', summary: 'Rename or reorder a booth category (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: boothCategoryParams, body: boothCategoryPatch, reply: organizerBoothCategory, rateLimit: organizerWrite,
    errors: refusals,
  }),
  deleteCategory: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/booth-categories/:categoryId/', summary: 'Remove a booth category; its booths keep none (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: boothCategoryParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  list: defineRoute({
    method: 'GET', path: `${booths}/`, summary: 'The booths of an event, open or closed (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: consoleListQuery, reply: paged(organizerBoothSummary),
    errors: eventRefusals,
  }),
  create: defineRoute({
    method: 'POST', path: `${booths}/`, summary: 'Create a booth (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: createBoothBody, reply: organizerBooth, status: 201, rateLimit: organizerWrite,
    // 409 `booth_slug_taken`.
    errors: refusals,
  }),
  import: defineRoute({
    method: 'POST', path: `${booths}/import/`, summary: 'Create or update booths from CSV; dry_run=1 previews (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: boothImportQuery, upload: { field: 'file', kinds: ['table'] },
    reply: boothImportReply, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  sessions: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/booth-sessions/', summary: 'Program items a booth may sponsor (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, reply: paged(sponsorableSession),
    errors: eventRefusals,
  }),
  mine: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/my-booths/', summary: 'The booths of the event the person staffs ("My booth")', tags: ['organizer'],
    // Anyone signed in: answered only their own booths (none for most).
    auth: 'user', organizer: 'signed-in', params: eventSlugParams, reply: paged(staffedBooth),
    errors: [404],
  }),
  detail: defineRoute({
    method: 'GET', path: `${ownBooth}/`, summary: 'A booth with everything the console edits (owners, its staff)', tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothParams, reply: organizerBooth,
    errors: eventRefusals,
  }),
  update: defineRoute({
    method: 'PATCH', path: `${ownBooth}/`, summary: "Change a booth's fields (owners; its staff: its texts)", tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothParams, body: boothPatch, reply: organizerBooth, rateLimit: organizerWrite,
    errors: refusals,
  }),
  remove: defineRoute({
    method: 'DELETE', path: `${ownBooth}/`, summary: 'Delete a booth nothing refers to (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: boothParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: refusals,
  }),
  putFile: defineRoute({
    method: 'PUT', path: `${ownBooth}/files/:field/`, summary: "Upload a booth's logo or image (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: boothFileParams, upload: { field: 'file', kinds: ['image'] },
    reply: organizerBooth, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  deleteFile: defineRoute({
    method: 'DELETE', path: `${ownBooth}/files/:field/`, summary: "Remove a booth's logo or image (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: boothFileParams, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  putStaff: defineRoute({
    method: 'PUT', path: `${ownBooth}/staff/`, summary: "Set a booth's staff from the event's people (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: boothParams, body: boothStaffBody, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  putSessions: defineRoute({
    method: 'PUT', path: `${ownBooth}/sponsored-sessions/`, summary: 'Set the program items a booth sponsors (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: boothParams, body: sponsoredSessionsBody, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  addDocument: defineRoute({
    method: 'POST', path: `${ownBooth}/documents/`, summary: 'Add a PDF document to a booth (owners, its staff)', tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothParams, query: documentUploadQuery, upload: { field: 'file', kinds: ['document'] },
    reply: organizerBooth, status: 201, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  updateDocument: defineRoute({
    method: 'PATCH', path: `${ownBooth}/documents/:documentId/`, summary: "Rename or reorder a booth's document (owners, its staff)", tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothDocumentParams, body: boothDocumentPatch, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  deleteDocument: defineRoute({
    method: 'DELETE', path: `${ownBooth}/documents/:documentId/`, summary: "Remove a booth's document (owners, its staff)", tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothDocumentParams, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  addEmbeddedVideo: defineRoute({
    method: 'POST', path: `${ownBooth}/videos/`, summary: 'Add a YouTube or Vimeo video to a booth (owners, its staff)', tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothParams, body: embeddedVideoBody, reply: organizerBooth, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  addVideoFile: defineRoute({
    method: 'POST', path: `${ownBooth}/videos/upload/`, summary: 'Add a video file (MP4 or WebM) to a booth (owners, its staff)', tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothParams, query: videoUploadQuery, upload: { field: 'file', kinds: ['video'] },
    reply: organizerBooth, status: 201, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  putVideoThumbnail: defineRoute({
    method: 'PUT', path: `${ownBooth}/videos/:videoId/thumbnail/`, summary: "Give a booth's video file its still (owners, its staff)", tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothVideoParams, upload: { field: 'file', kinds: ['image'] },
    reply: organizerBooth, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  updateVideo: defineRoute({
    method: 'PATCH', path: `${ownBooth}/videos/:videoId/`, summary: "Rename, reorder or relink a booth's video (owners, its staff)", tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothVideoParams, body: boothVideoPatch, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  deleteVideo: defineRoute({
    method: 'DELETE', path: `${ownBooth}/videos/:videoId/`, summary: "Remove a booth's video (owners, its staff)", tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothVideoParams, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  addJob: defineRoute({
    method: 'POST', path: `${ownBooth}/jobs/`, summary: 'Offer a job at a booth (owners, its staff)', tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothParams, body: boothJobBody, reply: organizerBooth, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  updateJob: defineRoute({
    method: 'PATCH', path: `${ownBooth}/jobs/:jobId/`, summary: "Change a booth's job (owners, its staff)", tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothJobParams, body: boothJobPatch, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  deleteJob: defineRoute({
    method: 'DELETE', path: `${ownBooth}/jobs/:jobId/`, summary: "Withdraw a booth's job (owners, its staff)", tags: ['organizer'],
    auth: 'user', organizer: 'booth-staff', params: boothJobParams, reply: organizerBooth, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};

/**
 * Pushed to `event:<slug>` when the console changed a booth (its fields, files, staff, documents, videos, jobs,
 * sponsored sessions) or removed it: open booth pages and lists read it again. `id` 0 and `slug` '' name several
 * booths at once (an import, a category).
 */
export const updatedBooth = z.object({ event_slug: z.string(), id: z.number().int(), slug: z.string() });
export type UpdatedBooth = z.infer<typeof updatedBooth>;
