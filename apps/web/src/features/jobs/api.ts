import { jobRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

/** Jobs list starts at 10 and grows by 10 (spec 1 §9). */
export const JOBS_PAGE = 10;

export interface JobsFilter {
  search?: string;
  boothSlug?: string | null;
  limit: number;
}

export const jobKeys = {
  all: (eventSlug: string) => ['jobs', eventSlug] as const,
  /** Every jobs list of the event, whatever its filter. */
  lists: (eventSlug: string) => ['jobs', eventSlug, 'list'] as const,
  list: (eventSlug: string, filter: JobsFilter) => ['jobs', eventSlug, 'list', jobsQueryParams(filter)] as const,
  detail: (eventSlug: string, jobId: number) => ['jobs', eventSlug, 'item', jobId] as const,
  space: (eventSlug: string, jobsSlug: string) => ['jobs', eventSlug, 'space', jobsSlug] as const,
};

/** The jobs list query: `limit` always, `search` and `booth_slug` only when set. */
export function jobsQueryParams(filter: JobsFilter): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: filter.limit };
  const search = filter.search?.trim();
  if (search) query.search = search;
  if (filter.boothSlug) query.booth_slug = filter.boothSlug;
  return query;
}

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

export function jobsListQuery(eventSlug: string, filter: JobsFilter) {
  return {
    queryKey: jobKeys.list(eventSlug, filter),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(jobRoutes.list, { params: { eventSlug }, query: jobsQueryParams(filter) }, signal),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  };
}

export function jobDetailQuery(eventSlug: string, jobId: number) {
  return {
    queryKey: jobKeys.detail(eventSlug, jobId),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(jobRoutes.detail, { params: { eventSlug, jobId } }, signal),
    staleTime: 60_000,
    retry: noRetryOnRefusal,
  };
}

export function jobsSpaceQuery(eventSlug: string, jobsSlug: string) {
  return {
    queryKey: jobKeys.space(eventSlug, jobsSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(jobRoutes.space, { params: { eventSlug, jobsSlug } }, signal),
    staleTime: 5 * 60_000,
    retry: noRetryOnRefusal,
  };
}

/** The apply link: a mail to the job's address with the job title as subject. */
export function applyHref(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(title)}`;
}
