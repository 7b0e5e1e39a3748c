import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Attendee, BasicUser } from '@foyer/contracts';
import { eventFixture, renderApp, renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { ScheduleFromChat } from '@/features/appointments/components/schedule-button';
import { registerAttendeeBadge, registerAttendeeCardAction } from '@/shared/plug-ins/attendee-views';
import { ChatModal } from '@/features/private-chat/components/chat-modal';
import { registerComposerGate, registerConversationAction } from '@/shared/plug-ins/private-chat';
import { chatModal, openPrivateChat } from '@/features/private-chat/store';
import { BlockAction, BlockedBadge, BlockedComposerGate } from './components/parts';

vi.setConfig({ testTimeout: 20_000 });

const bob: Attendee = {
  id: 3, first_name: 'Bob', last_name: 'Test', mugshot: null, about: '', linkedin: '', facebook: '', twitter: '', instagram: '',
  is_online: false, do_not_disturb: false, tags: [], jobtitle: 'Engineer', company: 'Lumen', location_type: 'virtual', is_public: true,
  videocall_status: null, document: null, document_name: null, hidden_profile_fields: [], hide_document: false, incognito_mode: false,
};

registerAttendeeCardAction('block', BlockAction);
registerAttendeeBadge('blocked', BlockedBadge);
registerComposerGate(BlockedComposerGate);
registerConversationAction('schedule-appointment', ScheduleFromChat);

// jsdom has no font loading; Mantine's autosize field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

/** The directory with one person, and a blocking server that keeps its list or refuses every write. */
function server({ refuse = false, blockedAlready = false } = {}) {
  const blocked: BasicUser[] = blockedAlready ? [{ id: 3, first_name: 'Bob', last_name: 'Test', mugshot: null, do_not_disturb: false }] : [];
  const shell = shellServer({ event: { body: eventFixture({ enable_meeting_scheduling: true }) } });
  return stubFetch((method, path, body) => {
    if (path.startsWith('/api/events/demo/virtual_attendees/?')) return { body: { count: 1, next: null, previous: null, results: [bob] } };
    if (path === '/api/events/demo/virtual_attendees/3/') return { body: bob };
    if (path === '/api/events/demo/attendee_tags/') return { body: { count: 0, results: [] } };
    if (path.startsWith('/api/events/demo/goodiebag/')) return { body: [] };
    if (path.startsWith('/api/events/demo/chat/3/messages/')) return { body: { count: 0, next: null, previous: null, results: [] } };
    if (path === '/api/events/demo/blocked_users/' && method === 'GET') return { body: blocked };
    if (path === '/api/events/demo/blocked_users/' && method === 'POST') {
      if (refuse) return { status: 500, body: { detail: 'Server error.' } };
      const { user_id } = body as { user_id: number };
      blocked.push({ id: user_id, first_name: 'Bob', last_name: 'Test', mugshot: null, do_not_disturb: false });
      return { status: 201, body: blocked[0] };
    }
    if (path === '/api/events/demo/blocked_users/3/' && method === 'DELETE') {
      blocked.splice(0);
      return { status: 204 };
    }
    return shell(method, path, body);
  });
}

async function openBobsCard() {
  renderApp('/demo/attendees');
  await screen.findByTestId('attendee-grid');
  fireEvent.click(screen.getByRole('button', { name: 'Open the profile of Bob Test' }));
  return screen.findByTestId('attendee-card', {}, { timeout: 8000 });
}

describe('Block on the attendee card', () => {
  it('asks first, naming the person, then blocks: the card shows Blocked and Unblock; Unblock undoes it', async () => {
    signInForTest();
    const fetches = server();
    const card = await openBobsCard();
    fireEvent.click(await within(card).findByTestId('attendee-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bob Test?' });
    expect(within(dialog).getByText(/will no longer be able to message you/)).toBeTruthy();
    expect(fetches.find('POST', '/api/events/demo/blocked_users/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('block-confirm'));
    expect(await screen.findByTestId('attendee-unblock')).toBeTruthy();
    // On the card and on the person's tile in the directory behind it.
    expect(screen.getAllByTestId('blocked-badge').map((b) => b.textContent)).toEqual(['Blocked', 'Blocked']);
    expect(fetches.find('POST', '/api/events/demo/blocked_users/')[0]?.body).toEqual({ user_id: 3 });

    fireEvent.click(screen.getByTestId('attendee-unblock'));
    expect(await screen.findByTestId('attendee-block')).toBeTruthy();
    await waitFor(() => expect(fetches.find('DELETE', '/api/events/demo/blocked_users/3/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByTestId('blocked-badge')).toHaveLength(0));
  });

  it('blocks and reports when asked to, and wants to know what happened first', async () => {
    signInForTest();
    const fetches = server();
    const card = await openBobsCard();
    fireEvent.click(await within(card).findByTestId('attendee-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bob Test?' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also report them to the moderators' }));
    fireEvent.click(within(dialog).getByTestId('block-confirm'));
    expect(await within(dialog).findByText('Say what happened, so the moderators can act.')).toBeTruthy();
    expect(fetches.find('POST', '/api/events/demo/blocked_users/')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('block-report-reason'), { target: { value: '  Keeps sending me links ' } });
    fireEvent.click(within(dialog).getByTestId('block-confirm'));
    expect(await screen.findByTestId('attendee-unblock')).toBeTruthy();
    expect(fetches.find('POST', '/api/events/demo/blocked_users/')[0]?.body).toEqual({ user_id: 3, report_reason: 'Keeps sending me links' });
    expect(await screen.findByText('Bob Test is blocked and reported to the moderators.')).toBeTruthy();
  });

  it('cancelling the question blocks nobody', async () => {
    signInForTest();
    const fetches = server();
    const card = await openBobsCard();
    fireEvent.click(await within(card).findByTestId('attendee-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bob Test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block Bob Test?' })).toBeNull());
    expect(fetches.find('POST', '/api/events/demo/blocked_users/')).toHaveLength(0);
    expect(screen.getByTestId('attendee-block')).toBeTruthy();
  });

  it('goes back to Block with a notice when the server refuses', async () => {
    signInForTest();
    server({ refuse: true });
    const card = await openBobsCard();
    fireEvent.click(await within(card).findByTestId('attendee-block'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Block Bob Test?' })).getByTestId('block-confirm'));
    expect(await screen.findByText('Blocking did not work. Please try again.')).toBeTruthy();
    expect(await screen.findByTestId('attendee-block')).toBeTruthy();
    expect(screen.queryAllByTestId('blocked-badge')).toHaveLength(0);
  });
});

describe('a conversation with someone I blocked', () => {
  it('shows the notice with Unblock and hides the first-message hint and "schedule appointment"; Unblock brings them back', async () => {
    signInForTest();
    server({ blockedAlready: true });
    renderUi(<ChatModal eventSlug="demo" />, '/demo', ':eventSlug');
    act(() => openPrivateChat(3, bob));
    const conversation = await screen.findByTestId('conversation', {}, { timeout: 8000 });
    expect(await within(conversation).findByTestId('blocked-notice')).toBeTruthy();
    expect(await within(conversation).findByText('No messages yet')).toBeTruthy();
    expect(within(conversation).queryByText('Your first message starts the conversation.')).toBeNull();
    expect(within(conversation).queryByText('Say hello')).toBeNull();
    expect(within(conversation).queryByTestId('chat-schedule')).toBeNull();
    expect(within(conversation).queryByTestId('private-chat-input')).toBeNull();

    fireEvent.click(within(conversation).getByTestId('blocked-notice-unblock'));
    expect(await within(conversation).findByText('Your first message starts the conversation.')).toBeTruthy();
    expect(await within(conversation).findByTestId('chat-schedule')).toBeTruthy();
    expect(within(conversation).getByTestId('private-chat-input')).toBeTruthy();
    expect(within(conversation).queryByTestId('blocked-notice')).toBeNull();
    act(() => chatModal.close());
  });
});
