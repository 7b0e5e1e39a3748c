import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeldMessage, ModeratedChat } from '@foyer/contracts';
import { renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { realtime } from '@/shared/realtime';
import { resetOptimisticIds } from './cache';
import { PublicChat } from './components/public-chat';
import { ChatRulesPage } from './console/chat-rules-page';

// jsdom has no font loading; Mantine's autosize field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const chatPage = (slowModeSeconds: number) => {
  const shell = shellServer();
  return stubFetch((method, path, body) =>
    path.startsWith('/api/events/demo/chat/public/1/')
      ? { body: { count: 0, next: null, previous: null, results: [], slow_mode_seconds: slowModeSeconds } }
      : shell(method, path, body),
  );
};

let sent: Array<[string, unknown]>;
let answer: unknown;
beforeEach(() => {
  resetOptimisticIds();
  sent = [];
  answer = { ok: true };
  vi.spyOn(realtime, 'send').mockImplementation((event, payload) => void sent.push([event, payload]));
  vi.spyOn(realtime, 'request').mockImplementation(async (event, payload) => {
    sent.push([event, payload]);
    return event === 'send_public_message' ? answer : { ok: true };
  });
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

const messagesSent = () => sent.filter(([e]) => e === 'send_public_message').length;

describe('the composer under the chat rules', () => {
  it('shows the chat\'s slow mode and, after a message, the seconds until the next; it sends nothing meanwhile', async () => {
    chatPage(30);
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    const hint = await screen.findByTestId('chat-slow-mode');
    expect(hint.textContent).toBe('Slow mode: one message every 30 s');
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    await userEvent.type(input, 'Hello{Enter}');
    expect(messagesSent()).toBe(1);
    expect(screen.getByTestId('chat-slow-mode').textContent).toBe('Slow mode: one message every 30 s · next in 30 s');
    await userEvent.type(input, 'Again{Enter}');
    expect(messagesSent()).toBe(1);
    // Kept in the field, to send once the wait is over.
    expect(input.value).toBe('Again');
  });

  it('says nothing of slow mode when it is off', async () => {
    chatPage(0);
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    await screen.findByText('No messages yet');
    expect(screen.queryByTestId('chat-slow-mode')).toBeNull();
  });

  it('tells the author a held message waits for review, and does not show it in the chat', async () => {
    chatPage(0);
    answer = { ok: true, held: true, detail: 'Your message is held for review: a moderator will look at it before anyone else sees it.' };
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    const input = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    await userEvent.type(input, 'Buy spam{Enter}');
    const notice = await screen.findByTestId('chat-held-notice');
    expect(notice.textContent).toContain('Held for review');
    await waitFor(() => expect(screen.queryByText('Buy spam')).toBeNull());
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('chat-held-notice')).toBeNull();
  });

  it('waits as long as the server says when it refuses a message for slow mode', async () => {
    chatPage(0);
    answer = { ok: false, code: 'slow_mode', retry_after: 12, detail: 'Slow mode is on in this chat: one message every 20 seconds. Try again in 12 seconds.' };
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    const input = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    await userEvent.type(input, 'Too soon{Enter}');
    await userEvent.type(input, 'Later{Enter}');
    expect(messagesSent()).toBe(1);
  });
});

const base = '/api/events/demo/organizer/moderation';
const hall: ModeratedChat = { id: 1, name: 'Hall', space: { id: 5, slug: 'hall', name: 'Hall', type: 'map' }, slow_mode_seconds: 0 };
const held: HeldMessage = {
  id: 9, chat: { id: 1, name: 'Hall' }, text: 'Buy spam', words: ['spam'], sent_at: '2026-12-07T09:00:00Z',
  sender: { id: 3, first_name: 'Alice', last_name: 'Attendee', mugshot: null, do_not_disturb: false },
};

describe('the console\'s chat rules', () => {
  it('sets a chat\'s slow mode, replaces the word list and releases a held message', { timeout: 120_000 }, async () => {
    let queue = [held];
    const calls = stubFetch((method, path, body) => {
      if (path === `${base}/chats/`) return { body: { count: 1, next: null, previous: null, results: [hall] } };
      if (path === `${base}/chats/1/slow-mode/`) return { body: { ...hall, slow_mode_seconds: (body as { seconds: number }).seconds } };
      if (path === `${base}/word-list/` && method === 'GET') return { body: { words: ['spam'], updated_at: null } };
      if (path === `${base}/word-list/`) return { body: { words: (body as { words: string[] }).words, updated_at: '2026-12-07T10:00:00Z' } };
      if (path === `${base}/held/`) return { body: { count: queue.length, next: null, previous: null, results: queue } };
      if (path === `${base}/held/9/release/`) {
        queue = [];
        return { body: { id: 40, chat_id: 1, text: 'Buy spam', sender: held.sender, sent_at: '2026-12-07T10:00:00Z' } };
      }
      return undefined;
    });
    renderUi(<ChatRulesPage eventSlug="demo" roles={['moderator']} />, '/manage/demo/chat-rules', '/manage/*');
    const user = userEvent.setup();

    const seconds = await screen.findByRole('textbox', { name: 'Seconds between messages in Hall' });
    await user.clear(seconds);
    await user.type(seconds, '30');
    await user.click(screen.getByTestId('slow-mode-save'));
    await waitFor(() => expect(calls.find('PUT', `${base}/chats/1/slow-mode/`)).toHaveLength(1));
    expect(calls.find('PUT', `${base}/chats/1/slow-mode/`)[0]!.body).toEqual({ seconds: 30 });

    const words = await screen.findByTestId<HTMLTextAreaElement>('word-list');
    expect(words.value).toBe('spam');
    await user.type(words, '\n  scam  \n\n');
    await user.click(screen.getByTestId('word-list-save'));
    await waitFor(() => expect(calls.find('PUT', `${base}/word-list/`)).toHaveLength(1));
    expect(calls.find('PUT', `${base}/word-list/`)[0]!.body).toEqual({ words: ['spam', 'scam'] });

    const card = await screen.findByTestId('held-message');
    expect(within(card).getByText('Buy spam')).toBeTruthy();
    expect(within(card).getByText('Listed words: spam')).toBeTruthy();
    await user.click(within(card).getByTestId('held-release'));
    await waitFor(() => expect(calls.find('POST', `${base}/held/9/release/`)).toHaveLength(1));
    expect(await screen.findByText('No messages waiting')).toBeTruthy();
  });

  it('refuses an overlong word before sending it', { timeout: 60_000 }, async () => {
    const calls = stubFetch((method, path) => {
      if (path === `${base}/chats/`) return { body: { count: 0, next: null, previous: null, results: [] } };
      if (path === `${base}/word-list/`) return { body: { words: [], updated_at: null } };
      if (path === `${base}/held/`) return { body: { count: 0, next: null, previous: null, results: [] } };
      return undefined;
    });
    renderUi(<ChatRulesPage eventSlug="demo" roles={['owner']} />, '/manage/demo/chat-rules', '/manage/*');
    const user = userEvent.setup();
    expect(await screen.findByText('This event has no public chats yet')).toBeTruthy();
    const words = await screen.findByTestId<HTMLTextAreaElement>('word-list');
    await user.click(words);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByTestId('word-list-save'));
    expect(await screen.findByText('Keep each word or phrase under 100 characters.')).toBeTruthy();
    expect(calls.find('PUT', `${base}/word-list/`)).toHaveLength(0);
  });
});
