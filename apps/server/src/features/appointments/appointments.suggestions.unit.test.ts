import { describe, expect, it } from 'vitest';
import { suggestSlots } from './appointments.suggestions';

const iso = (slots: { start_date: Date }[]) => slots.map((s) => s.start_date.toISOString());
const base = { firstDay: '2026-06-01', lastDay: '2026-06-03', timeZone: 'UTC', minutes: 30, busy: [] };

describe('suggestSlots', () => {
  it('offers the three earliest free slots from the next quarter hour, one after another', () => {
    expect(iso(suggestSlots({ ...base, now: new Date('2026-06-01T09:07:00Z') }))).toEqual([
      '2026-06-01T09:15:00.000Z', '2026-06-01T09:45:00.000Z', '2026-06-01T10:15:00.000Z',
    ]);
  });

  it('starts at 08:00 of the event\'s time zone and skips what is busy', () => {
    const busy = [{ start_date: '2026-06-01T06:00:00Z', end_date: '2026-06-01T07:00:00Z' }];
    // 08:00 in Amsterdam is 06:00 UTC.
    expect(iso(suggestSlots({ ...base, timeZone: 'Europe/Amsterdam', busy, now: new Date('2026-05-20T12:00:00Z') }))).toEqual([
      '2026-06-01T07:00:00.000Z', '2026-06-01T07:30:00.000Z', '2026-06-01T08:00:00.000Z',
    ]);
  });

  it('moves to the next day when the evening is full, and ends with the event', () => {
    const now = new Date('2026-06-03T18:40:00Z');
    expect(iso(suggestSlots({ ...base, now }))).toEqual(['2026-06-03T18:45:00.000Z', '2026-06-03T19:15:00.000Z']);
    expect(suggestSlots({ ...base, now: new Date('2026-06-04T09:00:00Z') })).toEqual([]);
    const late = new Date('2026-06-01T19:31:00Z');
    expect(iso(suggestSlots({ ...base, now: late, count: 1 }))).toEqual(['2026-06-02T08:00:00.000Z']);
  });

  it('lets a slot touch a busy range, or share one second with it', () => {
    const busy = [{ start_date: '2026-06-02T08:00:00Z', end_date: '2026-06-02T08:30:01Z' }];
    expect(iso(suggestSlots({ ...base, busy, now: new Date('2026-06-01T20:00:00Z'), count: 1 }))).toEqual(['2026-06-02T08:30:00.000Z']);
  });
});
