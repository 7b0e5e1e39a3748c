import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { UpdatedPublishedSpace } from '@foyer/contracts';
import type { RealtimeClient } from '@/shared/realtime/client';
import { eventKeys } from '@/shared/session/event-queries';
import { applyPublishedSpace, publishedSpaceBinding } from './realtime';

/** Enough of the realtime client for a binding: one event, the event slug and the login status. */
function fakeClient(eventSlug: string | null) {
  let handler: ((change: UpdatedPublishedSpace) => void) | null = null;
  const statusListeners = new Set<() => void>();
  let loggedIn = true;
  const client = {
    on: (_event: string, h: (change: UpdatedPublishedSpace) => void) => {
      handler = h;
      return () => (handler = null);
    },
    getEventSlug: () => eventSlug,
    getStatus: () => ({ connected: loggedIn, loggedIn }),
    subscribeStatus: (l: () => void) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
  };
  return {
    client: client as unknown as RealtimeClient,
    emit: (change: UpdatedPublishedSpace) => handler?.(change),
    reconnect: () => {
      loggedIn = false;
      statusListeners.forEach((l) => l());
      loggedIn = true;
      statusListeners.forEach((l) => l());
    },
  };
}

const change: UpdatedPublishedSpace = { id: 7, type: 'posters', slug: 'poster-hall', published: false };

describe('publishedSpaceBinding', () => {
  it('applies each change to the event the socket is in, and refreshes after a reconnect', () => {
    const apply = vi.fn();
    const refresh = vi.fn();
    const queryClient = new QueryClient();
    const fake = fakeClient('demo');
    const stop = publishedSpaceBinding(apply, refresh)({ client: fake.client, queryClient });
    fake.emit(change);
    expect(apply).toHaveBeenCalledWith(queryClient, 'demo', change);
    fake.reconnect();
    expect(refresh).toHaveBeenCalledWith(queryClient, 'demo');
    stop();
    fake.emit(change);
    fake.reconnect();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside an event', () => {
    const apply = vi.fn();
    const refresh = vi.fn();
    const fake = fakeClient(null);
    publishedSpaceBinding(apply, refresh)({ client: fake.client, queryClient: new QueryClient() });
    fake.emit(change);
    fake.reconnect();
    expect(apply).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('applyPublishedSpace', () => {
  const listed = { id: 1, type: 'map' as const, slug: 'venue', name: 'Venue', published: true };
  const page = (results: (typeof listed)[]) => ({ count: results.length, next: null, previous: null, results });

  it('patches a space the list holds', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(eventKeys.spaces('demo'), page([listed]));
    applyPublishedSpace(queryClient, 'demo', { id: 1, type: 'map', slug: 'venue', published: false });
    expect(queryClient.getQueryData<ReturnType<typeof page>>(eventKeys.spaces('demo'))?.results[0]?.published).toBe(false);
  });

  it('reads the list again when a space it does not hold (closed, so not listed to attendees) opens', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(eventKeys.spaces('demo'), page([listed]));
    applyPublishedSpace(queryClient, 'demo', { id: 9, type: 'presentation', slug: 'stage', published: true });
    expect(queryClient.getQueryState(eventKeys.spaces('demo'))?.isInvalidated).toBe(true);
  });
});
