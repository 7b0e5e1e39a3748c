import { hiddenProfileField, type CurrentUser } from '@foyer/contracts';
import type { EventRole } from './events.schema';
import type { Membership, UserRow } from './accounts.repository';

export interface CurrentUserContext {
  memberships: Membership[];
  /** The event asked for with `?event_slug=`, once access to it is granted. */
  event: { id: number; role: EventRole } | null;
  /** Fields other features contribute (platform/current-user-fields.ts), by the contract's names. */
  fields?: Record<string, unknown>;
}

/** The contributed fields the contract knows, with what they are when no feature answers them. */
const contributedDefaults = { is_online: false, tags: [], videocall_status: null } satisfies Partial<CurrentUser>;
type Contributed = typeof contributedDefaults;

function contributed(fields: Record<string, unknown> = {}): Pick<CurrentUser, keyof Contributed> {
  const out: Record<string, unknown> = { ...contributedDefaults };
  for (const name of Object.keys(contributedDefaults)) if (fields[name] !== undefined && fields[name] !== null) out[name] = fields[name];
  return out as Pick<CurrentUser, keyof Contributed>;
}

/** What the signed-in person learns about themselves; never the password hash or the activation key. */
export function presentCurrentUser(user: UserRow, ctx: CurrentUserContext): CurrentUser {
  const inEvent = ctx.event ? ctx.memberships.find((m) => m.eventId === ctx.event?.id) : undefined;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    mugshot: user.mugshot,
    about: user.about,
    linkedin: user.linkedin,
    facebook: user.facebook,
    twitter: user.twitter,
    instagram: user.instagram,
    do_not_disturb: user.doNotDisturb,
    email: user.email,
    jobtitle: user.jobtitle,
    company: user.company,
    location_type: user.locationType,
    // In an event: listed there only when both the profile and that event's toggle say so (decision 0020).
    is_public: user.isPublic && (inEvent?.isPublic ?? true),
    document: user.document,
    document_name: user.documentName,
    current_user_attendee_id: inEvent?.memberId ?? null,
    last_login: user.lastLogin?.toISOString() ?? null,
    // Organisations are not built yet.
    owned_organizations: [],
    owned_events: ctx.memberships.filter((m) => m.role === 'owner').map((m) => m.eventSlug),
    attending_events: ctx.memberships.map((m) => m.eventSlug),
    // The column is free JSON; only the names the contract knows leave the server.
    hidden_profile_fields: user.hiddenProfileFields.filter((f) => hiddenProfileField.safeParse(f).success) as CurrentUser['hidden_profile_fields'],
    hide_document: user.hideDocument,
    incognito_mode: user.incognitoMode,
    alias_name: user.aliasName,
    terms_agreed: user.termsAgreed,
    event_role: ctx.event?.role ?? null,
    // Presence, the person's tags in the event and their call (decision 0031).
    ...contributed(ctx.fields),
  };
}
