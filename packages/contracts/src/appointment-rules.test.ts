import { describe, expect, it } from 'vitest';
import {
  actionRefusal,
  allowedActions,
  areConsecutive,
  canJoin,
  dayPartOf,
  dayPartRange,
  dayPartSlots,
  daysBetween,
  mergeSlots,
  minutesUntil,
  overlaps,
  zonedDay,
  zonedTime,
  type AppointmentFacts,
} from './appointment-rules';

const now = new Date('2026-06-01T08:00:00Z');
const at = (iso: string) => new Date(iso);
const pending = (over: Partial<AppointmentFacts> = {}): AppointmentFacts => ({
  status: 'PENDING', sender: 1, receiver: 2, start_date: '2026-06-01T10:00:00Z', end_date: '2026-06-01T10:30:00Z', ...over,
});

describe('the appointment state machine', () => {
  it('lets the receiver accept or deny a pending request, and the sender reschedule or cancel it', () => {
    expect(allowedActions(pending(), 2, now)).toEqual(['accept', 'deny']);
    expect(allowedActions(pending(), 1, now)).toEqual(['reschedule', 'cancel']);
  });

  it('refuses the wrong party with a readable reason', () => {
    expect(actionRefusal(pending(), 1, 'accept', now)).toEqual({ kind: 'wrong_party', detail: 'Only the person who received this request can accept it.' });
    expect(actionRefusal(pending(), 2, 'reschedule', now)?.kind).toBe('wrong_party');
    expect(actionRefusal(pending(), 2, 'cancel', now)?.kind).toBe('wrong_party');
    expect(actionRefusal(pending(), 3, 'accept', now)?.kind).toBe('not_party');
    expect(actionRefusal(pending({ status: 'BLOCKED', sender: 2 }), 2, 'cancel', now)?.kind).toBe('not_party');
  });

  it('lets either party cancel an accepted appointment, and nothing else', () => {
    const accepted = pending({ status: 'ACCEPTED' });
    expect(allowedActions(accepted, 1, now)).toEqual(['cancel']);
    expect(allowedActions(accepted, 2, now)).toEqual(['cancel']);
    expect(actionRefusal(accepted, 2, 'accept', now)?.kind).toBe('wrong_status');
  });

  it('offers nothing on denied, cancelled or updated ones', () => {
    for (const status of ['DENIED', 'CANCELLED', 'UPDATED'] as const) {
      expect(allowedActions(pending({ status }), 1, now)).toEqual([]);
      expect(allowedActions(pending({ status }), 2, now)).toEqual([]);
    }
  });

  it('allows actions only while the start is in the future', () => {
    expect(actionRefusal(pending(), 2, 'accept', at('2026-06-01T10:00:00Z'))?.kind).toBe('started');
    expect(actionRefusal(pending({ status: 'ACCEPTED' }), 1, 'cancel', at('2026-06-01T10:10:00Z'))?.kind).toBe('started');
    expect(actionRefusal(pending(), 2, 'accept', at('2026-06-01T09:59:59Z'))).toBeNull();
  });
});

describe('overlap with the 1-second margin', () => {
  const a = { start_date: '2026-06-01T10:00:00Z', end_date: '2026-06-01T11:00:00Z' };
  it('does not count touching ranges or a shared second', () => {
    expect(overlaps(a, { start_date: '2026-06-01T11:00:00Z', end_date: '2026-06-01T12:00:00Z' })).toBe(false);
    expect(overlaps(a, { start_date: '2026-06-01T10:59:59Z', end_date: '2026-06-01T12:00:00Z' })).toBe(false);
    expect(overlaps({ start_date: '2026-06-01T09:00:00Z', end_date: '2026-06-01T10:00:01Z' }, a)).toBe(false);
  });
  it('counts anything more', () => {
    expect(overlaps(a, { start_date: '2026-06-01T10:59:58Z', end_date: '2026-06-01T12:00:00Z' })).toBe(true);
    expect(overlaps(a, { start_date: '2026-06-01T10:15:00Z', end_date: '2026-06-01T10:30:00Z' })).toBe(true);
    expect(overlaps(a, a)).toBe(true);
  });
});

describe('consecutive slots', () => {
  const slot = (h: number, m: number) => ({
    start_date: new Date(Date.UTC(2026, 5, 1, h, m)), end_date: new Date(Date.UTC(2026, 5, 1, h, m + 15)),
  });
  it('accepts slots that follow one another in any order, and merges them', () => {
    expect(areConsecutive([slot(10, 15), slot(10, 0), slot(10, 30)])).toBe(true);
    expect(mergeSlots([slot(10, 15), slot(10, 0)])).toEqual({ start_date: at('2026-06-01T10:00:00Z'), end_date: at('2026-06-01T10:30:00Z') });
    expect(areConsecutive([slot(10, 0)])).toBe(true);
  });
  it('refuses a gap', () => {
    expect(areConsecutive([slot(10, 0), slot(10, 30)])).toBe(false);
    expect(mergeSlots([slot(10, 0), slot(10, 30)])).toBeNull();
    expect(mergeSlots([])).toBeNull();
  });
});

