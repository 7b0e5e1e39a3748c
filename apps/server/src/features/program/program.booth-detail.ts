import { sql, type SQL } from 'drizzle-orm';
import type { SponsoredSession } from '@foyer/contracts';
import { isoUtcSql } from '../../platform/db/json-sql';

/**
 * The booth detail's `sponsored_sessions` (decision 0078): the program items the booth sponsors, in time order;
 * those in closed spaces only when `includeClosed` (organisers).
 */
export function sponsoredSessionsSql({ boothId, includeClosed }: { boothId: SQL; includeClosed: SQL }): SQL<SponsoredSession[]> {
  return sql<SponsoredSession[]>`coalesce((select json_agg(json_build_object('id', pe.id, 'name', pe.name,
    'description', pe.description, 'start_date', ${isoUtcSql(sql`pe.start_date`)}, 'end_date', ${isoUtcSql(sql`pe.end_date`)},
    'space_id', pe.space_id) order by pe.start_date, pe.id)
    from program_entries pe join spaces ps on ps.id = pe.space_id
    where pe.sponsor_space_id = ${boothId} and pe.type = 'item' and (${includeClosed}::boolean or ps.published)), '[]'::json)`;
}
