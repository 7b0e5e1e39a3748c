import { organizerRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';

const pageSize = 30;

/** The event's change log, newest first, a page at a time; `area` narrows it to one console section. */
export const changeLogQuery = (eventSlug: string, area: string | null) => ({
  queryKey: ['console', 'changes', eventSlug, area],
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    call(organizerRoutes.changes, { params: { eventSlug }, query: { area: area ?? undefined, limit: pageSize, offset: pageParam } }, signal),
  initialPageParam: 0,
  getNextPageParam: (last: { next: string | null }, all: Array<{ results: unknown[] }>) => (last.next ? all.reduce((n, page) => n + page.results.length, 0) : undefined),
});
