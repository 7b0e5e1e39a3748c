import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { AnalyticsPage } from './analytics-page';
import { BoothFiguresCard } from './booth-figures-card';

const noVisits = { day: null, days: [], rows: [], total: { unique_attendees: 0, sign_ins: 0 } };

describe('analytics console', () => {
  it('shows a booth\'s staff "fewer than 5" for a figure about few people, and names only who left a card', async () => {
    signInForTest();
    stubFetch((method, path) => {
      if (path.startsWith('/api/events/demo/organizer/booths/acme/analytics/')) {
        return {
          body: {
            day: null, days: ['2026-06-01'],
            rows: [{ day: '2026-06-01', visits: 12, unique_visitors: 7, seconds: 600, document_downloads: { fewer_than: 5 }, video_plays: 0, business_cards: { fewer_than: 5 } }],
            total: { visits: 12, unique_visitors: 7, seconds: 600, document_downloads: { fewer_than: 5 }, video_plays: 0, business_cards: { fewer_than: 5 } },
            contacts: [{ user_id: 4, name: 'Ada Lovelace', kind: 'business_card', at: '2026-06-01T10:00:00Z' }],
          },
        };
      }
      return undefined;
    });
    renderUi(<BoothFiguresCard eventSlug="demo" boothSlug="acme" />);
    expect((await screen.findByTestId('booth-figure-visits')).textContent).toContain('12');
    expect(screen.getByTestId('booth-figure-seconds').textContent).toContain('10 min');
    expect(screen.getByTestId('booth-figure-document_downloads').textContent).toContain('fewer than 5');
    expect(screen.getByTestId('booth-figure-business_cards').textContent).toContain('fewer than 5');
    expect(screen.getByTestId('booth-figures').textContent).toContain('Ada Lovelace');
  });

  it('shows an event without visits its empty state, and saves how long raw rows are kept', async () => {
    signInForTest();
    const calls = stubFetch((method, path, body) => {
      if (path.startsWith('/api/events/demo/organizer/analytics/attendees/')) return { body: noVisits };
      if (path === '/api/events/demo/organizer/analytics/settings/') return { body: method === 'PUT' ? body : { retention_days: null } };
      return undefined;
    });
    renderUi(<AnalyticsPage eventSlug="demo" roles={['owner']} />, '/manage/demo/analytics');
    expect(await screen.findByTestId('analytics-empty')).toBeTruthy();
    expect(screen.queryByTestId('analytics-day')).toBeNull();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Delete page views after a number of days'));
    const days = screen.getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find('PUT', '/api/events/demo/organizer/analytics/settings/').map((c) => c.body)).toEqual([{ retention_days: 14 }]));
  });

  it('shows a meeting\'s attended and no-shows, the no-shows "not over yet" before its end', async () => {
    signInForTest();
    const meeting = (id: number, title: string, attended: number, noShows: number | null) => ({
      meeting_id: id, title, starts_at: '2026-06-01T10:00:00Z', capacity: 20, registered: 12, attended, no_shows: noShows, waitlist: 3,
    });
    stubFetch((method, path) => {
      if (path.startsWith('/api/events/demo/organizer/analytics/attendees/')) return { body: { ...noVisits, days: ['2026-06-01'], rows: [{ day: '2026-06-01', unique_attendees: 40, sign_ins: 44 }] } };
      if (path.startsWith('/api/events/demo/organizer/analytics/meetings/')) return { body: { day: null, days: ['2026-06-01'], rows: [meeting(1, 'Kick-off', 9, 3), meeting(2, 'Wrap-up', 0, null)] } };
      if (path === '/api/events/demo/organizer/analytics/settings/') return { body: { retention_days: null } };
      return undefined;
    });
    renderUi(<AnalyticsPage eventSlug="demo" roles={['owner']} />, '/manage/demo/analytics');
    await userEvent.setup().click(await screen.findByTestId('analytics-tab-meetings'));
    const table = await screen.findByTestId('analytics-meetings-table');
    expect(table.textContent).toContain('Attended');
    expect(table.textContent).toContain('No-shows');
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows[0]).toEqual(expect.arrayContaining(['Kick-off', '12', '9', '3']));
    expect(rows[1]).toEqual(expect.arrayContaining(['Wrap-up', '0', 'not over yet']));
  });
});
