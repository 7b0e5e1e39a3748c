import type { CurrentEvent } from '@foyer/contracts';
import { attendeeListOpen } from '@foyer/domain';
import { useNow } from '@/shared/lib/relative-time';
import { useCurrentUser } from '@/shared/session/session';
import { useAttendeeScope } from './scope';

/**
 * Whether the attendee list is there for the signed-in person now (decision 0071): the event's own list on
 * its days, or at any time when the event shows attendees outside the event; always for its owners; and
 * on a presentation stage, whose people the sidebar lists then. The server refuses the same list otherwise.
 */
export function useAttendeeListOpen(event: Pick<CurrentEvent, 'slug' | 'start_date' | 'end_date' | 'timezone' | 'preview_config'>): boolean {
  const { user } = useCurrentUser();
  const scope = useAttendeeScope();
  // Read again every minute: the list opens at the start of the event's first day.
  const now = useNow();
  if (scope || user?.owned_events.includes(event.slug)) return true;
  return attendeeListOpen(
    { startDate: event.start_date, endDate: event.end_date, timeZone: event.timezone, showOutsideEvent: event.preview_config.show_attendees_outside_event },
    now,
  );
}
