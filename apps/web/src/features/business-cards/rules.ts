import type { OwnBusinessCard } from '@foyer/contracts';

/** Business card rules of spec 3 §4 and §6, pure so each has a small test. */

/** Booth card delay (spec 3 §9): the automatic card goes this long after the booth opens. */
export const AUTO_CARD_DELAY_MS = 1500;

export const autoCardFlagKey = (eventSlug: string, boothSlug: string) => `foyer.auto-card.${eventSlug}.${boothSlug}`;

/** The automatic card is sent only to a non-staff visitor who left none and has no local flag. */
export function shouldSendAutoCard(input: { isStaff: boolean; leftBusinessCard: boolean; hasLocalFlag: boolean }): boolean {
  return !input.isStaff && !input.leftBusinessCard && !input.hasLocalFlag;
}

/** Whether a person is staff of a booth (by id in staff_ids). */
export function isBoothStaff(userId: number | undefined, staffIds: readonly number[]): boolean {
  return userId !== undefined && staffIds.includes(userId);
}

/** Who sees the "Manage business cards" link: the booth's staff and the event's owner. */
export function canManageCards(input: { userId: number | undefined; staffIds: readonly number[]; ownedEvents: readonly string[]; eventSlug: string }): boolean {
  return isBoothStaff(input.userId, input.staffIds) || input.ownedEvents.includes(input.eventSlug);
}

/**
 * How the booth's staff will see the visitor on a card, as the server shows it: an incognito visitor under
 * their alias (null: "Anonymous") and without picture, unless they show themselves to this booth; anyone else
 * by their name ('' for someone who never gave one, whom every list calls "Unnamed attendee", not "Anonymous").
 */
export function cardIdentity(
  user: { first_name: string; last_name: string; mugshot: string | null; incognito_mode: boolean; alias_name: string },
  showIdentity: boolean,
): { name: string | null; mugshot: string | null } {
  if (user.incognito_mode && !showIdentity) return { name: user.alias_name.trim() || null, mugshot: null };
  return { name: `${user.first_name} ${user.last_name}`.trim(), mugshot: user.mugshot };
}

/** What the visitor already gave, as the booth detail's `my_business_card` says: the modal locks and prefills from it. */
export type PreviousCard = Pick<OwnBusinessCard, 'include_email' | 'staff' | 'assigned_to' | 'message' | 'ignore_incognito_mode'>;

export interface LeaveCardLocks {
  /** The e-mail toggle is locked on once an e-mail was included. */
  emailLocked: boolean;
  /** The staff choice is locked once a staff member is assigned (or was addressed: the server keeps both). */
  staffLocked: boolean;
  /** Showing one's name to the booth, once chosen, stays (the server keeps it too). */
  identityLocked: boolean;
  initialIncludeEmail: boolean;
  initialStaff: number | null;
  initialMessage: string;
}

export function leaveCardLocks(previous: PreviousCard | null | undefined): LeaveCardLocks {
  const assigned = previous ? (previous.assigned_to ?? previous.staff) : null;
  return {
    emailLocked: previous?.include_email === true,
    staffLocked: assigned !== null,
    identityLocked: previous?.ignore_incognito_mode === true,
    initialIncludeEmail: previous?.include_email === true,
    initialStaff: assigned,
    initialMessage: previous?.message ?? '',
  };
}

export const managementTabs = ['all', 'assigned_to_me', 'not_assigned'] as const;
export type ManagementTab = (typeof managementTabs)[number];

/** Query of the management list per tab: `limit=999` and at most one filter. */
export function managementQueryParams(tab: ManagementTab): Record<string, string | number> {
  switch (tab) {
    case 'all':
      return { limit: 999 };
    case 'assigned_to_me':
      return { limit: 999, assigned_to_me: 1 };
    case 'not_assigned':
      return { limit: 999, not_assigned: 1 };
    default: {
      const unknown: never = tab;
      throw new Error(`Unknown tab ${String(unknown)}`);
    }
  }
}
