import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { attendeeListClosed, attendeeRoutes, type Attendee, type Tag } from '@foyer/contracts';
import { ApiRequestError } from '@/shared/api/errors';
import { call } from '@/shared/api/http';
import { scopeKey, type AttendeeScope } from './scope';

/** The directory and sidebar filters: search words and tag ids per category. */
export interface AttendeeFilter {
  search: string;
  /** Tag ids chosen, grouped by category text (one group per category; OR within, AND across). */
  tags: Record<string, number[]>;
  /** Only the people of a presentation stage (the sidebar on a stage's page). */
  scope?: AttendeeScope | null;
}

export interface AttendeePage {
  count: number;
  results: Attendee[];
}

export const attendeeKeys = {
  all: (eventSlug: string) => ['attendees', eventSlug] as const,
  lists: (eventSlug: string) => ['attendees', eventSlug, 'list'] as const,
  list: (eventSlug: string, filter: AttendeeFilter, pageSize: number, firstPage: number) =>
    ['attendees', eventSlug, 'list', scopeKey(filter.scope), filter.search.trim(), tagsParam(filter.tags), pageSize, firstPage] as const,
  /** Every list of one stage's people (refreshed as people come and go). */
  scopedLists: (eventSlug: string, scope: AttendeeScope) => ['attendees', eventSlug, 'list', scopeKey(scope)] as const,
  details: (eventSlug: string) => ['attendees', eventSlug, 'detail'] as const,
  detail: (eventSlug: string, userId: number) => ['attendees', eventSlug, 'detail', userId] as const,
  tags: (eventSlug: string) => ['attendees', eventSlug, 'tags'] as const,
};

/** `tags` of the calls: ids comma-joined within a category, categories joined by `__` (spec 3 §7). */
export function tagsParam(groups: Record<string, number[]>): string {
  return Object.keys(groups)
    .sort()
    .map((category) => [...(groups[category] ?? [])].sort((a, b) => a - b).join(','))
    .filter(Boolean)
    .join('__');
}

/**
 * Pages of the directory: the first of `firstPage` people, then `pageSize` more each (the page asks
 * 25 at a time, the sidebar 15 then 10).
 */
export function attendeeListQuery(eventSlug: string, filter: AttendeeFilter, pageSize: number, firstPage = pageSize) {
  const tags = tagsParam(filter.tags);
  const search = filter.search.trim();
  return {
    queryKey: attendeeKeys.list(eventSlug, filter, pageSize, firstPage),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      call(
        attendeeRoutes.list,
        {
          params: { eventSlug },
          query: {
            limit: pageParam === 0 ? firstPage : pageSize,
            offset: pageParam,
            ...(search ? { search } : {}),
            ...(tags ? { tags } : {}),
            ...(filter.scope ? { presentation_slug: filter.scope.presentation_slug } : {}),
          },
        },
        signal,
      ),
    getNextPageParam: (last: AttendeePage, pages: AttendeePage[]) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    staleTime: 15_000,
    // A refusal (the list closed outside the event's days, decision 0071) is an answer, not a failure to retry.
    retry: (failures: number, error: unknown) => failures < 2 && !isListClosed(error),
  };
}

/** Whether the server refused the event's attendee list because it is closed now (decision 0071). */
export const isListClosed = (error: unknown): boolean => error instanceof ApiRequestError && error.code === attendeeListClosed.code;

export function attendeeQuery(eventSlug: string, userId: number) {
  return {
    queryKey: attendeeKeys.detail(eventSlug, userId),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(attendeeRoutes.detail, { params: { eventSlug, userId } }, signal),
    staleTime: 15_000,
  };
}

export function attendeeTagsQuery(eventSlug: string) {
  return {
    queryKey: attendeeKeys.tags(eventSlug),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Tag[]> => (await call(attendeeRoutes.tags, { params: { eventSlug } }, signal)).results,
    staleTime: 5 * 60_000,
  };
}

/**
 * Puts a changed attendee into every cached list and card of the event (live updates). A person who is
 * no longer public leaves the lists at once (spec 3 §4: "disappears from the directory").
 */
export function patchAttendee(queryClient: QueryClient, eventSlug: string, attendee: Attendee): void {
  if (!attendee.is_public) dropFromLists(queryClient, eventSlug, attendee.id);
  else updateLists(queryClient, eventSlug, attendee.id, (a) => ({ ...a, ...attendee }));
  queryClient.setQueryData<Attendee>(attendeeKeys.detail(eventSlug, attendee.id), (old) => (old ? { ...old, ...attendee } : old));
}

/** Takes a person out of every cached list of the event (they turned private). */
export function dropFromLists(queryClient: QueryClient, eventSlug: string, userId: number): void {
  updateLists(queryClient, eventSlug, userId, () => null);
}

function updateLists(queryClient: QueryClient, eventSlug: string, userId: number, update: (a: Attendee) => Attendee | null): void {
  queryClient.setQueriesData<InfiniteData<AttendeePage>>({ queryKey: attendeeKeys.lists(eventSlug) }, (data) => {
    if (!data?.pages.some((page) => page.results.some((a) => a.id === userId))) return data;
    const pages = data.pages.map((page) => {
      if (!page.results.some((a) => a.id === userId)) return page;
      const results = page.results.flatMap((a) => (a.id === userId ? (update(a) ?? []) : [a]));
      return { ...page, results, count: page.count - (page.results.length - results.length) };
    });
    return { ...data, pages };
  });
}
