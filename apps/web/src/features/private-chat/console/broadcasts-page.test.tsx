import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { BroadcastsPage } from './broadcasts-page';

const broadcasts = '/api/events/demo/chat/broadcast_messages/';

describe('the console\'s broadcasts page', () => {
  it('sends a broadcast to the event after confirming how many it reaches', { timeout: 60_000 }, async () => {
    signInForTest();
    const calls = stubFetch((method, path, body) => {
      if (path === broadcasts && method === 'POST') return { status: 201, body: { id: 1, ...(body as object), tags: [], sent_at: '2026-12-07T10:00:00Z', recipients: 12 } };
      if (path === broadcasts) return { body: { count: 0, next: null, previous: null, results: [] } };
      if (path === '/api/events/demo/attendee_tags/') return { body: { count: 0, results: [] } };
      if (path === '/api/events/demo/attendees/count/') return { body: { count: 12 } };
      return undefined;
    });
    renderUi(<BroadcastsPage eventSlug="demo" roles={['owner']} />, '/manage/demo/broadcasts', '/manage/*');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Broadcasts' })).toBeTruthy();
    await user.type(await screen.findByTestId('broadcast-input'), 'Doors open at nine');
    await user.click(screen.getByRole('button', { name: 'Send broadcast' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/12/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Send broadcast' }));
    await waitFor(() => expect(calls.find('POST', broadcasts)).toHaveLength(1));
    expect(calls.find('POST', broadcasts)[0]!.body).toEqual({ text: 'Doors open at nine', target: 'ALL' });
  });
});
