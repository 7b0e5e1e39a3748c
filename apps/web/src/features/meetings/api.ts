import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { meetingPageSize, meetingRoutes, type Meeting } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

/** Spec 2 §9: meeting lists come 12 at a time. */
export const MEETINGS_PAGE = meetingPageSize;

/** The three lists of a meeting space (spec 2 §3). */
export type MeetingTab = 'my' | 'upcoming' | 'live';
export const meetingTabs: MeetingTab[] = ['my', 'upcoming', 'live'];

export const meetingKeys = {
  all: (eventSlug: string) => ['meetings', eventSlug] as const,
  /** Every list of every space of the event (live updates patch them all). */
  lists: (eventSlug: string) => ['meetings', eventSlug, 'list'] as const,
  list: (eventSlug: string, spaceSlug: string, tab: MeetingTab) => ['meetings', eventSlug, 'list', spaceSlug, tab] as const,
  upcoming: (eventSlug: string) => ['meetings', eventSlug, 'list', '*upcoming'] as const,
  space: (eventSlug: string, spaceSlug: string) => ['meetings', eventSlug, 'space', spaceSlug] as const,
  rooms: (eventSlug: string) => ['meetings', eventSlug, 'room'] as const,
  room: (eventSlug: string, spaceSlug: string, meetingSlug: string) => ['meetings', eventSlug, 'room', spaceSlug, meetingSlug] as const,
};

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

export function meetingSpaceQuery(eventSlug: string, spaceSlug: string) {
  return queryOptions({
    queryKey: meetingKeys.space(eventSlug, spaceSlug),
    queryFn: ({ signal }) => call(meetingRoutes.space, { params: { eventSlug, meetingSlug: spaceSlug } }, signal),
    staleTime: 60_000,
    retry: noRetryOnRefusal,
  });
}

/** The query string of a list page: `limit=12&offset=` with `&live=1` or `&my_meetings=1` (spec 2 §7). */
export function listQueryParams(tab: MeetingTab, offset: number): { limit: number; offset: number; live?: '1'; my_meetings?: '1' } {
  return { limit: MEETINGS_PAGE, offset, ...(tab === 'live' ? { live: '1' as const } : tab === 'my' ? { my_meetings: '1' as const } : {}) };
}

/** One tab's list, page by page (offset 12·(page−1)); load more asks for the next page. */
export function meetingListQuery(eventSlug: string, spaceSlug: string, tab: MeetingTab) {
  return infiniteQueryOptions({
    queryKey: meetingKeys.list(eventSlug, spaceSlug, tab),
    queryFn: ({ pageParam, signal }) => call(meetingRoutes.list, { params: { eventSlug, meetingSlug: spaceSlug }, query: listQueryParams(tab, pageParam) }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.results.length, 0);
      return last.results.length > 0 && loaded < last.count ? pages.length * MEETINGS_PAGE : undefined;
    },
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  });
}

/** All meetings (`GET /api/events/{slug}/upcoming_meetings/`): the viewer's and the coming ones, by start. */
export function upcomingMeetingsQuery(eventSlug: string) {
  return queryOptions({
    queryKey: meetingKeys.upcoming(eventSlug),
    queryFn: ({ signal }) => call(meetingRoutes.upcoming, { params: { eventSlug } }, signal),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  });
}

export function meetingRoomQuery(eventSlug: string, spaceSlug: string, meetingSlug: string) {
  return queryOptions({
    queryKey: meetingKeys.room(eventSlug, spaceSlug, meetingSlug),
    queryFn: ({ signal }) => call(meetingRoutes.room, { params: { eventSlug, meetingSlug: spaceSlug, meeting: meetingSlug } }, signal),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  });
}

/** `POST …/register/ {register}`: true registers (or, with `waitlist`, queues), false unregisters. */
export function registerForMeeting(eventSlug: string, meeting: Pick<Meeting, 'slug' | 'space'>, register: boolean, waitlist = false) {
  return call(meetingRoutes.register, {
    params: { eventSlug, meetingSlug: meeting.space.slug, meeting: meeting.slug },
    body: waitlist ? { register, waitlist } : { register },
  });
}

/** Where a meeting's room is. */
export const meetingRoomPath = (eventSlug: string, meeting: Pick<Meeting, 'slug' | 'space'>) => `/${eventSlug}/meetings/${meeting.space.slug}/${meeting.slug}`;
/** Where a meeting's info modal opens (its space page with `?meetingId=`). */
export const meetingInfoPath = (eventSlug: string, meeting: Pick<Meeting, 'id' | 'space'>) => `/${eventSlug}/meetings/${meeting.space.slug}?meetingId=${meeting.id}`;
