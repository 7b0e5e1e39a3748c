import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { BroadcastTarget } from '@foyer/contracts';
import { users } from '../accounts/accounts.schema';
import { eventMembers } from '../events/events.schema';
import type { Executor } from '../events';

/**
 * Who a broadcast reaches (decision 0021). APP: people at the venue, who follow the event in the app
 * (location type in person or hybrid); VEP: people in the virtual event platform (virtual or hybrid);
 * ALL: both. Tags: groups of tag ids; a recipient carries one tag of every group, exactly as the attendee
 * directory filters (the directory's tag condition is the one source of that rule).
 */
export interface BroadcastAudience {
  /** The recipients' user ids (everyone on the event's list but the sender who matches). */
  recipients(eventId: number, senderId: number, target: BroadcastTarget, tags: number[][]): Promise<number[]>;
  /** Whether a person is among a broadcast's recipients (for their notification bot). */
  reaches(person: { locationType: string; tagIds: ReadonlySet<number> }, target: BroadcastTarget, tags: number[][]): boolean;
  /** The tag ids a person carries in the event. */
  tagIdsOf(eventId: number, userId: number): Promise<Set<number>>;
}

const targetLocations: Record<BroadcastTarget, readonly string[] | null> = {
  ALL: null,
  APP: ['in_person', 'hybrid'],
  VEP: ['virtual', 'hybrid'],
};

export function targetReaches(target: BroadcastTarget, locationType: string): boolean {
  const locations = targetLocations[target];
  return locations === null || locations.includes(locationType);
}

/**
 * The tag condition on a user id column, swapped for the attendees feature's builder when attendee tags
 * exist. Until then nobody carries a tag, so a tag filter matches nobody.
 */
export type TagCondition = (eventId: number, userId: SQL | typeof users.id, tags: number[][]) => SQL;
export const noTagsYet: TagCondition = (_eventId, _userId, tags) => (tags.length === 0 ? sql`true` : sql`false`);

export function createBroadcastAudience(
  db: Executor,
  tagCondition: TagCondition = noTagsYet,
  tagIdsOf: (eventId: number, userId: number) => Promise<Set<number>> = () => Promise.resolve(new Set()),
): BroadcastAudience {
  return {
    async recipients(eventId, senderId, target, tags) {
      const locations = targetLocations[target];
      const rows = await db
        .select({ id: users.id })
        .from(eventMembers)
        .innerJoin(users, eq(users.id, eventMembers.userId))
        .where(
          and(
            eq(eventMembers.eventId, eventId),
            ne(users.id, senderId),
            eq(users.isActive, true),
            locations ? inArray(users.locationType, [...locations] as ('virtual' | 'in_person' | 'hybrid')[]) : undefined,
            tagCondition(eventId, users.id, tags),
          ),
        );
      return rows.map((r) => r.id);
    },
    reaches(person, target, tags) {
      return targetReaches(target, person.locationType) && tags.every((group) => group.some((id) => person.tagIds.has(id)));
    },
    tagIdsOf,
  };
}
