import { appointmentPageSize, appointmentRoutes, type AppointmentRequestBody, type AppointmentSchedule } from '@foyer/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/http';

/** Every appointment query of an event sits under one key: an answer, a block or a request refreshes them together. */
export const appointmentKeys = {
  all: (eventSlug: string) => ['appointments', eventSlug] as const,
  list: (eventSlug: string, filter: 'upcoming' | 'past') => ['appointments', eventSlug, 'list', filter] as const,
  blocked: (eventSlug: string) => ['appointments', eventSlug, 'blocked'] as const,
  busy: (eventSlug: string, receiver: number) => ['appointments', eventSlug, 'busy', receiver] as const,
  suggestions: (eventSlug: string, receiver: number) => ['appointments', eventSlug, 'suggestions', receiver] as const,
  detail: (eventSlug: string, id: number) => ['appointments', eventSlug, 'detail', id] as const,
  day: (eventSlug: string, date: string) => ['appointments', eventSlug, 'day', date] as const,
};

/** Deduped 15 s (spec 2 §7, §9). */
const dedupeMs = 15_000;

/** One list (upcoming or past), 10 a page with "load more" (spec 2 §9). */
export function appointmentListQuery(eventSlug: string, filter: 'upcoming' | 'past') {
  return {
    queryKey: appointmentKeys.list(eventSlug, filter),
    queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
      call(appointmentRoutes.list, { params: { eventSlug }, query: { filter, offset: pageParam, limit: appointmentPageSize } }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: { count: number }, pages: unknown[]) => (pages.length * appointmentPageSize < last.count ? pages.length * appointmentPageSize : undefined),
    staleTime: dedupeMs,
  };
}

/** The viewer's blocks and the appointments holding their time (the availability calendar). */
export function blockedQuery(eventSlug: string) {
  return {
    queryKey: appointmentKeys.blocked(eventSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(appointmentRoutes.blocked, { params: { eventSlug } }, signal),
    staleTime: dedupeMs,
  };
}

/** The other person's busy times from now on (`?filter=upcomming&receiver=`, the spec's spelling). */
export function busyTimesQuery(eventSlug: string, receiver: number) {
  return {
    queryKey: appointmentKeys.busy(eventSlug, receiver),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(appointmentRoutes.busyTimes, { params: { eventSlug }, query: { filter: 'upcomming', receiver } }, signal),
    staleTime: dedupeMs,
  };
}

/** The three earliest times free for both. */
export function suggestionsQuery(eventSlug: string, receiver: number) {
  return {
    queryKey: appointmentKeys.suggestions(eventSlug, receiver),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(appointmentRoutes.suggestions, { params: { eventSlug }, query: { receiver } }, signal),
    staleTime: dedupeMs,
  };
}

/** One appointment (the chat's request card). */
export function appointmentQuery(eventSlug: string, id: number) {
  return {
    queryKey: appointmentKeys.detail(eventSlug, id),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(appointmentRoutes.detail, { params: { eventSlug, scheduleId: id } }, signal),
    staleTime: 5000,
  };
}

/** The viewer's accepted appointments of a day (the program calendar's column); cached 5 s (spec 2 §7). */
export function dayQuery(eventSlug: string, date: string) {
  return {
    queryKey: appointmentKeys.day(eventSlug, date),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(appointmentRoutes.ofDay, { params: { eventSlug }, query: { date, status: 'ACCEPTED' } }, signal),
    staleTime: 5000,
  };
}

export type AppointmentAnswer = 'accept' | 'deny' | 'cancel';

export function answerAppointment(eventSlug: string, id: number, action: AppointmentAnswer): Promise<AppointmentSchedule> {
  return call(appointmentRoutes[action], { params: { eventSlug, scheduleId: id } });
}

/** A new request, or with `previous` a reschedule of it. */
export function requestAppointment(eventSlug: string, body: AppointmentRequestBody, previous?: number): Promise<AppointmentSchedule> {
  return previous
    ? call(appointmentRoutes.reschedule, { params: { eventSlug, scheduleId: previous }, body })
    : call(appointmentRoutes.request, { params: { eventSlug }, body });
}

export function blockTime(eventSlug: string, range: { start_date: string; end_date: string }, receiver: number) {
  return call(appointmentRoutes.block, { params: { eventSlug }, body: { ...range, subject: 'Blocked', receiver } });
}

export function moveBlock(eventSlug: string, id: number, range: { start_date: string; end_date: string }, receiver: number) {
  return call(appointmentRoutes.moveBlock, { params: { eventSlug, blockedId: id }, body: { ...range, receiver } });
}

export function unblock(eventSlug: string, id: number) {
  return call(appointmentRoutes.unblock, { params: { eventSlug, blockedId: id } });
}

/** After any change: every appointment view of the event reads again (lists, calendar, chat cards, column). */
export function refreshAppointments(queryClient: QueryClient, eventSlug: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: appointmentKeys.all(eventSlug) });
}
