import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { SponsorableSession } from '@foyer/contracts';
import type { Executor } from '../../platform/db/database';
import { programEntries } from './program.schema';

/**
 * The program's side of the console's booth editor (decision 0085): which items a booth sponsors, and
 * making it sponsor exactly a set of them. Only items (not containers) are sponsored.
 */
export const boothSponsorships = {
  async sessions(db: Executor, eventId: number): Promise<SponsorableSession[]> {
    const rows = await db
      .select({ id: programEntries.id, name: programEntries.name, start: programEntries.startDate, end: programEntries.endDate, sponsor: programEntries.sponsorSpaceId })
      .from(programEntries)
      .where(and(eq(programEntries.eventId, eventId), eq(programEntries.type, 'item')))
      .orderBy(asc(programEntries.startDate), asc(programEntries.id));
    return rows.map((r) => ({ id: r.id, name: r.name, start_date: r.start.toISOString(), end_date: r.end.toISOString(), sponsor: r.sponsor }));
  },

  async sponsoredOf(db: Executor, boothId: number): Promise<number[]> {
    const rows = await db
      .select({ id: programEntries.id })
      .from(programEntries)
      .where(and(eq(programEntries.sponsorSpaceId, boothId), eq(programEntries.type, 'item')))
      .orderBy(asc(programEntries.startDate), asc(programEntries.id));
    return rows.map((r) => r.id);
  },

  async setSponsored(db: Executor, boothId: number, itemIds: number[]): Promise<void> {
    const others = itemIds.length > 0 ? notInArray(programEntries.id, itemIds) : undefined;
    await db.update(programEntries).set({ sponsorSpaceId: null }).where(and(eq(programEntries.sponsorSpaceId, boothId), others));
    if (itemIds.length > 0) await db.update(programEntries).set({ sponsorSpaceId: boothId }).where(inArray(programEntries.id, itemIds));
  },
};
