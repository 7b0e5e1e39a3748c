import { dateIn, zonedTime } from '@foyer/domain';
import type { Clock } from '../../platform/clock';
import type { AppointmentsService } from '../appointments';
import type { EventRow } from '../identity';
import type { VideocallsService } from '../videocalls';

/**
 * The demo's appointments between alice and bob, one in each state, on the event's second and third day
 * (so they lie ahead whenever the demo is seeded), and some blocked time of each. No chat messages: the
 * demo conversation stays as demo.chat.ts writes it.
 */
export async function seedDemoAppointments(
  services: { appointments: AppointmentsService; videocalls: VideocallsService },
  clock: Clock,
  event: EventRow,
  people: { alice: number; bob: number },
): Promise<void> {
  const { appointments } = services;
  const now = clock.now();
  const firstDay = dateIn(now, event.timezone);
  const day = (offset: number) => {
    const [y, m, d] = firstDay.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  };
  const at = (offset: number, hour: number, minute = 0) => zonedTime(day(offset), hour, minute, event.timezone);
  const { alice, bob } = people;
  const row = (senderId: number, receiverId: number, subject: string, start: Date, minutes: number, status: 'PENDING' | 'ACCEPTED' | 'DENIED' | 'CANCELLED' | 'UPDATED' | 'BLOCKED', location = '') => ({
    eventId: event.id, senderId, receiverId, subject, location, locationType: location ? 'IN_PERSON' as const : 'VIRTUAL' as const,
    startDate: start, endDate: new Date(start.getTime() + minutes * 60_000), status, createdAt: now, updatedAt: now,
  });
  // Holding ones (pending, accepted, blocks) keep both calendars free of overlaps, as the API would.
  await appointments.seedBooking(row(alice, bob, 'Lens coating demo', at(1, 10), 30, 'PENDING', 'Aurora Optics booth'), [alice, bob]);
  const virtual = row(alice, bob, 'Follow-up on the optics order', at(1, 14), 30, 'ACCEPTED');
  const call = await services.videocalls.createForMembers(event.id, virtual.subject, bob, [alice, bob]);
  await appointments.seedBooking({ ...virtual, videocallId: call.id }, [alice, bob]);
  await appointments.seedBooking(row(bob, alice, 'Coffee at the entrance café', at(2, 11), 45, 'ACCEPTED', 'Café at the main entrance'), [alice, bob]);
  await appointments.seedBooking(row(alice, bob, 'Blocked', at(1, 13), 60, 'BLOCKED'), [alice]);
  await appointments.seedBooking(row(bob, bob, 'Blocked', at(2, 9), 60, 'BLOCKED'), [bob]);
  // Answered and rescheduled ones hold no time.
  await appointments.seedBooking(row(alice, bob, 'Quick hello before the keynote', at(1, 9), 30, 'DENIED'), []);
  await appointments.seedBooking(row(bob, alice, 'Booth tour', at(1, 16), 30, 'CANCELLED'), []);
  const earlier = await appointments.seedBooking(row(alice, bob, 'Lunch chat about lenses', at(1, 12), 30, 'UPDATED'), []);
  await appointments.seedBooking({ ...row(alice, bob, 'Lunch chat about lenses', at(2, 12, 30), 30, 'PENDING'), previousScheduleId: earlier.id }, [alice, bob]);
}
