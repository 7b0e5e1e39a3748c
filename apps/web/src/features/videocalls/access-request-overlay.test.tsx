import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { accessRequests } from './call-events';
import { registerVideocallPlugIns } from './plug-ins';

// The realtime connection is the client's own tests' business; here it must not dial out.
vi.mock('socket.io-client', () => ({
  io: () => ({ connected: false, connect: () => undefined, disconnect: () => undefined, emit: () => undefined, on: () => undefined, off: () => undefined }),
}));

const dan = { id: 10, first_name: 'Dan', last_name: 'Test', mugshot: null, do_not_disturb: false };

/**
 * Issue 24, decision 0067: the access-request modal is the event shell's overlay, so whoever answers for a call
 * is asked on whatever page of the event they are: the lobby, a poster's or a networking area's call room, a
 * meeting's room.
 */
describe('the access-request overlay of the event shell', () => {
  beforeAll(() => registerVideocallPlugIns());
  afterEach(() => act(() => accessRequests.clear(5)));

  it.each(['/demo', '/demo/posters/hall/videocall/5', '/demo/networking/lounge/videocall/5', '/demo/meetings/clinic/room-1'])('asks on %s', async (path) => {
    signInForTest();
    stubFetch(shellServer());
    const app = renderApp(path);
    await screen.findByRole('main');
    expect(app.location()).toBe(path);
    act(() => accessRequests.add({ videocallId: 5, user: dan }));
    const dialog = await screen.findByRole('dialog', { name: 'Join request' });
    expect(dialog.textContent).toContain('Dan Test asks to join the call.');
  });
});
