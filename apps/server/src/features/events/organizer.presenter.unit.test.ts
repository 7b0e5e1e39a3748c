import { describe, expect, it } from 'vitest';
import { eventStatusOf } from './organizer.presenter';

const event = { published: true, startDate: '2026-06-10', endDate: '2026-06-12', timezone: 'Pacific/Auckland' };

describe('eventStatusOf', () => {
  it('is a draft while unpublished, whatever the dates', () => {
    expect(eventStatusOf({ ...event, published: false }, new Date('2026-06-11T00:00:00Z'))).toBe('draft');
  });

  it('counts days in the event\'s own time zone', () => {
    // 12:00 UTC on 9 June is already 10 June in Auckland (UTC+12): the first day has begun there.
    expect(eventStatusOf(event, new Date('2026-06-09T11:59:00Z'))).toBe('published');
    expect(eventStatusOf(event, new Date('2026-06-09T12:00:00Z'))).toBe('running');
    expect(eventStatusOf(event, new Date('2026-06-12T11:59:00Z'))).toBe('running');
    expect(eventStatusOf(event, new Date('2026-06-12T12:00:00Z'))).toBe('over');
    expect(eventStatusOf({ ...event, timezone: 'UTC' }, new Date('2026-06-12T12:00:00Z'))).toBe('running');
  });
});
