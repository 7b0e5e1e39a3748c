import { describe, expect, it, vi } from 'vitest';
import { tweetsPageSize } from '@foyer/contracts';
import { feedPosts, nextFeedOffset, socialFeedQuery, throttle, type FeedPage } from './api';

const post = (id: string) => ({
  external_id: id, author_name: 'Lumen', author_handle: '@lumen', author_avatar: null, text: '<b>hi</b>', url: null,
  posted_at: '2026-01-01T10:00:00Z', source: 'organiser' as const,
});
const page = (ids: string[], next: boolean): FeedPage => ({ count: 9, next: next ? 'n' : null, previous: null, results: ids.map(post) });

describe('social feed paging', () => {
  it('asks for the next four after the posts loaded, and stops at the end', () => {
    expect(nextFeedOffset([page(['a', 'b', 'c', 'd'], true)])).toBe(4);
    expect(nextFeedOffset([page(['a', 'b', 'c', 'd'], true), page(['e', 'f', 'g', 'h'], true)])).toBe(8);
    expect(nextFeedOffset([page(['a'], false)])).toBeUndefined();
  });
  it('shows a post once when a refresh shifted it onto the next page', () => {
    expect(feedPosts([page(['a', 'b'], true), page(['b', 'c'], false)]).map((p) => p.external_id)).toEqual(['a', 'b', 'c']);
  });
  it('loads the next page at most once a second', () => {
    let now = 0;
    const run = vi.fn();
    const next = throttle(run, 1000, () => now);
    expect(next()).toBe(true);
    now = 500;
    expect(next()).toBe(false);
    now = 1000;
    expect(next()).toBe(true);
    expect(run).toHaveBeenCalledTimes(2);
  });
  it('asks four at a time, again every minute, and not twice within 15 s', () => {
    const query = socialFeedQuery('demo');
    expect(tweetsPageSize).toBe(4);
    expect(query.refetchInterval).toBe(60_000);
    expect(query.staleTime).toBe(15_000);
  });
});
