import type { Meeting } from '@foyer/contracts';
import { dateIn } from '@foyer/domain';
import { useEffect, useState } from 'react';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { useProgramClock, type ProgramClock } from '@/features/program';

/** Spec 2 §9: the meeting clock ticks every 1000 ms. */
export const MEETING_CLOCK_MS = 1000;

/** The current time, every second: ended meetings leave the lists, started ones change their button. */
export function useMeetingClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MEETING_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Meeting times as the program shows times: in the event's time zone, on its clock, in the app's language. */
export function useMeetingTimes(): ProgramClock & { when: (m: Pick<Meeting, 'starts_at' | 'ends_at'>) => { day: string; range: string } } {
  const { event } = useCurrentEvent();
  const clock = useProgramClock(event);
  return {
    ...clock,
    when: (m) => ({ day: clock.shortDay(dateIn(m.starts_at, clock.timeZone)), range: clock.range(m.starts_at, m.ends_at) }),
  };
}

/** Seats as the spec shows them: used/total, or Full when none is left. */
export function capacityLabel(m: Pick<Meeting, 'capacity' | 'capacity_left' | 'is_walk_in_meeting'>, full: string): string {
  if (m.capacity_left <= 0 && !m.is_walk_in_meeting) return full;
  return `${Math.max(0, m.capacity - m.capacity_left)}/${m.capacity}`;
}

/**
 * The waiting-for-host note (spec 2 "Meeting space"): shown unless a host is in the meeting, the viewer
 * hosts it, or it is a walk-in meeting.
 */
export const showsWaitingForHost = (m: Pick<Meeting, 'is_host_in_meeting' | 'host_user_ids' | 'is_walk_in_meeting'>, userId: number): boolean =>
  !m.is_host_in_meeting && !m.host_user_ids.includes(userId) && !m.is_walk_in_meeting;

/** The host note a card shows (spec 2 §8): 'no host assigned', 'host not confirmed', waiting for the host, or none. */
export type HostNote = 'no_host' | 'host_not_confirmed' | 'waiting_for_host';

export function hostNote(m: Pick<Meeting, 'is_host_in_meeting' | 'host_user_ids' | 'is_walk_in_meeting' | 'is_host_confirmed'>, userId: number): HostNote | null {
  if (!showsWaitingForHost(m, userId)) return null;
  if (m.host_user_ids.length === 0) return 'no_host';
  return m.is_host_confirmed ? 'waiting_for_host' : 'host_not_confirmed';
}
