import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoothVisitor } from '@foyer/contracts';
import { fakeToken, renderUi } from '@/app/test-utils';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { VisitorsList } from './components/visitors-list';
import { boothsRealtime, useBoothPresence } from './realtime';

// The app's realtime client as it is, on a fake socket: the test plays the server and the network.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;
const visitor = (id: number, first_name: string): BoothVisitor => ({ id, first_name, last_name: 'Visitor', mugshot: null, do_not_disturb: false });

/** The server accepts the login the client sends on each connect. */
function loggedIn() {
  act(() => acceptLogin(socket(), 3));
}

/** The connection drops and comes back (same Socket.IO socket, as its reconnection does). */
function reconnect() {
  act(() => socket().fire('disconnect'));
  loggedIn();
}

beforeEach(() => {
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(3));
});
afterEach(() => realtime.dispose());

describe('booth visitor list', () => {
  it('subscribes again after the connection comes back, and after a new login on the same connection', async () => {
    loggedIn();
    const ui = renderUi(<VisitorsList eventSlug="demo" boothId={100} enabled />);
    const stopBinding = boothsRealtime({ client: realtime, queryClient: ui.queryClient });
    expect(socket().sent('subscribe_to_booth_vistors')).toEqual([{ booth_id: 100 }]);
    expect(await screen.findByText('Nobody is visiting right now')).toBeDefined();
    act(() => socket().fire('booth_visitors', { booth_id: 100, users: [visitor(20, 'Priya')] }));
    expect(await screen.findByText('Priya Visitor')).toBeDefined();

    reconnect();
    expect(socket().sent('subscribe_to_booth_vistors')).toEqual([{ booth_id: 100 }, { booth_id: 100 }]);
    // The server answers the new subscription with who is there now; arrivals reach the list again.
    act(() => socket().fire('booth_visitors', { booth_id: 100, users: [visitor(21, 'Marco')] }));
    act(() => socket().fire('joined_booth_space', { booth_id: 100, user: visitor(22, 'Hana') }));
    expect(await screen.findByText('Hana Visitor')).toBeDefined();
    expect(screen.getByText('Marco Visitor')).toBeDefined();
    expect(screen.queryByText('Priya Visitor')).toBeNull();

    // A refreshed token logs the same socket in again (logins are 1 s apart at least), and the server
    // forgets its rooms then too.
    const refreshed = fakeToken(3).replace('.s', '.t');
    act(() => realtime.setToken(refreshed));
    await waitFor(() => expect(socket().sent('login').at(-1)).toEqual({ token: refreshed, event_slug: 'demo' }), { timeout: 2000 });
    act(() => socket().fire('authenticated', { user_id: 3, event_slug: 'demo' }));
    expect(socket().sent('subscribe_to_booth_vistors')).toHaveLength(3);
    expect(net.sockets).toHaveLength(1);

    ui.unmount();
    stopBinding();
    expect(socket().sent('unsubscribe_from_booth_vistors')).toEqual([{ booth_id: 100 }]);
    reconnect();
    expect(socket().sent('subscribe_to_booth_vistors')).toHaveLength(3);
  });

  it('subscribes once when opened before the first login (the queued send goes at login)', () => {
    renderUi(<VisitorsList eventSlug="demo" boothId={100} enabled />);
    expect(socket().sent('subscribe_to_booth_vistors')).toEqual([]);
    loggedIn();
    expect(socket().sent('subscribe_to_booth_vistors')).toEqual([{ booth_id: 100 }]);
  });
});

describe('booth presence', () => {
  it('says the visitor is at the booth again after a reconnect, and leaves once', () => {
    loggedIn();
    const presence = renderHook(() => useBoothPresence(100, true));
    expect(socket().sent('join_booth_space')).toEqual([{ booth_id: 100 }]);
    reconnect();
    expect(socket().sent('join_booth_space')).toEqual([{ booth_id: 100 }, { booth_id: 100 }]);
    presence.unmount();
    expect(socket().sent('leave_booth_space')).toEqual([{ booth_id: 100 }]);
    reconnect();
    expect(socket().sent('join_booth_space')).toHaveLength(2);
  });

  it('is not said for a neighbour in the carousel', () => {
    loggedIn();
    renderHook(() => useBoothPresence(100, false));
    expect(socket().sent('join_booth_space')).toEqual([]);
  });
});
