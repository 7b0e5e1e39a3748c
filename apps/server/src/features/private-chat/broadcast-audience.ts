import { and, eq, sql } from 'drizzle-orm';
import type { BroadcastTarget } from '@foyer/contracts';
import { audienceSql, attendeeTagLinks } from '../attendees';
import { eventMembers } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';

/**
 * Who a broadcast reaches (decision 0021). APP: people at the venue, who follow the event in the app
 * (location type in person or hybrid); VEP: people in the virtual event platform (virtual or hybrid);
 * ALL: both. Tags: the attendee directory's own filter (`audienceSql`), so a broadcast reaches exactly
 * the people `GET attendees/count/?tags=` counted (narrowed by the target).
 */
export interface BroadcastAudience {
  /** The recipients' user ids (everyone reachable in the event but the sender, matching target and tags). */
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

export function createBroadcastAudience(db: Executor): BroadcastAudience {
  return {
    async recipients(eventId, senderId, target, tags) {
      const locations = targetLocations[target];
      const where = locations ? sql`where u.location_type in (${sql.join(locations.map((l) => sql`${l}`), sql`, `)})` : sql``;
      const result = await db.execute<{ user_id: number }>(
        sql`select a.user_id from (${audienceSql(eventId, tags, senderId)}) a join users u on u.id = a.user_id ${where}`,
      );
      return result.rows.map((r) => Number(r.user_id));
    },
    reaches(person, target, tags) {
      return targetReaches(target, person.locationType) && tags.every((group) => group.some((id) => person.tagIds.has(id)));
    },
    async tagIdsOf(eventId, userId) {
      const rows = await db
        .select({ id: attendeeTagLinks.tagId })
        .from(attendeeTagLinks)
        .innerJoin(eventMembers, eq(eventMembers.id, attendeeTagLinks.memberId))
        .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
