import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { spaces } from '../identity/events.schema';
import { programEntries, programEntryTags, programTags } from './program.schema';

export type ProgramEntryRow = typeof programEntries.$inferSelect;
export type NewProgramEntry = Omit<typeof programEntries.$inferInsert, 'id' | 'createdAt'>;
export type ProgramTagRow = typeof programTags.$inferSelect;

export class ProgramRepository {
  constructor(private readonly db: Executor) {}

  /** Entries of a space that end after `from`, soonest first. */
  upcoming(spaceId: number, from: Date, limit: number): Promise<ProgramEntryRow[]> {
    return this.db
      .select()
      .from(programEntries)
      .where(and(eq(programEntries.spaceId, spaceId), gt(programEntries.endDate, from)))
      .orderBy(asc(programEntries.startDate), asc(programEntries.id))
      .limit(limit);
  }

  /** The tags of each entry, by entry id. */
  async tagsOf(entryIds: number[]): Promise<Map<number, ProgramTagRow[]>> {
    const byEntry = new Map<number, ProgramTagRow[]>();
    if (entryIds.length === 0) return byEntry;
    const rows = await this.db
      .select({ entryId: programEntryTags.entryId, tag: programTags })
      .from(programEntryTags)
      .innerJoin(programTags, eq(programTags.id, programEntryTags.tagId))
      .where(inArray(programEntryTags.entryId, entryIds))
      .orderBy(asc(programTags.order), asc(programTags.id));
    for (const row of rows) byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row.tag]);
    return byEntry;
  }

  /** Which of the spaces have at least one program entry. */
  async spacesWithProgram(spaceIds: number[]): Promise<Set<number>> {
    if (spaceIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ spaceId: programEntries.spaceId })
      .from(programEntries)
      .where(inArray(programEntries.spaceId, spaceIds));
    return new Set(rows.map((r) => r.spaceId));
  }

  /** Program items a space (a booth) sponsors, in time order. */
  /** Items a booth sponsors; sessions in closed spaces only with `includeClosed` (organisers). */
  async sponsoredBy(sponsorSpaceId: number, includeClosed: boolean): Promise<ProgramEntryRow[]> {
    const rows = await this.db
      .select({ entry: programEntries })
      .from(programEntries)
      .innerJoin(spaces, eq(spaces.id, programEntries.spaceId))
      .where(
        and(
          eq(programEntries.sponsorSpaceId, sponsorSpaceId),
          eq(programEntries.type, 'item'),
          includeClosed ? undefined : eq(spaces.published, true),
        ),
      )
      .orderBy(asc(programEntries.startDate), asc(programEntries.id));
    return rows.map((r) => r.entry);
  }

  tagsOfEvent(eventId: number): Promise<ProgramTagRow[]> {
    return this.db.select().from(programTags).where(eq(programTags.eventId, eventId)).orderBy(asc(programTags.order), asc(programTags.id));
  }

  async insertTag(values: Omit<typeof programTags.$inferInsert, 'id'>): Promise<ProgramTagRow> {
    const [row] = await this.db.insert(programTags).values(values).returning();
    if (!row) throw new Error(`inserting program tag ${values.text} returned nothing`);
    return row;
  }

  async insertEntry(values: NewProgramEntry, tagIds: number[] = []): Promise<ProgramEntryRow> {
    const [row] = await this.db.insert(programEntries).values(values).returning();
    if (!row) throw new Error(`inserting program entry ${values.name} returned nothing`);
    if (tagIds.length > 0) await this.db.insert(programEntryTags).values(tagIds.map((tagId) => ({ entryId: row.id, tagId })));
    return row;
  }

  async countBySpace(spaceId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(programEntries).where(eq(programEntries.spaceId, spaceId));
    return row?.n ?? 0;
  }
}
