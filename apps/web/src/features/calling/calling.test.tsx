import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, renderUi } from '@/app/test-utils';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { CallButton, canCall } from './call-button';
import { callingStore } from './calling-store';
import { callingRealtime } from './realtime';

// The app's realtime client on a fake socket: the test plays the server and the other person.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;
const hana = { id: 9, first_name: 'Hana', last_name: 'Sato', mugshot: null, do_not_disturb: false };
function loggedIn() {
  act(() => acceptLogin(socket(), 3));
}

beforeEach(() => {
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(3));
  loggedIn();
});
afterEach(() => {
  realtime.dispose();
  act(() => {
    callingStore.setOutgoing(null);
    callingStore.setIncoming(null);
  });
});

describe('call button', () => {
  it('calls only people online and not on do-not-disturb', () => {
    expect(canCall({ is_online: true, do_not_disturb: false })).toBe(true);
    expect(canCall({ is_online: false, do_not_disturb: false })).toBe(false);
    expect(canCall({ is_online: true, do_not_disturb: true })).toBe(false);
    renderUi(
      <>
        <CallButton eventSlug="demo" person={{ ...hana, is_online: false }} compact />
        <CallButton eventSlug="demo" person={{ ...hana, id: 10, is_online: true, do_not_disturb: true }} compact />
        <CallButton eventSlug="demo" person={{ ...hana, id: 11, is_online: true }} compact />
      </>,
    );
    const buttons = screen.getAllByTestId('attendee-call');
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true, false]);
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Hana Sato is offline');
    expect(buttons[1]!.getAttribute('aria-label')).toBe('Hana Sato does not want to be disturbed');
  });

  it("rings the callee and shows the server's refusal: You're already in a call", async () => {
    const ui = renderUi(<CallButton eventSlug="demo" person={{ ...hana, is_online: true }} compact />);
    const stop = callingRealtime({ client: realtime, queryClient: ui.queryClient });
    fireEvent.click(screen.getByTestId('attendee-call'));
    expect(await screen.findByText('Calling Hana Sato…')).toBeDefined();
    expect(socket().sent('send_to_user')).toEqual([{ user_id: 9, event: 'invited_for_new_videocall', data: {} }]);
    act(() => socket().fire('event_error', { event: 'send_to_user', detail: "You're already in a call", code: 'already_in_call' }));
    expect(await screen.findByText("You're already in a call")).toBeDefined();
    stop();
  });

  it("closes the caller's modal and goes to the call the callee made when they accept", async () => {
    const ui = renderUi(<CallButton eventSlug="demo" person={{ ...hana, is_online: true }} compact />);
    const stop = callingRealtime({ client: realtime, queryClient: ui.queryClient });
    fireEvent.click(screen.getByTestId('attendee-call'));
    await screen.findByText('Calling Hana Sato…');
    act(() => socket().fire('invite_accepted', { user: hana, videocall_id: 44 }));
    await waitFor(() => expect(ui.router.state.location.pathname).toBe('/demo/videocall/44'));
    expect(screen.queryByText('Calling Hana Sato…')).toBeNull();
    stop();
  });
});

describe('invite modal', () => {
  it('opens for an invite wherever the person is; decline answers the caller; a cancel says so', async () => {
    const ui = renderUi(<div />);
    const stop = callingRealtime({ client: realtime, queryClient: ui.queryClient });
    act(() => socket().fire('invited_for_new_videocall', { user: hana, event_slug: 'demo' }));
    expect(await screen.findByText('Hana Sato is calling you')).toBeDefined();
    fireEvent.click(screen.getByTestId('calling-decline'));
    expect(socket().sent('send_to_user').at(-1)).toEqual({ user_id: 9, event: 'invite_rejected', data: {} });
    await waitFor(() => expect(screen.queryByText('Hana Sato is calling you')).toBeNull());

    act(() => socket().fire('newVideoCallInvited', { user: hana, event_slug: 'demo' }));
    expect(await screen.findByText('Hana Sato is calling you')).toBeDefined();
    act(() => socket().fire('inviteCancelled', { user: hana }));
    expect(await screen.findByText('Hana Sato cancelled the call')).toBeDefined();
    stop();
  });
});
