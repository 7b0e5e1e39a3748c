import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Videocall } from '@foyer/contracts';
import { fakeToken } from '@/app/test-utils';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { videocallKeys } from './api';
import { videocallsRealtime } from './realtime';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;
const user = (id: number) => ({ id, first_name: `P${id}`, last_name: 'X', mugshot: null, do_not_disturb: false });
const call = (version: number, people: number[]): Videocall => ({
  id: 5, display_name: 'Call', status: 'open', admin_id: 1, admin: 1, speaker: null, users: people.map(user), mugshots: [], x_position: null, y_position: null,
  networking_page: null, capacity: 10, permanent: false, ended: false, version,
});

beforeEach(() => {
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(3));
});
afterEach(() => realtime.dispose());

describe('updated_videocall', () => {
  it('keeps the newer version of the call when an older broadcast arrives after it', () => {
    act(() => acceptLogin(socket(), 3));
    const queryClient = new QueryClient();
    const stop = videocallsRealtime({ client: realtime, queryClient });
    const cached = () => queryClient.getQueryData<Videocall>(videocallKeys.detail('demo', 5))?.users.map((u) => u.id);
    // Two people joined at once: the second join's broadcast (version 8) comes before the first's (version 7).
    act(() => socket().fire('updated_videocall', call(8, [1, 2, 3])));
    act(() => socket().fire('updated_videocall', call(7, [1, 2])));
    expect(cached()).toEqual([1, 2, 3]);
    // A newer one still replaces it, and one of the same version too (the same state).
    act(() => socket().fire('updated_videocall', call(9, [1, 3])));
    expect(cached()).toEqual([1, 3]);
    act(() => socket().fire('updated_videocall', { ...call(9, [1, 3]), display_name: 'Same' }));
    expect(queryClient.getQueryData<Videocall>(videocallKeys.detail('demo', 5))?.display_name).toBe('Same');
    stop();
  });
});
