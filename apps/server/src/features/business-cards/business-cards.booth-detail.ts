import { sql, type SQL } from 'drizzle-orm';
import type { OwnBusinessCard } from '@foyer/contracts';
import { isoUtcSql } from '../../platform/db/json-sql';

/**
 * The booth detail's `my_business_card` (decision 0078): the asking person's card at the booth, as
 * `presentOwnCard` presents it, read inside the detail's one statement; null before one.
 */
export function ownCardSql({ boothId, userId }: { boothId: SQL; userId: SQL }): SQL<OwnBusinessCard | null> {
  return sql<OwnBusinessCard | null>`(select json_build_object('id', bc.id, 'include_email', bc.include_email, 'message', bc.message,
    'staff', bc.staff_id, 'assigned_to', bc.assigned_to_id, 'is_auto', bc.is_auto, 'ignore_incognito_mode', bc.ignore_incognito_mode,
    'created', ${isoUtcSql(sql`bc.created_at`)}, 'updated', ${isoUtcSql(sql`bc.updated_at`)})
    from business_cards bc where bc.booth_id = ${boothId} and bc.user_id = ${userId})`;
}
