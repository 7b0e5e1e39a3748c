import { z } from 'zod';

export const hiddenProfileField = z.enum(['company', 'jobtitle', 'linkedin', 'facebook', 'twitter', 'instagram']);
export const locationType = z.enum(['virtual', 'in_person', 'hybrid']);

export const tag = z.object({
  id: z.number().int(),
  text: z.string(),
  color: z.string(),
  category: z.object({ text: z.string(), order: z.number().int() }).nullable(),
});
export type Tag = z.infer<typeof tag>;

export const videocallStatus = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'request', 'closed']),
  amount_of_users: z.number().int(),
});
export type VideocallStatus = z.infer<typeof videocallStatus>;

/** The signed-in person as `GET /auth/current_user/` answers it (spec 3, "Attendee/user"). */
export const currentUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mugshot: z.string().nullable(),
  about: z.string(),
  linkedin: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  is_online: z.boolean(),
  do_not_disturb: z.boolean(),
  tags: z.array(tag),
  email: z.string(),
  jobtitle: z.string(),
  company: z.string(),
  location_type: locationType,
  is_public: z.boolean(),
  videocall_status: videocallStatus.nullable(),
  document: z.string().nullable(),
  document_name: z.string().nullable(),
  /** The person's attendee id (membership id) in the event asked for, null without `event_slug`. */
  current_user_attendee_id: z.number().int().nullable(),
  last_login: z.string().nullable(),
  owned_organizations: z.array(z.number().int()),
  /** Slugs of the events this person owns. */
  owned_events: z.array(z.string()),
  /** Slugs of every event this person is on the list of, whatever the role (owners included). */
  attending_events: z.array(z.string()),
  hidden_profile_fields: z.array(hiddenProfileField),
  hide_document: z.boolean(),
  incognito_mode: z.boolean(),
  alias_name: z.string(),
  terms_agreed: z.boolean(),
  /** The person's role in the event asked for (our addition: the spec does not name organiser roles). */
  event_role: z.enum(['owner', 'moderator', 'staff', 'attendee']).nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** User (basic) as the spec lists it; used in lists and realtime payloads. */
export const basicUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mugshot: z.string().nullable(),
  do_not_disturb: z.boolean(),
});
export type BasicUser = z.infer<typeof basicUser>;
