import { z } from 'zod';
import { catalogueLocales, noEventSegments, reservedSlugs } from './constants';
import { defineRoute, eventRefusals, eventSlugParams, paged, pagination, recordId, recordIdParam, slugParam, storableText } from './http';
import { rateLimits } from './rate-limits';
import { eventPreview, previewConfig } from './events';
import { uploadLimits, uploadTooLarge } from './uploads';

/**
 * The organiser console's own routes (issue 27, decision 0081): events, their settings, their people and
 * roles, and the change log. Each feature's console section owns the routes of its part; these are the
 * events feature's and the identity core's. Every route but the instance-wide event list and creation
 * answers only to the event's owners (and instance administrators): 403 `{detail, code}` to anyone else.
 */

/** Codes of the console's refusals, for the web app to branch on (decision 0081). */
export const organizerErrorCodes = {
  /** An owner-only route, asked by someone who is neither an owner of the event nor an instance administrator. */
  notEventOwner: 'not_event_owner',
  /** The people list, asked by someone who is neither an owner nor a moderator of the event. */
  notEventModerator: 'not_event_moderator',
  /** Creating events (and checking addresses for them) is for instance administrators. */
  notAdministrator: 'not_administrator',
  /** Another event has the slug. */
  slugTaken: 'slug_taken',
  /** The last owner of an event cannot be removed nor lose `owner`. */
  lastOwner: 'last_owner',
  /** Deleting an event with people on its list needs `confirm_people: true`. */
  confirmPeople: 'confirm_people',
  /** The person is on the event's list already. */
  alreadyMember: 'already_member',
  /** `home_space` names a space of another event (or none). */
  homeSpaceNotInEvent: 'home_space_not_in_event',
} as const;

/** The console's refusal texts (the web app translates them by their English, decision 0073). */
export const organizerMessages = {
  notEventOwner: 'Only the owners of this event may do this.',
  notEventModerator: 'Only the owners and moderators of this event may see its people.',
  /** The `moderate` guard's refusal (same code as reading the people, `not_event_moderator`). */
  notEventModeratorToModerate: 'Only the owners and moderators of this event may do this.',
  notAdministrator: 'Only instance administrators may create events.',
  slugTaken: 'Another event has this address already.',
  lastOwner: 'An event keeps at least one owner: make someone else an owner first.',
  confirmSlug: "Type the event's address to confirm.",
  /** A template (decision 0073): `{{count}}` people besides its owners. */
  confirmPeople: "{{count}} people are on this event's list: confirm once more that they lose it too.",
  alreadyMember: 'This person is on the list already.',
  homeSpaceNotInEvent: 'Choose a space of this event.',
  endBeforeStart: 'The last day cannot come before the first.',
  neitherOnlineNorInPerson: 'An event takes place online, in person or both.',
  onlyPictures: 'Only pictures (JPEG, PNG, WebP, GIF, AVIF or TIFF) can be used here.',
  pictureTooLarge: uploadTooLarge.image,
  onlyVideos: 'Only videos (MP4 or WebM) can be used here.',
  videoTooLarge: uploadTooLarge.video,
} as const;

/** The roles an organiser gives in the console; booth staff are given per booth, hosts and speakers per meeting. */
export const consoleRole = z.enum(['owner', 'moderator']);
export type ConsoleRole = z.infer<typeof consoleRole>;
/**
 * What lets a person into an event's console: a console role, or staffing one of its booths (decision 0085),
 * which shows only their booths' pages.
 */
export const consoleAccessRole = z.enum(['owner', 'moderator', 'booth_staff']);
export type ConsoleAccessRole = z.infer<typeof consoleAccessRole>;

/** Where an event stands: draft (unpublished), published (before its first day), running, over. */
export const eventStatus = z.enum(['draft', 'published', 'running', 'over']);
export type EventStatus = z.infer<typeof eventStatus>;

/**
 * Top-level paths of the web app and the server, which an event slug may not take (the event lives at
 * `/{eventSlug}/…`).
 */
export const reservedEventSlugs: readonly string[] = [
  ...new Set([...reservedSlugs, ...noEventSegments, 'manage', 'api', 'socket.io', 'assets', 'static', 'healthz', 'metrics', 'docs', 'admin', 'new']),
];

