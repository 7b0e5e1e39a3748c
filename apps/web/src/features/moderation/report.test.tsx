import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { ReportPersonAction } from './report';

const ada = { id: 9, first_name: 'Ada', last_name: 'Lovelace', mugshot: null, do_not_disturb: false };

describe('reporting a person', () => {
  it('asks for a reason, then sends the report to the moderators', { timeout: 120_000 }, async () => {
    signInForTest();
    const calls = stubFetch((method, path, body) =>
      path === '/api/events/demo/reports/' ? { status: 201, body: { id: 1, message_id: null, user_id: 9, reason: (body as { reason: string }).reason, state: 'open', action: null, created_at: '2026-12-07T09:00:00Z', resolved_at: null } } : undefined,
    );
    renderUi(<ReportPersonAction eventSlug="demo" person={ada} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('attendee-report'));
    expect(await screen.findByText('Report Ada Lovelace')).toBeTruthy();
    await user.click(screen.getByTestId('report-send'));
    expect(await screen.findByText('Say why (at most 500 characters).')).toBeTruthy();
    expect(calls.find('POST', '/api/events/demo/reports/')).toHaveLength(0);
    await user.type(screen.getByTestId('report-reason'), 'Rude in the lobby');
    await user.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(calls.find('POST', '/api/events/demo/reports/')).toHaveLength(1));
    expect(calls.find('POST', '/api/events/demo/reports/')[0]!.body).toEqual({ reason: 'Rude in the lobby', user_id: 9 });
    // Sent: the form closes.
    await waitFor(() => expect(screen.queryByTestId('report-reason')).toBeNull());
  });
});
