import { act } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@/app/test-utils';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { sessionKeys } from '@/shared/session/session';
import { moderationRealtime } from './silence';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;

beforeEach(() => {
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(7));
  act(() => acceptLogin(socket(), 7));
});
afterEach(() => realtime.dispose());

describe('a ban told live', () => {
  it('asks who I am again, so the refusal naming the ban takes me out of the event', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = moderationRealtime({ client: realtime, queryClient });
    let banned = false;
    const observer = new QueryObserver(queryClient, {
      queryKey: sessionKeys.currentUser('demo'),
      queryFn: async () => {
        if (banned) throw new Error('You are banned from this event. Reason: Spam');
        return { id: 7 };
      },
    });
    const seen: string[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.status));
    await vi.waitFor(() => expect(seen.at(-1)).toBe('success'));

    banned = true;
    act(() => socket().fire('moderation_banned', { event_slug: 'demo', reason: 'Spam', until: null }));
    await vi.waitFor(() => expect(seen.at(-1)).toBe('error'));
    unsubscribe();
    stop();
  });
});
