import type { EventMember } from '@foyer/contracts';
import { consoleRolesOf } from '../identity';
import type { MemberRow } from './people.repository';

/** A person on the event's list as the console shows them; `id` is their user id, the path's `userId`. */
export function presentMember(row: MemberRow): EventMember {
  return {
    id: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    roles: consoleRolesOf(row.role),
    staffed_booths: row.booths,
    tags: row.tags,
    signed_in: row.joinedAt !== null,
    joined_at: row.joinedAt?.toISOString() ?? null,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  };
}
