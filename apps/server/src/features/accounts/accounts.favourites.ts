import { and, eq, inArray } from 'drizzle-orm';
import type { FavouriteUser } from '@foyer/contracts';
import type { FavouriteKinds } from '../../platform/favourites';
import { eventMembers } from '../events/events.schema';
import type { Executor } from '../events/events.repository';
import { users } from './accounts.schema';

export interface FavouriteUserRow {
  id: number;
  firstName: string;
  lastName: string;
  mugshot: string | null;
  jobtitle: string;
  company: string;
  hiddenProfileFields: string[];
  isPublic: boolean;
  memberPublic: boolean;
  incognitoMode: boolean;
  aliasName: string;
}

/**
 * A person as someone else's goodie bag shows them (spec 3 §4): not public (in their profile or in this
 * event) → "Anonymous" without picture, job or company; incognito → their alias (or "Anonymous") without
 * picture, job or company; otherwise name, picture, and job and company unless their profile hides them.
 */
export function presentFavouriteUser(r: FavouriteUserRow): FavouriteUser {
  const hidden = { id: r.id, last_name: '', mugshot: null, jobtitle: '', company: '' };
  if (!r.isPublic || !r.memberPublic) return { ...hidden, first_name: 'Anonymous' };
  if (r.incognitoMode) return { ...hidden, first_name: r.aliasName.trim() || 'Anonymous' };
  const shown = (field: 'jobtitle' | 'company') => (r.hiddenProfileFields.includes(field) ? '' : r[field]);
  return { id: r.id, first_name: r.firstName, last_name: r.lastName, mugshot: r.mugshot, jobtitle: shown('jobtitle'), company: shown('company') };
}

/** Registers the `user` kind (an attendee): a person who is a member of the event with an active account. */
export function registerAttendeeFavourites(kinds: FavouriteKinds, db: Executor): void {
  kinds.register({
    kind: 'user',
    async present(viewer, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          mugshot: users.mugshot,
          jobtitle: users.jobtitle,
          company: users.company,
          hiddenProfileFields: users.hiddenProfileFields,
          isPublic: users.isPublic,
          memberPublic: eventMembers.isPublic,
          incognitoMode: users.incognitoMode,
          aliasName: users.aliasName,
        })
        .from(eventMembers)
        .innerJoin(users, eq(users.id, eventMembers.userId))
        .where(and(eq(eventMembers.eventId, viewer.eventId), inArray(eventMembers.userId, [...ids]), eq(users.isActive, true)));
      return new Map(rows.map((r) => [r.id, presentFavouriteUser(r)]));
    },
  });
}
