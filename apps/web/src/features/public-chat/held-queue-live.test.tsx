import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeldMessage } from '@foyer/contracts';
import { fakeToken, renderUi, signInForTest } from '@/app/test-utils';
import { stubFetch } from '@/test/stub-fetch';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { ChatRulesPage } from './console/chat-rules-page';

// jsdom has no font loading; Mantine's autosize field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;
const base = '/api/events/demo/organizer/moderation';
const heldOne = (id: number, text: string): HeldMessage => ({
  id, chat: { id: 1, name: 'Hall' }, text, words: ['spam'], sent_at: '2026-12-07T09:00:00Z',
  sender: { id: 3, first_name: 'Alice', last_name: 'Attendee', mugshot: null, do_not_disturb: false },
});

beforeEach(() => {
  signInForTest();
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(3));
  act(() => acceptLogin(socket(), 3));
});
afterEach(() => realtime.dispose());

describe('the held queue of the console\'s chat rules', () => {
  it('watches the queue and follows what the server pushes, without reading it again', { timeout: 60_000 }, async () => {
    const server = stubFetch((method, path) => {
      if (path === `${base}/chats/`) return { body: { count: 0, next: null, previous: null, results: [] } };
      if (path === `${base}/word-list/`) return { body: { words: ['spam'], updated_at: null } };
      if (path === `${base}/held/`) return { body: { count: 0, next: null, previous: null, results: [] } };
      return undefined;
    });
    renderUi(<ChatRulesPage eventSlug="demo" roles={['moderator']} />, '/manage/demo/chat-rules', '/manage/*');
    expect(await screen.findByText('No messages waiting')).toBeTruthy();
    await waitFor(() => expect(socket().sent('watch_held_messages')).toHaveLength(1));

    act(() => socket().fire('held_message_added', heldOne(9, 'Buy spam')));
    act(() => socket().fire('held_message_added', heldOne(10, 'More spam')));
    await waitFor(() => expect(screen.getAllByTestId('held-message')).toHaveLength(2));
    expect(screen.getByText('Buy spam')).toBeTruthy();

    act(() => socket().fire('held_message_settled', { id: 9, outcome: 'released' }));
    await waitFor(() => expect(screen.queryByText('Buy spam')).toBeNull());
    expect(screen.getAllByTestId('held-message')).toHaveLength(1);
    expect(server.find('GET', `${base}/held/`)).toHaveLength(1);
  });
});
