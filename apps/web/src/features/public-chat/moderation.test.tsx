import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicMessage } from '@foyer/contracts';
import { fakeToken, renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { resetNotifyState } from '@/shared/notify/notify';
import { PublicChat } from './components/public-chat';
import { publicChatRealtime } from './realtime';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);
const socket = () => net.sockets.at(-1)!;

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

// The signed-in reader is person 7 (test-utils); bob is someone else.
const me = { id: 7, first_name: 'Alice', last_name: 'Andersen', mugshot: null, do_not_disturb: false };
const bob = { id: 2, first_name: 'Bob', last_name: 'Brennan', mugshot: null, do_not_disturb: false };
const message = (id: number, text: string, sender = bob): PublicMessage => ({ id, chat_id: 1, text, sender, sent_at: '2026-06-01T10:00:00Z' });

/** A chat of three messages, read as an attendee or a moderator; the moderation routes answer as the server would. */
function serve(canModerate: boolean, pinned: PublicMessage | null = null) {
  const messages = [message(1, 'Welcome to the hall'), message(2, 'Buy cheap watches'), message(3, 'My own words', me)];
  const shell = shellServer();
  return stubFetch((method, path, body) => {
    const base = '/api/events/demo/chat/public/1/';
    if (method === 'GET' && path.startsWith(base)) {
      return { body: { count: messages.length, next: null, previous: null, results: messages, pinned, name: 'Main hall', can_moderate: canModerate } };
    }
    const acted = /messages\/(\d+)\/(hide\/|restore\/)?$/.exec(path);
    if (acted) {
      const m = messages.find((x) => x.id === Number(acted[1]))!;
      if (method === 'DELETE') return { body: { ...m, text: '', deleted: true, deleted_by: m.sender.id === me.id ? 'author' : 'moderator' } };
      return { body: acted[2] === 'hide/' ? { ...m, hidden: true } : m };
    }
    if (path === `${base}pin/`) {
      const id = (body as { message_id: number }).message_id;
      return { body: { pinned: method === 'POST' ? messages.find((x) => x.id === id) : null } };
    }
    if (path === `${base}clear/`) return { body: { removed: 3 } };
    return shell(method, path, body);
  });
}

beforeEach(() => {
  signInForTest();
  resetNotifyState();
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(7));
  act(() => acceptLogin(socket(), 7));
});
afterEach(() => realtime.dispose());

async function chat() {
  const view = renderUi(<><PublicChat eventSlug="demo" chatId={1} /><Notifications /></>);
  const stop = publicChatRealtime({ client: realtime, queryClient: view.queryClient });
  await screen.findByText('Buy cheap watches');
  return { ...view, stop };
}
const row = (text: string) => screen.getAllByTestId('chat-message').find((el) => el.textContent?.includes(text))!;
const rowById = (index: number) => screen.getAllByTestId('chat-message')[index]!;

describe('an attendee reading a moderated chat', () => {
  it('shows a tombstone in place the moment a moderator deletes a message, and the pinned message on top', async () => {
    const server = serve(false);
    const { stop } = await chat();
    expect(screen.queryByRole('button', { name: 'Clear chat' })).toBeNull();
    // Other people's messages have no menu; one's own has one, with delete only.
    expect(within(row('Welcome to the hall')).queryByTestId('chat-message-menu')).toBeNull();
    act(() => socket().fire('public_chat_message_deleted', { chat_id: 1, message_id: 2, deleted_by: 'moderator' }));
    await waitFor(() => expect(screen.queryByText('Buy cheap watches')).toBeNull());
    expect(within(rowById(1)).getByTestId('chat-tombstone').textContent).toBe('Removed by a moderator');
    act(() => socket().fire('public_chat_pinned', { chat_id: 1, message: message(1, 'Welcome to the hall') }));
    expect(within(await screen.findByTestId('chat-pinned')).getByText('Welcome to the hall')).toBeTruthy();
    expect(within(screen.getByTestId('chat-pinned')).queryByRole('button', { name: 'Unpin' })).toBeNull();
    act(() => socket().fire('public_chat_message_hidden', { chat_id: 1, message_id: 1 }));
    await waitFor(() => expect(screen.queryByTestId('chat-pinned')).toBeNull());
    expect(within(rowById(0)).getByTestId('chat-tombstone').textContent).toBe('Removed by a moderator');
    act(() => socket().fire('public_chat_message_restored', message(1, 'Welcome to the hall')));
    expect(await within(rowById(0)).findByText('Welcome to the hall')).toBeTruthy();
    act(() => socket().fire('public_chat_cleared', { chat_id: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('chat-tombstone')).toHaveLength(3));
    expect(server.find('GET', '/api/events/demo/chat/public/1/')).toHaveLength(1);
    stop();
  });

  it('lets the author delete their own message: "Message deleted" in its place', async () => {
    const server = serve(false);
    const { stop } = await chat();
    await userEvent.click(within(row('My own words')).getByRole('button', { name: 'Message actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Pin on top' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Hide from attendees' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(server.find('DELETE', '/api/events/demo/chat/public/1/messages/3/')).toHaveLength(1));
    expect((await screen.findByText('Message deleted')).closest('[data-testid="chat-message"]')).toBeTruthy();
    stop();
  });
});

describe('a moderator', () => {
  it('deletes, hides, restores and pins from the message menu, reached by keyboard', async () => {
    const server = serve(true);
    const { stop } = await chat();
    const menu = within(row('Buy cheap watches')).getByRole('button', { name: 'Message actions' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hide from attendees' }));
    await waitFor(() => expect(server.find('POST', '/api/events/demo/chat/public/1/messages/2/hide/')).toHaveLength(1));
    // Moderators keep reading a hidden message, marked so.
    expect(await within(row('Buy cheap watches')).findByTestId('chat-hidden-badge')).toBeTruthy();
    await userEvent.click(within(row('Buy cheap watches')).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show again' }));
    await waitFor(() => expect(within(row('Buy cheap watches')).queryByTestId('chat-hidden-badge')).toBeNull());

    await userEvent.click(within(row('Welcome to the hall')).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pin on top' }));
    expect(within(await screen.findByTestId('chat-pinned')).getByText('Welcome to the hall')).toBeTruthy();
    expect(server.find('POST', '/api/events/demo/chat/public/1/pin/')[0]!.body).toEqual({ message_id: 1 });
    await userEvent.click(within(screen.getByTestId('chat-pinned')).getByRole('button', { name: 'Unpin' }));
    await waitFor(() => expect(screen.queryByTestId('chat-pinned')).toBeNull());

    await userEvent.click(within(row('Buy cheap watches')).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await within(rowById(1)).findByText('Removed by a moderator')).toBeTruthy();
    stop();
  });

  it('clears the chat only once its name is typed', async () => {
    const server = serve(true);
    const { stop } = await chat();
    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear this chat?' });
    const submit = within(dialog).getByRole('button', { name: 'Clear chat' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Main hall');
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.click(submit);
    await waitFor(() => expect(server.find('POST', '/api/events/demo/chat/public/1/clear/')[0]?.body).toEqual({ confirm: 'Main hall' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-tombstone')).toHaveLength(3));
    stop();
  });
});
