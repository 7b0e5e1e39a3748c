import { and, asc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import type { SpaceRow } from '../identity';
import { spaces } from '../identity/events.schema';
import {
  performerAttachments, performers, programEntries, programEntryPerformers, programEntryTags, programTags,
} from './program.schema';
import type { ProgramEntryRow, ProgramTagRow } from './program.repository';

export type PerformerRow = typeof performers.$inferSelect;
export type PerformerAttachmentRow = typeof performerAttachments.$inferSelect;
export interface EntryInSpace {
  entry: ProgramEntryRow;
  space: SpaceRow;
}

/** What a range or list read may show: closed spaces' entries only to organisers. */
const visible = (includeClosed: boolean): SQL | undefined => (includeClosed ? undefined : eq(spaces.published, true));

/** A search box's words, each to be found (case-insensitively) somewhere; LIKE's wildcards escaped. */
export function likeWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** The reads of the timetable, the program calendar, search and performers. */
export class TimetableRepository {
  constructor(private readonly db: Executor) {}

  /** Spaces of the event holding any program entry (closed ones too: they show as closed). */
  spacesWithProgram(eventId: number): Promise<SpaceRow[]> {
    return this.db
      .select()
      .from(spaces)
      .where(and(eq(spaces.eventId, eventId), sql`exists (select 1 from ${programEntries} where ${programEntries.spaceId} = ${spaces.id})`))
      .orderBy(asc(spaces.name), asc(spaces.id));
  }

  /** Entries overlapping [from, until), with their space, by start. */
  async inRange(eventId: number, from: Date, until: Date, includeClosed: boolean): Promise<EntryInSpace[]> {
    return this.db
      .select({ entry: programEntries, space: spaces })
      .from(programEntries)
      .innerJoin(spaces, eq(spaces.id, programEntries.spaceId))
      .where(and(eq(programEntries.eventId, eventId), lt(programEntries.startDate, until), gt(programEntries.endDate, from), visible(includeClosed)))
      .orderBy(asc(programEntries.startDate), asc(programEntries.id));
  }

  /** Entries by id within the event, with their space (closed ones only with `includeClosed`). */
  async byIds(eventId: number, ids: readonly number[], includeClosed: boolean): Promise<EntryInSpace[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ entry: programEntries, space: spaces })
      .from(programEntries)
      .innerJoin(spaces, eq(spaces.id, programEntries.spaceId))
      .where(and(eq(programEntries.eventId, eventId), inArray(programEntries.id, [...ids]), visible(includeClosed)))
      .orderBy(asc(programEntries.startDate), asc(programEntries.id));
  }

  /** The days (in `timeZone`) on which an entry runs, ascending. */
  async dates(eventId: number, timeZone: string, includeClosed: boolean): Promise<string[]> {
    const rows = await this.db.execute<{ day: string }>(sql`
      select distinct to_char(d, 'YYYY-MM-DD') as day
      from ${programEntries} e
      join ${spaces} s on s.id = e.space_id
      cross join lateral generate_series(
        date_trunc('day', e.start_date at time zone ${timeZone}),
        -- an entry ending at midnight does not run on the next day
        date_trunc('day', (e.end_date - interval '1 microsecond') at time zone ${timeZone}),
        interval '1 day') as d
      where e.event_id = ${eventId} ${includeClosed ? sql`` : sql`and s.published`}
      order by day`);
    return rows.rows.map((r) => r.day);
  }

  /** Items of a performer, by start; with the total. */
  async ofPerformer(eventId: number, performerId: number, includeClosed: boolean, limit: number, offset: number): Promise<{ rows: EntryInSpace[]; count: number }> {
    const where = and(
      eq(programEntries.eventId, eventId),
      sql`${programEntries.id} in (select ${programEntryPerformers.entryId} from ${programEntryPerformers} where ${programEntryPerformers.performerId} = ${performerId})`,
      visible(includeClosed),
    );
    const [rows, total] = await Promise.all([
      this.db
        .select({ entry: programEntries, space: spaces })
        .from(programEntries)
        .innerJoin(spaces, eq(spaces.id, programEntries.spaceId))
        .where(where)
        .orderBy(asc(programEntries.startDate), asc(programEntries.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(programEntries).innerJoin(spaces, eq(spaces.id, programEntries.spaceId)).where(where),
    ]);
    return { rows, count: total[0]?.n ?? 0 };
  }

  /** Items whose name, subtitle or description holds every word. */
  searchItems(eventId: number, words: string[], includeClosed: boolean, limit: number): Promise<EntryInSpace[]> {
    const matches = words.map((w) => or(ilike(programEntries.name, w), ilike(programEntries.subtitle, w), ilike(programEntries.description, w)));
    return this.db
      .select({ entry: programEntries, space: spaces })
      .from(programEntries)
      .innerJoin(spaces, eq(spaces.id, programEntries.spaceId))
      .where(and(eq(programEntries.eventId, eventId), eq(programEntries.type, 'item'), visible(includeClosed), ...matches))
      .orderBy(asc(programEntries.startDate), asc(programEntries.id))
      .limit(limit);
  }

  /** Performers by name: search words in name or descriptive line, location types; with the total. */
  async performers(eventId: number, words: string[], locationTypes: string[], limit: number, offset: number): Promise<{ rows: PerformerRow[]; count: number }> {
    const where = and(
      eq(performers.eventId, eventId),
      locationTypes.length > 0 ? inArray(performers.locationType, locationTypes as PerformerRow['locationType'][]) : undefined,
      ...words.map((w) => or(ilike(performers.name, w), ilike(performers.descriptiveLine, w))),
    );
    const [rows, total] = await Promise.all([
      this.db.select().from(performers).where(where).orderBy(asc(performers.name), asc(performers.id)).limit(limit).offset(offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(performers).where(where),
    ]);
    return { rows, count: total[0]?.n ?? 0 };
  }

  async performer(eventId: number, performerId: number): Promise<PerformerRow | null> {
    const [row] = await this.db.select().from(performers).where(and(eq(performers.eventId, eventId), eq(performers.id, performerId)));
    return row ?? null;
  }

  performersByIds(eventId: number, ids: readonly number[]): Promise<PerformerRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select().from(performers).where(and(eq(performers.eventId, eventId), inArray(performers.id, [...ids])));
  }

  attachments(performerId: number): Promise<PerformerAttachmentRow[]> {
    return this.db
      .select()
      .from(performerAttachments)
      .where(eq(performerAttachments.performerId, performerId))
      .orderBy(asc(performerAttachments.order), asc(performerAttachments.id));
  }

  /** The performers of each entry, in billing order. */
  async performersOf(entryIds: number[]): Promise<Map<number, PerformerRow[]>> {
    const byEntry = new Map<number, PerformerRow[]>();
    if (entryIds.length === 0) return byEntry;
    const rows = await this.db
      .select({ entryId: programEntryPerformers.entryId, performer: performers })
      .from(programEntryPerformers)
      .innerJoin(performers, eq(performers.id, programEntryPerformers.performerId))
      .where(inArray(programEntryPerformers.entryId, entryIds))
      .orderBy(asc(programEntryPerformers.order), asc(performers.name));
    for (const row of rows) byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row.performer]);
    return byEntry;
  }

  /** Tag and performer ids of each entry (the timetable's lean items). */
  async idsOf(entryIds: number[]): Promise<{ tags: Map<number, number[]>; performers: Map<number, number[]> }> {
    const tags = new Map<number, number[]>();
    const people = new Map<number, number[]>();
    if (entryIds.length === 0) return { tags, performers: people };
    const [tagRows, performerRows] = await Promise.all([
      this.db
        .select({ entryId: programEntryTags.entryId, tagId: programEntryTags.tagId })
        .from(programEntryTags)
        .innerJoin(programTags, eq(programTags.id, programEntryTags.tagId))
        .where(inArray(programEntryTags.entryId, entryIds))
        .orderBy(asc(programTags.order), asc(programTags.id)),
      this.db
        .select({ entryId: programEntryPerformers.entryId, performerId: programEntryPerformers.performerId })
        .from(programEntryPerformers)
        .where(inArray(programEntryPerformers.entryId, entryIds))
        .orderBy(asc(programEntryPerformers.order), asc(programEntryPerformers.performerId)),
    ]);
    for (const r of tagRows) tags.set(r.entryId, [...(tags.get(r.entryId) ?? []), r.tagId]);
    for (const r of performerRows) people.set(r.entryId, [...(people.get(r.entryId) ?? []), r.performerId]);
    return { tags, performers: people };
  }

  /** Sponsoring spaces by id. */
  async spacesByIds(ids: number[]): Promise<Map<number, SpaceRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select().from(spaces).where(inArray(spaces.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }
}

export type { ProgramTagRow };
