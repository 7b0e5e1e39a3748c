import { sql, type SQL } from 'drizzle-orm';

/**
 * The space a stored page path shows, by the web app's addresses (spec 2's space-to-path mapping, relative
 * to `/{eventSlug}`): `map/{slug}`, `map/{map}/booth/{slug}` and `booths/{slug}` (booths),
 * `presentation/{slug}`, `networking/{slug}`, `cinema/{slug}`, `jobs/{slug}`, `meetings/{slug}`,
 * `chatroulette/{slug}`, `posters/{slug}`, `embedded/{slug}`. Deeper paths (a meeting of a meeting space)
 * count for their space.
 */
export const pathSegmentTypes: Record<string, string> = {
  map: 'map',
  booths: 'booth',
  presentation: 'presentation',
  networking: 'networking',
  cinema: 'cinema',
  jobs: 'jobs',
  meetings: 'meeting',
  chatroulette: 'chat_roulette',
  posters: 'posters',
  embedded: 'embedded',
};

const typeCases = sql.raw(
  Object.entries(pathSegmentTypes)
    .map(([segment, type]) => `WHEN '${segment}' THEN '${type}'`)
    .join(' '),
);

/** SQL for the id of the space of the event the path shows, or null (a scalar subquery). */
export function spaceOfPathSql(eventId: SQL, path: SQL): SQL {
  const segment = (n: number) => sql`split_part(${path}, '/', ${sql.raw(String(n))})`;
  const isBoothOnMap = sql`(${segment(3)} = 'map' AND ${segment(5)} = 'booth')`;
  return sql`(SELECT s.id FROM spaces s WHERE s.event_id = ${eventId}
    AND s.type = CASE WHEN ${isBoothOnMap} THEN 'booth' ELSE (CASE ${segment(3)} ${typeCases} END) END
    AND s.slug = CASE WHEN ${isBoothOnMap} THEN ${segment(6)} ELSE ${segment(4)} END)`;
}
