import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SpaceProgramPreview } from '@foyer/contracts';
import { daysTouched } from '@foyer/domain';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/errors';
import type { Executor } from '../../platform/db/database';
import { events } from '../identity/events.schema';
import { spaceClosedError, type SpacesFace } from '../spaces';
import { GroupSessionsRepository, type GroupSessionWithCall } from './group-sessions.repository';
import { cleanProgramHtml } from './program.html';
import { presentSpacePreview } from './program.presenter';
import { announceProgramChange } from './program.realtime';
import { ProgramRepository, type NewProgramEntry, type ProgramEntryRow, type ProgramTagRow } from './program.repository';
import { performerAttachments, performers, programEntries, programEntryPerformers, programEntryTombstones } from './program.schema';
import type { PerformerRow } from './timetable.repository';

export interface NewPerformer {
  eventId: number;
  name: string;
  mugshot?: string | null;
  locationType?: PerformerRow['locationType'];
  descriptiveLine?: string;
  about?: string;
  externalId?: string | null;
  attachments?: { name: string; url: string }[];
}

export type EntryChange = Partial<Pick<ProgramEntryRow, 'name' | 'subtitle' | 'description' | 'startDate' | 'endDate' | 'color' | 'spaceId' | 'sponsorSpaceId' | 'links' | 'type' | 'parentId'>>;

/** The most days a timetable notice names (its 8,000 bytes hold about 500 dates; program.realtime.ts). */
const maxNamedDays = 366;

/**
 * The program model: items and containers per space. Now it answers the map popup's preview; the
 * timetable builds on the same tables later.
 */
