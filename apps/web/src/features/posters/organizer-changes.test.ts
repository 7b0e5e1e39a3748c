import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { realtime } from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { posterKeys } from './api';
import { postersRealtime } from './realtime';

const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal(), net.sockets));

describe('what an organiser changes in a poster hall reaches pages already open', () => {
  it('reads a changed hall\'s posters on updated_posters, of this event and hall only', () => {
    const queryClient = new QueryClient();
    const stop = postersRealtime({ client: realtime, queryClient });
    const posters = [...posterKeys.lists('demo', 'hall'), { limit: 10 }];
    const otherPosters = [...posterKeys.lists('demo', 'annex'), { limit: 10 }];
    for (const key of [posters, otherPosters]) queryClient.setQueryData(key, { count: 0 });
    realtime.setEventSlug('demo');
    realtime.setToken('token');
    const socket = net.sockets[0]!;
    acceptLogin(socket, 2);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    socket.fire('updated_posters', { event_slug: 'other', id: 2, slug: 'hall' });
    expect(invalidated(posters)).toBe(false);

    socket.fire('updated_posters', { event_slug: 'demo', id: 2, slug: 'hall' });
    expect([invalidated(posters), invalidated(otherPosters)]).toEqual([true, false]);
    stop();
  });
});
