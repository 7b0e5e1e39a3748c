import { z } from 'zod';
import { slowModeMaxSeconds } from './moderation-chat-rules';
import { spaceTypes } from './common';
import { previewConfig } from './events';
import { boothTypes } from './booths';
import { cinemaVideoKind } from './cinema';
import { mapAreaShape, mapWidget } from './maps';
import { programEntryType, programLocationType } from './program';
import { presentationKind } from './presentations';
import { defineRoute, eventRefusals, eventSlugParams } from './http';
import { newEventSlug } from './organizer';
import { uploadLimits } from './uploads';

/**
 * A whole event as one document (issue 28, decision 0089): a zip holding `manifest.json` and the files it
 * names, each stored once under `files/<sha256>`. The manifest is the envelope (format, version, files)
 * and one section per feature's archive part, each a list of rows in the names of the tables' columns.
 * Rows refer to each other by archive-local keys (`key`, numbered from 1 per kind in the order of the
 * source's ids); an import maps them to the new rows' ids. Person references are keys of `people`, present
 * only when the event was exported with its people.
 */

export const eventArchiveFormat = 'foyer-event';
export const eventArchiveVersion = 1;

/** Where an archive names one of its files: `files/<sha256 of the bytes>`. */
export const archiveFilePattern = /^files\/[0-9a-f]{64}$/;
/** A key of a row in the archive (see above). */
export const archiveKey = z.number().int().positive();
/** An address: a file of the archive (`files/<sha256>`) or any address outside it, kept as it is. */
export const archiveAddress = z.string().max(4000);
const iso = z.iso.datetime({ offset: true });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');
const colour = z.string().max(40);

/** What kinds of file an archive may hold; each is checked by its bytes at import. */
export const archiveFileTypes = [
  'image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/webm', 'video/mp4',
  'application/vnd.apple.mpegurl', 'video/mp2t', 'application/pdf', 'text/plain',
] as const;

export const archiveFile = z.object({
  path: z.string().regex(archiveFilePattern, 'Name a file as files/<sha256 of its bytes>.'),
  content_type: z.enum(archiveFileTypes, { error: (issue) => `unknown file type ${JSON.stringify(issue.input)}` }),
  /** Where the source stored it (folder and name), so a file keeps its address where it can. */
  name: z.string().max(500),
  size: z.number().int().nonnegative(),
});
export type ArchiveFile = z.infer<typeof archiveFile>;

/** The event, its settings and its flags (the events feature's part). */
export const archiveEvent = z.object({
  slug: z.string(),
  name: z.string().min(1).max(200),
  language: z.string(),
  timezone: z.string(),
  primary_color: colour,
  logo: archiveAddress.nullable(),
  background_image: archiveAddress.nullable(),
  banner_image: archiveAddress.nullable(),
  intro_text: z.string(),
  intro_video: archiveAddress.nullable(),
  intro_thumbnail_url: archiveAddress.nullable(),
  autostart_intro_video: z.boolean(),
  help_content: z.string(),
  terms: z.string(),
  privacy_statement: z.string(),
  login_form_addendum: z.string(),
  start_with_login_tab: z.boolean(),
  published: z.boolean(),
  invite_only: z.boolean(),
  twitter_search: z.string(),
  contact_email: z.string().nullable(),
  goodiebag_name: z.string(),
  enable_group_sessions: z.boolean(),
  enable_meeting_scheduling: z.boolean(),
  enable_performers: z.boolean(),
  enable_calendar: z.boolean(),
  enable_attendees: z.boolean(),
  enable_mobile_warning: z.boolean(),
  is_lite: z.boolean(),
  preview_config: previewConfig,
  start_date: day,
  end_date: day,
  first_day_of_program: day.nullable(),
  is_virtual: z.boolean(),
  is_in_person: z.boolean(),
  accreditation_active: z.boolean(),
  /** A key of `spaces`. */
  home_space: archiveKey.nullable(),
});
export type ArchiveEvent = z.infer<typeof archiveEvent>;

/** The invite list and roles (only with `--with-people`). */
export const archivePerson = z.object({
  key: archiveKey,
  email: z.string().min(3).max(320),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['owner', 'moderator', 'staff', 'attendee']),
});
export type ArchivePerson = z.infer<typeof archivePerson>;

export const archiveSpace = z.object({
  key: archiveKey,
  type: z.enum(spaceTypes, { error: (issue) => `unknown space type ${JSON.stringify(issue.input)}` }),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/, 'Use 1 to 50 lowercase letters, digits and hyphens.'),
  name: z.string().min(1).max(200),
  published: z.boolean(),
  image: archiveAddress.nullable(),
  location_type: z.enum(['virtual', 'hybrid', 'in_person']),
  /** The type's settings, as the owning feature keeps them. */
  settings: z.record(z.string(), z.unknown()),
});
export type ArchiveSpace = z.infer<typeof archiveSpace>;

