import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BasicUser, ModerationStanding } from '@foyer/contracts';
import { renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { ChatModal } from '@/features/private-chat/components/chat-modal';
import { chatModal, openPrivateChat } from '@/features/private-chat/store';
import { QaPanel } from '@/features/presentations/components/qa-panel';
import { registerComposerGate } from '@/shared/plug-ins/private-chat';
import { SilencedComposerGate } from './silence';

vi.setConfig({ testTimeout: 20_000 });

registerComposerGate(SilencedComposerGate);

// jsdom has no font loading; Mantine's autosize field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

const bob: BasicUser = { id: 3, first_name: 'Bob', last_name: 'Test', mugshot: null, do_not_disturb: false };
const mo: BasicUser = { id: 4, first_name: 'Mo', last_name: 'Derator', mugshot: null, do_not_disturb: false };
const until = '2099-01-01T10:00:00Z';

/** The event as a silenced person meets it: Mo moderates; the Q&A and private chats are empty. */
function server(standing: ModerationStanding) {
  const shell = shellServer();
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/moderation/me/') return { body: standing };
    if (path.startsWith('/api/events/demo/presentations/main/questions/')) return { body: { presentation_id: 1, can_moderate: false, results: [] } };
    if (path.startsWith('/api/events/demo/chat/')) return { body: { count: 0, next: null, previous: null, results: [] } };
    return shell(method, path, body);
  });
}
const silenced: ModerationStanding = { silenced: { reason: 'Cool off', until }, reachable_user_ids: [mo.id] };

describe('a silence in the composers', () => {
  it('shows the Q&A why and until when instead of the question field', async () => {
    signInForTest();
    server(silenced);
    renderUi(<QaPanel eventSlug="demo" stageSlug="main" presentationId={1} />);
    const notice = await screen.findByTestId('chat-silenced');
    expect(notice.textContent).toMatch(/^You are silenced until .+ \(Cool off\)\.$/);
    expect(screen.queryByTestId('qa-input')).toBeNull();
  });

  it('keeps the Q&A open when not silenced', async () => {
    signInForTest();
    server({ silenced: null, reachable_user_ids: [] });
    renderUi(<QaPanel eventSlug="demo" stageSlug="main" presentationId={1} />);
    expect(await screen.findByTestId('qa-input')).toBeTruthy();
    expect(screen.queryByTestId('chat-silenced')).toBeNull();
  });

  it('closes a private conversation with an attendee, and leaves one with a moderator open', async () => {
    signInForTest();
    server(silenced);
    renderUi(<ChatModal eventSlug="demo" />, '/demo', ':eventSlug');
    act(() => openPrivateChat(bob.id, bob));
    const withBob = await screen.findByTestId('conversation', {}, { timeout: 8000 });
    const notice = await within(withBob).findByTestId('chat-silenced');
    expect(notice.textContent).toContain('(Cool off)');
    expect(within(withBob).queryByTestId('private-chat-input')).toBeNull();

    act(() => openPrivateChat(mo.id, mo));
    await within(await screen.findByTestId('conversation')).findByTestId('private-chat-input', {}, { timeout: 8000 });
    expect(screen.queryByTestId('chat-silenced')).toBeNull();
    act(() => chatModal.close());
  });
});
