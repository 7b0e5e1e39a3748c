import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportGroup } from '@foyer/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { ModerationPage } from './moderation-page';

const alice = { id: 2, first_name: 'Alice', last_name: 'Andersen', email: 'alice@example.com' };
const bob = { id: 3, first_name: 'Bob', last_name: 'Brennan', email: 'bob@example.com' };
const message = { id: 40, chat_id: 5, chat_name: 'Lobby', text: 'Buy cheap watches', sent_at: '2026-12-07T09:00:00Z', sender: alice };
const group: ReportGroup = {
  key: 'message:40', person: alice, message,
  // A neighbour removed before (its text is gone): the queue says so rather than showing a name and nothing.
  context: [{ ...message, id: 38, text: '' }, { ...message, id: 39, text: 'Hello all' }, message],
  reports: [{ id: 11, reporter: bob, reason: 'Spam', source: 'report', created_at: '2026-12-07T09:01:00Z' }],
  latest_at: '2026-12-07T09:01:00Z',
};
const base = '/api/events/demo/organizer/moderation';

describe('the moderation section', () => {
  it('shows a reported message in context and silences its author for the chosen time, refusing a silence without a reason first', { timeout: 120_000 }, async () => {
    signInForTest();
    let settled = false;
    const calls = stubFetch((method, path) => {
      if (path === `${base}/reports/11/resolve/`) {
        settled = true;
        return { body: { resolved: 1 } };
      }
      if (path === `${base}/reports/`) return { body: { results: settled ? [] : [group] } };
      return undefined;
    });
    renderUi(<ModerationPage eventSlug="demo" roles={['moderator']} />, '/manage/demo/moderation', '/manage/*');
    const user = userEvent.setup();
    const card = await screen.findByTestId('moderation-report');
    expect(within(card).getByTestId('moderation-reported-message').textContent).toContain('Buy cheap watches');
    expect(within(card).getByText('Hello all', { exact: false })).toBeTruthy();
    expect(within(card).getByText('Message deleted')).toBeTruthy();
    // Moderators do not read the audit log.
    expect(screen.queryByTestId('moderation-tab-log')).toBeNull();

    await user.click(within(card).getByTestId('moderation-silence'));
    const reason = await screen.findByTestId('moderation-reason');
    await user.clear(reason);
    await user.click(screen.getByTestId('moderation-submit'));
    expect(await screen.findByText('Say why (at most 500 characters).')).toBeTruthy();
    expect(calls.find('POST', `${base}/reports/11/resolve/`)).toHaveLength(0);
    await user.type(reason, 'Advertising');
    const before = Date.now();
    await user.click(screen.getByTestId('moderation-submit'));
    await waitFor(() => expect(calls.find('POST', `${base}/reports/11/resolve/`)).toHaveLength(1));
    const body = calls.find('POST', `${base}/reports/11/resolve/`)[0]!.body as { action: string; reason: string; until: string };
    expect(body).toMatchObject({ action: 'silence', reason: 'Advertising' });
    // The first choice is ten minutes.
    const minutes = (Date.parse(body.until) - before) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThan(10.5);
    expect(await screen.findByText('No open reports')).toBeTruthy();
  });
});
