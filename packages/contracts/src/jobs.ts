import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, recordIdParam, slugParam, storableText } from './http';

/** Jobs (spec 1 "Presentation, cinema, jobs", spec 3 §3 Job): jobs belong to booths. */

/** The booth a job belongs to. */
export const jobBooth = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});

export const jobListItem = z.object({ id: z.number().int(), title: z.string(), booth: jobBooth });
export type JobListItem = z.infer<typeof jobListItem>;

/** Job detail (the job modal). `assigned_staff` is the staff member one may message about it. */
export const jobDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Where applications go (the apply button opens a mail link). */
  email: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  assigned_staff: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), mugshot: z.string().nullable() })
    .nullable(),
  booth: jobBooth,
});
export type JobDetail = z.infer<typeof jobDetail>;

/** The jobs space page meta: its background and published state. */
export const jobsSpaceMeta = z.object({
  meta: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    published: z.boolean(),
    background_image: z.string().nullable(),
  }),
});
export type JobsSpaceMeta = z.infer<typeof jobsSpaceMeta>;

export const jobsQuery = z.object({
  /** Words that must all appear in the title or the booth's name, ignoring case and accents. */
  search: storableText().max(100).optional(),
  /** Only jobs of this booth; an unknown booth is refused (400 `{booth_slug: [...]}`). */
  booth_slug: slugParam.optional(),
  /** The client starts at 10 and grows by 10. */
  limit: pageLimit(999, 10),
  offset: pageOffset(),
});

/** A jobs space may not be called `item`: `/jobs/item/{id}/` is a job, not a space. */
export const reservedJobsSlugs = ['item'] as const;

export const jobRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/jobs/', summary: 'Jobs of the open booths', tags: ['jobs'],
    auth: 'user', params: eventSlugParams, query: jobsQuery, reply: paged(jobListItem),
    errors: eventRefusals,
  }),
  detail: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/jobs/item/:jobId/', summary: 'One job (the job modal)', tags: ['jobs'],
    auth: 'user', params: eventSlugParams.extend({ jobId: recordIdParam }), reply: jobDetail,
    errors: eventRefusals,
  }),
  space: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/jobs/:jobsSlug/', summary: 'A jobs space page (meta)', tags: ['jobs'],
    auth: 'user', params: eventSlugParams.extend({ jobsSlug: slugParam }), reply: jobsSpaceMeta,
    errors: eventRefusals,
  }),
};

/** What an organiser gives a jobs space: its background is its image; the jobs are the booths' (issue 27): no fields of its own. */
export const jobsSpaceFields = z.object({});
export type JobsSpaceFields = z.infer<typeof jobsSpaceFields>;
export const jobsSpaceDefaults: JobsSpaceFields = {};
