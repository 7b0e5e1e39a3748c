import { sql } from 'drizzle-orm';
import type { AnalyticsSettings } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { ChangeLog, EventAccess } from '../identity';
import { analyticsPresence, analyticsSettings, analyticsWatermarks, pageTime, pageViews } from './analytics.schema';

/**
 * How long an event keeps its raw analytics rows (page views, time on pages, who was where per hour), and
 * the purge that deletes the older ones (decision 0095). Only rows the rollup has folded go: the rollups stay.
 */
export class AnalyticsRetention {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly changes: ChangeLog,
  ) {}

  async settings(eventSlug: string, userId: number): Promise<AnalyticsSettings> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    return this.read(this.db, event.id);
  }

  private async read(db: Pick<Db, 'select'>, eventId: number): Promise<AnalyticsSettings> {
    const [row] = await db.select().from(analyticsSettings).where(sql`${analyticsSettings.eventId} = ${eventId}`);
    return { retention_days: row?.retentionDays ?? null };
  }

  async update(eventSlug: string, userId: number, body: AnalyticsSettings): Promise<AnalyticsSettings> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    return this.db.transaction(async (tx) => {
      const before = await this.read(tx, event.id);
      await tx
        .insert(analyticsSettings)
        .values({ eventId: event.id, retentionDays: body.retention_days })
        .onConflictDoUpdate({ target: analyticsSettings.eventId, set: { retentionDays: body.retention_days } });
      await this.changes.record(tx, { eventId: event.id, actorId: userId, area: 'analytics', action: 'retention_set', target: event.name, before, after: body });
      return body;
    });
  }

  /** Deletes the raw rows older than each event's retention; answers how many page views went. */
  async purge(): Promise<number> {
    const cutoff = sql`(${this.clock.now().toISOString()}::timestamptz - make_interval(days => s.retention_days))`;
    return this.db.transaction(async (tx) => {
      const views = await tx.execute(sql`
        DELETE FROM ${pageViews} v USING ${analyticsSettings} s, ${analyticsWatermarks} w
        WHERE s.retention_days IS NOT NULL AND v.event_id = s.event_id AND v.created_at < ${cutoff}
          AND w.name = 'page_views' AND v.id <= w.last_id`);
      await tx.execute(sql`
        DELETE FROM ${pageTime} p USING ${analyticsSettings} s
        WHERE s.retention_days IS NOT NULL AND p.event_id = s.event_id AND p.last_beat_at < ${cutoff} AND p.beats = p.folded_beats`);
      await tx.execute(sql`
        DELETE FROM ${analyticsPresence} p USING ${analyticsSettings} s
        WHERE s.retention_days IS NOT NULL AND p.event_id = s.event_id AND p.hour < ${cutoff} - interval '1 hour'`);
      return views.rowCount ?? 0;
    });
  }
}
