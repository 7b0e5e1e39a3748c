import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { realtime } from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { eventKeys } from '@/shared/session/event-queries';
import { spacesRealtime } from '@/features/spaces';
import { mapKeys } from './api';
import { mapsRealtime } from './realtime';

const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal(), net.sockets));

describe('what an organiser changes reaches pages already open', () => {
  it('reads the menu again on updated_navigation, and a changed map on updated_map, of this event only', () => {
    const queryClient = new QueryClient();
    const stops = [spacesRealtime({ client: realtime, queryClient }), mapsRealtime({ client: realtime, queryClient })];
    queryClient.setQueryData(eventKeys.navigation('demo'), { count: 0, next: null, previous: null, results: [] });
    queryClient.setQueryData(mapKeys.detail('demo', 'venue'), { meta: { id: 1 } });
    queryClient.setQueryData(mapKeys.detail('demo', 'terrace'), { meta: { id: 2 } });
    realtime.setEventSlug('demo');
    realtime.setToken('token');
    const socket = net.sockets[0]!;
    acceptLogin(socket, 2);

    socket.fire('updated_navigation', { event_slug: 'other' });
    socket.fire('updated_map', { event_slug: 'other', id: 1, slug: 'venue' });
    expect(queryClient.getQueryState(eventKeys.navigation('demo'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(mapKeys.detail('demo', 'venue'))?.isInvalidated).toBe(false);

    socket.fire('updated_navigation', { event_slug: 'demo' });
    socket.fire('updated_map', { event_slug: 'demo', id: 1, slug: 'venue' });
    expect(queryClient.getQueryState(eventKeys.navigation('demo'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(mapKeys.detail('demo', 'venue'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(mapKeys.detail('demo', 'terrace'))?.isInvalidated).toBe(false);
    stops.forEach((stop) => stop());
  });
});
