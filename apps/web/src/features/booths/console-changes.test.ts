import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { realtime } from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { boothKeys } from './api';
import { boothsRealtime } from './realtime';

const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal(), net.sockets));

describe('what the console changes of a booth reaches pages already open', () => {
  it('reads the event\'s booth pages and lists again on updated_booth, of this event only', () => {
    const queryClient = new QueryClient();
    const stop = boothsRealtime({ client: realtime, queryClient });
    queryClient.setQueryData(boothKeys.detail('demo', 'acme'), { id: 1 });
    queryClient.setQueryData(boothKeys.list('demo', 'hall', { limit: 10 }), { count: 0, results: [] });
    queryClient.setQueryData(boothKeys.detail('other', 'acme'), { id: 2 });
    realtime.setEventSlug('demo');
    realtime.setToken('token');
    const socket = net.sockets[0]!;
    acceptLogin(socket, 2);

    socket.fire('updated_booth', { event_slug: 'other', id: 2, slug: 'acme' });
    expect(queryClient.getQueryState(boothKeys.detail('demo', 'acme'))?.isInvalidated).toBe(false);

    socket.fire('updated_booth', { event_slug: 'demo', id: 1, slug: 'acme' });
    expect(queryClient.getQueryState(boothKeys.detail('demo', 'acme'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(boothKeys.list('demo', 'hall', { limit: 10 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(boothKeys.detail('other', 'acme'))?.isInvalidated).toBe(false);
    stop();
    realtime.dispose();
  });
});
