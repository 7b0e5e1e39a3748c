import { socialFeedRoutes, tweetsPageSize, type ReplyOf } from '@foyer/contracts';
import { call } from '@/shared/api/http';

export type FeedPage = ReplyOf<typeof socialFeedRoutes.list>;

/** Social feed timings (spec 1 §9): page 4, refreshed every minute, deduplicated 15 s, next page at most once a second. */
export const FEED_REFRESH_MS = 60_000;
export const FEED_STALE_MS = 15_000;
export const FEED_NEXT_THROTTLE_MS = 1000;

/** The offset of the next page, or undefined when the last page was the end. */
export function nextFeedOffset(pages: readonly FeedPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last?.next) return undefined;
  return pages.reduce((n, p) => n + p.results.length, 0);
}

export function socialFeedQuery(eventSlug: string) {
  return {
    queryKey: ['social-feed', eventSlug] as const,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      call(socialFeedRoutes.list, { params: { eventSlug }, query: { offset: pageParam, limit: tweetsPageSize } }),
    initialPageParam: 0,
    getNextPageParam: (_last: FeedPage, pages: FeedPage[]) => nextFeedOffset(pages),
    staleTime: FEED_STALE_MS,
    refetchInterval: FEED_REFRESH_MS,
  };
}

/** Lets `run` through at most once per `ms`; calls in between are dropped. */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A): boolean => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    run(...args);
    return true;
  };
}

/** Posts of every page, once each (a refresh may shift a post onto the next page). */
export function feedPosts(pages: readonly FeedPage[] | undefined) {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((p) => p.results).filter((post) => (seen.has(post.external_id) ? false : (seen.add(post.external_id), true)));
}
