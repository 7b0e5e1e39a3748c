import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../api/tokens';
import type { FakeSocket } from './fake-socket';
import { realtime } from './realtime';

// The app's client with the real token store; Socket.IO itself is a fake the test plays.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[], options: [] as unknown[] }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('./fake-socket');
  return {
    io: (options: unknown) => {
      const socket = new FakeSocket();
      net.sockets.push(socket);
      net.options.push(options);
      return socket;
    },
  };
});

const token = (sub: number) => `h.${btoa(JSON.stringify({ sub: String(sub), exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

afterEach(() => {
  tokenStore.clear();
  realtime.setEventSlug(null);
});

describe('the app realtime connection', () => {
  it('loads Socket.IO and connects once signed in within an event, and closes the socket when the tokens go (logout)', async () => {
    realtime.setEventSlug('demo');
    expect(net.sockets).toHaveLength(0);
    tokenStore.set({ access: token(7), refresh: 'r' });
    await vi.waitFor(() => expect(net.sockets).toHaveLength(1));
    const socket = net.sockets[0]!;
    // Reconnecting is the client's own: Socket.IO must not retry behind its back.
    expect(net.options[0]).toMatchObject({ path: '/socket.io', transports: ['websocket'], autoConnect: false, reconnection: false });
    expect(socket.connect).toHaveBeenCalledTimes(1);
    socket.fire('connect');
    socket.fire('authenticated', { user_id: 7, event_slug: 'demo' });
    expect(realtime.getStatus()).toEqual({ connected: true, loggedIn: true });

    tokenStore.clear();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(realtime.getStatus()).toEqual({ connected: false, loggedIn: false });
  });

  it('closes the socket when another tab signs out (the tokens leave localStorage)', async () => {
    realtime.setEventSlug('demo');
    tokenStore.set({ access: token(8), refresh: 'r' });
    await vi.waitFor(() => expect(net.sockets.at(-1)!.connect).toHaveBeenCalled());
    const socket = net.sockets.at(-1)!;
    socket.fire('connect');
    localStorage.removeItem('foyer.tokens');
    window.dispatchEvent(new StorageEvent('storage', { key: 'foyer.tokens' }));
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });
});
