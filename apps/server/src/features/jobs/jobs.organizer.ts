import { and, asc, count, eq, inArray, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizerBoothMessages, organizerBoothRoutes, type OrganizerBoothJob } from '@foyer/contracts';
import { foldForSearch } from '@foyer/domain';
import type { Executor } from '../../platform/db/database';
import { FieldError, notFound } from '../../platform/http/errors';
import { registerRoute } from '../../platform/http/register';
import { cleanHtml } from '../../platform/rich-text';
import type { BoothsConsoleFace } from '../booths';
import { jobs } from './jobs.schema';

type JobRow = typeof jobs.$inferSelect;

const present = (job: JobRow): OrganizerBoothJob => ({
  id: job.id, title: job.title, description: job.description, email: job.email, assigned_staff: job.assignedStaffId,
});

/** A booth's jobs as the console edits them (the booth editor's part, decision 0085). */
export async function boothJobsOf(db: Executor, boothId: number): Promise<OrganizerBoothJob[]> {
  return (await db.select().from(jobs).where(eq(jobs.boothId, boothId)).orderBy(asc(jobs.order), asc(jobs.id))).map(present);
}

/** Jobs of the booth assigned to someone not on its staff are assigned to nobody. */
export async function unassignBoothJobs(db: Executor, boothId: number, staffIds: number[]): Promise<void> {
  const others = staffIds.length > 0 ? not(inArray(jobs.assignedStaffId, staffIds)) : undefined;
  await db.update(jobs).set({ assignedStaffId: null }).where(and(eq(jobs.boothId, boothId), others));
}

async function requireJob(db: Executor, boothId: number, jobId: number): Promise<JobRow> {
  const [job] = await db.select().from(jobs).where(and(eq(jobs.boothId, boothId), eq(jobs.id, jobId))).limit(1);
  if (!job) throw notFound();
  return job;
}

/** The person assigned must be on the booth's staff (or nobody). */
function checkAssigned(assigned: number | null | undefined, staffIds: number[]): void {
  if (assigned !== undefined && assigned !== null && !staffIds.includes(assigned)) throw new FieldError({ assigned_staff: [organizerBoothMessages.notStaff] });
}

/**
 * The console's booth jobs (decision 0085): owners and the booth's own staff offer, change and withdraw its
 * jobs, through the booths' one write (their guard, transaction, change log and `updated_booth`).
 */
export function registerOrganizerJobRoutes(app: FastifyInstance, booths: BoothsConsoleFace): void {
  registerRoute(app, organizerBoothRoutes.addJob, (req) =>
    booths.change(req.params.eventSlug, req.user.id, req.params.boothSlug, 'staff', 'job_added', async (tx, { event, found }) => {
      checkAssigned(req.body.assigned_staff, await booths.staffIdsOf(tx, found.space.id));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.boothId, found.space.id));
      const [job] = await tx
        .insert(jobs)
        .values({
          eventId: event.id, boothId: found.space.id, title: req.body.title, searchTitle: foldForSearch(req.body.title), description: cleanHtml(req.body.description),
          email: req.body.email, assignedStaffId: req.body.assigned_staff, order: n,
        })
        .returning();
      return { target: req.body.title, before: null, after: present(job!) };
    }),
  );

  registerRoute(app, organizerBoothRoutes.updateJob, (req) =>
    booths.change(req.params.eventSlug, req.user.id, req.params.boothSlug, 'staff', 'job_updated', async (tx, { found }) => {
      const job = await requireJob(tx, found.space.id, req.params.jobId);
      checkAssigned(req.body.assigned_staff, await booths.staffIdsOf(tx, found.space.id));
      const { title, description, email, assigned_staff: assigned } = req.body;
      const [now] = await tx
        .update(jobs)
        .set({
          title, searchTitle: title === undefined ? undefined : foldForSearch(title), description: description === undefined ? undefined : cleanHtml(description),
          email, assignedStaffId: assigned,
        })
        .where(eq(jobs.id, job.id))
        .returning();
      return { target: now!.title, before: present(job), after: present(now!) };
    }),
  );

  registerRoute(app, organizerBoothRoutes.deleteJob, (req) =>
    booths.change(req.params.eventSlug, req.user.id, req.params.boothSlug, 'staff', 'job_removed', async (tx, { found }) => {
      const job = await requireJob(tx, found.space.id, req.params.jobId);
      await tx.delete(jobs).where(eq(jobs.id, job.id));
      return { target: job.title, before: present(job), after: null };
    }),
  );
}
