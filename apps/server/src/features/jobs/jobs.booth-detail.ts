import { sql, type SQL } from 'drizzle-orm';

/**
 * The booth detail's `has_jobs` and `jobs_slug` (decision 0078): whether the booth offers jobs, and the event's
 * first jobs space, open ones first (closed ones only when `includeClosed`, for organisers).
 */
export function boothJobsSql({ boothId, eventId, includeClosed }: { boothId: SQL; eventId: SQL; includeClosed: SQL }): { hasJobs: SQL<boolean>; jobsSlug: SQL<string | null> } {
  return {
    hasJobs: sql<boolean>`exists(select 1 from jobs j where j.booth_id = ${boothId})`,
    jobsSlug: sql<string | null>`(select js.slug from spaces js where js.event_id = ${eventId} and js.type = 'jobs'
      and (${includeClosed}::boolean or js.published) order by js.published desc, js.id limit 1)`,
  };
}
