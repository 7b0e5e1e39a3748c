import { describe, expect, it } from 'vitest';
import { areConsecutive, daysBetween, mergeSlots, overlaps } from './ranges';

const at = (iso: string) => new Date(iso);

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

describe('days', () => {
  it('lists the days of a date strip', () => {
    expect(daysBetween('2026-05-30', '2026-06-02')).toEqual(['2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02']);
    expect(daysBetween('2026-06-02', '2026-06-01')).toEqual([]);
  });
});
