import { describe, expect, it } from 'vitest';
import { dateTimeOptions, timeOfDayOptions } from './time-format';

const afternoon = new Date('2026-05-12T14:05:00Z');
const morning = new Date('2026-05-12T09:30:00Z');
const format = (date: Date, locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options).format(date);

describe('time of day on the event clock', () => {
  it('24h: two-digit hours from 00 to 23, whatever the locale', () => {
    expect(format(afternoon, 'en-US', timeOfDayOptions('24h', 'UTC'))).toBe('14:05');
    expect(format(morning, 'en-US', timeOfDayOptions('24h', 'UTC'))).toBe('09:30');
    expect(format(new Date('2026-05-12T00:15:00Z'), 'en-US', timeOfDayOptions('24h', 'UTC'))).toBe('00:15');
    expect(format(afternoon, 'nl', timeOfDayOptions('24h', 'UTC'))).toBe('14:05');
  });

  it('12h: hours from 1 to 12 with the day period, whatever the locale', () => {
    expect(format(afternoon, 'en-US', timeOfDayOptions('12h', 'UTC'))).toMatch(/^2:05\sPM$/);
    expect(format(morning, 'en-US', timeOfDayOptions('12h', 'UTC'))).toMatch(/^9:30\sAM$/);
    expect(format(new Date('2026-05-12T00:15:00Z'), 'en-US', timeOfDayOptions('12h', 'UTC'))).toMatch(/^12:15\sAM$/);
    expect(format(afternoon, 'de', timeOfDayOptions('12h', 'UTC'))).toMatch(/^2:05\s/);
  });

  it('dates carry the same clock', () => {
    expect(format(afternoon, 'en-US', dateTimeOptions('24h', 'UTC'))).toBe('May 12, 2026, 14:05');
    expect(format(afternoon, 'en-US', dateTimeOptions('12h', 'UTC'))).toMatch(/^May 12, 2026, 2:05\sPM$/);
  });
});
