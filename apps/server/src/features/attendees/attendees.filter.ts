import { sql, type SQL } from 'drizzle-orm';
import type { TagFilter } from '@foyer/contracts';

/**
 * The attendee tag filter of the directory, the broadcast count and the broadcast recipients, in one
 * place so that they always agree. `groups` is `tagFilter`'s output: one list of tag ids per category.
 * A member passes when, for every group, they carry at least one of its tags (AND across categories, OR
 * within one). `memberId` is the SQL of the `event_members.id` column of the outer query.
 *
 * Each group is a semi-join on `attendee_tag_links (tag_id, member_id)`: PostgreSQL starts from the
 * rarest group's links when that is cheaper than walking the event's members.
 */
export function tagFilterSql(memberId: SQL, groups: TagFilter | undefined): SQL {
  if (!groups || groups.length === 0) return sql`true`;
  return sql.join(
    groups.map(
      (ids) => sql`exists (select 1 from attendee_tag_links atl where atl.member_id = ${memberId} and atl.tag_id = any(${sql.param(ids)}::int[]))`,
    ),
    sql` and `,
  );
}

/**
 * Members of the event who can be reached as attendees: their account is active, they agreed to the terms
 * and they entered the event at least once. `m` is `event_members`, `u` is `users`.
 */
export const reachableMemberSql = sql`m.joined_at is not null and u.is_active and u.terms_agreed`;

/**
 * Members others may find in a list, a count or a suggestion: reachable, and with a first and last name
 * (`users.has_name`, decision 0070). Someone who signed in and never gave a name appears nowhere until they do.
 */
export const listedMemberSql = sql`${reachableMemberSql} and u.has_name`;

/**
 * The user ids a broadcast to `groups` reaches in the event (everyone listed, public or not, but
 * `exceptUserId`, the sender): a sub-select to count, or to insert from (`INSERT … SELECT`).
 */
export function audienceSql(eventId: number, groups: TagFilter | undefined, exceptUserId?: number): SQL {
  return sql`select m.user_id from event_members m join users u on u.id = m.user_id
    where m.event_id = ${eventId} and ${listedMemberSql} and ${tagFilterSql(sql`m.id`, groups)}
    ${exceptUserId === undefined ? sql`` : sql`and m.user_id <> ${exceptUserId}`}`;
}
