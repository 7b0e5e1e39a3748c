import type { ComponentType } from 'react';

/** What the calendar panel's appointment column is handed: the day shown, on the program's clock. */
export interface CalendarAppointmentsProps {
  eventSlug: string;
  /** `yyyy-MM-dd` on the program's clock. */
  date: string;
  timeZone: string;
}

/**
 * The program calendar's appointment column (spec 2 §2) is filled by the appointments feature, so the
 * program imports none of it. Registered once at start (its plug-ins.ts); a lazy component.
 */
const slot: { appointments: ComponentType<CalendarAppointmentsProps> | null } = { appointments: null };

export function registerCalendarAppointments(component: ComponentType<CalendarAppointmentsProps>): void {
  slot.appointments = component;
}

export const calendarSlots = slot;
