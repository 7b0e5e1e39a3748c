import { eq } from 'drizzle-orm';
import type { ArchivePerson } from '@foyer/contracts';
import { byId, type ArchivePart } from '../../platform/event-archive/parts';
import { AccountsRepository } from '../identity';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';

/**
 * The event's list and roles, only when an export asks for its people (decision 0089): who is on it by
 * address and name, and their role; nothing else of them. An import puts each on the new event's list
 * (an account made for an address not known here, named as the archive says) and keeps a role someone
 * already has there.
 */
export const peopleArchivePart: ArchivePart<'people'> = {
  section: 'people',
  async export({ db, eventId, withPeople, keys }) {
    if (!withPeople) return [];
    const rows = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: eventMembers.role, memberId: eventMembers.id })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(eq(eventMembers.eventId, eventId));
    const ordered = byId(rows.map((r) => ({ ...r, id: r.memberId, userId: r.id })));
    keys.declare('person', ordered.map((r) => r.userId));
    return ordered.map((r): ArchivePerson => ({ key: keys.key('person', r.userId), email: r.email, first_name: r.firstName, last_name: r.lastName, role: r.role }));
  },
  async import({ db, eventId, ids }, people) {
    const accounts = new AccountsRepository(db);
    for (const person of people) {
      const { user, created } = await accounts.create(person.email);
      if (created && (person.first_name || person.last_name)) {
        await db.update(users).set({ firstName: person.first_name, lastName: person.last_name }).where(eq(users.id, user.id));
      }
      await db.insert(eventMembers).values({ eventId, userId: user.id, role: person.role }).onConflictDoNothing();
      ids.set('person', person.key, user.id);
    }
  },
  // The people stay when an import replaces an event's content.
};
