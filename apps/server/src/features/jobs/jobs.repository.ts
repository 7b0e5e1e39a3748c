import { and, asc, count, eq, like, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '@foyer/domain';
import { users } from '../identity/accounts.schema';
import { spaces } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { booths } from '../booths/booths.schema';
import { jobs } from './jobs.schema';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = Omit<typeof jobs.$inferInsert, 'id' | 'createdAt'>;

export interface JobBoothRow {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  published: boolean;
}

export interface JobListRow {
  job: JobRow;
  booth: JobBoothRow;
}

export interface JobDetailRow extends JobListRow {
  staff: { id: number; firstName: string; lastName: string; mugshot: string | null } | null;
}

export interface JobFilter {
  eventId: number;
  boothId?: number;
  /** Folded words; each must occur in the job's title or its booth's name. */
  words: string[];
  /** Jobs of closed booths too (organisers). */
  includeClosed: boolean;
}

const boothColumns = { id: booths.spaceId, slug: spaces.slug, name: booths.name, logo: booths.logo, published: spaces.published };

export class JobsRepository {
  constructor(private readonly db: Executor) {}

  private where(f: JobFilter): SQL | undefined {
    return and(
      eq(jobs.eventId, f.eventId),
      f.includeClosed ? undefined : eq(spaces.published, true),
      f.boothId === undefined ? undefined : eq(jobs.boothId, f.boothId),
      ...f.words.map((w) => or(like(jobs.searchTitle, containsPattern(w)), like(booths.searchName, containsPattern(w)))),
    );
  }

  async list(f: JobFilter, limit: number, offset: number): Promise<{ count: number; rows: JobListRow[] }> {
    const base = () =>
      this.db
        .select({ job: jobs, booth: boothColumns })
        .from(jobs)
        .innerJoin(booths, eq(booths.spaceId, jobs.boothId))
        .innerJoin(spaces, eq(spaces.id, booths.spaceId));
    const [total] = await this.db
      .select({ n: count() })
      .from(jobs)
      .innerJoin(booths, eq(booths.spaceId, jobs.boothId))
      .innerJoin(spaces, eq(spaces.id, booths.spaceId))
      .where(this.where(f));
    const rows = await base()
      .where(this.where(f))
      .orderBy(asc(jobs.order), asc(jobs.searchTitle), asc(jobs.id))
      .limit(limit)
      .offset(offset);
    return { count: total?.n ?? 0, rows };
  }

  async find(eventId: number, jobId: number): Promise<JobDetailRow | null> {
    const [row] = await this.db
      .select({
        job: jobs,
        booth: boothColumns,
        staffId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        mugshot: users.mugshot,
      })
      .from(jobs)
      .innerJoin(booths, eq(booths.spaceId, jobs.boothId))
      .innerJoin(spaces, eq(spaces.id, booths.spaceId))
      .leftJoin(users, eq(users.id, jobs.assignedStaffId))
      .where(and(eq(jobs.eventId, eventId), eq(jobs.id, jobId)))
      .limit(1);
    if (!row) return null;
    const staff =
      row.staffId !== null && row.firstName !== null && row.lastName !== null
        ? { id: row.staffId, firstName: row.firstName, lastName: row.lastName, mugshot: row.mugshot }
        : null;
    return { job: row.job, booth: row.booth, staff };
  }

  async insert(values: NewJobRow): Promise<JobRow> {
    const [row] = await this.db.insert(jobs).values(values).returning();
    if (!row) throw new Error('job insert returned nothing');
    return row;
  }
}