export class ProgramService {
  readonly repo: ProgramRepository;
  private readonly sessions: GroupSessionsRepository;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    /** Null for the operator's schedule import, which writes the program but answers nobody's request. */
    private readonly spaces: SpacesFace | null,
  ) {
    this.repo = new ProgramRepository(db);
    this.sessions = new GroupSessionsRepository(db);
  }

  /** The same service on a caller's transaction (seeds, imports). */
  inTransaction(tx: Executor): ProgramService {
    return tx === this.db ? this : new ProgramService(tx, this.clock, this.spaces?.inTransaction(tx) ?? null);
  }

  /**
   * A space's entries that have not ended at `from` (now when absent), for a person allowed in the
   * event: 404 for a space of another event, 403 `space_closed` for a closed one unless an organiser.
   */
  async spacePreview(eventSlug: string, userId: number, spaceId: number, from: Date | undefined, limit: number): Promise<SpaceProgramPreview> {
    const spaces = this.spaces;
    if (!spaces) throw new Error('the program preview needs the spaces service');
    const grant = await spaces.access.require(eventSlug, userId);
    const space = await spaces.findById(grant.event.id, spaceId);
    if (!space) throw notFound();
    if (!spaces.canEnter(grant.role, space)) throw spaceClosedError();
    const rows = await this.repo.upcoming(space.id, from ?? this.clock.now(), limit);
    return presentSpacePreview(space, rows, await this.repo.tagsOf(rows.map((r) => r.id)));
  }

  /** Which of these spaces have any program (maps show a preview for them). */
  spacesWithProgram(spaceIds: number[]): Promise<Set<number>> {
    return this.repo.spacesWithProgram(spaceIds);
  }

  addTag(eventId: number, text: string, color: string, order = 0, category: string | null = null, categoryOrder = 0): Promise<ProgramTagRow> {
    return this.repo.insertTag({ eventId, text, color, order, category, categoryOrder });
  }

  /** Adds an entry (its description sanitised) with its tags and performers; open timetables hear of it. */
  async addEntry(values: NewProgramEntry, tagIds: number[] = [], performerIds: number[] = []): Promise<ProgramEntryRow> {
    if (values.endDate <= values.startDate) throw new Error(`program entry ${values.name} ends before it starts`);
    return this.db.transaction(async (tx) => {
      const repo = new ProgramRepository(tx);
      const row = await repo.insertEntry({ ...values, description: cleanProgramHtml(values.description ?? '') }, tagIds);
      if (performerIds.length > 0) await tx.insert(programEntryPerformers).values(performerIds.map((performerId, order) => ({ entryId: row.id, performerId, order })));
      await this.announce(tx, row.eventId, [row]);
      return row;
    });
  }

  /** Changes an entry; SEQUENCE rises, so subscribed calendars take the change. */
  async updateEntry(eventId: number, id: number, change: EntryChange, executor?: Executor, announce = true): Promise<ProgramEntryRow> {
    const run = async (tx: Executor) => {
      const [before] = await tx.select().from(programEntries).where(and(eq(programEntries.eventId, eventId), eq(programEntries.id, id)));
      if (!before) throw notFound('No such program entry.');
      const clean = change.description === undefined ? change : { ...change, description: cleanProgramHtml(change.description) };
      const [row] = await tx
        .update(programEntries)
        .set({ ...clean, sequence: sql`${programEntries.sequence} + 1`, updatedAt: this.clock.now() })
        .where(eq(programEntries.id, id))
        .returning();
      if (!row) throw notFound('No such program entry.');
      if (row.endDate <= row.startDate) throw new Error(`program entry ${row.name} ends before it starts`);
      if (announce) await this.announce(tx, eventId, [before, row]);
      return row;
    };
    return executor ? run(executor) : this.db.transaction(run);
  }

  /** Removes entries, keeping a tombstone of each for calendar feeds (STATUS:CANCELLED). */
  async removeEntries(eventId: number, ids: number[], executor?: Executor, announce = true): Promise<number> {
    if (ids.length === 0) return 0;
    const run = async (tx: Executor) => {
      const rows = await tx.delete(programEntries).where(and(eq(programEntries.eventId, eventId), inArray(programEntries.id, ids))).returning();
      if (rows.length === 0) return 0;
      const now = this.clock.now();
      await tx
        .insert(programEntryTombstones)
        .values(rows.map((r) => ({ entryId: r.id, eventId, name: r.name, startDate: r.startDate, endDate: r.endDate, sequence: r.sequence + 1, removedAt: now })))
        .onConflictDoNothing();
      if (announce) await this.announce(tx, eventId, rows);
      return rows.length;
    };
    return executor ? run(executor) : this.db.transaction(run);
  }

  async addPerformer(values: NewPerformer, executor: Executor = this.db): Promise<PerformerRow> {
    const [row] = await executor
      .insert(performers)
      .values({
        eventId: values.eventId, name: values.name, mugshot: values.mugshot ?? null, locationType: values.locationType ?? 'virtual',
        descriptiveLine: values.descriptiveLine ?? '', about: cleanProgramHtml(values.about ?? ''), externalId: values.externalId ?? null,
      })
      .returning();
    if (!row) throw new Error(`inserting performer ${values.name} returned nothing`);
    if (values.attachments?.length) {
      await executor.insert(performerAttachments).values(values.attachments.map((a, order) => ({ performerId: row.id, name: a.name, url: a.url, order })));
    }
    return row;
  }

  /** A group session around a new video call hosted by `hostId`; open timetables hear of it. */
  async addGroupSession(values: {
    eventId: number; hostId: number | null; title: string; startsAt: Date; endsAt: Date; description?: string; enableHostChat?: boolean;
  }): Promise<GroupSessionWithCall> {
    if (values.endsAt <= values.startsAt) throw new Error(`group session ${values.title} ends before it starts`);
    const found = await this.sessions.create({
      eventId: values.eventId, adminId: values.hostId, displayName: values.title, startsAt: values.startsAt, endsAt: values.endsAt,
      description: cleanProgramHtml(values.description ?? ''), enableHostChat: values.enableHostChat ?? false, now: this.clock.now(),
    });
    await this.announceSession(values.eventId, found.id);
    return found;
  }

  async updateGroupSession(eventId: number, id: number, change: { startsAt?: Date; endsAt?: Date; description?: string; enableHostChat?: boolean }): Promise<GroupSessionWithCall> {
    const clean = change.description === undefined ? change : { ...change, description: cleanProgramHtml(change.description) };
    const found = await this.sessions.update(eventId, id, clean);
    if (!found) throw notFound('No such group session.');
    await this.announceSession(eventId, id);
    return found;
  }

  async removeGroupSession(eventId: number, id: number): Promise<void> {
    if (!(await this.sessions.remove(eventId, id))) throw notFound('No such group session.');
    await this.announceSession(eventId, id);
  }

  /** `timetable_updated` for the spaces and days of these entries, sent when the transaction commits. */
  async announce(tx: Executor, eventId: number, rows: Pick<ProgramEntryRow, 'spaceId' | 'startDate' | 'endDate'>[]): Promise<void> {
    const [event] = await tx.select({ slug: events.slug, timezone: events.timezone }).from(events).where(eq(events.id, eventId));
    if (!event) return;
    // An entry over more days than a notice can name is announced as a change of everything (clients refetch
    // all), as a notice too large is: counting its days hour by hour took 74 s for one over centuries, the
    // event loop blocked (a contract fuzz case).
    if (rows.some((r) => r.endDate.getTime() - r.startDate.getTime() > maxNamedDays * 86_400_000)) {
      await announceProgramChange(tx, { kind: 'timetable', eventId, eventSlug: event.slug, spaceIds: [], dates: [] });
      return;
    }
    const spaceIds = [...new Set(rows.map((r) => r.spaceId))].sort((a, b) => a - b);
    const dates = [...new Set(rows.flatMap((r) => daysTouched(r.startDate, r.endDate, event.timezone)))].sort();
    await announceProgramChange(tx, { kind: 'timetable', eventId, eventSlug: event.slug, spaceIds, dates });
  }

  private async announceSession(eventId: number, id: number): Promise<void> {
    const [event] = await this.db.select({ slug: events.slug }).from(events).where(eq(events.id, eventId));
    if (event) await announceProgramChange(this.db, { kind: 'group_session', eventId, eventSlug: event.slug, id });
  }
}