describe('day parts in a time zone', () => {
  it('splits the day at 6, 12 and 18 local time', () => {
    expect(dayPartOf(at('2026-06-01T05:59:00Z'), 'UTC')).toBe('NIGHT');
    expect(dayPartOf(at('2026-06-01T06:00:00Z'), 'UTC')).toBe('MORNING');
    expect(dayPartOf(at('2026-06-01T12:00:00Z'), 'UTC')).toBe('AFTERNOON');
    expect(dayPartOf(at('2026-06-01T23:59:00Z'), 'UTC')).toBe('EVENING');
    // 04:30 UTC is 06:30 in Amsterdam (summer time) and 11:30 in Ho Chi Minh City.
    expect(dayPartOf(at('2026-06-01T04:30:00Z'), 'Europe/Amsterdam')).toBe('MORNING');
    expect(dayPartOf(at('2026-06-01T04:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('MORNING');
    expect(dayPartOf(at('2026-06-01T05:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('AFTERNOON');
    expect(dayPartOf(at('2026-06-01T04:30:00Z'), 'America/New_York')).toBe('NIGHT');
  });

  it('gives a day part as instants of that zone', () => {
    expect(dayPartRange('2026-06-01', 'MORNING', 'Europe/Amsterdam')).toEqual({ start_date: at('2026-06-01T04:00:00Z'), end_date: at('2026-06-01T10:00:00Z') });
    expect(dayPartRange('2026-01-15', 'EVENING', 'Europe/Amsterdam')).toEqual({ start_date: at('2026-01-15T17:00:00Z'), end_date: at('2026-01-15T23:00:00Z') });
    expect(dayPartRange('2026-06-01', 'NIGHT', 'Asia/Ho_Chi_Minh').start_date).toEqual(at('2026-05-31T17:00:00Z'));
  });

  it('handles the days clocks change', () => {
    // Amsterdam springs forward at 02:00 on 29 March 2026: the night is five hours long.
    const night = dayPartRange('2026-03-29', 'NIGHT', 'Europe/Amsterdam');
    expect(night).toEqual({ start_date: at('2026-03-28T23:00:00Z'), end_date: at('2026-03-29T04:00:00Z') });
    expect(zonedTime('2026-03-29', 2, 30, 'Europe/Amsterdam')).toEqual(at('2026-03-29T01:30:00Z'));
    expect(zonedDay(at('2026-03-28T23:30:00Z'), 'Europe/Amsterdam')).toBe('2026-03-29');
  });

  it('lists the free 15-minute slots of a day part', () => {
    const busy = [{ start_date: '2026-06-01T09:15:00Z', end_date: '2026-06-01T10:00:00Z' }];
    const slots = dayPartSlots('2026-06-01', 'MORNING', 'UTC', busy);
    expect(slots).toHaveLength(24 - 3);
    expect(slots.some((s) => s.start_date.toISOString() === '2026-06-01T09:15:00.000Z')).toBe(false);
    expect(slots.some((s) => s.start_date.toISOString() === '2026-06-01T09:00:00.000Z')).toBe(true);
    expect(slots.some((s) => s.start_date.toISOString() === '2026-06-01T10:00:00.000Z')).toBe(true);
  });

  it('lists the days of a date strip', () => {
    expect(daysBetween('2026-05-30', '2026-06-02')).toEqual(['2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02']);
    expect(daysBetween('2026-06-02', '2026-06-01')).toEqual([]);
  });
});

describe('the join window', () => {
  const call = { status: 'ACCEPTED' as const, twilio_name: '12', start_date: '2026-06-01T10:00:00Z', end_date: '2026-06-01T10:30:00Z' };
  it('opens 5 minutes before the start and closes at the end', () => {
    expect(canJoin(call, at('2026-06-01T09:54:59Z'))).toBe(false);
    expect(canJoin(call, at('2026-06-01T09:55:00Z'))).toBe(true);
    expect(canJoin(call, at('2026-06-01T10:29:59Z'))).toBe(true);
    expect(canJoin(call, at('2026-06-01T10:30:00Z'))).toBe(false);
  });
  it('needs a call and an accepted appointment', () => {
    expect(canJoin({ ...call, twilio_name: null }, at('2026-06-01T10:00:00Z'))).toBe(false);
    expect(canJoin({ ...call, status: 'CANCELLED' }, at('2026-06-01T10:00:00Z'))).toBe(false);
  });
  it('counts the minutes left for the toast', () => {
    expect(minutesUntil(call, at('2026-06-01T09:55:30Z'))).toBe(5);
    expect(minutesUntil(call, at('2026-06-01T10:05:00Z'))).toBe(0);
  });
});