export const archiveMenuItem = z.object({
  key: archiveKey,
  parent: archiveKey.nullable(),
  kind: z.enum(['item', 'submenu']),
  text: z.string(),
  order: z.number().int(),
  space: archiveKey.nullable(),
  linked_space: archiveKey.nullable(),
  url: z.string().nullable(),
});
export type ArchiveMenuItem = z.infer<typeof archiveMenuItem>;

export const archiveMaps = z.object({
  settings: z.array(z.object({ space: archiveKey, image_width: z.number().int().positive(), image_height: z.number().int().positive(), help_content: z.string() })),
  areas: z.array(z.object({
    map: archiveKey,
    shape: mapAreaShape,
    coords: z.array(z.number()),
    space: archiveKey.nullable(),
    widget: mapWidget.nullable(),
    widget_link: z.string().nullable(),
    embedded_url: z.string().nullable(),
    name: z.string(),
    for_mobile: z.boolean(),
    x: z.number().nullable(),
    y: z.number().nullable(),
    order: z.number().int(),
  })),
});
export type ArchiveMaps = z.infer<typeof archiveMaps>;

export const archiveBooths = z.object({
  categories: z.array(z.object({ key: archiveKey, map: archiveKey, name: z.string().min(1), order: z.number().int() })),
  booths: z.array(z.object({
    /** The booth's space (a key of `spaces`, of type booth). */
    space: archiveKey,
    map: archiveKey.nullable(),
    category: archiveKey.nullable(),
    name: z.string().min(1),
    subtitle: z.string(),
    logo: archiveAddress.nullable(),
    physical_location: z.string(),
    description: z.string(),
    type: z.enum(boothTypes),
    image: archiveAddress.nullable(),
    booth_logo_url: archiveAddress.nullable(),
    color: colour,
    custom_booth_url: z.string().nullable(),
    website: z.string(),
    help_content: z.string(),
    enable_visitor_list: z.boolean(),
    order: z.number().int(),
    /** Keys of `people`. */
    staff: z.array(archiveKey),
    documents: z.array(z.object({ name: z.string().min(1), url: archiveAddress, order: z.number().int() })),
    videos: z.array(z.object({
      name: z.string().min(1), url: archiveAddress.nullable(), embedded_url: z.string().nullable(), thumbnail: archiveAddress.nullable(), order: z.number().int(),
    })),
  })),
});
export type ArchiveBooths = z.infer<typeof archiveBooths>;

export const archiveJob = z.object({
  booth: archiveKey,
  title: z.string().min(1),
  description: z.string(),
  email: z.string(),
  /** A key of `people`. */
  assigned_staff: archiveKey.nullable(),
  order: z.number().int(),
});
export type ArchiveJob = z.infer<typeof archiveJob>;

export const archiveProgram = z.object({
  tags: z.array(z.object({
    key: archiveKey, text: z.string().min(1), color: colour, order: z.number().int(), category: z.string().nullable(), category_order: z.number().int(),
  })),
  performers: z.array(z.object({
    key: archiveKey,
    name: z.string().min(1),
    mugshot: archiveAddress.nullable(),
    location_type: programLocationType,
    descriptive_line: z.string(),
    about: z.string(),
    external_id: z.string().nullable(),
    attachments: z.array(z.object({ name: z.string(), url: archiveAddress, order: z.number().int() })),
  })),
  /** Items and the containers holding them. */
  entries: z.array(z.object({
    key: archiveKey,
    space: archiveKey,
    type: programEntryType,
    parent: archiveKey.nullable(),
    name: z.string().min(1),
    description: z.string(),
    start_date: iso,
    end_date: iso,
    color: colour.nullable(),
    /** The sponsoring booth's space. */
    sponsor: archiveKey.nullable(),
    subtitle: z.string(),
    links: z.array(z.object({ title: z.string(), url: z.string() })),
    external_id: z.string().nullable(),
    tags: z.array(archiveKey),
    /** In billing order. */
    performers: z.array(archiveKey),
  })),
  /**
   * Group sessions with their video call's name and host (a key of `people`: only in an archive with its
   * people). Archives made before them have none.
   */
  group_sessions: z.array(z.object({
    display_name: z.string().min(1),
    starts_at: iso,
    ends_at: iso,
    description: z.string(),
    enable_host_chat: z.boolean(),
    admin: archiveKey.nullable(),
  })).default([]),
});
export type ArchiveProgram = z.infer<typeof archiveProgram>;

