import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { realtime } from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { cinemaKeys } from './api';
import { cinemaRealtime } from './realtime';

const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal(), net.sockets));

describe('what an organiser changes in a cinema reaches pages already open', () => {
  it('reads a changed cinema\'s films and tags on updated_cinema, of this event and cinema only', () => {
    const queryClient = new QueryClient();
    const stop = cinemaRealtime({ client: realtime, queryClient });
    const films = [...cinemaKeys.movies('demo', 'films'), { limit: 10 }];
    const otherFilms = [...cinemaKeys.movies('demo', 'classics'), { limit: 10 }];
    for (const key of [films, otherFilms, cinemaKeys.space('demo', 'films')]) queryClient.setQueryData(key, { count: 0 });
    realtime.setEventSlug('demo');
    realtime.setToken('token');
    const socket = net.sockets[0]!;
    acceptLogin(socket, 2);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    socket.fire('updated_cinema', { event_slug: 'other', id: 1, slug: 'films' });
    expect(invalidated(films)).toBe(false);

    socket.fire('updated_cinema', { event_slug: 'demo', id: 1, slug: 'films' });
    expect([invalidated(films), invalidated(cinemaKeys.space('demo', 'films')), invalidated(otherFilms)]).toEqual([true, true, false]);
    stop();
  });
});
