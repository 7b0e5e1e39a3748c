import { eq } from 'drizzle-orm';
import { foldForSearch } from '@foyer/domain';
import type { ArchiveJob } from '@foyer/contracts';
import { byId, type ArchivePart } from '../../platform/event-archive/parts';
import { jobs } from './jobs.schema';

/** The jobs the booths offer, each with its booth and, when the people are exported, its staff member (decision 0089). */
export const jobsArchivePart: ArchivePart<'jobs'> = {
  section: 'jobs',
  async export({ db, eventId, keys }) {
    const rows = byId(await db.select().from(jobs).where(eq(jobs.eventId, eventId)));
    return rows.map((j): ArchiveJob => ({
      booth: keys.key('space', j.boothId), title: j.title, description: j.description, email: j.email,
      assigned_staff: keys.ref('person', j.assignedStaffId), order: j.order,
    }));
  },
  async import({ db, eventId, ids }, list) {
    for (const [i, j] of list.entries()) {
      await db.insert(jobs).values({
        eventId, boothId: ids.get('space', j.booth, `jobs[${i}].booth`), title: j.title, searchTitle: foldForSearch(j.title), description: j.description,
        email: j.email, assignedStaffId: ids.person(j.assigned_staff, `jobs[${i}].assigned_staff`), order: j.order,
      });
    }
  },
};