export const archiveMeeting = z.object({
  space: archiveKey,
  slug: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  capacity: z.number().int().positive(),
  starts_at: iso,
  ends_at: iso,
  is_walk_in: z.boolean(),
  enable_host_chat: z.boolean(),
  /** Keys of `people`. */
  primary_speaker: archiveKey.nullable(),
  hosts: z.array(archiveKey),
});
export type ArchiveMeeting = z.infer<typeof archiveMeeting>;

/** Stage schedules (presentation spaces) and what each stage shows now. */
export const archiveStage = z.object({
  presentations: z.array(z.object({
    key: archiveKey,
    space: archiveKey,
    title: z.string().min(1),
    description: z.string(),
    kind: presentationKind,
    url: archiveAddress.nullable(),
    /** A key of the program's entries. */
    program_item: archiveKey.nullable(),
    starts_at: iso.nullable(),
    ends_at: iso.nullable(),
    /** Keys of `people`. */
    moderator: archiveKey.nullable(),
    speakers: z.array(archiveKey),
    /** Its place in its stage's schedule, as the console's order sets it (archives made before it: 0). */
    position: z.number().int().min(0).default(0),
  })),
  current: z.array(z.object({ space: archiveKey, presentation: archiveKey.nullable() })),
  /** The stages' moderators (keys of `people`): only in an archive with its people. */
  moderators: z.array(z.object({ space: archiveKey, person: archiveKey })).default([]),
});
export type ArchiveStage = z.infer<typeof archiveStage>;

export const archiveCinemaVideo = z.object({
  cinema: archiveKey,
  title: z.string().min(1),
  description: z.string(),
  /** How the film plays: a stored file, an HLS stream or an embedded page (archives made before it: a file). */
  kind: cinemaVideoKind.default('file'),
  url: archiveAddress,
  thumbnail: archiveAddress.nullable(),
  duration_seconds: z.number().nullable(),
  tags: z.array(z.string()),
  order: z.number().int(),
});
export type ArchiveCinemaVideo = z.infer<typeof archiveCinemaVideo>;

export const archivePoster = z.object({
  space: archiveKey,
  title: z.string().min(1),
  /** A key of `people`. */
  author: archiveKey.nullable(),
  author_names: z.string(),
  pdf: archiveAddress.nullable(),
  preview: archiveAddress.nullable(),
  video_url: z.string().nullable(),
  order: z.number().int(),
});
export type ArchivePoster = z.infer<typeof archivePoster>;

/**
 * The sections of the manifest, in the order an import writes them: each is one feature's archive part.
 * `people` is empty unless the event was exported with its people.
 */
export const eventArchiveSections = {
  event: archiveEvent,
  people: z.array(archivePerson),
  spaces: z.array(archiveSpace),
  navigation: z.array(archiveMenuItem),
  /** The spaces (keys) that have their public chat: the chat feature's switch, without any message. */
  chats: z.array(archiveKey),
  /**
   * The chat rules (decision 0097): the event's word list and the slow mode of the spaces' chats that have one
   * (keys of `spaces`); archives made before them: no words, no slow mode.
   */
  chat_rules: z
    .object({
      words: z.array(z.string()),
      slow_mode: z.array(z.object({ space: archiveKey, seconds: z.number().int().min(1).max(slowModeMaxSeconds) })),
    })
    .default({ words: [], slow_mode: [] }),
  maps: archiveMaps,
  booths: archiveBooths,
  jobs: z.array(archiveJob),
  program: archiveProgram,
  meetings: z.array(archiveMeeting),
  stage: archiveStage,
  cinema: z.array(archiveCinemaVideo),
  posters: z.array(archivePoster),
  /** How long the event keeps its meetings' recordings, in days (null: until deleted); archives made before it: null. */
  recordings: z.object({ keep_days: z.number().int().min(1).max(3650).nullable() }).default({ keep_days: null }),
} as const;
export type EventArchiveSection = keyof typeof eventArchiveSections;

/** The envelope every archive has, before its sections. */
export const eventArchiveEnvelope = z.object({
  format: z.literal(eventArchiveFormat, { error: `not a Foyer event archive (format must be "${eventArchiveFormat}")` }),
  version: z.literal(eventArchiveVersion, { error: `unsupported archive version (this server reads version ${eventArchiveVersion})` }),
  exported_at: iso,
  with_people: z.boolean(),
  files: z.array(archiveFile),
});

/** `manifest.json`, whole: what `GET /api/schemas/event-export.json` publishes as JSON Schema. */
export const eventArchiveManifest = eventArchiveEnvelope.extend(eventArchiveSections);
export type EventArchiveManifest = z.infer<typeof eventArchiveManifest>;

