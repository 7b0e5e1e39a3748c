import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { realtime } from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { eventKeys } from '@/shared/session/event-queries';
import { eventsRealtime } from './realtime';

const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal(), net.sockets));

describe('an owner changing the event settings reaches pages already open', () => {
  it('reads everything cached about this event again on updated_event, and nothing of another event', () => {
    const queryClient = new QueryClient();
    const stop = eventsRealtime({ client: realtime, queryClient });
    const preview = ['events', 'demo', 'preview'];
    queryClient.setQueryData(eventKeys.current('demo'), { id: 1 });
    queryClient.setQueryData(eventKeys.navigation('demo'), { results: [] });
    queryClient.setQueryData(preview, { slug: 'demo' });
    queryClient.setQueryData(eventKeys.current('other'), { id: 2 });
    realtime.setEventSlug('demo');
    realtime.setToken('token');
    const socket = net.sockets[0]!;
    acceptLogin(socket, 2);

    socket.fire('updated_event', { event_slug: 'other', fields: ['name'] });
    expect(queryClient.getQueryState(eventKeys.current('demo'))?.isInvalidated).toBe(false);

    socket.fire('updated_event', { event_slug: 'demo', fields: ['name', 'is_lite'] });
    expect(queryClient.getQueryState(eventKeys.current('demo'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(eventKeys.navigation('demo'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(preview)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(eventKeys.current('other'))?.isInvalidated).toBe(false);
    stop();
  });
});
