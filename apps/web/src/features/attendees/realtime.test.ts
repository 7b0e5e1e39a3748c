import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { attendeeKeys } from './api';
import { attendeeSubscriptions, subscriptionBatchMs } from './realtime';
import { attendeesRealtime } from './realtime-binding';

const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal(), net.sockets));

afterEach(() => vi.useRealTimers());

describe('attendee subscriptions across logins', () => {
  it('subscribes the people on screen again at once after a new login and reads them again', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const stopBinding = attendeesRealtime({ client: realtime, queryClient });
    const list = attendeeKeys.list('demo', { search: '', tags: {}, scope: null }, 25, 25);
    const card = attendeeKeys.detail('demo', 3);
    queryClient.setQueryData(list, { pages: [{ count: 1, results: [] }], pageParams: [0] });
    queryClient.setQueryData(card, { id: 3 });

    realtime.setEventSlug('demo');
    realtime.setToken('first-token');
    const socket = net.sockets[0]!;
    acceptLogin(socket, 2);
    attendeeSubscriptions.add([3, 4]);
    await vi.advanceTimersByTimeAsync(subscriptionBatchMs);
    expect(socket.sent('subscribe_to_attendees')).toEqual([{ user_ids: [3, 4] }]);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false);

    // A token refresh logs the socket in again: the server has forgotten its rooms.
    realtime.setToken('second-token');
    expect(realtime.getStatus().loggedIn).toBe(false);
    socket.fire('authenticated', { user_id: 2, event_slug: 'demo' });
    // At once, not after the next batch: updates until then would be lost.
    expect(socket.sent('subscribe_to_attendees')).toEqual([{ user_ids: [3, 4] }, { user_ids: [3, 4] }]);
    // What changed while out of the rooms is read again.
    await vi.waitFor(() => expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(card)?.isInvalidated).toBe(true);

    attendeeSubscriptions.remove([3, 4]);
    stopBinding();
  });
});
