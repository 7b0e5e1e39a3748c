import { categoryOfKind, goodiebagRoutes, isFavouriteKind, optimisticFavouriteIdStart, type FavouriteEntry } from '@foyer/contracts';
import { call } from '@/shared/api/http';

export const goodiebagKeys = {
  all: (eventSlug: string) => ['goodiebag', eventSlug] as const,
  /** Every favourite without items: what bookmark toggles and the category counts read. */
  entries: (eventSlug: string) => ['goodiebag', eventSlug, 'entries'] as const,
  kind: (eventSlug: string, kind: string) => ['goodiebag', eventSlug, 'kind', kind] as const,
};

export function favouriteEntriesQuery(eventSlug: string) {
  return {
    queryKey: goodiebagKeys.entries(eventSlug),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const reply = await call(goodiebagRoutes.list, { params: { eventSlug }, query: { exclude_related: '1' } }, signal);
      return Array.isArray(reply) ? reply : reply.results;
    },
    staleTime: 60_000,
  };
}

export function favouritesOfKindQuery(eventSlug: string, kind: string) {
  return {
    queryKey: goodiebagKeys.kind(eventSlug, kind),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const reply = await call(goodiebagRoutes.list, { params: { eventSlug }, query: { type: kind, limit: 1000 } }, signal);
      return Array.isArray(reply) ? [] : reply.results;
    },
    staleTime: 15_000,
  };
}

export const addFavourite = (eventSlug: string, kind: string, itemId: number) =>
  call(goodiebagRoutes.add, { params: { eventSlug }, body: { item_type: kind, item_id: itemId } });

export const removeFavourite = (eventSlug: string, kind: string, itemId: number) =>
  call(goodiebagRoutes.remove, { params: { eventSlug, type: kind, id: itemId } });

let nextOptimisticId = optimisticFavouriteIdStart;
/** A temporary id for a favourite not stored yet: negative, counting down from -9999 (spec 2 §9). */
export function optimisticId(): number {
  return nextOptimisticId--;
}

/** The entry shown at once while the server stores it. */
export const optimisticEntry = (kind: string, itemId: number): FavouriteEntry => ({
  id: optimisticId(),
  item_id: itemId,
  item_type: kind,
  type: isFavouriteKind(kind) ? categoryOfKind(kind) : kind,
  created: new Date().toISOString(),
});
