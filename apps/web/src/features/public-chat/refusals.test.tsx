import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueLocale } from '@foyer/contracts/constants';
import { fakeToken, renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { i18n } from '@/i18n';
import { chatRefusals } from '@/shared/lib/chat-refusals';
import { resetNotifyState } from '@/shared/notify/notify';
import { PublicChat } from './components/public-chat';
import { publicChatRealtime } from './realtime';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);
const socket = () => net.sockets.at(-1)!;

// jsdom has no font loading; Mantine's autosize field listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

beforeEach(() => {
  signInForTest();
  resetNotifyState();
  chatRefusals.clear();
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(7));
  act(() => acceptLogin(socket(), 7));
  const shell = shellServer();
  stubFetch((method, path, body) =>
    path.startsWith('/api/events/demo/chat/public/1/') ? { body: { count: 0, next: null, previous: null, results: [] } } : shell(method, path, body),
  );
});
afterEach(() => realtime.dispose());

async function chat() {
  const view = renderUi(<><PublicChat eventSlug="demo" chatId={1} /><Notifications /></>);
  const stop = publicChatRealtime({ client: realtime, queryClient: view.queryClient });
  await screen.findByText('No messages yet');
  return { ...view, stop };
}

const refuse = (detail: string, code: string) => act(() => socket().fire('event_error', { event: 'send_public_message', detail, code }));

/** Spec 3 §4 and §8: a refused message says 'can not send a message'; a lasting refusal disables the chat. */
describe('a refused public message', () => {
  it('disables the chat of a closed space with the reason, until the person tries again', async () => {
    const { stop } = await chat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(socket().sent('send_public_message')).toEqual([{ chat_id: 1, text: 'Hello' }]));
    refuse('This space is closed.', 'space_closed');
    const notice = await screen.findByTestId('chat-disabled');
    expect(notice.textContent).toContain('can not send a message');
    expect(notice.textContent).toContain('This space is closed.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByText('Not sent')).toBeTruthy();
    await userEvent.click(screen.getByTestId('chat-disabled-retry'));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
    stop();
  });

  it('keeps the message field after a refusal that passes (too many messages), and says why', async () => {
    const { stop } = await chat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(socket().sent('send_public_message')).toHaveLength(1));
    refuse('Too many "send_public_message" events. Please try again in 2 seconds.', 'throttled');
    expect(await screen.findByText('Too many "send_public_message" events. Please try again in 2 seconds.')).toBeTruthy();
    expect(screen.getByText('can not send a message')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.queryByTestId('chat-disabled')).toBeNull();
    stop();
  });
});

/** The server words a refusal in English; the person reads it, and 'can not send a message', in the app's language (decision 0073). */
const inLanguage: Record<CatalogueLocale, { title: string; closed: string; throttled: string }> = {
  'en-US': { title: 'can not send a message', closed: 'This space is closed.', throttled: 'Too many "send_public_message" events. Please try again in 2 seconds.' },
  nl: { title: 'kan geen bericht versturen', closed: 'Deze ruimte is gesloten.', throttled: 'Te veel "send_public_message"-berichten. Probeer het over 2 seconden opnieuw.' },
  de: { title: 'Nachricht kann nicht gesendet werden', closed: 'Dieser Bereich ist geschlossen.', throttled: 'Zu viele "send_public_message"-Ereignisse. Bitte versuchen Sie es in 2 Sekunden erneut.' },
  'vi-VN': { title: 'không thể gửi tin nhắn', closed: 'Không gian này đã đóng.', throttled: 'Quá nhiều sự kiện "send_public_message". Vui lòng thử lại sau 2 giây.' },
};

describe.each(Object.entries(inLanguage))('a refused public message in %s', (locale, want) => {
  afterEach(() => i18n.changeLanguage('en-US'));

  it('says why in that language, in the notification and where the disabled chat says it', async () => {
    const { stop } = await chat();
    const field = screen.getByRole('textbox');
    await userEvent.type(field, 'Hello{Enter}');
    await userEvent.type(field, 'Again{Enter}');
    await waitFor(() => expect(socket().sent('send_public_message')).toHaveLength(2));
    await act(() => i18n.changeLanguage(locale));
    refuse('Too many "send_public_message" events. Please try again in 2 seconds.', 'throttled');
    expect(await screen.findByText(want.throttled)).toBeTruthy();
    refuse('This space is closed.', 'space_closed');
    const notice = await screen.findByTestId('chat-disabled');
    expect(notice.textContent).toContain(want.title);
    expect(notice.textContent).toContain(want.closed);
    stop();
  });
});
