import { keepPreviousData } from '@tanstack/react-query';
import { performerSessionsPageSize, performersPageSize, programDatesCacheSeconds, timetableRoutes, type ProgramLocationType } from '@foyer/contracts';
import { dayRangeIn } from '@foyer/domain';
import { call } from '@/shared/api/http';

/** Every program query of an event sits under one key, so a program change refreshes them together. */
export const programKeys = {
  all: (eventSlug: string) => ['program-views', eventSlug] as const,
  day: (eventSlug: string, date: string) => ['program-views', eventSlug, 'day', date] as const,
  byLocation: (eventSlug: string, date: string) => ['program-views', eventSlug, 'by-location', date] as const,
  dates: (eventSlug: string) => ['program-views', eventSlug, 'dates'] as const,
  item: (eventSlug: string, id: number) => ['program-views', eventSlug, 'item', id] as const,
  search: (eventSlug: string, text: string) => ['program-views', eventSlug, 'search', text] as const,
  performers: (eventSlug: string, search: string, types: string) => ['program-views', eventSlug, 'performers', search, types] as const,
  performer: (eventSlug: string, id: number) => ['program-views', eventSlug, 'performer', id] as const,
  performerSessions: (eventSlug: string, id: number) => ['program-views', eventSlug, 'performer-sessions', id] as const,
  groupSessions: (eventSlug: string) => ['program-views', eventSlug, 'group-sessions'] as const,
  feed: (eventSlug: string) => ['calendar-feed', eventSlug] as const,
};

/** One day of the timetable (a calendar day in the event's timezone): spaces with their items. */
export function timetableDayQuery(eventSlug: string, date: string, timeZone: string) {
  return {
    queryKey: programKeys.day(eventSlug, date),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(timetableRoutes.spaces, { params: { eventSlug }, query: dayRangeIn(date, timeZone) }, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  };
}

/** The same day grouped by location type (the calendar panel's list). */
export function byLocationTypeQuery(eventSlug: string, date: string, timeZone: string) {
  return {
    queryKey: programKeys.byLocation(eventSlug, date),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(timetableRoutes.byLocationType, { params: { eventSlug }, query: dayRangeIn(date, timeZone) }, signal),
    staleTime: 30_000,
  };
}

/** The days that have a program (the server caches them 60 s; so does the app). */
export function programDatesQuery(eventSlug: string) {
  return {
    queryKey: programKeys.dates(eventSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(timetableRoutes.dates, { params: { eventSlug } }, signal),
    staleTime: programDatesCacheSeconds * 1000,
  };
}

export function programItemQuery(eventSlug: string, itemId: number) {
  return {
    queryKey: programKeys.item(eventSlug, itemId),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(timetableRoutes.item, { params: { eventSlug, itemId } }, signal),
    staleTime: 30_000,
  };
}

export function programSearchQuery(eventSlug: string, text: string) {
  return {
    queryKey: programKeys.search(eventSlug, text),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(timetableRoutes.search, { params: { eventSlug }, query: { search: text } }, signal),
    staleTime: 30_000,
    enabled: text.trim().length > 0,
  };
}

/** Performers, 20 a page, by search and location types. */
export function performersQuery(eventSlug: string, search: string, types: readonly ProgramLocationType[]) {
  const typeList = types.join(',');
  return {
    queryKey: programKeys.performers(eventSlug, search, typeList),
    queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
      call(
        timetableRoutes.performers,
        { params: { eventSlug }, query: { search: search || undefined, location_types: typeList || undefined, limit: performersPageSize, offset: pageParam } },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last: { next: string | null }, pages: unknown[]) => (last.next ? pages.length * performersPageSize : undefined),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  };
}

export function performerQuery(eventSlug: string, performerId: number) {
  return {
    queryKey: programKeys.performer(eventSlug, performerId),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(timetableRoutes.performer, { params: { eventSlug, performerId } }, signal),
    staleTime: 30_000,
  };
}

/** A speaker's sessions, 3 at a time (spec 2 §7). */
export function performerSessionsQuery(eventSlug: string, performerId: number) {
  return {
    queryKey: programKeys.performerSessions(eventSlug, performerId),
    queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
      call(timetableRoutes.performerSessions, { params: { eventSlug }, query: { performer: performerId, limit: performerSessionsPageSize, offset: pageParam } }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: { next: string | null }, pages: unknown[]) => (last.next ? pages.length * performerSessionsPageSize : undefined),
    staleTime: 30_000,
  };
}

export function groupSessionsQuery(eventSlug: string) {
  return {
    queryKey: programKeys.groupSessions(eventSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(timetableRoutes.groupSessions, { params: { eventSlug } }, signal),
    staleTime: 30_000,
  };
}

export function calendarFeedQuery(eventSlug: string) {
  return {
    queryKey: programKeys.feed(eventSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(timetableRoutes.calendarFeed, { params: { eventSlug } }, signal),
  };
}
export const renewCalendarFeed = (eventSlug: string) => call(timetableRoutes.renewCalendarFeed, { params: { eventSlug } });
export const revokeCalendarFeed = (eventSlug: string) => call(timetableRoutes.revokeCalendarFeed, { params: { eventSlug } });
