import { describe, expect, it } from 'vitest';
import {
  canZoomIn, canZoomOut, defaultProgramDate, firstUpcomingDate, initialZoomIndex, isAllSelected, isLive,
  nextMultiSelect, passesProgramFilter, passesTagFilter, shiftDate, zoomIn, zoomLevel, zoomOut,
} from './timetable';
import { dayPartOfHour } from '../time';

describe('zoom', () => {
  it('starts at 5 minutes per column', () => {
    expect(zoomLevel(initialZoomIndex)).toMatchObject({ minutesPerColumn: 5, columns: 288 });
  });
  it('zooms in to 1 and out to 30 minutes per column, clamped at both ends', () => {
    let z = zoomLevel(initialZoomIndex);
    z = zoomIn(z);
    expect(z.minutesPerColumn).toBe(1);
    expect(canZoomIn(z)).toBe(false);
    expect(zoomIn(z).minutesPerColumn).toBe(1);
    z = zoomOut(zoomOut(zoomOut(z)));
    expect(z.minutesPerColumn).toBe(30);
    expect(canZoomOut(z)).toBe(false);
    expect(zoomOut(z).minutesPerColumn).toBe(30);
    expect(zoomLevel(-5).minutesPerColumn).toBe(30);
    expect(zoomLevel(99).minutesPerColumn).toBe(1);
  });
  it('keeps one column the same width: minutes per column set the width per minute', () => {
    const levels = [0, 1, 2, 3].map(zoomLevel);
    expect(levels.map((l) => l.minutesPerColumn)).toEqual([30, 15, 5, 1]);
    expect(levels.map((l) => l.columns)).toEqual([48, 96, 288, 1440]);
    for (const l of levels) expect(l.widthPerMinute * l.minutesPerColumn).toBe(40);
  });
});

describe('date defaulting', () => {
  const event = { start_date: '2026-11-24T08:00:00Z', end_date: '2026-11-26T18:00:00Z', first_day_of_program: '2026-11-25' };
  it('opens on today when today lies within the event', () => {
    expect(defaultProgramDate('2026-11-24', event)).toBe('2026-11-24');
    expect(defaultProgramDate('2026-11-26', event)).toBe('2026-11-26');
  });
  it('opens on the first program day outside the event', () => {
    expect(defaultProgramDate('2026-11-01', event)).toBe('2026-11-25');
    expect(defaultProgramDate('2026-12-01', event)).toBe('2026-11-25');
  });
  it('opens on today when there is no program day', () => {
    expect(defaultProgramDate('2026-12-01', { ...event, first_day_of_program: null })).toBe('2026-12-01');
  });
  it('moves days across months and years', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('finds the first upcoming date with a program', () => {
    expect(firstUpcomingDate('2026-11-24', ['2026-11-26', '2026-11-20', '2026-11-25'])).toBe('2026-11-25');
    expect(firstUpcomingDate('2026-11-26', ['2026-11-26', '2026-11-20'])).toBeNull();
  });
});

describe('day parts', () => {
  it('splits the day at 6, 12 and 18', () => {
    expect([0, 5, 6, 11, 12, 17, 18, 23].map(dayPartOfHour)).toEqual(['NIGHT', 'NIGHT', 'MORNING', 'MORNING', 'AFTERNOON', 'AFTERNOON', 'EVENING', 'EVENING']);
  });
});

describe('program filter', () => {
  // Tags 1, 2 in group "track"; 3, 4 in group "level".
  const groupOf = (id: number) => (id <= 2 ? 'track' : 'level');
  it('lets everything pass without selections', () => {
    expect(passesTagFilter([], [], groupOf)).toBe(true);
  });
  it('needs one selected tag of each group with selections', () => {
    expect(passesTagFilter([1], [1, 2], groupOf)).toBe(true);
    expect(passesTagFilter([3], [1, 2], groupOf)).toBe(false);
    expect(passesTagFilter([1, 3], [1, 3], groupOf)).toBe(true);
    expect(passesTagFilter([1, 4], [1, 3], groupOf)).toBe(false);
    expect(passesTagFilter([2, 3], [1, 2, 3], groupOf)).toBe(true);
  });
  it('filters by location type, with * or nothing letting all pass', () => {
    const item = { locationType: 'hybrid', tagIds: [1] };
    expect(passesProgramFilter(item, { locationTypes: [], tagIds: [] }, groupOf)).toBe(true);
    expect(passesProgramFilter(item, { locationTypes: ['*'], tagIds: [] }, groupOf)).toBe(true);
    expect(passesProgramFilter(item, { locationTypes: ['virtual'], tagIds: [] }, groupOf)).toBe(false);
    expect(passesProgramFilter(item, { locationTypes: ['hybrid', 'virtual'], tagIds: [2] }, groupOf)).toBe(false);
    expect(passesProgramFilter(item, { locationTypes: ['hybrid'], tagIds: [1] }, groupOf)).toBe(true);
  });
});

describe('multi-select with select-all', () => {
  const options = ['a', 'b', 'c'];
  it('selects all with *, shown selected when every option is chosen', () => {
    expect(nextMultiSelect([], ['*'], options)).toEqual(['*', 'a', 'b', 'c']);
    expect(nextMultiSelect(['a', 'b'], ['a', 'b', 'c'], options)).toEqual(['*', 'a', 'b', 'c']);
    expect(isAllSelected(['a', 'b', 'c'], options)).toBe(true);
    expect(isAllSelected(['a'], options)).toBe(false);
  });
  it('clears with * un-picked and drops * when an option is un-picked', () => {
    expect(nextMultiSelect(['*', 'a', 'b', 'c'], ['a', 'b', 'c'], options)).toEqual([]);
    expect(nextMultiSelect(['*', 'a', 'b', 'c'], ['*', 'a', 'b'], options)).toEqual(['a', 'b']);
  });
});

describe('live indicator', () => {
  it('is on from the start until the end', () => {
    const item = { start_date: '2026-11-24T10:00:00Z', end_date: '2026-11-24T11:00:00Z' };
    expect(isLive(item, Date.parse('2026-11-24T09:59:59Z'))).toBe(false);
    expect(isLive(item, Date.parse('2026-11-24T10:00:00Z'))).toBe(true);
    expect(isLive(item, Date.parse('2026-11-24T11:00:00Z'))).toBe(false);
  });
});
