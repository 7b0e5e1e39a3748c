import { z } from 'zod';
import { isoDateTime, isoDateTimeQuery, spaceType } from './common';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, recordIdParam, storableText } from './http';
import { spaceParams } from './spaces';

/** A program entry is an item (a session) or a container (a block that holds items, e.g. a track). */
export const programEntryType = z.enum(['item', 'container']);
export type ProgramEntryType = z.infer<typeof programEntryType>;

/**
 * A program tag of the event (Event (current) `program_tags`) with its group (`category`, as attendee tags
 * have): the program filter passes an item when, for every tag group with selections, it has at least one
 * selected tag. Tags without a category form one group of their own.
 */
export const programTag = z.object({
  id: z.number().int(),
  text: z.string(),
  color: z.string(),
  category: z.object({ text: z.string(), order: z.number().int() }).nullable(),
});
export type ProgramTag = z.infer<typeof programTag>;

/** One program item or container of a space. */
export const programEntry = z.object({
  id: z.number().int(),
  type: programEntryType,
  space_id: z.number().int(),
  /** The container an item sits in, if any. */
  parent_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  /** Display colour (`#rrggbb`), null for the client's default. */
  color: z.string().nullable(),
  tags: z.array(programTag),
  /** The booth space sponsoring the session, if any (booth "sponsored sessions"). */
  sponsor_id: z.number().int().nullable(),
});
export type ProgramEntry = z.infer<typeof programEntry>;

/**
 * Space popup (spec 1 §3 "Space popup: name, items and containers with start_date and end_date"):
 * the space's entries that have not ended at `from_datetime`, soonest first, at most `limit` in all,
 * split by type.
 */
export const spaceProgramPreview = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(programEntry),
  containers: z.array(programEntry),
});
export type SpaceProgramPreview = z.infer<typeof spaceProgramPreview>;

export const spaceProgramQuery = z.object({
  /** Entries ending after this instant (ISO 8601 with offset); now when absent. */
  from_datetime: isoDateTimeQuery.optional(),
  limit: pageLimit(50, 5),
});

export const programRoutes = {
  spacePreview: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtualprogram/spaces/:spaceId/', summary: 'Program preview of a space (map popup)',
    tags: ['program'], auth: 'user', params: spaceParams, query: spaceProgramQuery, reply: spaceProgramPreview,
    errors: eventRefusals,
  }),
};

/* ------------------------------------------------------------------------------------------------ *
 * Issue 11: the timetable, the program calendar, performers, group sessions and the calendar feed.  *
 * Spec 2 §2–§3, §7; docs/decisions/0029-program-timetable-import-feed.md.                          *
 * ------------------------------------------------------------------------------------------------ */

/** Location types of spaces, items and performers (spec 2 §3), in the order the program groups them. */
export const programLocationTypes = ['virtual', 'hybrid', 'in_person'] as const;
export const programLocationType = z.enum(programLocationTypes);
export type ProgramLocationType = z.infer<typeof programLocationType>;

/** Performers page size and the speaker's sessions page size (spec 2 §9, §7). */
export const performersPageSize = 20;
export const performerSessionsPageSize = 3;
/** `all-dates-has-program/` is cached this long (spec 2 §7). */
export const programDatesCacheSeconds = 60;

/** A calendar date `YYYY-MM-DD` (a day in the event's timezone). */
export const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');

/** The booth space sponsoring a session (spec 2 §3 Items `sponsor`). */
export const programSponsor = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type ProgramSponsor = z.infer<typeof programSponsor>;

/**
 * A timetable item (spec 2 §3 "Items: id, name, start_date, end_date, color, sponsor, tags (id),
 * isContainer"). `tags` are tag ids of the event's `program_tags`. Additions: `parent_id` (the container
 * an item sits in), `space_id`, and `performer_ids` (for the star and the detail).
 */
