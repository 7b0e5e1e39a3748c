import type { AppointmentPerson, AppointmentSchedule, BlockedSlot, BusySlot, CalendarSlot } from '@foyer/contracts';
import { presentSender } from '../identity';
import type { PartyRow, ScheduleRow } from './appointments.repository';

/** A party as the other sees them: the chat's Anonymous rules, and job title and company unless hidden. */
export function presentParty(p: PartyRow | undefined, id: number): AppointmentPerson {
  if (!p) return { id, first_name: 'Anonymous', last_name: '', mugshot: null, do_not_disturb: false, jobtitle: '', company: '' };
  const shown = presentSender(p);
  const anonymous = p.incognitoMode || !p.isPublic || p.memberPublic === false;
  const field = (name: 'jobtitle' | 'company') => (anonymous || p.hiddenProfileFields.includes(name) ? '' : p[name]);
  return { ...shown, jobtitle: field('jobtitle'), company: field('company') };
}

export function presentSchedule(row: ScheduleRow, parties: Map<number, PartyRow>): AppointmentSchedule {
  return {
    id: row.id,
    subject: row.subject,
    location: row.location,
    location_type: row.locationType,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    sender: row.senderId,
    receiver: row.receiverId,
    sender_info: presentParty(parties.get(row.senderId), row.senderId),
    receiver_info: presentParty(parties.get(row.receiverId), row.receiverId),
    previous_schedule: row.previousScheduleId,
    twilio_name: row.status === 'ACCEPTED' && row.videocallId !== null ? String(row.videocallId) : null,
    status: row.status,
    created: row.createdAt.toISOString(),
  };
}

export function presentBlock(row: ScheduleRow): BlockedSlot {
  return {
    id: row.id,
    subject: row.subject,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    receiver: row.receiverId,
    status: 'BLOCKED',
  };
}

export const presentCalendarSlot = (row: ScheduleRow, parties: Map<number, PartyRow>): CalendarSlot =>
  row.status === 'BLOCKED' ? presentBlock(row) : presentSchedule(row, parties);

export const presentBusy = (row: { startDate: Date; endDate: Date }): BusySlot => ({
  start_date: row.startDate.toISOString(),
  end_date: row.endDate.toISOString(),
});
