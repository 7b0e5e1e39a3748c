import { boothRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export const boothKeys = {
  all: (eventSlug: string) => ['booths', eventSlug] as const,
  list: (eventSlug: string, mapSlug: string | null, filter: BoothListFilter) =>
    ['booths', eventSlug, 'list', mapSlug ?? '', filter] as const,
  categories: (eventSlug: string, mapSlug: string) => ['booths', eventSlug, 'categories', mapSlug] as const,
  detail: (eventSlug: string, boothSlug: string) => ['booths', eventSlug, 'detail', boothSlug] as const,
  visitors: (eventSlug: string, boothId: number) => ['booths', eventSlug, 'visitors', boothId] as const,
};

export interface BoothListFilter {
  categoryId?: number | null;
  search?: string;
  limit: number;
}

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

/** The query string of a booth list: only what is set, `limit` always. */
export function boothListQueryParams(filter: BoothListFilter): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: filter.limit };
  if (filter.categoryId) query.category_id = filter.categoryId;
  const search = filter.search?.trim();
  if (search) query.search = search;
  return query;
}

/** Booths of a map (`/maps/{mapSlug}/booths/`) or of the event (`/booths/`) when no map is known. */
export function boothListQuery(eventSlug: string, mapSlug: string | null, filter: BoothListFilter) {
  const query = boothListQueryParams(filter);
  return {
    queryKey: boothKeys.list(eventSlug, mapSlug, filter),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      mapSlug
        ? call(boothRoutes.listOfMap, { params: { eventSlug, mapSlug }, query }, signal)
        : call(boothRoutes.list, { params: { eventSlug }, query }, signal),
    staleTime: 60_000,
    retry: noRetryOnRefusal,
  };
}

export function boothCategoriesQuery(eventSlug: string, mapSlug: string) {
  return {
    queryKey: boothKeys.categories(eventSlug, mapSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(boothRoutes.categories, { params: { eventSlug, mapSlug }, query: { limit: 999 } }, signal),
    staleTime: 5 * 60_000,
    retry: noRetryOnRefusal,
  };
}

export function boothDetailQuery(eventSlug: string, boothSlug: string) {
  return {
    queryKey: boothKeys.detail(eventSlug, boothSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(boothRoutes.detail, { params: { eventSlug, boothSlug } }, signal),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  };
}

/** Records a document download and answers the address to open. */
export function recordDocumentDownload(eventSlug: string, boothSlug: string, documentId: number) {
  return call(boothRoutes.downloadDocument, { params: { eventSlug, boothSlug, documentId } });
}
