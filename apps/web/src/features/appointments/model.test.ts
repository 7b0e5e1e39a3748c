import { describe, expect, it } from 'vitest';
import type { AppointmentSchedule } from '@foyer/contracts';
import { defaultLocationType, dialogDays, isFaded, otherParty, rowDisplay, slotsOf, stripPage, stripPages, toggleSlot, type Slot } from './model';

const slot = (hh: number, mm: number): Slot => {
  const start = new Date(Date.UTC(2026, 4, 12, hh, mm));
  return { start_date: start.toISOString(), end_date: new Date(start.getTime() + 15 * 60_000).toISOString() };
};

describe('picking time slots', () => {
  it('adds slots next to the picked ones, in time order', () => {
    let picked = toggleSlot([], slot(10, 15)).picked;
    picked = toggleSlot(picked, slot(10, 0)).picked;
    const r = toggleSlot(picked, slot(10, 30));
    expect(r.refused).toBe(false);
    expect(r.picked.map((s) => s.start_date.slice(11, 16))).toEqual(['10:00', '10:15', '10:30']);
  });

  it('refuses a slot that leaves a gap and keeps the picked ones', () => {
    const picked = [slot(10, 0), slot(10, 15)];
    const r = toggleSlot(picked, slot(11, 0));
    expect(r.refused).toBe(true);
    expect(r.picked).toEqual(picked);
  });

  it('unpicks an end slot, but not one from the middle', () => {
    const picked = [slot(10, 0), slot(10, 15), slot(10, 30)];
    expect(toggleSlot(picked, slot(10, 30))).toEqual({ picked: [slot(10, 0), slot(10, 15)], refused: false });
    expect(toggleSlot(picked, slot(10, 15)).refused).toBe(true);
  });

  it('turns a suggested range into its 15-minute slots', () => {
    expect(slotsOf({ start_date: slot(9, 0).start_date, end_date: slot(9, 15).end_date })).toEqual([slot(9, 0), slot(9, 15)]);
  });
});

describe('the date strip', () => {
  const event = { start_date: '2026-05-12T08:00:00Z', end_date: '2026-05-30T17:00:00Z' };
  it('runs from today to the event end, never before today', () => {
    const days = dialogDays(new Date('2026-05-20T10:00:00Z'), 'Europe/Amsterdam', event);
    expect(days[0]).toBe('2026-05-20');
    expect(days.at(-1)).toBe('2026-05-30');
  });

  it('starts at the first day of an event that has not begun', () => {
    expect(dialogDays(new Date('2026-05-01T10:00:00Z'), 'UTC', event)[0]).toBe('2026-05-12');
  });

  it('is empty once the event is over', () => {
    expect(dialogDays(new Date('2026-06-01T10:00:00Z'), 'UTC', event)).toEqual([]);
  });

  it('takes today in the viewer\'s zone', () => {
    // 23:30 UTC on the 19th is already the 20th in Amsterdam.
    expect(dialogDays(new Date('2026-05-19T23:30:00Z'), 'Europe/Amsterdam', event)[0]).toBe('2026-05-20');
  });

  it('shows 10 days a page', () => {
    const days = dialogDays(new Date('2026-05-12T10:00:00Z'), 'UTC', event);
    expect(days).toHaveLength(19);
    expect(stripPages(days.length)).toBe(2);
    expect(stripPage(days, 0)).toHaveLength(10);
    expect(stripPage(days, 1)).toEqual(days.slice(10));
  });
});

const person = (id: number, first: string) => ({ id, first_name: first, last_name: 'T', mugshot: null, do_not_disturb: false, jobtitle: '', company: '' });
const schedule = (over: Partial<AppointmentSchedule> = {}): AppointmentSchedule => ({
  id: 1, subject: 'Lenses', location: '', location_type: 'VIRTUAL', start_date: '2026-05-12T10:00:00Z', end_date: '2026-05-12T10:30:00Z',
  sender: 7, receiver: 8, sender_info: person(7, 'Alice'), receiver_info: person(8, 'Bob'), previous_schedule: null, twilio_name: null,
  status: 'PENDING', created: '2026-05-01T10:00:00Z', ...over,
} as AppointmentSchedule);

describe('list rows', () => {
  it('show the join control, the location or the status (spec 2 §2)', () => {
    expect(rowDisplay(schedule({ status: 'ACCEPTED', twilio_name: '12' }))).toBe('join');
    expect(rowDisplay(schedule({ status: 'ACCEPTED', location: 'Stand 4', location_type: 'IN_PERSON' }))).toBe('location');
    expect(rowDisplay(schedule({ status: 'ACCEPTED' }))).toBe('status');
    expect(rowDisplay(schedule({ status: 'PENDING', twilio_name: '12' }))).toBe('status');
  });

  it('fade cancelled and denied ones', () => {
    expect(isFaded('CANCELLED')).toBe(true);
    expect(isFaded('DENIED')).toBe(true);
    expect(isFaded('ACCEPTED')).toBe(false);
    expect(isFaded('PENDING')).toBe(false);
  });

  it('are about the other person', () => {
    expect(otherParty(schedule(), 7).first_name).toBe('Bob');
    expect(otherParty(schedule(), 8).first_name).toBe('Alice');
  });
});

it('starts a reschedule in person when the previous schedule had a location (spec 2 §5)', () => {
  expect(defaultLocationType(schedule({ location: 'Stand 4' }))).toBe('IN_PERSON');
  expect(defaultLocationType(schedule())).toBe('VIRTUAL');
  expect(defaultLocationType(null)).toBe('VIRTUAL');
});