const slugMessage = 'Use 2 to 50 lowercase letters, digits and hyphens, starting with a letter or digit.';
/** An event's slug as an organiser chooses it: the address attendees type. */
export const newEventSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,49}$/, slugMessage)
  .refine((s) => !reservedEventSlugs.includes(s), 'This address is reserved; choose another.');

/** A calendar date, `YYYY-MM-DD`. */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
export const isoDate = z.string().regex(isoDay, { message: 'Enter a date as YYYY-MM-DD.', abort: true })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Enter a real date.');

/** An IANA time zone name the runtime knows. */
export const timeZoneName = z.string().min(1).max(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Choose a time zone from the list.');

export const eventLanguage = z.enum(catalogueLocales, { error: 'Choose one of the languages offered.' });

const eventName = storableText().trim().min(1, 'Give the event a name.').max(200, 'Keep the name under 200 characters.');
/** Compared only when both are dates (a malformed one has its own message). */
const endNotBeforeStart = (v: { start_date?: string; end_date?: string }) =>
  !v.start_date || !v.end_date || !isoDay.test(v.start_date) || !isoDay.test(v.end_date) || v.end_date >= v.start_date;
const endBeforeStart = { message: organizerMessages.endBeforeStart, path: ['end_date'] };

/** A page of one of the console's lists (events, people, invitations) and the words it is searched by. */
export const consoleListQuery = pagination.extend({
  /** Words matched against the names and addresses. */
  search: storableText().max(200).optional(),
});

/** One event in the console's list. */
export const organizerEventSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string(),
  language: z.string(),
  is_virtual: z.boolean(),
  is_in_person: z.boolean(),
  published: z.boolean(),
  status: eventStatus,
  /** People on the event's list (signed in or only invited). */
  people_count: z.number().int(),
  /** The asker's roles in the event (`booth_staff` when they staff a booth of it); empty for an administrator who holds none. */
  roles: z.array(consoleAccessRole),
});
export type OrganizerEventSummary = z.infer<typeof organizerEventSummary>;

export const organizerEventList = paged(organizerEventSummary).extend({
  /** Whether the asker is an instance administrator, who may create events. */
  can_create: z.boolean(),
});

export const createEventBody = z
  .object({
    slug: newEventSlug,
    name: eventName,
    start_date: isoDate,
    end_date: isoDate,
    timezone: timeZoneName,
    language: eventLanguage,
    is_virtual: z.boolean(),
    is_in_person: z.boolean(),
    /** The first owner; the creating administrator when left out. */
    owner_email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254).optional(),
  })
  .strict()
  .refine(endNotBeforeStart, endBeforeStart)
  .refine((v) => v.is_virtual || v.is_in_person, { message: organizerMessages.neitherOnlineNorInPerson, path: ['is_virtual'] });
export type CreateEventBody = z.infer<typeof createEventBody>;

export const slugCheckReply = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Why not: taken by another event, reserved, or not a valid slug (with the message). */
  reason: z.enum(['taken', 'reserved', 'invalid']).nullable(),
  detail: z.string().nullable(),
});

const richText = storableText().max(100_000, 'Keep the text under 100,000 characters.');
const line = (max: number) => storableText().trim().max(max, `Keep it under ${max} characters.`);
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #RRGGBB.');

/**
 * Everything about an event that its owners decide, by the names the event replies use. Images and the
 * intro video are files (`organizerRoutes.putFile`); here they are their public addresses. The entry data are
 * the preview's fields, with the home space by its id.
 */
export const eventSettings = eventPreview
  .omit({ home_space: true })
  .extend({
    id: z.number().int(),
    status: eventStatus,
    /** The space the event opens on, by id (null: the first menu entry). */
    home_space: z.number().int().nullable(),
    // Current event
    goodiebag_name: z.string(),
    enable_group_sessions: z.boolean(),
    enable_meeting_scheduling: z.boolean(),
    enable_performers: z.boolean(),
    enable_calendar: z.boolean(),
    enable_attendees: z.boolean(),
    enable_mobile_warning: z.boolean(),
    first_day_of_program: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    timezone: z.string(),
    is_virtual: z.boolean(),
    is_in_person: z.boolean(),
    contact_email: z.string().nullable(),
    // Preview and configuration
    is_lite: z.boolean(),
    preview_config: previewConfig,
  });
