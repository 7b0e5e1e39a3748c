import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEntry, PrivateMessage } from '@foyer/contracts';
import { eventFixture, renderUi, shellServer, signInForTest, stubFetch, userFixture } from '@/app/test-utils';
import type { FetchReply } from '@/test/stub-fetch';
import { chatRefusals } from '@/shared/lib/chat-refusals';
import { resetNotifyState } from '@/shared/notify/notify';
import { SidebarButtons } from '@/app/shell/navigation/sidebar-buttons';
import { bumpEntry, formatUnread, mergeStored, type ListData, type MessageData } from './cache';
import { ChatModal } from './components/chat-modal';
import { BroadcastBar } from './components/broadcast-panel';
import { registerComposerGate, registerConversationAction } from '@/shared/plug-ins/private-chat';
import { chatModal, isChatOpen, openPrivateChat } from './store';

// jsdom has no font loading; Mantine's autosize field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const bob = { id: 2, first_name: 'Bob', last_name: 'Brennan', mugshot: null, do_not_disturb: false };
const msg = (id: number, text: string, over: Partial<PrivateMessage> = {}): PrivateMessage => ({
  id, text, sent_at: new Date(Date.now() - 3600_000).toISOString(), read: true, sent_by_current_user: false, sent_email: false,
  appointment_schedule: null, user_id: 2, is_chat_bot: false, ...over,
});
const entry = (over: Partial<ChatEntry>): ChatEntry => ({ user_id: 2, unread: 0, last_sent: null, is_chat_bot: false, user: bob, ...over });
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('chat caches', () => {
  it('shows 99+ above 99 unread', () => {
    expect(formatUnread(99)).toBe('99');
    expect(formatUnread(100)).toBe('99+');
  });

  it('replaces an optimistic message by the stored one, once, whichever arrives first', () => {
    const data: MessageData = { pages: [page([msg(1, 'hi'), { ...msg(-9999, 'yes'), sent_by_current_user: true, pending: true }])], pageParams: [0] };
    const stored = msg(5, 'yes', { sent_by_current_user: true });
    const viaSocket = mergeStored(data, stored)!;
    expect(viaSocket.pages[0]!.results.map((m) => m.id)).toEqual([1, 5]);
    // The send's reply comes second: the copy is gone already, nothing doubles.
    expect(mergeStored(viaSocket, stored, -9999)!.pages[0]!.results.map((m) => m.id)).toEqual([1, 5]);
    // Someone else's message is appended.
    expect(mergeStored(viaSocket, msg(6, 'new'))!.pages[0]!.results.map((m) => m.id)).toEqual([1, 5, 6]);
  });

  it('moves a conversation with a new message up, under the notification bot, counting it unread', () => {
    const carol = { ...bob, id: 3, first_name: 'Carol' };
    const list: ListData = {
      pages: [{ ...page([entry({ user_id: 0, is_chat_bot: true, user: null }), entry({ user_id: 3, user: carol }), entry({ user_id: 2 })]), unread_total: 0 }],
      pageParams: [0],
    };
    const bumped = bumpEntry(list, msg(9, 'hey'), true)!;
    expect(bumped.pages[0]!.results.map((e) => e.user_id)).toEqual([0, 2, 3]);
    expect(bumped.pages[0]!.results[1]!.unread).toBe(1);
    expect(bumpEntry(list, msg(9, 'hey', { user_id: 44 }), true)).toBeNull();
  });
});

const erik = {
  id: 5, first_name: 'Erik', last_name: 'Eriksen', mugshot: null, about: '', linkedin: '', facebook: '', twitter: '', instagram: '',
  is_online: true, do_not_disturb: false, tags: [], jobtitle: '', company: '', location_type: 'virtual' as const, is_public: true,
  videocall_status: null, document: null, document_name: null, hidden_profile_fields: [], hide_document: false, incognito_mode: false,
};

