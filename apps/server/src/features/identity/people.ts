import { anonymousName, type BasicUser } from '@foyer/contracts';
import { users } from './accounts.schema';
import { eventMembers } from './events.schema';

/**
 * A person as others see them wherever people meet (a message's sender, a call's participant, a blocked
 * person): the row `senderColumns` reads and the `BasicUser` it presents.
 */

/** What the presenter needs of a sender to apply the Anonymous rules. */
export interface SenderRow {
  id: number;
  firstName: string;
  lastName: string;
  mugshot: string | null;
  doNotDisturb: boolean;
  isPublic: boolean;
  incognitoMode: boolean;
  aliasName: string;
  /** The person's visibility in the chat's event (null when not on its list). */
  memberPublic: boolean | null;
}

/** The columns `SenderRow` reads (joined with the person's `event_members` row of the event). */
export const senderColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  mugshot: users.mugshot,
  doNotDisturb: users.doNotDisturb,
  isPublic: users.isPublic,
  incognitoMode: users.incognitoMode,
  aliasName: users.aliasName,
  memberPublic: eventMembers.isPublic,
};

/**
 * A sender as others see them (spec 3 §4): incognito → their alias (or Anonymous) without picture;
 * not public (in their profile or in this event) → Anonymous without picture; otherwise name and picture.
 */
export function presentSender(s: SenderRow): BasicUser {
  const hidden = { id: s.id, last_name: '', mugshot: null, do_not_disturb: s.doNotDisturb };
  if (s.incognitoMode) return { ...hidden, first_name: s.aliasName.trim() || anonymousName };
  if (!s.isPublic || s.memberPublic === false) return { ...hidden, first_name: anonymousName };
  return { id: s.id, first_name: s.firstName, last_name: s.lastName, mugshot: s.mugshot, do_not_disturb: s.doNotDisturb };
}
