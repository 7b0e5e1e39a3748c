import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  minimumPeople,
  type AnalyticsQuery,
  type appointmentsFigure,
  type attendeesFigure,
  type boothFiguresFigure,
  type boothsFigure,
  type chatsFigure,
  type GuardedCount,
  type mediaFigure,
  type meetingsFigure,
  type spacesFigure,
  type stagesFigure,
} from '@foyer/contracts';
import { isTimeZone } from '@foyer/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { EventAccess, EventRow } from '../identity';
import { analyticsHours, analyticsSignIns } from './analytics.schema';

type Figure<T extends z.ZodType> = z.infer<T>;

/** Finds the booth a booth-staff route names, refusing anyone who neither owns the event nor staffs it. */
export type BoothStaffGuard = (eventSlug: string, userId: number, boothSlug: string) => Promise<{ event: EventRow; boothId: number }>;

/** The event's timezone for SQL (UTC for one the runtime does not know). */
const zoneOf = (event: EventRow) => (isTimeZone(event.timezone) ? event.timezone : 'UTC');

/** Where the rollup's hour lies: on the asked day (in the event's timezone), or anywhere. */
function hourWithin(column: SQL, zone: string, day: string | undefined): SQL {
  if (!day) return sql`true`;
  return sql`${column} >= (${day}::date::timestamp AT TIME ZONE ${zone}) AND ${column} < ((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`;
}
const localDay = (column: SQL, zone: string) => sql`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
/** Distinct people over the rows summed: first sightings that day, or in the event. */
const uniquePeople = (day: string | undefined) => (day ? sql`coalesce(sum(h.day_new), 0)::int` : sql`coalesce(sum(h.event_new), 0)::int`);

/** The figures of the console's analytics (decision 0095): visits and time from the rollups, the rest where it is stored. */
export class AnalyticsDashboards {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly boothStaff: BoothStaffGuard,
  ) {}

  private async owner(eventSlug: string, userId: number): Promise<{ event: EventRow; zone: string }> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    return { event, zone: zoneOf(event) };
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    return (await this.db.execute(query)).rows as T[];
  }

  /** The event's calendar days with any visit, oldest first. */
  private async days(event: EventRow, zone: string): Promise<string[]> {
    const rows = await this.rows<{ day: string }>(sql`
      SELECT DISTINCT ${localDay(sql`hour`, zone)} AS day FROM ${analyticsHours}
      WHERE event_id = ${event.id} AND space_id = 0 ORDER BY 1`);
    return rows.map((r) => r.day);
  }

  async attendees(eventSlug: string, userId: number, { day }: AnalyticsQuery): Promise<Figure<typeof attendeesFigure>> {
    const { event, zone } = await this.owner(eventSlug, userId);
    // The figure's queries go out together: under load each round trip waits for a core, so they overlap.
    const [visits, signIns, days] = await Promise.all([
      this.rows<{ day: string; unique_attendees: number; event_new: number }>(sql`
      SELECT ${localDay(sql`h.hour`, zone)} AS day, coalesce(sum(h.day_new), 0)::int AS unique_attendees, coalesce(sum(h.event_new), 0)::int AS event_new
      FROM ${analyticsHours} h WHERE h.event_id = ${event.id} AND h.space_id = 0 AND ${hourWithin(sql`h.hour`, zone, day)}
      GROUP BY 1 ORDER BY 1`),
      // Sign-ins as they were counted, per event and hour (decision 0096).
      this.rows<{ day: string; sign_ins: number }>(sql`
      SELECT ${localDay(sql`si.hour`, zone)} AS day, sum(si.n)::int AS sign_ins
      FROM ${analyticsSignIns} si WHERE si.event_id = ${event.id} AND ${hourWithin(sql`si.hour`, zone, day)}
      GROUP BY 1`),
      this.days(event, zone),
    ]);
    const byDay = new Map<string, { day: string; unique_attendees: number; sign_ins: number }>();
    for (const v of visits) byDay.set(v.day, { day: v.day, unique_attendees: v.unique_attendees, sign_ins: 0 });
    for (const s of signIns) byDay.set(s.day, { day: s.day, unique_attendees: byDay.get(s.day)?.unique_attendees ?? 0, sign_ins: s.sign_ins });
    const rows = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
    const total = {
      unique_attendees: day ? rows.reduce((n, r) => n + r.unique_attendees, 0) : visits.reduce((n, v) => n + v.event_new, 0),
      sign_ins: rows.reduce((n, r) => n + r.sign_ins, 0),
    };
    return { day: day ?? null, days, rows, total };
  }

  /** Visits, distinct visitors and seconds per space of the given types (all when none). */
  private spaceTotals(event: EventRow, zone: string, day: string | undefined, types: string[] | null) {
    const ofType = types ? sql`s.type IN (${sql.join(types.map((type) => sql`${type}`), sql`, `)})` : sql`true`;
    return this.rows<{ space_id: number; name: string; type: string; visits: number; unique_visitors: number; seconds: number }>(sql`
      SELECT h.space_id, s.name, s.type, coalesce(sum(h.views), 0)::int AS visits, ${uniquePeople(day)} AS unique_visitors,
        coalesce(sum(h.seconds), 0)::int AS seconds
      FROM ${analyticsHours} h JOIN spaces s ON s.id = h.space_id
      WHERE h.event_id = ${event.id} AND h.space_id <> 0 AND ${ofType} AND ${hourWithin(sql`h.hour`, zone, day)}
      GROUP BY h.space_id, s.name, s.type ORDER BY visits DESC, s.name`);
  }

  async spaces(eventSlug: string, userId: number, { day }: AnalyticsQuery): Promise<Figure<typeof spacesFigure>> {
    const { event, zone } = await this.owner(eventSlug, userId);
    const [days, rows] = await Promise.all([this.days(event, zone), this.spaceTotals(event, zone, day, null)]);
    return { day: day ?? null, days, rows };
  }

  async stages(eventSlug: string, userId: number, { day }: AnalyticsQuery): Promise<Figure<typeof stagesFigure>> {
    const { event, zone } = await this.owner(eventSlug, userId);
    const [rows, totals, days] = await Promise.all([
      this.rows<{ space_id: number; name: string; hour: string; viewers: number; watch_seconds: number }>(sql`
      SELECT h.space_id, s.name, to_char(h.hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour, h.visitors AS viewers, h.seconds AS watch_seconds
      FROM ${analyticsHours} h JOIN spaces s ON s.id = h.space_id
      WHERE h.event_id = ${event.id} AND h.space_id <> 0 AND s.type = 'presentation' AND ${hourWithin(sql`h.hour`, zone, day)}
      ORDER BY h.hour, s.name`),
      this.spaceTotals(event, zone, day, ['presentation']),
      this.days(event, zone),
    ]);
    const stages = totals.map((s) => ({
      space_id: s.space_id,
      name: s.name,
      peak_viewers: rows.filter((r) => r.space_id === s.space_id).reduce((peak, r) => Math.max(peak, r.viewers), 0),
      unique_viewers: s.unique_visitors,
      average_watch_seconds: s.unique_visitors > 0 ? Math.round(s.seconds / s.unique_visitors) : 0,
    }));
    return { day: day ?? null, days, rows, stages };
  }

  async meetings(eventSlug: string, userId: number, { day }: AnalyticsQuery): Promise<Figure<typeof meetingsFigure>> {
    const { event, zone } = await this.owner(eventSlug, userId);
    const [rows, days] = await Promise.all([
      this.rows<Figure<typeof meetingsFigure>['rows'][number]>(sql`
      SELECT m.id AS meeting_id, m.title, to_char(m.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at, m.capacity,
        (SELECT count(*)::int FROM meeting_registrations r WHERE r.meeting_id = m.id) AS registered,
        (SELECT count(*)::int FROM meeting_attendance a WHERE a.meeting_id = m.id) AS attended,
        CASE WHEN m.ends_at <= ${this.clock.now().toISOString()}::timestamptz THEN (SELECT count(*)::int FROM meeting_registrations r
          WHERE r.meeting_id = m.id AND NOT EXISTS (SELECT 1 FROM meeting_attendance a WHERE a.meeting_id = m.id AND a.user_id = r.user_id)) END AS no_shows,
        (SELECT count(*)::int FROM meeting_waitlist w WHERE w.meeting_id = m.id) AS waitlist
      FROM meetings m WHERE m.event_id = ${event.id} AND ${hourWithin(sql`m.starts_at`, zone, day)}
      ORDER BY m.starts_at, m.id`),
      this.days(event, zone),
    ]);
    return { day: day ?? null, days, rows };
  }

  async appointments(eventSlug: string, userId: number, { day }: AnalyticsQuery): Promise<Figure<typeof appointmentsFigure>> {
    const { event, zone } = await this.owner(eventSlug, userId);
    // A rescheduled appointment is one request: the row it replaced (UPDATED) is not counted; BLOCKED is busy time.
    const [rows, days] = await Promise.all([
      this.rows<Figure<typeof appointmentsFigure>['rows'][number]>(sql`
      SELECT ${localDay(sql`a.start_date`, zone)} AS day, count(*)::int AS requested,
        count(*) FILTER (WHERE a.status = 'ACCEPTED')::int AS accepted,
        count(*) FILTER (WHERE a.status = 'ACCEPTED' AND a.end_date <= ${this.clock.now().toISOString()}::timestamptz)::int AS held
      FROM appointment_schedules a
      WHERE a.event_id = ${event.id} AND a.status NOT IN ('BLOCKED', 'UPDATED') AND ${hourWithin(sql`a.start_date`, zone, day)}
      GROUP BY 1 ORDER BY 1`),
      this.days(event, zone),
    ]);
    return { day: day ?? null, days, rows };
  }

  async chats(eventSlug: string, userId: number, { day }: AnalyticsQuery): Promise<Figure<typeof chatsFigure>> {
    const { event, zone } = await this.owner(eventSlug, userId);
    const [rows, days] = await Promise.all([
      this.rows<Figure<typeof chatsFigure>['rows'][number]>(sql`
      SELECT c.id AS chat_id, coalesce(nullif(c.name, ''), s.name, '') AS name, count(p.id)::int AS messages, count(DISTINCT p.sender_id)::int AS senders
      FROM chats c LEFT JOIN spaces s ON s.id = c.space_id
      JOIN public_messages p ON p.chat_id = c.id AND ${hourWithin(sql`p.sent_at`, zone, day)}
      WHERE c.event_id = ${event.id}
      GROUP BY c.id, c.name, s.name ORDER BY messages DESC, name`),
      this.days(event, zone),
    ]);
    return { day: day ?? null, days, rows };
  }

  /** Per booth: document downloads, video plays and business cards, its own staff left out. */
  private boothActs(event: EventRow, zone: string, day: string | undefined) {
    const notStaff = (boothId: SQL, person: SQL) => sql`NOT EXISTS (SELECT 1 FROM booth_staff st WHERE st.booth_id = ${boothId} AND st.user_id = ${person})`;
    return this.rows<{ booth_id: number; document_downloads: number; video_plays: number; business_cards: number }>(sql`
      SELECT b.booth_id,
        (SELECT count(*)::int FROM booth_document_downloads x JOIN booth_documents d ON d.id = x.document_id
          WHERE d.booth_id = b.booth_id AND ${notStaff(sql`b.booth_id`, sql`x.user_id`)} AND ${hourWithin(sql`x.downloaded_at`, zone, day)}) AS document_downloads,
        (SELECT count(*)::int FROM booth_video_plays x JOIN booth_videos v ON v.id = x.video_id
          WHERE v.booth_id = b.booth_id AND ${notStaff(sql`b.booth_id`, sql`x.user_id`)} AND ${hourWithin(sql`x.played_at`, zone, day)}) AS video_plays,
        (SELECT count(*)::int FROM business_cards x WHERE x.booth_id = b.booth_id AND ${hourWithin(sql`x.created_at`, zone, day)}) AS business_cards
      FROM (SELECT space_id AS booth_id FROM booths WHERE event_id = ${event.id}) b`);
  }

  /**
   * One booth's downloads, plays and cards, per day and in all (`day` null): counts and the distinct people
   * behind them, keyed `<kind>:<day>` (`<kind>:` for all), its own staff left out.
   */
  private async boothActsByDay(boothId: number, zone: string, day: string | undefined): Promise<Map<string, { count: number; people: number }>> {
    const notStaff = (person: SQL) => sql`NOT EXISTS (SELECT 1 FROM booth_staff st WHERE st.booth_id = ${boothId} AND st.user_id = ${person})`;
    const perDay = (kind: string, at: SQL, person: SQL, from: SQL) =>
      sql`SELECT ${kind} AS kind, day, count(*)::int AS count, count(DISTINCT person)::int AS people
        FROM (SELECT ${localDay(at, zone)} AS day, ${person} AS person ${from} AND ${notStaff(person)} AND ${hourWithin(at, zone, day)}) acts
        GROUP BY GROUPING SETS ((day), ())`;
    const rows = await this.rows<{ kind: string; day: string | null; count: number; people: number }>(sql`
      ${perDay('download', sql`x.downloaded_at`, sql`x.user_id`, sql`FROM booth_document_downloads x JOIN booth_documents d ON d.id = x.document_id WHERE d.booth_id = ${boothId}`)}
      UNION ALL
      ${perDay('play', sql`x.played_at`, sql`x.user_id`, sql`FROM booth_video_plays x JOIN booth_videos v ON v.id = x.video_id WHERE v.booth_id = ${boothId}`)}
      UNION ALL
      ${perDay('card', sql`x.created_at`, sql`x.user_id`, sql`FROM business_cards x WHERE x.booth_id = ${boothId}`)}`);
    return new Map(rows.map((r) => [`${r.kind}:${r.day ?? ''}`, { count: r.count, people: r.people }]));
  }

  async booths(eventSlug: string, userId: number, { day }: AnalyticsQuery): Promise<Figure<typeof boothsFigure>> {
    const { event, zone } = await this.owner(eventSlug, userId);
    const [booths, totals, actsOf, days] = await Promise.all([
      this.rows<{ booth_id: number; name: string }>(sql`
      SELECT b.space_id AS booth_id, s.name FROM booths b JOIN spaces s ON s.id = b.space_id WHERE b.event_id = ${event.id} ORDER BY s.name`),
      this.spaceTotals(event, zone, day, ['booth']),
      this.boothActs(event, zone, day),
      this.days(event, zone),
    ]);
    const visits = new Map(totals.map((v) => [v.space_id, v]));
    const acts = new Map(actsOf.map((a) => [a.booth_id, a]));
    const rows = booths.map((b) => {
      const v = visits.get(b.booth_id);
      const a = acts.get(b.booth_id);
      return {
        booth_id: b.booth_id,
        name: b.name,
        visits: v?.visits ?? 0,
        unique_visitors: v?.unique_visitors ?? 0,
        seconds: v?.seconds ?? 0,
        document_downloads: a?.document_downloads ?? 0,
        video_plays: a?.video_plays ?? 0,
        business_cards: a?.business_cards ?? 0,
      };
    });
    rows.sort((x, y) => y.visits - x.visits || x.name.localeCompare(y.name));
    return { day: day ?? null, days, rows };
  }

  async media(eventSlug: string, userId: number, { day }: AnalyticsQuery): Promise<Figure<typeof mediaFigure>> {
    const { event, zone } = await this.owner(eventSlug, userId);
    const [cinemas, days] = await Promise.all([this.spaceTotals(event, zone, day, ['cinema']), this.days(event, zone)]);
    // Recordings are watched as the cinema's films: their views are the cinema's.
    const rows = cinemas.map((c) => ({ kind: 'cinema' as const, id: c.space_id, name: c.name, views: c.visits, unique_viewers: c.unique_visitors, seconds: c.seconds }));
    return { day: day ?? null, days, rows };
  }

  /**
   * One booth's figures for its staff (and the event's owners): per day and in total, every count about
   * fewer than 5 distinct people hidden; by name only those who acted there (a business card, its chat).
   */
  async booth(eventSlug: string, userId: number, boothSlug: string, { day }: AnalyticsQuery): Promise<Figure<typeof boothFiguresFigure>> {
    const { event, boothId } = await this.boothStaff(eventSlug, userId, boothSlug);
    const zone = zoneOf(event);
    const [perDay, acts, [visits], contacts] = await Promise.all([
      this.rows<{ day: string; visits: number; unique_visitors: number; seconds: number }>(sql`
      SELECT ${localDay(sql`h.hour`, zone)} AS day, coalesce(sum(h.views), 0)::int AS visits, coalesce(sum(h.day_new), 0)::int AS unique_visitors,
        coalesce(sum(h.seconds), 0)::int AS seconds
      FROM ${analyticsHours} h WHERE h.event_id = ${event.id} AND h.space_id = ${boothId} AND ${hourWithin(sql`h.hour`, zone, day)}
      GROUP BY 1 ORDER BY 1`),
      this.boothActsByDay(boothId, zone, day),
      this.rows<{ visits: number; unique_visitors: number; seconds: number }>(sql`
      SELECT coalesce(sum(h.views), 0)::int AS visits, ${uniquePeople(day)} AS unique_visitors, coalesce(sum(h.seconds), 0)::int AS seconds
      FROM ${analyticsHours} h WHERE h.event_id = ${event.id} AND h.space_id = ${boothId} AND ${hourWithin(sql`h.hour`, zone, day)}`),
      this.rows<Figure<typeof boothFiguresFigure>['contacts'][number]>(sql`
      SELECT * FROM (
        SELECT u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, 'business_card' AS kind,
          to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
        FROM business_cards c JOIN users u ON u.id = c.user_id WHERE c.booth_id = ${boothId} AND ${hourWithin(sql`c.created_at`, zone, day)}
        UNION ALL
        SELECT u.id, trim(u.first_name || ' ' || u.last_name), 'chat', to_char(max(p.sent_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        FROM chats ch JOIN public_messages p ON p.chat_id = ch.id JOIN users u ON u.id = p.sender_id
        WHERE ch.space_id = ${boothId} AND ${hourWithin(sql`p.sent_at`, zone, day)}
          AND NOT EXISTS (SELECT 1 FROM booth_staff st WHERE st.booth_id = ${boothId} AND st.user_id = u.id)
        GROUP BY u.id
      ) acted ORDER BY at DESC`),
    ]);
    const none = { count: 0, people: 0 };
    const guardedOf = (d: string | null, visits: { visits: number; unique_visitors: number; seconds: number }) => {
      const of = (kind: string) => acts.get(`${kind}:${d ?? ''}`) ?? none;
      return guardBoothFigures(visits, of('download'), of('play'), of('card'));
    };
    const rows = perDay.map((d) => ({ day: d.day, ...guardedOf(d.day, d) }));
    const total = guardedOf(null, visits!);
    return { day: day ?? null, days: rows.map((r) => r.day), rows, total, contacts };
  }
}

/** A count, or `{ fewer_than: 5 }` when it is about fewer than 5 distinct people. */
export function guarded(count: number, people: number): GuardedCount {
  return people < minimumPeople && count > 0 ? { fewer_than: minimumPeople } : count;
}

type Acts = { count: number; people: number };

function guardBoothFigures(visits: { visits: number; unique_visitors: number; seconds: number }, downloads: Acts, plays: Acts, cards: Acts) {
  return {
    visits: guarded(visits.visits, visits.unique_visitors),
    unique_visitors: guarded(visits.unique_visitors, visits.unique_visitors),
    seconds: guarded(visits.seconds, visits.unique_visitors),
    document_downloads: guarded(downloads.count, downloads.people),
    video_plays: guarded(plays.count, plays.people),
    business_cards: guarded(cards.count, cards.people),
  };
}