describe('chat modal', () => {
  let calls: Array<[string, string, unknown]>;
  beforeEach(() => {
    signInForTest();
    calls = [];
  });
  afterEach(() => act(() => chatModal.close()));

  function server(options: { owner?: boolean; unread?: number; send?: () => FetchReply } = {}) {
    const shell = shellServer({ user: { body: userFixture({ owned_events: options.owner ? ['demo'] : [] }) } });
    stubFetch((method, path, body) => {
      calls.push([method, path, body]);
      if (path.startsWith('/api/events/demo/chat/?')) {
        return { body: { ...page([entry({ user_id: 0, is_chat_bot: true, user: null, unread: 1 }), entry({ unread: options.unread ?? 0 })]), unread_total: 1 + (options.unread ?? 0) } };
      }
      if (path.startsWith('/api/events/demo/chat/2/messages/read/')) return { body: { unread_total: 1 } };
      if (path.startsWith('/api/events/demo/chat/2/messages/')) return { body: page([msg(1, 'Hello Alice', { read: false })]) };
      if (path.startsWith('/api/events/demo/chat/5/messages/')) return { body: page([]) };
      if (path.startsWith('/api/events/demo/virtual_attendees/5/')) return { body: erik };
      // The directory's search: Erik, and Bob who is in the chat list already.
      if (path.startsWith('/api/events/demo/virtual_attendees/?')) {
        return { body: page([{ ...erik, jobtitle: 'Optician', company: 'Aurora Optics' }, { ...erik, id: 2, first_name: 'Bob', last_name: 'Brennan' }]) };
      }
      if (method === 'POST' && path === '/api/events/demo/chat/messages/send/') {
        if (options.send) return options.send();
        return { status: 201, body: msg(77, (body as { text: string }).text, { sent_by_current_user: true, user_id: 5, read: false }) };
      }
      return shell(method, path, body);
    });
  }

  it('opens straight into a conversation with a back link, sets the chat-open flag, and sends optimistically', async () => {
    server();
    renderUi(<ChatModal eventSlug="demo" />);
    act(() => openPrivateChat(5, { ...bob, id: 5, first_name: 'Dana', last_name: 'Doe' }));
    expect(isChatOpen()).toBe(true);
    const modal = await screen.findByTestId('chat-modal');
    expect(await within(modal).findByRole('heading', { name: 'Dana Doe' })).toBeTruthy();
    expect(within(modal).getByTestId('chat-back')).toBeTruthy();
    const input = within(modal).getByTestId('private-chat-input');
    await userEvent.type(input, 'Hi Dana{Enter}');
    const bubble = await within(modal).findByText('Hi Dana');
    await waitFor(() => expect(calls.some(([m, p]) => m === 'POST' && p === '/api/events/demo/chat/messages/send/')).toBe(true));
    const [, , body] = calls.find(([m]) => m === 'POST')!;
    expect(body).toEqual({ text: 'Hi Dana', receiver: 5, should_send_email: true, event_slug: 'demo' });
    await waitFor(() => expect(bubble.closest('[data-testid="private-message"]')?.hasAttribute('data-pending')).toBe(false));
    expect((input as HTMLTextAreaElement).value).toBe('');
    await userEvent.click(within(modal).getByTestId('chat-back'));
    await act(async () => chatModal.close());
    expect(isChatOpen()).toBe(false);
  });

  it("says 'can not send a message' with the reason; a refusal that lasts disables the conversation until tried again", async () => {
    resetNotifyState();
    chatRefusals.clear();
    registerConversationAction('test-action', () => <button type="button">Act on it</button>);
    let reply: FetchReply = { status: 429, body: { detail: 'Too many messages. Please try again in 2 seconds.', code: 'throttled' } };
    server({ send: () => reply });
    renderUi(<><ChatModal eventSlug="demo" /><Notifications /></>);
    act(() => openPrivateChat(5, { ...bob, id: 5, first_name: 'Dana', last_name: 'Doe' }));
    const modal = await screen.findByTestId('chat-modal');
    await userEvent.type(within(modal).getByTestId('private-chat-input'), 'First{Enter}');
    expect(await screen.findByText('Too many messages. Please try again in 2 seconds.')).toBeTruthy();
    expect(screen.getByText('can not send a message')).toBeTruthy();
    // A limit passes: the message field stays.
    expect(within(modal).getByTestId('private-chat-input')).toBeTruthy();
    expect(within(modal).queryByTestId('chat-disabled')).toBeNull();

    reply = { status: 404, body: { detail: 'This person is not an attendee of this event.', code: 'not_found' } };
    resetNotifyState();
    await userEvent.type(within(modal).getByTestId('private-chat-input'), 'Second{Enter}');
    const notice = await within(modal).findByTestId('chat-disabled');
    expect(notice.textContent).toContain('can not send a message');
    expect(notice.textContent).toContain('This person is not an attendee of this event.');
    expect(within(modal).queryByTestId('private-chat-input')).toBeNull();
    // What needs the conversation open (scheduling an appointment) goes with it.
    expect(within(modal).queryByText('Act on it')).toBeNull();
    await userEvent.click(within(notice).getByTestId('chat-disabled-retry'));
    expect(await within(modal).findByText('Act on it')).toBeTruthy();
    expect(await within(modal).findByTestId('private-chat-input')).toBeTruthy();
  });

  it('finds anyone the directory lists by the contact search and opens a new conversation with them', async () => {
    server();
    renderUi(<ChatModal eventSlug="demo" />);
    act(() => openPrivateChat());
    const modal = await screen.findByTestId('chat-modal');
    await within(modal).findByTestId('chat-entry');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Search contacts' }), 'er');
    const contact = await within(modal).findByTestId('chat-contact', {}, { timeout: 3000 });
    // Bob is already a conversation: listed once, above; Erik is new.
    expect(within(modal).getAllByTestId('chat-contact')).toHaveLength(1);
    expect(contact.textContent).toContain('Erik Eriksen');
    expect(contact.textContent).toContain('Optician · Aurora Optics');
    const search = calls.find(([, p]) => p.startsWith('/api/events/demo/virtual_attendees/?'))![1];
    expect(Object.fromEntries(new URL(search, 'http://x').searchParams)).toMatchObject({ search: 'er', limit: '20' });
    await userEvent.click(contact);
    expect(await within(modal).findByRole('heading', { name: 'Erik Eriksen' })).toBeTruthy();
    expect(within(modal).getByTestId('private-chat-input')).toBeTruthy();
  });

  it('lists the bot and people with unread badges (99+), and marks a conversation read when selected', async () => {
    server({ unread: 120 });
    renderUi(<ChatModal eventSlug="demo" />);
    act(() => openPrivateChat());
    const modal = await screen.findByTestId('chat-modal');
    const person = await within(modal).findByTestId('chat-entry');
    expect(within(person).getByTestId('chat-unread').textContent).toBe('99+');
    expect(within(within(modal).getByTestId('chat-entry-bot')).getByTestId('chat-unread').textContent).toBe('1');
    expect(within(modal).queryByTestId('chat-entry-broadcasts')).toBeNull();
    await userEvent.click(person);
    expect(await within(modal).findByText('Hello Alice')).toBeTruthy();
    await waitFor(() => expect(calls.some(([m, p]) => m === 'PUT' && p === '/api/events/demo/chat/2/messages/read/')).toBe(true));
    await waitFor(() => expect(within(person).queryByTestId('chat-unread')).toBeNull());
  });

  it('titles a new conversation opened from an attendee card by the attendee it is with', async () => {
    server();
    renderUi(<ChatModal eventSlug="demo" />);
    act(() => openPrivateChat(5));
    const modal = await screen.findByTestId('chat-modal');
    expect(await within(modal).findByRole('heading', { name: 'Erik Eriksen' })).toBeTruthy();
  });

  it('keeps text typed while the partner and the composer gates are still loading', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    // A gate whose code arrives late, as a lazy chunk does; it holds nothing closed.
    registerComposerGate(lazy(async () => {
      await loaded;
      return { default: () => null };
    }));
    server();
    renderUi(<ChatModal eventSlug="demo" />);
    act(() => openPrivateChat(5));
    const modal = await screen.findByTestId('chat-modal');
    await userEvent.type(await within(modal).findByTestId('private-chat-input'), 'Hello Erik');
    expect(await within(modal).findByRole('heading', { name: 'Erik Eriksen' })).toBeTruthy();
    await act(async () => release());
    await waitFor(() => expect(calls.some(([, p]) => p === '/api/events/demo/virtual_attendees/5/')).toBe(true));
    expect((within(modal).getByTestId('private-chat-input') as HTMLTextAreaElement).value).toBe('Hello Erik');
  });

  it('offers the broadcast panel to event owners only', async () => {
    server({ owner: true });
    renderUi(<ChatModal eventSlug="demo" />);
    act(() => openPrivateChat());
    const modal = await screen.findByTestId('chat-modal');
    expect(await within(modal).findByTestId('chat-entry-broadcasts')).toBeTruthy();
  });
});

describe('unread total in the top bar', () => {
  it('shows the unread total on the messages icon, 99+ above 99', async () => {
    signInForTest();
    const shell = shellServer();
    stubFetch((method, path, body) => {
      if (path.startsWith('/api/events/demo/chat/?')) return { body: { ...page([]), unread_total: 140 } };
      return shell(method, path, body);
    });
    renderUi(<SidebarButtons event={eventFixture()} />);
    const button = await screen.findByRole('button', { name: 'Messages (140 unread messages)' });
    expect(button).toBeTruthy();
    expect(screen.getByTestId('topbar-messages-unread').textContent).toContain('99+');
  });
});

describe('broadcast bar', () => {
  it('opens the chat modal on the broadcast panel', async () => {
    signInForTest();
    stubFetch(shellServer());
    renderUi(<BroadcastBar eventSlug="demo" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create message' }));
    expect(chatModal.get()).toMatchObject({ opened: true, view: 'broadcasts' });
    act(() => chatModal.close());
  });
});