/** What of an event a clone copies (the people never). */
export const cloneParts = ['settings', 'spaces', 'booths', 'program', 'meetings'] as const;
export const clonePart = z.enum(cloneParts);
export type ClonePart = z.infer<typeof clonePart>;

/** The templates shipped with the server, each an archive in the repository. */
export const eventTemplates = ['conference', 'trade-fair', 'online-meetup'] as const;
export const eventTemplate = z.enum(eventTemplates);
export type EventTemplate = z.infer<typeof eventTemplate>;

export const eventArchiveMessages = {
  notAnArchive: 'The file is not a Foyer event archive (a zip with manifest.json).',
  tooLarge: 'The archive is too large.',
  slugTaken: 'Another event has this address already.',
} as const;

export const eventArchiveErrorCodes = {
  /** The archive could not be read or does not match the contracts; `detail` names the place. */
  invalidArchive: 'invalid_archive',
  slugTaken: 'slug_taken',
} as const;

/** The largest archive an upload may be, and what its files may add up to once unpacked. */
export const eventArchiveLimits = { uploadBytes: uploadLimits.archive.bytes, unpackedBytes: 2 * 1024 * 1024 * 1024, files: 20_000 } as const;

/** The event an import, clone or template made (or replaced). */
export const importedEvent = z.object({ slug: z.string(), name: z.string() });

/** A new event from an archive: its address and, if given, its name (else the archive's). */
export const importQuery = z.object({
  slug: newEventSlug,
  name: z.string().trim().min(1).max(200).optional(),
});

export const cloneEventBody = z.object({
  slug: newEventSlug,
  name: z.string().trim().min(1, 'Give the event a name.').max(200),
  parts: z.array(clonePart).min(1, 'Choose at least one part to copy.'),
});
export type CloneEventBody = z.infer<typeof cloneEventBody>;

export const templateEventBody = z.object({
  slug: newEventSlug,
  name: z.string().trim().min(1, 'Give the event a name.').max(200),
  template: eventTemplate,
});
export type TemplateEventBody = z.infer<typeof templateEventBody>;

/** The JSON Schema of the manifest, published for anyone writing archives by hand. */
export const eventArchiveSchemaRoutes = {
  schema: defineRoute({
    method: 'GET', path: '/api/schemas/event-export.json', summary: "The JSON Schema of an event archive's manifest", tags: ['organizer'],
    auth: 'public', reply: z.record(z.string(), z.unknown()), errors: [],
  }),
};

const archiveWrite = { max: 10, windowSeconds: 60 } as const;

/**
 * The console's archive routes: owners export, replace their event's content by an archive's and clone
 * it; instance administrators (who create events) import an archive as a new event or start one from a
 * template.
 */
export const organizerArchiveRoutes = {
  export: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/export/', summary: 'The event as one archive, a zip download (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: z.object({ with_people: z.enum(['true', 'false']).optional() }), reply: z.unknown(),
    errors: eventRefusals,
  }),
  replace: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/import/', summary: "Replace the event's content by an archive's, its people kept (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, reply: importedEvent, rateLimit: archiveWrite,
    upload: { field: 'archive', kinds: ['archive'] },
    errors: [...eventRefusals, 400],
  }),
  import: defineRoute({
    method: 'POST', path: '/api/organizer/events/import/', summary: 'A new event from an archive (administrators)', tags: ['organizer'],
    auth: 'user', organizer: 'administrator', query: importQuery, reply: importedEvent, rateLimit: archiveWrite, status: 201,
    upload: { field: 'archive', kinds: ['archive'] },
    errors: [400, 403, 409],
  }),
  clone: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/clone/', summary: 'A new event copied from this one, without its people (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: cloneEventBody, reply: importedEvent, rateLimit: archiveWrite, status: 201,
    errors: [...eventRefusals, 409],
  }),
  fromTemplate: defineRoute({
    method: 'POST', path: '/api/organizer/events/from-template/', summary: 'A new event from a template (administrators)', tags: ['organizer'],
    auth: 'user', organizer: 'administrator', body: templateEventBody, reply: importedEvent, rateLimit: archiveWrite, status: 201,
    errors: [400, 403, 409],
  }),
};

/** The manifest's JSON Schema, generated from the contracts (served, and kept in `docs/event-export.schema.json`). */
export function eventArchiveJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(eventArchiveManifest, { io: 'input', unrepresentable: 'any' }),
    $id: 'https://foyer.events/schemas/event-export.json',
    title: 'Foyer event archive manifest (manifest.json)',
  };
}
