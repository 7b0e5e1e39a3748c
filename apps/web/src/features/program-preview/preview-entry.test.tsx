import { describe, expect, it } from 'vitest';
import { timeRange } from './preview-entry';

const entry = { start_date: '2026-05-12T13:00:00Z', end_date: '2026-05-12T14:30:00Z' };
const sameDay = Date.parse('2026-05-12T08:00:00Z');
const dayBefore = Date.parse('2026-05-11T08:00:00Z');

describe('program preview times', () => {
  it('follow a 24h event clock', () => {
    expect(timeRange(entry, { locale: 'en-US', now: sameDay, timeFormat: '24h', timeZone: 'UTC' })).toBe('13:00–14:30');
  });
  it('follow a 12h event clock', () => {
    expect(timeRange(entry, { locale: 'en-US', now: sameDay, timeFormat: '12h', timeZone: 'UTC' })).toMatch(/^1:00\sPM–2:30\sPM$/);
  });
  it('name the day when it is not today', () => {
    expect(timeRange(entry, { locale: 'en-US', now: dayBefore, timeFormat: '24h', timeZone: 'UTC' })).toBe('Tue, May 12 · 13:00–14:30');
    expect(timeRange(entry, { locale: 'en-US', now: dayBefore, timeFormat: '12h', timeZone: 'UTC' })).toMatch(/^Tue, May 12 · 1:00\sPM–2:30\sPM$/);
  });
  it('tell today in the zone shown, not in UTC', () => {
    // 23:30 UTC on the 11th is already the 12th in Amsterdam.
    const lateEvening = Date.parse('2026-05-11T23:30:00Z');
    expect(timeRange(entry, { locale: 'en-US', now: lateEvening, timeFormat: '24h', timeZone: 'Europe/Amsterdam' })).toBe('15:00–16:30');
  });
});
