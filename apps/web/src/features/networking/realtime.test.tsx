import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NetworkingPage, Videocall } from '@foyer/contracts';
import { fakeToken } from '@/app/test-utils';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { networkingKeys } from './api';
import { avatarsStore } from './avatars-store';
import { networkingRealtime, useNetworkingPresence } from './realtime';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;
const user = (id: number) => ({ id, first_name: `P${id}`, last_name: 'X', mugshot: null, do_not_disturb: false });
function loggedIn() {
  act(() => acceptLogin(socket(), 3));
}
const answerJoin = (index: number) => act(async () => socket().acks.get('join_networking_area')![index]!({ ok: true }));

// The hooks' query client, whose invalidations a test reads.
let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
const invalidated = () => vi.mocked(queryClient.invalidateQueries).mock.calls.map(([filters]) => filters?.queryKey);

beforeEach(() => {
  queryClient = new QueryClient();
  vi.spyOn(queryClient, 'invalidateQueries');
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(3));
});
afterEach(() => {
  realtime.dispose();
  vi.useRealTimers();
});

describe('networking presence', () => {
  it('joins, then gives its position (again after a reconnect), throttles moves, leaves and forgets the avatars', async () => {
    loggedIn();
    const { result, unmount } = renderHook(() => useNetworkingPresence('lounge', { x: 500, y: 900 }), { wrapper });
    expect(socket().sent('join_networking_area')).toEqual([{ networking_page: 'lounge' }]);
    // The position goes once the server answered the join (it refuses moves outside the area).
    expect(socket().sent('move_networking_avatar')).toEqual([]);
    await answerJoin(0);
    expect(socket().sent('move_networking_avatar')).toEqual([{ networking_page: 'lounge', x_position: 500, y_position: 900 }]);
    // Once in, the area's calls are read again: a change between the page's read and the join reached no one.
    expect(invalidated()).toEqual([networkingKeys.area('demo', 'lounge')]);

    vi.useFakeTimers();
    act(() => {
      result.current.move(510, 900, false);
      result.current.move(520, 900, false);
      result.current.move(530, 900, false);
    });
    expect(socket().sent('move_networking_avatar')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(100));
    expect(socket().sent('move_networking_avatar').at(-1)).toEqual({ networking_page: 'lounge', x_position: 530, y_position: 900 });
    expect(socket().sent('move_networking_avatar')).toHaveLength(3);
    vi.useRealTimers();

    // The server forgets a dropped socket's rooms: back in, at the last place.
    act(() => socket().fire('disconnect'));
    loggedIn();
    expect(socket().sent('join_networking_area')).toHaveLength(2);
    await answerJoin(1);
    expect(socket().sent('move_networking_avatar').at(-1)).toEqual({ networking_page: 'lounge', x_position: 530, y_position: 900 });
    expect(invalidated()).toHaveLength(2);

    act(() => avatarsStore.replace('lounge', [{ user: user(9), x_position: 1, y_position: 2 }]));
    unmount();
    expect(socket().sent('leave_networking_area')).toEqual([{ networking_page: 'lounge' }]);
    expect(avatarsStore.get('lounge').size).toBe(0);
  });

  it('puts others\' avatars in the store and calls of the area in the cache (closed ones off the map)', () => {
    loggedIn();
    const queryClient = new QueryClient();
    const stop = networkingRealtime({ client: realtime, queryClient });
    const call = (id: number, over: Partial<Videocall> = {}): Videocall => ({
      id, display_name: `Call ${id}`, status: 'open', admin_id: 1, admin: 1, speaker: null, users: [], mugshots: [], x_position: 10, y_position: 20,
      networking_page: 'lounge', capacity: 10, permanent: false, ended: false, ...over,
    });
    const page: NetworkingPage = { meta: { id: 1, slug: 'lounge', name: 'Lounge', published: true, image: null, max_calls: 20, chat_id: null }, videocalls: [call(1)] };
    queryClient.setQueryData(networkingKeys.area('demo', 'lounge'), page);

    act(() => socket().fire('networking_avatars', { networking_page: 'lounge', avatars: [{ user: user(7), x_position: 5, y_position: 6 }] }));
    act(() => socket().fire('networking_avatar_moved', { networking_page: 'lounge', user: user(8), x_position: 50, y_position: 60 }));
    act(() => socket().fire('networking_avatar_moved', { networking_page: 'lounge', user: user(7), x_position: 70, y_position: 80 }));
    expect([...avatarsStore.get('lounge').values()].map((a) => [a.user.id, a.x_position])).toEqual([[7, 70], [8, 50]]);
    act(() => socket().fire('networking_avatar_left', { networking_page: 'lounge', user_id: 7 }));
    expect([...avatarsStore.get('lounge').keys()]).toEqual([8]);

    const cached = () => queryClient.getQueryData<NetworkingPage>(networkingKeys.area('demo', 'lounge'))!.videocalls.map((c) => c.id);
    act(() => socket().fire('updated_networking_videocall', call(2)));
    expect(cached()).toEqual([1, 2]);
    // An older broadcast of call 2 arriving after a newer one changes nothing (decision 0061).
    act(() => socket().fire('updated_networking_videocall', call(2, { version: 6, users: [user(4), user(5)] })));
    act(() => socket().fire('updated_networking_videocall', call(2, { version: 5, users: [user(4)] })));
    expect(queryClient.getQueryData<NetworkingPage>(networkingKeys.area('demo', 'lounge'))!.videocalls.find((c) => c.id === 2)!.users.map((u) => u.id)).toEqual([4, 5]);
    act(() => socket().fire('updated_networking_videocall', call(1, { status: 'closed' })));
    expect(cached()).toEqual([2]);
    stop();
    avatarsStore.clear('lounge');
  });
});
