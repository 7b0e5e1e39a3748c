import { describe, expect, it } from 'vitest';
import { attendeeListOpen } from './attendee-list';

const event = { startDate: '2026-06-01', endDate: '2026-06-03', timeZone: 'Europe/Amsterdam', showOutsideEvent: false };

describe('attendeeListOpen', () => {
  it('is open on the event\'s days, from midnight of the first to the end of the last, in its time zone', () => {
    expect(attendeeListOpen(event, new Date('2026-05-31T22:00:00Z'))).toBe(true); // 00:00 on 1 June in Amsterdam
    expect(attendeeListOpen(event, new Date('2026-06-03T21:59:59Z'))).toBe(true);
  });

  it('is closed before and after them', () => {
    expect(attendeeListOpen(event, new Date('2026-05-31T21:59:59Z'))).toBe(false);
    expect(attendeeListOpen(event, new Date('2026-06-03T22:00:00Z'))).toBe(false);
  });

  it('is open at any time when the event shows attendees outside the event', () => {
    expect(attendeeListOpen({ ...event, showOutsideEvent: true }, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('reads dates given as instants on the event\'s own calendar', () => {
    const instants = { ...event, startDate: '2026-05-31T22:30:00Z', endDate: '2026-06-01T08:00:00Z' };
    expect(attendeeListOpen(instants, new Date('2026-06-01T21:00:00Z'))).toBe(true);
    expect(attendeeListOpen(instants, new Date('2026-05-31T20:00:00Z'))).toBe(false);
  });
});
