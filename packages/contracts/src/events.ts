import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, paged } from './http';
import { spaceType } from './common';
import { space } from './spaces';
import { programTag } from './program';

export const homeSpace = z
  .object({ id: z.number().int(), type: spaceType, slug: z.string(), name: z.string(), image: z.string().nullable() })
  .nullable();

/** Event (entry data), spec 1 §3, plus name, language and brand colour for the entry page. */
export const eventPreview = z.object({
  slug: z.string(),
  name: z.string(),
  language: z.string(),
  primary_color: z.string(),
  logo: z.string().nullable(),
  background_image: z.string().nullable(),
  banner_image: z.string().nullable(),
  intro_text: z.string(),
  intro_video: z.string().nullable(),
  intro_thumbnail_url: z.string().nullable(),
  autostart_intro_video: z.boolean(),
  help_content: z.string(),
  terms: z.string(),
  privacy_statement: z.string(),
  login_form_addendum: z.string(),
  start_with_login_tab: z.boolean(),
  published: z.boolean(),
  invite_only: z.boolean(),
  twitter_search: z.string(),
  show_booth_sidebar: z.boolean(),
  home_space: homeSpace,
});
export type EventPreview = z.infer<typeof eventPreview>;

/** The event-preview configuration: switches that shape what attendees see. */
export const previewConfig = z.object({
  time_format: z.enum(['24h', '12h']),
  show_attendees_outside_event: z.boolean(),
  show_jobs_inside_booths: z.boolean(),
  show_speaker_icon: z.boolean(),
  show_calendar_icon: z.boolean(),
  show_booth_sidebar: z.boolean(),
  enable_meeting_scheduling: z.boolean(),
});
export type PreviewConfig = z.infer<typeof previewConfig>;

/** What a new event starts with. */
export const defaultPreviewConfig: PreviewConfig = {
  time_format: '24h',
  show_attendees_outside_event: false,
  show_jobs_inside_booths: true,
  show_speaker_icon: true,
  show_calendar_icon: true,
  show_booth_sidebar: true,
  enable_meeting_scheduling: false,
};

/**
 * A person's role in an event (decision 0081): `owner` runs the console, `moderator` runs the live event
 * (open and close spaces, the stage, meetings, arranged calls) and reads the people list, `staff` are
 * booth staff, everyone else an `attendee`.
 */
export const eventRole = z.enum(['owner', 'moderator', 'staff', 'attendee']);
export type EventRoleName = z.infer<typeof eventRole>;

/** Event (current), spec 1 §3, with feature flags and the preview configuration. */
export const currentEvent = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  background_image: z.string().nullable(),
  primary_color: z.string(),
  timezone: z.string(),
  goodiebag_name: z.string(),
  enable_group_sessions: z.boolean(),
  enable_meeting_scheduling: z.boolean(),
  enable_performers: z.boolean(),
  enable_calendar: z.boolean(),
  enable_attendees: z.boolean(),
  enable_mobile_warning: z.boolean(),
  is_lite: z.boolean(),
  preview_config: previewConfig,
  first_day_of_program: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  is_virtual: z.boolean(),
  is_in_person: z.boolean(),
  current_user_is_public: z.boolean(),
  current_user_is_meeting_speaker: z.boolean(),
  accreditation_active: z.boolean(),
  language: z.string(),
  program_tags: z.array(programTag),
  twitter_search: z.string(),
  help_content: z.string(),
  home_space: homeSpace,
  published: z.boolean(),
  invite_only: z.boolean(),
});
export type CurrentEvent = z.infer<typeof currentEvent>;

export const eventAccess = z.object({
  /** Whether the signed-in person may enter the event now. */
  access: z.boolean(),
  role: eventRole.nullable(),
});

/** A navigation entry: the space it opens (if any) and, for booths, the map it lies on. */
export const menuItem = z.object({
  id: z.number().int(),
  text: z.string(),
  order: z.number().int(),
  space: space.nullable(),
  /** For a booth space: the map whose slug becomes mapSlug. */
  linked_space: z.object({ slug: z.string() }).nullable(),
  /** An external address when the entry opens no space. */
  url: z.string().nullable(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const subMenu = z.object({ text: z.string(), order: z.number().int(), items: z.array(menuItem) });
export const menuGroup = menuItem.extend({ sub_menus: z.array(subMenu) });
export type MenuGroup = z.infer<typeof menuGroup>;

export const eventRoutes = {
  preview: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/preview/', summary: 'Entry data of an event (also unpublished)', tags: ['events'],
    // `from_vep=true` is what the spec's client sends; the answer is the same without it.
    auth: 'public', params: eventSlugParams, query: z.object({ from_vep: z.string().optional() }), reply: eventPreview,
    errors: [404],
  }),
  current: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/', summary: 'The current event with its flags', tags: ['events'],
    auth: 'user', params: eventSlugParams, reply: currentEvent,
    errors: eventRefusals,
  }),
  access: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/access/', summary: 'Whether the person may enter', tags: ['events'],
    auth: 'user', params: eventSlugParams, reply: eventAccess,
    errors: eventRefusals,
  }),
  navigation: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/navigation/', summary: 'Grouped menu items', tags: ['events'],
    auth: 'user', params: eventSlugParams, reply: paged(menuGroup),
    errors: eventRefusals,
  }),
  spaces: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/spaces/', summary: 'Every space of the event with its published state', tags: ['spaces'],
    auth: 'user', params: eventSlugParams, reply: paged(space),
    errors: eventRefusals,
  }),
};