export const timetableItem = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  color: z.string().nullable(),
  sponsor: programSponsor.nullable(),
  tags: z.array(z.number().int()),
  isContainer: z.boolean(),
  parent_id: z.number().int().nullable(),
  space_id: z.number().int(),
  performer_ids: z.array(z.number().int()),
});
export type TimetableItem = z.infer<typeof timetableItem>;

/**
 * Timetable space (spec 2 §3 "id, name, type, location_type, items, containers"). Closed spaces are
 * listed (`published: false`: tooltip and disabled link) with their items only for organisers.
 */
export const timetableSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: spaceType,
  location_type: programLocationType,
  published: z.boolean(),
  items: z.array(timetableItem),
  containers: z.array(timetableItem),
});
export type TimetableSpace = z.infer<typeof timetableSpace>;

/** `from_datetime` / `until_datetime`: the entries overlapping the range (ISO 8601 with offset). */
export const programRangeQuery = z
  .object({ from_datetime: isoDateTimeQuery, until_datetime: isoDateTimeQuery })
  .refine((q) => Date.parse(q.until_datetime) > Date.parse(q.from_datetime), { message: 'until_datetime must be after from_datetime.', path: ['until_datetime'] })
  // A day view; a week at most keeps the reply bounded.
  .refine((q) => Date.parse(q.until_datetime) - Date.parse(q.from_datetime) <= 7 * 86_400_000, { message: 'Ask for at most 7 days at once.', path: ['until_datetime'] });

/** `GET …/virtualprogram/spaces/`: every space that holds program, time-ordered items inside. */
export const timetableReply = z.object({ results: z.array(timetableSpace) });
export type TimetableReply = z.infer<typeof timetableReply>;

/** `GET …/virtualprogram/all-dates-has-program/`: the days (event timezone) with a program, ascending. */
export const programDatesReply = z.object({ timezone: z.string(), dates: z.array(calendarDate) });
export type ProgramDatesReply = z.infer<typeof programDatesReply>;

/** The space an item takes place in, as lists outside the timetable show it. */
export const programItemSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: spaceType,
  location_type: programLocationType,
  published: z.boolean(),
});
export type ProgramItemSpace = z.infer<typeof programItemSpace>;

/** A performer in a list (spec 2 §3 "Performer: id, name, mugshot, location_type, descriptive line"). */
export const performer = z.object({
  id: z.number().int(),
  name: z.string(),
  mugshot: z.string().nullable(),
  location_type: programLocationType,
  descriptive_line: z.string(),
});
export type Performer = z.infer<typeof performer>;

/**
 * A program item with what its detail shows (time, space, performers, description): the entries of
 * search, a speaker's sessions, the goodie bag (`show`) and the item detail. `description` is sanitised
 * HTML; `space_type` lets booth entries sort first.
 */