export type EventSettings = z.infer<typeof eventSettings>;

/** A change of settings: any of the fields an owner writes (not the files, the id, slug or status). */
export const eventSettingsPatch = z
  .object({
    name: eventName,
    primary_color: hexColour,
    intro_text: richText,
    autostart_intro_video: z.boolean(),
    help_content: richText,
    terms: richText,
    privacy_statement: richText,
    login_form_addendum: richText,
    start_with_login_tab: z.boolean(),
    twitter_search: line(200),
    show_booth_sidebar: z.boolean(),
    // Ids are PostgreSQL integers: a larger number would fail the lookup (a 500) instead of the field.
    home_space: recordId.nullable(),
    goodiebag_name: line(60).min(1, 'Give the goodie bag a name.'),
    enable_group_sessions: z.boolean(),
    enable_meeting_scheduling: z.boolean(),
    enable_performers: z.boolean(),
    enable_calendar: z.boolean(),
    enable_attendees: z.boolean(),
    enable_mobile_warning: z.boolean(),
    first_day_of_program: isoDate.nullable(),
    start_date: isoDate,
    end_date: isoDate,
    timezone: timeZoneName,
    is_virtual: z.boolean(),
    is_in_person: z.boolean(),
    language: eventLanguage,
    contact_email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254).nullable(),
    is_lite: z.boolean(),
    preview_config: previewConfig.partial().strict(),
    published: z.boolean(),
    invite_only: z.boolean(),
  })
  .partial()
  .strict()
  .refine(endNotBeforeStart, endBeforeStart);
export type EventSettingsPatch = z.infer<typeof eventSettingsPatch>;

/** Upload limits of the event's files (uploads.ts), shared so the web app refuses before sending. */
export const eventFileLimits = {
  imageBytes: uploadLimits.image.bytes,
  /** Width × height a picture may declare before it is decoded (a pixel bomb declares far more). */
  imageInputPixels: uploadLimits.image.inputPixels,
  videoBytes: uploadLimits.video.bytes,
} as const;

/** The files of an event's entry page, each set by upload and cleared by DELETE. */
export const eventFileField = z.enum(['logo', 'background_image', 'banner_image', 'intro_thumbnail_url', 'intro_video']);
export type EventFileField = z.infer<typeof eventFileField>;

export const deleteEventBody = z.object({
  /** The event's slug typed again. */
  confirm_slug: z.string(),
  /** Required when people are on the event's list: the second confirmation. */
  confirm_people: z.boolean().optional(),
}).strict();

/** A person on an event's list, as the console's people page shows them. */
export const eventMember = z.object({
  /** The person's user id. */
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(consoleRole),
  /** Booths the person staffs (their slugs). */
  staffed_booths: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  tags: z.array(z.string()),
  /** Whether they have entered the event; false for someone only invited. */
  signed_in: z.boolean(),
  joined_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
});
export type EventMember = z.infer<typeof eventMember>;

export const memberFilter = z.enum(['owner', 'moderator', 'staff', 'attendee', 'invited', 'signed_in']);
export const membersQuery = consoleListQuery.extend({
  filter: memberFilter.optional(),
  tag: storableText().max(100).optional(),
});

export const addMemberBody = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  roles: z.array(consoleRole).max(2).default([]),
}).strict();
export const updateMemberBody = z.object({
  roles: z.array(consoleRole).max(2).optional(),
  tags: z.array(storableText().trim().min(1).max(100)).max(50).optional(),
}).strict();
export const bulkTagBody = z.object({
  // Ids are PostgreSQL integers: a larger one failed the members' lookup with a 500 (a contract fuzz case).
  user_ids: z.array(recordId).min(1).max(1000),
  add: z.array(storableText().trim().min(1).max(100)).max(50).default([]),
  remove: z.array(storableText().trim().min(1).max(100)).max(50).default([]),
}).strict();

export const memberParams = eventSlugParams.extend({ userId: recordIdParam });
export const eventFileParams = eventSlugParams.extend({ field: eventFileField });

