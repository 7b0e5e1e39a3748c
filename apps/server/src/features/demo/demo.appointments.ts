import { dateIn, zonedTime } from '@foyer/domain';
import type { Clock } from '../../platform/clock';
import { AppointmentsRepository } from '../appointments';
import type { EventRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { appointmentSchedules } from '../appointments/appointments.schema';
import { videoCallAccess, videoCalls } from '../videocalls/videocalls.schema';

/**
 * The demo's appointments between alice and bob, one in each state, on the event's second and third day
 * (so they lie ahead whenever the demo is seeded), and some blocked time of each. No chat messages: the
 * demo conversation stays as demo.chat.ts writes it.
 */
export async function seedDemoAppointments(db: Executor, clock: Clock, event: EventRow, people: { alice: number; bob: number }): Promise<void> {
  const repo = new AppointmentsRepository(db);
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
  await repo.insertHolding(db, row(alice, bob, 'Lens coating demo', at(1, 10), 30, 'PENDING', 'Aurora Optics booth'), [alice, bob]);
  const virtual = await repo.insertHolding(db, row(alice, bob, 'Follow-up on the optics order', at(1, 14), 30, 'ACCEPTED'), [alice, bob]);
  const [call] = await db
    .insert(videoCalls)
    .values({ eventId: event.id, displayName: virtual.subject, adminId: bob, status: 'open', permanent: true, membersOnly: true, createdAt: now, emptiedAt: now })
    .returning();
  if (!call) throw new Error('demo appointment call not stored');
  await db.insert(videoCallAccess).values([alice, bob].map((userId) => ({ callId: call.id, userId, state: 'accepted' as const, createdAt: now })));
  await repo.update(db, virtual.id, { videocallId: call.id });
  await repo.insertHolding(db, row(bob, alice, 'Coffee at the entrance café', at(2, 11), 45, 'ACCEPTED', 'Café at the main entrance'), [alice, bob]);
  await repo.insertHolding(db, row(alice, bob, 'Blocked', at(1, 13), 60, 'BLOCKED'), [alice]);
  await repo.insertHolding(db, row(bob, bob, 'Blocked', at(2, 9), 60, 'BLOCKED'), [bob]);
  await db.insert(appointmentSchedules).values([
    row(alice, bob, 'Quick hello before the keynote', at(1, 9), 30, 'DENIED'),
    row(bob, alice, 'Booth tour', at(1, 16), 30, 'CANCELLED'),
  ]);
  const [earlier] = await db.insert(appointmentSchedules).values(row(alice, bob, 'Lunch chat about lenses', at(1, 12), 30, 'UPDATED')).returning();
  if (!earlier) throw new Error('demo appointment not stored');
  await repo.insertHolding(db, { ...row(alice, bob, 'Lunch chat about lenses', at(2, 12, 30), 30, 'PENDING'), previousScheduleId: earlier.id }, [alice, bob]);
}
