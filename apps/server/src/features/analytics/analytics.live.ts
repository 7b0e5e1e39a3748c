import { liveFiguresEveryMs, liveOnPageWindowMs, type LiveFigures, type SpaceType } from '@foyer/contracts';
import { isTimeZone } from '@foyer/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Logger } from '../../platform/logger';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { EventAccess } from '../identity';
import { events } from '../identity/events.schema';
import { presenceWindowMs } from '../presence';
import { analyticsSignIns } from './analytics.schema';

/** The sockets of the console's Live pages of an event (`watch_live_figures`). */
export const liveFiguresRoom = (eventSlug: string) => `event:${eventSlug}:live`;

/** The first segment of a space's page address after the event's slug (the web app's routes, spec 2). */
const pageSegments: Record<string, SpaceType> = {
  map: 'map', booths: 'booth', presentation: 'presentation', networking: 'networking', cinema: 'cinema', jobs: 'jobs',
  meetings: 'meeting', chatroulette: 'chat_roulette', posters: 'posters', embedded: 'embedded',
};
/** How long a nudge waits for others before the figures are counted. */
const burstMs = 300;

const segmentValues = sql.join(Object.entries(pageSegments).map(([segment, type]) => sql`(${segment}, ${type})`), sql`, `);

/**
 * The console's live figures (decision 0091), counted from what the server keeps anyway: presence rows (online),
 * the pages' heartbeats (per space), call seats (in calls), stage attendance (watching) and the sign-ins of
 * the event today (counted as they happen, decision 0096). Changes nudge a push to the event's organisers; pushes
 * of one event are coalesced to one per `liveFiguresEveryMs`, and a push whose figures did not change is not sent.
 */
