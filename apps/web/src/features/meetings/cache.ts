import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Meeting, MeetingList, MeetingRoom } from '@foyer/contracts';
import { meetingKeys } from './api';

type Lists = InfiniteData<MeetingList>;

/** A list in the cache: a space's tab (pages) or All meetings (one page). */
function mapList(data: Lists | MeetingList | undefined, change: (m: Meeting) => Meeting): Lists | MeetingList | undefined {
  if (!data) return data;
  const mapResults = (page: MeetingList) => {
    let touched = false;
    const results = page.results.map((m) => {
      const next = change(m);
      if (next !== m) touched = true;
      return next;
    });
    return touched ? { ...page, results } : page;
  };
  if ('pages' in data) {
    const pages = data.pages.map(mapResults);
    return pages.some((p, i) => p !== data.pages[i]) ? { ...data, pages } : data;
  }
  return mapResults(data);
}

/**
 * Changes one meeting wherever the event's cache holds it: every list of every meeting space, All meetings,
 * and the meeting rooms. `change` answers the meeting itself when nothing changes.
 */
export function patchMeeting(queryClient: QueryClient, eventSlug: string, meetingId: number, change: (m: Meeting) => Meeting): void {
  const only = (m: Meeting) => (m.id === meetingId ? change(m) : m);
  queryClient.setQueriesData<Lists | MeetingList>({ queryKey: meetingKeys.lists(eventSlug) }, (data) => mapList(data, only));
  queryClient.setQueriesData<MeetingRoom>({ queryKey: meetingKeys.rooms(eventSlug) }, (room) =>
    room && room.meeting.id === meetingId ? { ...room, meeting: change(room.meeting) } : room,
  );
}

/**
 * The meeting as the server answered a registration: put in place everywhere, and what depends on the
 * person's registration (My meetings, All meetings, the rooms) asked again.
 */
export function putMeeting(queryClient: QueryClient, eventSlug: string, meeting: Meeting): void {
  patchMeeting(queryClient, eventSlug, meeting.id, () => meeting);
  void queryClient.invalidateQueries({ queryKey: meetingKeys.list(eventSlug, meeting.space.slug, 'my') });
  void queryClient.invalidateQueries({ queryKey: meetingKeys.upcoming(eventSlug) });
  // A room page asks again whether the person may enter now.
  void queryClient.invalidateQueries({ queryKey: meetingKeys.rooms(eventSlug) });
}
