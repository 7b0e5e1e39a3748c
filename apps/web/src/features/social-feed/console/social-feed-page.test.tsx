import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tweet } from '@foyer/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { SocialFeedPage } from './social-feed-page';

const post: Tweet = {
  external_id: 'm-1', author_name: 'Harbour Summit', author_handle: '@summit', author_avatar: null, text: 'Doors open at nine',
  url: null, posted_at: '2026-12-07T09:00:00Z', source: 'organiser',
};
const feed = '/api/events/demo/tweets/';

describe('the console\'s social feed', () => {
  it('posts to the feed and hides a post from it', { timeout: 120_000 }, async () => {
    signInForTest();
    const calls = stubFetch((method, path, body) => {
      if (method === 'POST' && path === feed) return { status: 201, body: { ...post, external_id: 'm-2', text: (body as { text: string }).text } };
      if (method === 'DELETE') return { status: 204, body: null };
      if (path.startsWith(feed)) return { body: { count: 1, next: null, previous: null, results: [post] } };
      return undefined;
    });
    renderUi(<SocialFeedPage eventSlug="demo" roles={['owner']} />, '/manage/demo/feed', '/manage/*');
    const user = userEvent.setup();
    const row = await screen.findByTestId('feed-post-row');
    expect(within(row).getByText('Doors open at nine')).toBeTruthy();
    await user.type(screen.getByTestId('feed-text'), 'Lunch is served');
    await user.click(screen.getByTestId('feed-submit'));
    await waitFor(() => expect(calls.find('POST', feed)).toHaveLength(1));
    expect(calls.find('POST', feed)[0]!.body).toEqual({ text: 'Lunch is served' });
    await user.click(within(row).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(calls.find('DELETE', `${feed}m-1/`)).toHaveLength(1));
  });
});
