import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerMeetingRoutes, type CreateMeetingBody, type Meeting, type UpdateMeetingBody } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { meetingKeys } from '../api';

const consoleMeetingsKey = (eventSlug: string, spaceSlug: string) => ['console', 'meetings', eventSlug, spaceSlug] as const;

/** Every meeting of a meeting space, ended ones too, as the console lists them. */
export const consoleMeetingsQuery = (eventSlug: string, spaceSlug: string) =>
  queryOptions({
    queryKey: consoleMeetingsKey(eventSlug, spaceSlug),
    queryFn: ({ signal }) => call(organizerMeetingRoutes.list, { params: { eventSlug, meetingSlug: spaceSlug } }, signal),
  });

/** After a change: the console's list, and the attendee lists and rooms this browser keeps. */
function meetingsChanged(queryClient: QueryClient, eventSlug: string, spaceSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: consoleMeetingsKey(eventSlug, spaceSlug) });
  void queryClient.invalidateQueries({ queryKey: meetingKeys.all(eventSlug) });
}

/** Writes one meeting: a new one is made, a stored one (by its slug) changed. */
export async function saveMeeting(queryClient: QueryClient, eventSlug: string, spaceSlug: string, slug: string | null, body: CreateMeetingBody | UpdateMeetingBody): Promise<Meeting> {
  const saved =
    slug === null
      ? await call(organizerMeetingRoutes.create, { params: { eventSlug, meetingSlug: spaceSlug }, body: body as CreateMeetingBody })
      : await call(organizerMeetingRoutes.update, { params: { eventSlug, meetingSlug: spaceSlug, meeting: slug }, body });
  meetingsChanged(queryClient, eventSlug, spaceSlug);
  return saved;
}

export async function deleteMeeting(queryClient: QueryClient, eventSlug: string, spaceSlug: string, slug: string): Promise<void> {
  await call(organizerMeetingRoutes.remove, { params: { eventSlug, meetingSlug: spaceSlug, meeting: slug } });
  meetingsChanged(queryClient, eventSlug, spaceSlug);
}