export class LiveFiguresService {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly lastSentAt = new Map<string, number>();
  private readonly lastSent = new Map<string, string>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly realtime: RealtimeGateway,
    private readonly logger: Logger,
  ) {}

  /** `GET …/organizer/analytics/live/`: owners, administrators and the event's moderators. */
  async read(eventSlug: string, userId: number): Promise<LiveFigures> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'moderate');
    return this.count(event.id);
  }

  /** `watch_live_figures`: the socket of a Live page hears the event's figures as they change (the route's guard). */
  async watch(socket: { join(room: string): unknown }, eventSlug: string, userId: number): Promise<void> {
    await this.access.requireOrganizer(eventSlug, userId, 'moderate');
    await socket.join(liveFiguresRoom(eventSlug));
  }

  /**
   * Something the figures count changed in the event: the Live pages connected to this process hear the new
   * figures soon, once (each process tells its own sockets). Nothing is counted while none is open here.
   */
  nudge(eventSlug: string): void {
    if (this.closed || this.pending.has(eventSlug) || !this.watchedHere(eventSlug)) return;
    // A short wait even when nothing went out lately: a burst is one push, and the change that nudged has committed.
    const wait = Math.max(burstMs, (this.lastSentAt.get(eventSlug) ?? 0) + liveFiguresEveryMs - Date.now());
    const timer = setTimeout(() => {
      this.pending.delete(eventSlug);
      this.push(eventSlug).catch((err: unknown) => this.logger.error({ err, event: eventSlug }, 'pushing the live figures failed'));
    }, wait);
    timer.unref();
    this.pending.set(eventSlug, timer);
  }

  /** Counts again for the events pushed to before (departures no request tells of: a page's heartbeats stopping). */
  refreshWatched(): void {
    for (const slug of [...this.lastSent.keys()]) {
      if (this.watchedHere(slug)) this.nudge(slug);
      else this.lastSent.delete(slug);
    }
  }

  close(): void {
    this.closed = true;
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private watchedHere(eventSlug: string): boolean {
    return (this.realtime.io.of('/').adapter.rooms.get(liveFiguresRoom(eventSlug))?.size ?? 0) > 0;
  }

  private async push(eventSlug: string): Promise<void> {
    this.lastSentAt.set(eventSlug, Date.now());
    const [row] = await this.db.select({ id: events.id }).from(events).where(eq(events.slug, eventSlug));
    if (!row) return;
    const figures = await this.count(row.id);
    const { counted_at: _countedAt, ...compared } = figures;
    const key = JSON.stringify(compared);
    if (this.lastSent.get(eventSlug) === key) return;
    this.lastSent.set(eventSlug, key);
    this.realtime.emitToRoomLocally(liveFiguresRoom(eventSlug), 'updated_live_figures', figures);
  }

  /** The figures of one event now. */
  async count(eventId: number): Promise<LiveFigures> {
    const now = this.clock.now();
    const [ev] = await this.db.select({ timezone: events.timezone }).from(events).where(eq(events.id, eventId));
    // Today is the event's calendar day (a time zone the database would not know counts as UTC).
    const timezone = ev && isTimeZone(ev.timezone) ? ev.timezone : 'UTC';
    const online = new Date(now.getTime() - presenceWindowMs).toISOString();
    const onPage = new Date(now.getTime() - liveOnPageWindowMs).toISOString();
    const result = await this.db.execute<{ online: number; in_calls: number; sign_ins_today: number; spaces: LiveFigures['spaces']; stages: LiveFigures['stages'] }>(sql`
      WITH ev AS (SELECT id, slug FROM events WHERE id = ${eventId}),
      live_sockets AS (SELECT socket_id, user_id FROM presence_connections WHERE event_id = ${eventId} AND last_seen_at >= ${online}::timestamptz),
      -- Each person on the page they opened or beat from last (two tabs on two pages: the newer one).
      recent AS (
        SELECT user_id, path, last_beat_at AS at FROM page_time
        WHERE event_id = ${eventId} AND last_beat_at >= ${onPage}::timestamptz AND last_beat_at <= ${now.toISOString()}::timestamptz
        UNION ALL
        SELECT user_id, path, created_at AS at FROM page_views
        WHERE event_id = ${eventId} AND created_at >= ${onPage}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz
      ),
      on_page AS (
        SELECT DISTINCT ON (r.user_id) r.user_id,
          -- A booth opened on its map (/{event}/map/{map}/booth/{booth}) counts at the booth.
          CASE WHEN split_part(r.path, '/', 5) = 'booth' THEN 'booths' ELSE split_part(r.path, '/', 3) END AS segment,
          CASE WHEN split_part(r.path, '/', 5) = 'booth' THEN split_part(r.path, '/', 6) ELSE split_part(r.path, '/', 4) END AS slug
        FROM recent r, ev
        WHERE split_part(r.path, '/', 2) = ev.slug
        ORDER BY r.user_id, r.at DESC
      ),
      segments(segment, type) AS (VALUES ${segmentValues}),
      space_people AS (
        SELECT s.id, s.type, s.slug, s.name, count(op.user_id)::int AS people
        FROM spaces s
        LEFT JOIN segments sg ON sg.type = s.type
        LEFT JOIN on_page op ON op.segment = sg.segment AND op.slug = s.slug
        WHERE s.event_id = ${eventId}
        GROUP BY s.id
      ),
      stage_people AS (
        SELECT s.id, s.slug, s.name, p.title AS current_presentation,
          (SELECT count(DISTINCT sa.user_id)::int FROM space_attendance sa JOIN live_sockets ls ON ls.socket_id = sa.socket_id WHERE sa.space_id = s.id) AS watching
        FROM spaces s
        LEFT JOIN presentation_stages ps ON ps.space_id = s.id
        LEFT JOIN presentations p ON p.id = ps.current_presentation_id
        WHERE s.event_id = ${eventId} AND s.type = 'presentation'
      )
      SELECT
        (SELECT count(DISTINCT user_id)::int FROM live_sockets) AS online,
        (SELECT count(DISTINCT vp.user_id)::int FROM video_call_participants vp JOIN video_calls vc ON vc.id = vp.call_id
          WHERE vc.event_id = ${eventId} AND vc.ended_at IS NULL) AS in_calls,
        -- Sign-ins as the figures afterwards count them: the hours counted since midnight (an hour's day is its start's).
        (SELECT coalesce(sum(si.n), 0)::int FROM ${analyticsSignIns} si
          WHERE si.event_id = ${eventId}
            AND si.hour >= ((${now.toISOString()}::timestamptz AT TIME ZONE ${timezone})::date::timestamp AT TIME ZONE ${timezone})
            AND si.hour <= ${now.toISOString()}::timestamptz) AS sign_ins_today,
        (SELECT coalesce(json_agg(json_build_object('id', id, 'type', type, 'slug', slug, 'name', name, 'people', people) ORDER BY people DESC, name, id), '[]') FROM space_people) AS spaces,
        (SELECT coalesce(json_agg(json_build_object('id', id, 'slug', slug, 'name', name, 'watching', watching, 'current_presentation', current_presentation)
          ORDER BY watching DESC, name, id), '[]') FROM stage_people) AS stages`);
    const row = result.rows[0];
    if (!row) throw new Error('counting the live figures returned nothing');
    return { online: row.online, in_calls: row.in_calls, sign_ins_today: row.sign_ins_today, spaces: row.spaces, stages: row.stages, counted_at: now.toISOString() };
  }
}
