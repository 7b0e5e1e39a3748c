/** The browser's time zone and its current offset, e.g. { zone: 'Europe/Amsterdam', offset: 'GMT+2' }. */
export function browserTimeZone(now = new Date(), locale = 'en-US'): { zone: string; offset: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName');
    return { zone, offset: part?.value ?? '' };
  } catch {
    return { zone, offset: '' };
  }
}
