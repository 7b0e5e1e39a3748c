import { describe, expect, it } from 'vitest';
import { dayPartOf, dayPartRange, dayPartSlots } from './day-parts';
import { dateIn, zonedTime } from './zones';

const at = (iso: string) => new Date(iso);

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
    expect(dateIn(at('2026-03-28T23:30:00Z'), 'Europe/Amsterdam')).toBe('2026-03-29');
  });

  it('lists the free 15-minute slots of a day part', () => {
    const busy = [{ start_date: '2026-06-01T09:15:00Z', end_date: '2026-06-01T10:00:00Z' }];
    const slots = dayPartSlots('2026-06-01', 'MORNING', 'UTC', busy);
    expect(slots).toHaveLength(24 - 3);
    expect(slots.some((s) => s.start_date.toISOString() === '2026-06-01T09:15:00.000Z')).toBe(false);
    expect(slots.some((s) => s.start_date.toISOString() === '2026-06-01T09:00:00.000Z')).toBe(true);
    expect(slots.some((s) => s.start_date.toISOString() === '2026-06-01T10:00:00.000Z')).toBe(true);
  });
});
