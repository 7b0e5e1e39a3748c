import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { attendeeListQuery, tagsParam, type AttendeeFilter } from './api';
import { useAttendeeSubscriptions } from './realtime';
import type { AttendeeScope } from './scope';

/** Search debounce of the attendee lists (spec 3 §5). */
export const attendeeSearchDebounceMs = 400;

/**
 * The directory's state: the search box (sent 400 ms after typing stops), the tag filter, the pages
 * loaded so far (`firstPage` people, then `pageSize` more, or `searchPageSize` more while searching), and
 * live updates for the people loaded.
 */
export function useAttendeeList(eventSlug: string, pageSize: number, firstPage = pageSize, searchPageSize = pageSize, scope: AttendeeScope | null = null) {
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<Record<string, number[]>>({});
  const [debounced] = useDebouncedValue(search, attendeeSearchDebounceMs);
  const filter: AttendeeFilter = useMemo(() => ({ search: debounced, tags, scope }), [debounced, tags, scope]);
  const searching = debounced.trim() !== '';
  const query = useInfiniteQuery(attendeeListQuery(eventSlug, filter, searching ? searchPageSize : pageSize, firstPage));
  const people = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  useAttendeeSubscriptions(people.map((p) => p.id));
  const filtered = searching || tagsParam(tags) !== '';
  return { search, setSearch, tags, setTags, filtered, query, people, count: query.data?.pages[0]?.count ?? 0 };
}

/** Calls `onVisible` whenever the returned element scrolls into view (the infinite scroll's sentinel). */
export function useSentinel(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    }, { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
