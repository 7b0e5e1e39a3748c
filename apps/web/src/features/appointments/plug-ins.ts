import { registerAttendeeScheduler } from '@/shared/plug-ins/attendee-views';
import { registerCalendarAppointments } from '@/shared/plug-ins/calendar-appointments';
import { registerConversationAction, registerMessageAttachment } from '@/shared/plug-ins/private-chat';
import { lazyNamed } from '@/shared/ui/lazy';

/**
 * Appointments (issue 12): the request dialog from the card and the chat, the chat's meeting request card
 * and the program calendar's appointment column; each a chunk of its own.
 */
export function registerAppointmentPlugIns(): void {
  registerAttendeeScheduler((eventSlug, person) => void import('./open-dialog').then((m) => m.openRequestDialog(eventSlug, person)));
  registerConversationAction('schedule-appointment', lazyNamed(() => import('./components/schedule-button'), 'ScheduleFromChat'));
  registerMessageAttachment({
    accepts: (message) => message.appointment_schedule !== null,
    component: lazyNamed(() => import('./components/meeting-request-card'), 'MeetingRequestCard'),
  });
  registerCalendarAppointments(lazyNamed(() => import('./components/calendar-column'), 'CalendarAppointments'));
}
