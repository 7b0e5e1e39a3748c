import { describe, expect, it } from 'vitest';
import { durationMinutes, hasOffset, instantOf, isTimeZone, wallClockIn } from './schedule-times';
import { daysTouched } from './zones';

const iso = (d: Date | null) => d?.toISOString();

describe('program times: stored in UTC, read and written in a timezone', () => {
  it('takes times with an offset as written, whatever the zone', () => {
    expect(iso(instantOf('2026-06-01T09:00:00+02:00', 'America/New_York'))).toBe('2026-06-01T07:00:00.000Z');
    expect(iso(instantOf('2026-06-01T09:00:00Z', 'Europe/Brussels'))).toBe('2026-06-01T09:00:00.000Z');
    expect(hasOffset('2026-06-01T09:00:00-0500')).toBe(true);
    expect(hasOffset('2026-06-01T09:00')).toBe(false);
  });

  it('reads bare local times in UTC', () => {
    expect(iso(instantOf('2026-06-01T09:30', 'UTC'))).toBe('2026-06-01T09:30:00.000Z');
    expect(wallClockIn(new Date('2026-06-01T09:30:00Z'), 'UTC')).toBe('2026-06-01T09:30:00');
  });

  it('reads bare local times in Asia/Ho_Chi_Minh (UTC+7, no DST)', () => {
    expect(iso(instantOf('2026-06-01 09:00', 'Asia/Ho_Chi_Minh'))).toBe('2026-06-01T02:00:00.000Z');
    expect(wallClockIn(new Date('2026-06-01T20:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-06-02T03:00:00');
  });

  it('follows the DST change inside an event in Europe/Brussels (29 March 2026, 02:00 → 03:00)', () => {
    // Before the change UTC+1, after it UTC+2: the same wall clock lies an hour apart in UTC.
    expect(iso(instantOf('2026-03-28T10:00', 'Europe/Brussels'))).toBe('2026-03-28T09:00:00.000Z');
    expect(iso(instantOf('2026-03-29T10:00', 'Europe/Brussels'))).toBe('2026-03-29T08:00:00.000Z');
    // 02:30 does not exist that night: the clock jumps, so it is read as 03:30 (01:30 UTC).
    expect(iso(instantOf('2026-03-29T02:30', 'Europe/Brussels'))).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClockIn(new Date('2026-03-29T00:30:00Z'), 'Europe/Brussels')).toBe('2026-03-29T01:30:00');
    expect(wallClockIn(new Date('2026-03-29T01:30:00Z'), 'Europe/Brussels')).toBe('2026-03-29T03:30:00');
    // A session over the change lasts one hour less on the wall clock than in UTC terms.
    expect(daysTouched(new Date('2026-03-28T22:00:00Z'), new Date('2026-03-29T02:00:00Z'), 'Europe/Brussels')).toEqual(['2026-03-28', '2026-03-29']);
  });

  it('places entries on the days of the timezone; one ending at midnight stays on its day', () => {
    expect(daysTouched(new Date('2026-06-01T22:30:00Z'), new Date('2026-06-01T23:30:00Z'), 'UTC')).toEqual(['2026-06-01']);
    expect(daysTouched(new Date('2026-06-01T22:30:00Z'), new Date('2026-06-01T23:30:00Z'), 'Europe/Brussels')).toEqual(['2026-06-02']);
    expect(daysTouched(new Date('2026-06-01T21:00:00Z'), new Date('2026-06-01T22:00:00Z'), 'Europe/Brussels')).toEqual(['2026-06-01']);
    expect(daysTouched(new Date('2026-06-01T10:00:00Z'), new Date('2026-06-03T10:00:00Z'), 'UTC')).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });

  it('refuses what is no time, no duration or no zone', () => {
    expect(instantOf('tomorrow', 'UTC')).toBeNull();
    expect(instantOf('2026-13-01T09:00', 'UTC')).toBeNull();
    expect(durationMinutes('01:30')).toBe(90);
    expect(durationMinutes('0:45:00')).toBe(45);
    expect(durationMinutes('ninety')).toBeNull();
    expect(isTimeZone('Europe/Brussels')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
