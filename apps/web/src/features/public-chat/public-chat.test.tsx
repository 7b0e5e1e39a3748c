import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicMessage } from '@foyer/contracts';
import { renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { realtime } from '@/shared/realtime';
import { resetOptimisticIds } from './cache';
import { PublicChat } from './components/public-chat';
import { registerChatSenderLabel } from '@/shared/plug-ins/chat-sender-labels';
import { TIMESTAMP_REFRESH_MS, useNow } from '@/shared/lib/relative-time';

const bob = { id: 2, first_name: 'Bob', last_name: 'Brennan', mugshot: null, do_not_disturb: false };
const message = (id: number, text: string, ago = 3600_000): PublicMessage => ({
  id, chat_id: 1, text, sender: bob, sent_at: new Date(Date.now() - ago).toISOString(),
});

/** A chat of `total` stored messages, ids 1..total (newest last), served 20 a page, newest page first. */
function chatServer(total: number, extra: PublicMessage[] = []) {
  const all = [...Array.from({ length: total }, (_, i) => message(i + 1, `Message ${i + 1}`)), ...extra];
  const shell = shellServer();
  const server = stubFetch((method, path, body) => {
    if (path.startsWith('/api/events/demo/chat/public/1/')) {
      const query = new URL(path, 'http://x').searchParams;
      const limit = Number(query.get('limit'));
      const offset = Number(query.get('offset'));
      const end = all.length - offset;
      const results = all.slice(Math.max(0, end - limit), Math.max(0, end));
      return { body: { count: all.length, next: end - limit > 0 ? 'older' : null, previous: null, results } };
    }
    return shell(method, path, body);
  });
  // `all` stays open to the test: a message stored later is served from then on.
  return Object.assign(server, { all });
}

// jsdom has no font loading; Mantine's autosize field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

let sent: Array<[string, unknown]>;
beforeEach(() => {
  resetOptimisticIds();
  sent = [];
  vi.spyOn(realtime, 'send').mockImplementation((event, payload) => void sent.push([event, payload]));
  vi.spyOn(realtime, 'request').mockImplementation(async (event, payload) => {
    sent.push([event, payload]);
    return { ok: true };
  });
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('public chat', () => {
  it('joins the chat while shown and leaves it after', async () => {
    chatServer(2);
    const view = renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    await screen.findByText('Message 2');
    expect(sent).toContainEqual(['join_chat', { chat_id: 1 }]);
    view.unmount();
    expect(sent).toContainEqual(['leave_chat', { chat_id: 1 }]);
  });

  it('joins again and catches up when the socket logs in after the chat loaded (or after it dropped)', async () => {
    let status = { connected: false, loggedIn: false };
    const listeners = new Set<() => void>();
    vi.spyOn(realtime, 'getStatus').mockImplementation(() => status);
    vi.spyOn(realtime, 'subscribeStatus').mockImplementation((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    vi.spyOn(realtime, 'request').mockImplementation(async (event, payload) => {
      sent.push([event, payload]);
      if (!status.loggedIn) throw new Error('Cannot send: not logged in');
      return { ok: true };
    });
    const server = chatServer(2);
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    await screen.findByText('Message 2');
    expect(server.find('GET', '/api/events/demo/chat/public/1/')).toHaveLength(1);
    status = { connected: true, loggedIn: true };
    act(() => listeners.forEach((l) => l()));
    await waitFor(() => expect(server.find('GET', '/api/events/demo/chat/public/1/')).toHaveLength(2));
    expect(sent.filter(([e]) => e === 'join_chat')).toHaveLength(2);
  });

  it('reads the chat again once its room is joined: a message stored between the first read and the join shows', async () => {
    let acknowledge!: (answer: unknown) => void;
    vi.spyOn(realtime, 'request').mockImplementation((event, payload) => {
      sent.push([event, payload]);
      return new Promise((resolve) => (acknowledge = resolve));
    });
    const server = chatServer(2);
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    await screen.findByText('Message 2');
    expect(sent).toContainEqual(['join_chat', { chat_id: 1 }]);
    // Stored while the join was on its way: no broadcast reached this socket.
    server.all.push(message(3, 'Said in between', 1000));
    await act(async () => acknowledge({ ok: true }));
    expect(await screen.findByText('Said in between')).toBeTruthy();
    expect(server.find('GET', '/api/events/demo/chat/public/1/')).toHaveLength(2);
  });

  it('shows markup as the text it is, never as HTML', async () => {
    chatServer(0, [message(7, '<b>bold</b> <img src=x onerror="alert(1)">')]);
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    const text = await screen.findByText('<b>bold</b> <img src=x onerror="alert(1)">');
    expect(text.querySelector('b, img')).toBeNull();
  });

  it('sends on Enter with an optimistic copy, clears the field, and sends no empty text', async () => {
    chatServer(1);
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    await screen.findByText('Message 1');
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    await userEvent.type(input, '   {Enter}');
    expect(sent.filter(([e]) => e === 'send_public_message')).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '  Hello there  {Enter}');
    expect(sent).toContainEqual(['send_public_message', { chat_id: 1, text: 'Hello there' }]);
    expect(input.value).toBe('');
    expect(await screen.findByText('Hello there')).toBeTruthy();
    expect(screen.getByText('Sending…')).toBeTruthy();
  });

  it('loads older messages when scrolled to the top', async () => {
    const server = chatServer(30);
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    await screen.findByText('Message 30');
    expect(screen.queryByText('Message 10')).toBeNull();
    fireEvent.scroll(screen.getByTestId('public-chat').firstElementChild!);
    await screen.findByText('Message 10');
    expect(server.find('GET', '/api/events/demo/chat/public/1/').map((c) => new URL(c.path, 'http://x').searchParams.get('offset'))).toEqual(['0', '20']);
  });
});

describe('chat times', () => {
  it('move on every 60 s', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNow());
    const first = result.current;
    act(() => void vi.advanceTimersByTime(TIMESTAMP_REFRESH_MS - 1));
    expect(result.current).toBe(first);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBeGreaterThan(first);
    vi.useRealTimers();
  });

  it('names a sender label a feature registered beside the sender (the stage\'s Moderator), and no other', async () => {
    registerChatSenderLabel('moderator', { textKey: 'presentations.moderator', color: 'grape.9' });
    chatServer(0, [{ ...message(1, 'From the moderator'), sender_label: 'moderator' }, message(2, 'From Bob'), { ...message(3, 'Unknown role'), sender_label: 'juggler' }]);
    renderUi(<PublicChat eventSlug="demo" chatId={1} />);
    await screen.findByText('Unknown role');
    const rows = screen.getAllByTestId('chat-message');
    expect(rows.map((r) => r.querySelector('[data-testid="chat-sender-label"]')?.textContent ?? null)).toEqual(['Moderator', null, null]);
  });
});
