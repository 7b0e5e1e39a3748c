import { describe, expect, it } from 'vitest';
import type { SponsoredSession } from '@foyer/contracts';
import { sessionDays } from './components/sessions-list';

const session = (id: number, start: string, end: string): SponsoredSession => ({ id, name: `Talk ${id}`, description: '', start_date: start, end_date: end, space_id: 1 });

describe('sponsored sessions by day', () => {
  const sessions = [
    session(3, '2026-05-13T08:00:00Z', '2026-05-13T09:15:00Z'),
    session(1, '2026-05-12T09:00:00Z', '2026-05-12T10:00:00Z'),
    session(2, '2026-05-12T12:30:00Z', '2026-05-12T13:00:00Z'),
  ];

  it('groups them by day in order, each with its time range on the event’s 24-hour clock', () => {
    const days = sessionDays(sessions, { locale: 'en-GB', timeFormat: '24h', timeZone: 'Europe/Amsterdam' });
    expect(days.map((d) => d.label)).toEqual(['Tuesday 12 May', 'Wednesday 13 May']);
    expect(days[0]!.rows.map((r) => [r.session.id, r.time])).toEqual([[1, '11:00–12:00'], [2, '14:30–15:00']]);
    expect(days[1]!.rows.map((r) => r.time)).toEqual(['10:00–11:15']);
  });

  it('follows the event’s 12-hour clock whatever the locale, and the locale’s words for the day', () => {
    const days = sessionDays(sessions, { locale: 'de', timeFormat: '12h', timeZone: 'Europe/Amsterdam' });
    expect(days[0]!.label).toBe('Dienstag, 12. Mai');
    expect(days[0]!.rows[1]!.time).toMatch(/^2:30\sPM–3:00\sPM$/);
  });
});
