import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { CalendarFeed } from '@foyer/contracts';
import { wallClockIn } from '@foyer/domain';
import type { Clock } from '../../platform/clock';
import type { FavouriteKinds } from '../../platform/favourites';
import type { EventAccessGrant, EventRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { events } from '../identity/events.schema';
import { spaceOrganiserRoles } from '../spaces';
import { GroupSessionsRepository } from './group-sessions.repository';
import { calendarFeeds, programEntryTombstones } from './program.schema';
import type { TimetableService } from './timetable.service';

/** Kinds the feed serves: program items and group sessions (the kinds with a time). */
const feedKinds = ['show', 'session'] as const;

/**
 * Times go out as wall-clock times with TZID (ical-generator writes a native Date's UTC fields under the
 * TZID, so it gets the zone's wall clock as text). `UTC` has no VTIMEZONE of that name in the zone database the generator reads; `Etc/UTC` is the same zone. */
export const icalZone = (timeZone: string) => (timeZone === 'UTC' ? 'Etc/UTC' : timeZone);

/** Text of HTML for a calendar's plain DESCRIPTION. */
export const plain = (html: string) => html.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").trim();

/**
 * The personal calendar feed: a secret address per person and event serving their favourite program
 * items and group sessions as iCalendar (RFC 5545). Removed items stay as STATUS:CANCELLED (tombstones),
 * so subscribed calendars drop them instead of keeping a stale copy.
 */
export class CalendarFeedService {
  private readonly sessions: GroupSessionsRepository;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly timetable: TimetableService,
    private readonly favourites: FavouriteKinds,
    private readonly publicUrl: string,
    private readonly appTitle: string,
  ) {
    this.sessions = new GroupSessionsRepository(db);
  }

  private address(eventSlug: string, token: string): string {
    return `${this.publicUrl}/api/events/${encodeURIComponent(eventSlug)}/calendar/${token}.ics`;
  }

  async current(grant: EventAccessGrant, userId: number): Promise<CalendarFeed> {
    const [row] = await this.db.select().from(calendarFeeds).where(and(eq(calendarFeeds.eventId, grant.event.id), eq(calendarFeeds.userId, userId)));
    return row ? { url: this.address(grant.event.slug, row.token), created: row.createdAt.toISOString() } : { url: null, created: null };
  }

  /** A new secret address; the old one (if any) stops working at once. */
  async renew(grant: EventAccessGrant, userId: number): Promise<CalendarFeed> {
    const token = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    await this.db
      .insert(calendarFeeds)
      .values({ eventId: grant.event.id, userId, token, createdAt: now })
      .onConflictDoUpdate({ target: [calendarFeeds.eventId, calendarFeeds.userId], set: { token, createdAt: now } });
    return { url: this.address(grant.event.slug, token), created: now.toISOString() };
  }

  async revoke(grant: EventAccessGrant, userId: number): Promise<void> {
    await this.db.delete(calendarFeeds).where(and(eq(calendarFeeds.eventId, grant.event.id), eq(calendarFeeds.userId, userId)));
  }

  /** The feed of a token, or null for a token that names no feed of this event (404). */
  async ics(eventSlug: string, token: string): Promise<string | null> {
    const [found] = await this.db
      .select({ feed: calendarFeeds, event: events })
      .from(calendarFeeds)
      .innerJoin(events, eq(events.id, calendarFeeds.eventId))
      .where(and(eq(calendarFeeds.token, token), eq(events.slug, eventSlug)));
    if (!found) return null;
    // The person must still be let into the event: a removed guest's feed answers 404 like a revoked one.
    let grant: EventAccessGrant;
    try {
      grant = await this.timetable.access(eventSlug, found.feed.userId);
    } catch {
      return null;
    }
    return this.render(grant, found.feed.userId);
  }

  private async render(grant: EventAccessGrant, userId: number): Promise<string> {
    const event: EventRow = grant.event;
    const zone = icalZone(event.timezone);
    const host = new URL(this.publicUrl).host;
    const organiser = spaceOrganiserRoles.includes(grant.role);
    const favs = await this.favourites.itemsOf(event.id, userId, feedKinds);
    const showIds = favs.filter((f) => f.kind === 'show').map((f) => f.itemId);
    const sessionIds = favs.filter((f) => f.kind === 'session').map((f) => f.itemId);
    const [entries, sessions, tombstones] = await Promise.all([
      this.timetable.repo.byIds(event.id, showIds, organiser),
      event.enableGroupSessions ? this.sessions.byIds(event.id, sessionIds) : Promise.resolve([]),
      showIds.length === 0
        ? Promise.resolve([])
        : this.db.select().from(programEntryTombstones).where(and(eq(programEntryTombstones.eventId, event.id), inArray(programEntryTombstones.entryId, showIds))),
    ]);
    const items = await this.timetable.presentItems(entries.filter((e) => e.entry.type === 'item'), organiser);

    const cal = ical({
      name: `${event.name} (${this.appTitle})`,
      prodId: { company: this.appTitle, product: 'program', language: 'EN' },
      // The zone goes with each event (TZID) and its VTIMEZONE from the generator. No calendar-wide zone name:
      // ical-generator would write it as the unregistered TIMEZONE-ID and DTSTAMP in that zone without the
      // UTC `Z` RFC 5545 §3.8.7.2 requires; X-WR-TIMEZONE still tells clients that read it.
      timezone: { name: null, generator: getVtimezoneComponent },
      x: [{ key: 'X-WR-TIMEZONE', value: zone }],
      // Calendars poll a subscription; an hour keeps them close without hammering the server.
      ttl: 3600,
    });
    const link = (path: string) => `${this.publicUrl}/${encodeURIComponent(event.slug)}${path}`;
    for (const item of items) {
      const row = entries.find((e) => e.entry.id === item.id)?.entry;
      cal.createEvent({
        id: `show-${item.id}@${host}`,
        sequence: row?.sequence ?? 0,
        stamp: row?.updatedAt ?? this.clock.now(),
        start: wallClockIn(new Date(item.start_date), zone),
        end: wallClockIn(new Date(item.end_date), zone),
        timezone: zone,
        summary: item.name,
        description: [item.subtitle, item.performers.map((p) => p.name).join(', '), plain(item.description)].filter(Boolean).join('\n\n'),
        location: item.space.name,
        url: link(''),
      });
    }
    for (const stone of tombstones) {
      cal.createEvent({
        id: `show-${stone.entryId}@${host}`,
        sequence: stone.sequence,
        stamp: stone.removedAt,
        start: wallClockIn(stone.startDate, zone),
        end: wallClockIn(stone.endDate, zone),
        timezone: zone,
        summary: stone.name,
        status: ICalEventStatus.CANCELLED,
      });
    }
    for (const session of sessions) {
      cal.createEvent({
        id: `session-${session.id}@${host}`,
        sequence: session.sequence,
        stamp: this.clock.now(),
        start: wallClockIn(session.startsAt, zone),
        end: wallClockIn(session.endsAt, zone),
        timezone: zone,
        summary: session.displayName,
        description: plain(session.description),
        url: link(''),
      });
    }
    return cal.toString();
  }
}
