import { attendeeListOpen, searchWords } from '@foyer/domain';
import { attendeeListClosed, type Attendee, type Tag, type TagFilter } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { forbidden, notFound } from '../../platform/http/errors';
import type { EventRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { spaceOrganiserRoles, type SpacesFace } from '../spaces';
import type { BoothsFace } from '../booths';
import { presenceWindowMs } from '../presence';
import { presentAttendee } from './attendees.presenter';
import { AttendeesRepository, type TagCategoryRow, type TagRow } from './attendees.repository';
import { listedPerson, pageWithout, type DirectoryCache, type ListedPerson } from './attendees.directory-cache';

export interface AttendeeListParams {
  limit: number;
  offset: number;
  search?: string;
  tags?: TagFilter;
  user_ids?: number[];
  booth_slug?: string;
  presentation_slug?: string;
}

/** The attendee directory, single attendees, tags and the broadcast audience count. */
export class AttendeesService {
  readonly repo: AttendeesRepository;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly spaces: SpacesFace,
    private readonly booths: BoothsFace,
    /** The process's directory cache (the routes' service has it; others read the database). */
    private readonly cache: DirectoryCache | null = null,
  ) {
    this.repo = new AttendeesRepository(db);
  }

  /** The same service on a caller's transaction (seeds): it reads the database, not the process's cache. */
  inTransaction(tx: Executor): AttendeesService {
    return tx === this.db ? this : new AttendeesService(tx, this.clock, this.spaces.inTransaction(tx), this.booths.inTransaction(tx));
  }

  /** Whether the event's attendee list is open to attendees now (decision 0071). */
  private listOpen(event: EventRow): boolean {
    const window = { startDate: event.startDate, endDate: event.endDate, timeZone: event.timezone, showOutsideEvent: event.previewConfig.show_attendees_outside_event };
    return attendeeListOpen(window, this.clock.now());
  }

  /** Connections seen since then count as online. */
  private since(): Date {
    return new Date(this.clock.now().getTime() - presenceWindowMs);
  }

  /**
   * A page of people. A directory page from the cache comes as `listed` (each person with their JSON), which the
   * route sends without serialising them again; other lists as `results`.
   */
  async list(eventSlug: string, viewerId: number, q: AttendeeListParams): Promise<{ count: number; results: Attendee[] } | { count: number; listed: ListedPerson[] }> {
    let eventId: number;
    let boothId: number | undefined;
    let spaceId: number | undefined;
    if (q.booth_slug !== undefined) {
      // The booth's visitor list: only for those who may watch it (its staff, decision 0019).
      const access = await this.booths.requireBooth(eventSlug, viewerId, q.booth_slug);
      this.booths.requireAllowed(access, 'watch_visitors');
      eventId = access.grant.event.id;
      boothId = access.booth.spaceId;
    } else if (q.presentation_slug !== undefined) {
      const { grant, space } = await this.spaces.requireEnterable(eventSlug, viewerId, 'presentation', q.presentation_slug);
      eventId = grant.event.id;
      spaceId = space.id;
    } else {
      const { event, role } = await this.spaces.access.require(eventSlug, viewerId);
      eventId = event.id;
      // The whole event's list (not a stage's or a booth's people): outside the event's days only when it shows them.
      if (q.user_ids === undefined && !spaceOrganiserRoles.includes(role) && !this.listOpen(event)) {
        throw forbidden(attendeeListClosed.detail, attendeeListClosed.code);
      }
    }
    if (boothId === undefined && spaceId === undefined && q.user_ids === undefined && this.cache) {
      return this.directoryPage(eventId, viewerId, searchWords(q.search), q.tags, q.limit, q.offset);
    }
    const { rows, count } = await this.repo.list({
      eventId,
      viewerId,
      words: searchWords(q.search),
      ignoreSpaces: spaceId !== undefined,
      groups: q.tags,
      userIds: q.user_ids,
      boothId,
      spaceId,
      since: this.since(),
      limit: q.limit,
      offset: q.offset,
    });
    return { count, results: rows.map((r) => presentAttendee(r, viewerId)) };
  }

  /**
   * A page of the directory from the process's cache (decision 0031): the filter's ordered ids, the viewer
   * left out, and the page's people; one statement only for what the cache does not hold.
   */
  private async directoryPage(eventId: number, viewerId: number, words: string[], groups: TagFilter | undefined, limit: number, offset: number) {
    const cache = this.cache!;
    const since = this.since();
    const ids = await cache.ids({ eventId, words, groups }, () => this.repo.orderedIds({ eventId, words, groups, since }));
    const { page, count } = pageWithout(ids, viewerId, offset, limit);
    const stamp = cache.stamp();
    const { found, missing } = cache.known(eventId, page);
    if (missing.length > 0) {
      const { rows } = await this.repo.list({ eventId, viewerId: 0, words: [], userIds: missing, since, limit: missing.length, offset: 0 });
      // Listed people are never the viewer: as anyone but themselves sees them.
      const read = rows.map((r) => listedPerson(presentAttendee(r, null)));
      cache.remember(eventId, read, stamp);
      for (const listed of read) found.set(listed.person.id, listed);
    }
    return { count, listed: page.flatMap((id) => found.get(id) ?? []) };
  }

  /** One person of the event as the viewer may see them; 404 for someone not (reachable) in it. */
  async detail(eventSlug: string, viewerId: number, userId: number): Promise<Attendee> {
    const { event } = await this.spaces.access.require(eventSlug, viewerId);
    const row = await this.repo.find(event.id, userId, this.since());
    if (!row) throw notFound();
    return presentAttendee(row, viewerId);
  }

  /** People of the event as their subscribers see them (anyone but themselves), in one statement. */
  async forSubscribersMany(eventId: number, userIds: number[]): Promise<Map<number, Attendee>> {
    const { rows } = await this.repo.list({ eventId, viewerId: 0, words: [], userIds, since: this.since(), limit: userIds.length, offset: 0 });
    return new Map(rows.map((r) => [r.id, presentAttendee(r, null)]));
  }

  /**
   * People of the event as `viewerId` sees them, in one statement: the goodie bag's `user` favourites
   * (ids of people not reachable in the event are left out).
   */
  async forViewerMany(eventId: number, viewerId: number, userIds: readonly number[]): Promise<Map<number, Attendee>> {
    if (userIds.length === 0) return new Map();
    const { rows } = await this.repo.list({ eventId, viewerId, words: [], userIds: [...userIds], since: this.since(), limit: userIds.length, offset: 0 });
    return new Map(rows.map((r) => [r.id, presentAttendee(r, viewerId)]));
  }

  async tags(eventSlug: string, viewerId: number): Promise<Tag[]> {
    const { event } = await this.spaces.access.require(eventSlug, viewerId);
    return this.repo.tags(event.id);
  }

  /** The broadcast audience for these tags: owners and organisers only (they send broadcasts). */
  async count(eventSlug: string, viewerId: number, groups: TagFilter | undefined): Promise<number> {
    const { event, role } = await this.spaces.access.require(eventSlug, viewerId);
    if (!spaceOrganiserRoles.includes(role)) throw forbidden();
    return this.repo.countAudience(event.id, groups, viewerId);
  }

  // ---- setting up (the demo; later the console) ----

  /** Whether the event has any attendee tag yet. */
  async hasTags(eventId: number): Promise<boolean> {
    return (await this.repo.tags(eventId)).length > 0;
  }

  addTagCategory(eventId: number, text: string, order: number): Promise<TagCategoryRow> {
    return this.repo.insertCategory(eventId, text, order);
  }

  addTag(eventId: number, tag: { text: string; color: string; categoryId: number | null; order: number }): Promise<TagRow> {
    return this.repo.insertTag(eventId, tag);
  }

  /** Gives a member of the event these tags of the event (others are ignored); answers how many were new. */
  tagMember(eventId: number, userId: number, tagIds: number[]): Promise<number> {
    return this.repo.tagMember(eventId, userId, tagIds);
  }
}