export const programItem = timetableItem.extend({
  subtitle: z.string(),
  description: z.string(),
  space: programItemSpace,
  location_type: programLocationType,
  performers: z.array(performer),
  tag_list: z.array(programTag),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ProgramItem = z.infer<typeof programItem>;

/** A group of `programs-by-location-type/`: its items and containers; booth entries first, then by start. */
export const programLocationGroup = z.object({
  type: programLocationType,
  items: z.array(programItem),
  containers: z.array(programItem),
});
export type ProgramLocationGroup = z.infer<typeof programLocationGroup>;

/** `GET …/virtualprogram/programs-by-location-type/`: the three groups, always all three. */
export const programsByLocationTypeReply = z.object({
  virtual: programLocationGroup,
  hybrid: programLocationGroup,
  in_person: programLocationGroup,
});
export type ProgramsByLocationTypeReply = z.infer<typeof programsByLocationTypeReply>;

/** `GET …/virtualprogram/?performer={id}&limit&offset`: a speaker's sessions, 3 at a time, in time order. */
export const performerSessionsQuery = z.object({
  performer: recordIdParam,
  limit: pageLimit(50, performerSessionsPageSize),
  offset: pageOffset(),
});
export const performerSessionsReply = paged(programItem);

/** A performer's attachment (a file or a link). */
export const performerAttachment = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type PerformerAttachment = z.infer<typeof performerAttachment>;

/** Speaker detail (spec 2 §3: "also about, attachments"), with all their sessions the viewer may see. */
export const performerDetail = performer.extend({
  /** Sanitised HTML. */
  about: z.string(),
  attachments: z.array(performerAttachment),
  sessions: z.array(programItem),
});
export type PerformerDetail = z.infer<typeof performerDetail>;

/** Comma list of location types (`virtual,hybrid`); empty means all. */
export const locationTypesParam = z
  .string()
  .max(100)
  .transform((v, ctx) => {
    const parts = v.split(',').map((s) => s.trim()).filter(Boolean);
    for (const p of parts) {
      if (!(programLocationTypes as readonly string[]).includes(p)) {
        ctx.addIssue({ code: 'custom', message: `Not a location type: ${p}. Use virtual, hybrid or in_person.` });
        return z.NEVER;
      }
    }
    return [...new Set(parts)] as ProgramLocationType[];
  });

export const performersQuery = z.object({
  search: storableText().max(200).optional(),
  location_types: locationTypesParam.optional(),
  limit: pageLimit(100, performersPageSize),
  offset: pageOffset(),
});
export const performersReply = paged(performer);
export const performerParams = eventSlugParams.extend({ performerId: recordIdParam });
export const programItemParams = eventSlugParams.extend({ itemId: recordIdParam });

/** Search (spec 2 §3 "categories of type programs or performers, with items"). */
export const programSearchQuery = z.object({ search: storableText().trim().min(1, 'Enter something to search for.').max(200) });
/** Items each category holds at most. */
export const programSearchLimit = 50;
export const programSearchReply = z.object({
  categories: z.tuple([
    z.object({ type: z.literal('programs'), items: z.array(programItem) }),
    z.object({ type: z.literal('performers'), items: z.array(performer) }),
  ]),
});
export type ProgramSearchReply = z.infer<typeof programSearchReply>;

/**
 * Group session (spec 2 §3: "id, starts_at, ends_at, description, enable_host_chat, videocall (admin_id,
 * display_name, twilio_name)"). `twilio_name` is the call's room id, the `{roomId}` of its video call
 * route. `description` is sanitised HTML.
 */
export const groupSession = z.object({
  id: z.number().int(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  description: z.string(),
  enable_host_chat: z.boolean(),
  videocall: z.object({ admin_id: z.number().int().nullable(), display_name: z.string(), twilio_name: z.string() }),
  /** Whether the host (`videocall.admin_id`) has confirmed: entered the event and agreed to its terms (our addition, spec 2 §8 'host not confirmed'). */
  is_host_confirmed: z.boolean(),
});
export type GroupSession = z.infer<typeof groupSession>;

/** `GET …/groupsessions/`: the event's group sessions by start (an empty list when the event disables them). */
export const groupSessionsReply = z.array(groupSession);

/**
 * The personal calendar feed's address (profile menu). `url` is the secret address
 * (`/api/events/{slug}/calendar/{token}.ics`), null while the person has none.
 */
export const calendarFeed = z.object({ url: z.string().nullable(), created: isoDateTime.nullable() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
export const calendarFeedParams = eventSlugParams.extend({
  /** The secret followed by `.ics`. */
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}\.ics$/, 'Not a calendar address.'),
});
/** The feed's media type (RFC 5545 §8.1). */
export const calendarContentType = 'text/calendar; charset=utf-8';

export const timetableRoutes = {
  spaces: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtualprogram/spaces/', summary: 'Timetable: spaces with their items and containers overlapping the range',
    tags: ['program'], auth: 'user', params: eventSlugParams, query: programRangeQuery, reply: timetableReply,
    errors: eventRefusals,
  }),
  dates: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtualprogram/all-dates-has-program/', summary: 'Days (event timezone) that have program (cached 60 s)',
    tags: ['program'], auth: 'user', params: eventSlugParams, reply: programDatesReply,
    errors: eventRefusals,
  }),
  byLocationType: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtualprogram/programs-by-location-type/', summary: 'One day of program grouped by location type (booth entries first)',
    tags: ['program'], auth: 'user', params: eventSlugParams, query: programRangeQuery, reply: programsByLocationTypeReply,
    errors: eventRefusals,
  }),
  performerSessions: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtualprogram/', summary: "A performer's sessions, 3 at a time",
    tags: ['program'], auth: 'user', params: eventSlugParams, query: performerSessionsQuery, reply: performerSessionsReply,
    errors: eventRefusals,
  }),
  item: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtualprogram/items/:itemId/', summary: 'One program item with its space, performers and description',
    tags: ['program'], auth: 'user', params: programItemParams, reply: programItem,
    errors: eventRefusals,
  }),
  search: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/search/', summary: 'Search programs and performers',
    tags: ['program'], auth: 'user', params: eventSlugParams, query: programSearchQuery, reply: programSearchReply,
    errors: eventRefusals,
  }),
  performers: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/performers/', summary: 'Performers: search, location types (comma list), pages of 20',
    tags: ['program'], auth: 'user', params: eventSlugParams, query: performersQuery, reply: performersReply,
    errors: eventRefusals,
  }),
  performer: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/performers/:performerId/', summary: 'A performer with about, attachments and sessions',
    tags: ['program'], auth: 'user', params: performerParams, reply: performerDetail,
    errors: eventRefusals,
  }),
  groupSessions: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/groupsessions/', summary: 'Group sessions of the event',
    tags: ['program'], auth: 'user', params: eventSlugParams, reply: groupSessionsReply,
    errors: eventRefusals,
  }),
  calendarFeed: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/calendar-feed/', summary: "The person's calendar feed address, if any",
    tags: ['program'], auth: 'user', params: eventSlugParams, reply: calendarFeed,
    errors: eventRefusals,
  }),
  renewCalendarFeed: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/calendar-feed/', summary: 'Create the calendar feed address, or renew it (the old one stops working)',
    tags: ['program'], auth: 'user', params: eventSlugParams, reply: calendarFeed, status: 201, rateLimit: { max: 10, windowSeconds: 60 },
    errors: eventRefusals,
  }),
  revokeCalendarFeed: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/calendar-feed/', summary: 'Revoke the calendar feed address (it answers 404 from then on)',
    tags: ['program'], auth: 'user', params: eventSlugParams, reply: z.null(), status: 204, rateLimit: { max: 10, windowSeconds: 60 },
    errors: eventRefusals,
  }),
};

/**
 * `timetable_updated` (to `event:<slug>`): the program changed in these spaces on these days (event
 * timezone); open timetables refetch what they show. No item data: closed spaces' items stay private.
 */
export const timetableUpdated = z.object({
  event_slug: z.string(),
  space_ids: z.array(z.number().int()),
  dates: z.array(calendarDate),
});
export type TimetableUpdated = z.infer<typeof timetableUpdated>;

/** `group_session_updated` (to `event:<slug>`): the session as it is now, or `removed` with its id. */
export const groupSessionUpdated = z.object({
  event_slug: z.string(),
  id: z.number().int(),
  removed: z.boolean(),
  group_session: groupSession.nullable(),
});
export type GroupSessionUpdated = z.infer<typeof groupSessionUpdated>;

/*
 * Goodie bag kinds the program registers (decision 0022): `show` presents a `ProgramItem`, `performer` a
 * `Performer`, `session` a `GroupSession` as the favourite's `item`.
 */

export const programServerEvents = {
  timetable_updated: timetableUpdated,
  group_session_updated: groupSessionUpdated,
} as const;