/** One entry of an event's change log: who changed what, when, from what to what. */
export const changeLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The console section the change belongs to: `event`, `members`, `spaces`, `navigation`, `maps`, … */
  area: z.string(),
  /** What was done: `created`, `updated`, `deleted`, `published`, `role_given`, … */
  action: z.string(),
  /** What it was done to, in words (a field set, a person's e-mail, a space's name). */
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntry>;

/** Owners' writes: a console session saves often, an import writes once. */
export const organizerWrite = { max: 120, windowSeconds: 60 } as const;
/** Uploads are decoded (pictures) or probed (the video): fewer, as for profile pictures. */
export const organizerUpload = { max: 10, windowSeconds: 60 } as const;

export const organizerRoutes = {
  listEvents: defineRoute({
    method: 'GET', path: '/api/organizer/events/', summary: 'Events the person owns (administrators: all)', tags: ['organizer'],
    auth: 'user', organizer: 'signed-in', query: consoleListQuery, reply: organizerEventList,
    errors: [],
  }),
  createEvent: defineRoute({
    method: 'POST', path: '/api/organizer/events/', summary: 'Create an event (instance administrators)', tags: ['organizer'],
    auth: 'user', organizer: 'administrator', body: createEventBody, reply: eventSettings, status: 201, rateLimit: rateLimits.write,
    errors: [403, 409],
  }),
  checkSlug: defineRoute({
    method: 'GET', path: '/api/organizer/events/slug/', summary: 'Whether an event address is free', tags: ['organizer'],
    auth: 'user', organizer: 'administrator', query: z.object({ slug: slugParam }), reply: slugCheckReply,
    errors: [403],
  }),
  settings: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/', summary: 'An event\'s settings (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, reply: eventSettings,
    errors: eventRefusals,
  }),
  updateSettings: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/organizer/', summary: 'Change an event\'s settings (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: eventSettingsPatch, reply: eventSettings, rateLimit: organizerWrite,
    // 422: `home_space` is not a space of the event.
    errors: [...eventRefusals, 422],
  }),
  deleteEvent: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/', summary: 'Delete an event (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: deleteEventBody, reply: z.undefined(), status: 204, rateLimit: rateLimits.write,
    errors: [...eventRefusals, 409],
  }),
  putFile: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/files/:field/', summary: 'Upload an entry-page image or the intro video (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventFileParams, upload: { field: 'file', kinds: ['image', 'video'] }, reply: eventSettings, rateLimit: organizerUpload,
    // Pictures and the video are judged by their bytes: a refusal is a field error under `file`.
    errors: eventRefusals,
  }),
  deleteFile: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/files/:field/', summary: 'Remove an entry-page image or the intro video (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventFileParams, reply: eventSettings, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  members: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/members/', summary: 'People on the event\'s list (owners; moderators read)', tags: ['organizer'],
    auth: 'user', organizer: 'read-people', params: eventSlugParams, query: membersQuery, reply: paged(eventMember),
    errors: eventRefusals,
  }),
  addMember: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/members/', summary: 'Put a person on the list with roles (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: addMemberBody, reply: eventMember, status: 201, rateLimit: organizerWrite,
    errors: [...eventRefusals, 409],
  }),
  updateMember: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/organizer/members/:userId/', summary: 'Give or take roles and tags (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: memberParams, body: updateMemberBody, reply: eventMember, rateLimit: organizerWrite,
    errors: [...eventRefusals, 409],
  }),
  removeMember: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/members/:userId/', summary: 'Take a person off the list (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: memberParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: [...eventRefusals, 409],
  }),
  tagMembers: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/members/tags/', summary: 'Give or take tags of many people at once (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: bulkTagBody, reply: z.object({ updated: z.number().int() }), rateLimit: organizerWrite,
    errors: [...eventRefusals],
  }),
  changes: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/changes/', summary: 'The event\'s change log, newest first (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: pagination.extend({ area: z.string().max(40).optional() }), reply: paged(changeLogEntry),
    errors: eventRefusals,
  }),
};

/**
 * Pushed to `event:<slug>` when an owner changes the event's settings, so pages already open read the
 * event (preview and current) again. `fields` names what changed.
 */
export const updatedEvent = z.object({ event_slug: z.string(), fields: z.array(z.string()) });
