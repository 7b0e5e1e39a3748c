import { describe, expect, it } from 'vitest';
import { clocksDiffer, dateIn, dayMinutes, dayRangeIn, minutesIntoDay, startOfDayIn, wallClock } from './zones';

describe('time conversion', () => {
  it('UTC: days are 24 hours from midnight', () => {
    expect(dayRangeIn('2026-11-24', 'UTC')).toEqual({ from_datetime: '2026-11-24T00:00:00.000Z', until_datetime: '2026-11-25T00:00:00.000Z' });
    expect(minutesIntoDay('2026-11-24T10:30:00Z', '2026-11-24', 'UTC')).toBe(630);
    expect(dateIn('2026-11-24T23:59:00Z', 'UTC')).toBe('2026-11-24');
  });

  it('Asia/Ho_Chi_Minh (UTC+7, no DST): an evening in UTC is the next day', () => {
    expect(dateIn('2026-11-24T18:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-25');
    expect(wallClock('2026-11-24T18:00:00Z', 'Asia/Ho_Chi_Minh')).toEqual({ hour: 1, minute: 0 });
    expect(startOfDayIn('2026-11-25', 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it('Europe/Brussels with the DST change inside the event (25 October 2026, 03:00 CEST → 02:00 CET)', () => {
    // The event runs 24–26 October: the 25th has 25 hours.
    const sat = dayRangeIn('2026-10-24', 'Europe/Brussels');
    const sun = dayRangeIn('2026-10-25', 'Europe/Brussels');
    expect(sat).toEqual({ from_datetime: '2026-10-23T22:00:00.000Z', until_datetime: '2026-10-24T22:00:00.000Z' });
    expect(sun).toEqual({ from_datetime: '2026-10-24T22:00:00.000Z', until_datetime: '2026-10-25T23:00:00.000Z' });
    expect(Date.parse(sun.until_datetime) - Date.parse(sun.from_datetime)).toBe(25 * 3600_000);
    // 10:00 local is 08:00 UTC before the change and 09:00 UTC after it.
    expect(minutesIntoDay('2026-10-24T08:00:00Z', '2026-10-24', 'Europe/Brussels')).toBe(600);
    expect(minutesIntoDay('2026-10-25T09:00:00Z', '2026-10-25', 'Europe/Brussels')).toBe(600);
    expect(minutesIntoDay('2026-10-26T09:00:00Z', '2026-10-26', 'Europe/Brussels')).toBe(600);
  });

  it('clamps items reaching over midnight to the day shown', () => {
    expect(minutesIntoDay('2026-11-23T23:00:00Z', '2026-11-24', 'UTC')).toBe(0);
    expect(minutesIntoDay('2026-11-25T01:00:00Z', '2026-11-24', 'UTC')).toBe(1440);
  });

  it('names the viewer’s own timezone only when its clock differs', () => {
    const at = Date.parse('2026-11-24T12:00:00Z');
    expect(clocksDiffer('Europe/Brussels', 'Europe/Amsterdam', at)).toBe(false);
    expect(clocksDiffer('Europe/Brussels', 'UTC', at)).toBe(true);
    expect(clocksDiffer('UTC', 'UTC', at)).toBe(false);
  });

  it('maps a day’s instants to minutes the fast way, and through the timezone on a DST day', () => {
    const instants = ['2026-10-24T21:00:00Z', '2026-10-24T22:00:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T09:00:00Z', '2026-10-25T22:59:00Z', '2026-10-25T23:00:00Z'];
    for (const date of ['2026-10-24', '2026-10-25', '2026-10-26']) {
      const fast = dayMinutes(date, 'Europe/Brussels');
      for (const instant of instants) expect(fast(instant)).toBe(minutesIntoDay(instant, date, 'Europe/Brussels'));
    }
    const hcm = dayMinutes('2026-11-25', 'Asia/Ho_Chi_Minh');
    expect(hcm('2026-11-24T18:00:00Z')).toBe(60);
  });
});
