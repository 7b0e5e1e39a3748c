import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BoothVisitor } from '@foyer/contracts';
import { bindAll, realtime, type RealtimeBinding } from '@/shared/realtime';
import { onLoggedInAgain } from '@/shared/realtime/binding';
import { boothKeys } from './api';

function setVisitors(queryClient: QueryClient, eventSlug: string, boothId: number, update: (users: BoothVisitor[]) => BoothVisitor[]) {
  queryClient.setQueryData<BoothVisitor[]>(boothKeys.visitors(eventSlug, boothId), (users) => update(users ?? []));
}

/**
 * `updated_booth`: the console changed a booth (or several); open booth pages, lists and categories of the
 * event read again.
 */
const changedBooths: RealtimeBinding = ({ client, queryClient }) =>
  client.on('updated_booth', (change) => {
    if (change.event_slug === client.getEventSlug()) void queryClient.invalidateQueries({ queryKey: boothKeys.all(change.event_slug) });
  });

/**
 * Booth visitors (docs/realtime.md "Booth visitors"): the list a staff member subscribed to, kept in the
 * query cache under `boothKeys.visitors`.
 */
const boothVisitorsRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const slug = () => client.getEventSlug();
  const stops = [
    client.on('booth_visitors', ({ booth_id, users }) => {
      const s = slug();
      if (s) setVisitors(queryClient, s, booth_id, () => users);
    }),
    client.on('joined_booth_space', ({ booth_id, user }) => {
      const s = slug();
      if (s) setVisitors(queryClient, s, booth_id, (users) => [...users.filter((u) => u.id !== user.id), user]);
    }),
    client.on('left_booth_space', ({ booth_id, user }) => {
      const s = slug();
      if (s) setVisitors(queryClient, s, booth_id, (users) => users.filter((u) => u.id !== user.id));
    }),
  ];
  return () => stops.forEach((stop) => stop());
};

/** The booths feature's realtime binding: visitor lists, and booths the console changed. */
export const boothsRealtime = bindAll(boothVisitorsRealtime, changedBooths);

/**
 * Sends `start` now and again after each new login, and `stop` at the end. The server forgets a socket's
 * booth visits and visitor subscriptions when the connection drops or the socket logs in again (a new
 * token), so both are said again; a send made while logged out waits in the client's queue instead.
 */
function sayWhileOpen(start: () => void, stop: () => void): () => void {
  start();
  const stopListening = onLoggedInAgain(realtime, start);
  return () => {
    stopListening();
    stop();
  };
}

/** The person is at the booth while its page is open: `join_booth_space` on open, `leave_booth_space` on leave. */
export function useBoothPresence(boothId: number | undefined, active: boolean): void {
  useEffect(() => {
    if (!boothId || !active) return;
    return sayWhileOpen(
      () => realtime.send('join_booth_space', { booth_id: boothId }),
      () => realtime.send('leave_booth_space', { booth_id: boothId }),
    );
  }, [boothId, active]);
}

/** Live visitors of a booth for its staff: subscribes while shown; the binding above fills the cache. */
export function useBoothVisitors(eventSlug: string, boothId: number, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    return sayWhileOpen(
      () => realtime.send('subscribe_to_booth_vistors', { booth_id: boothId }),
      () => realtime.send('unsubscribe_from_booth_vistors', { booth_id: boothId }),
    );
  }, [boothId, enabled]);
  return useQuery<BoothVisitor[]>({
    queryKey: boothKeys.visitors(eventSlug, boothId),
    // The socket fills this list; until `booth_visitors` arrives nobody is known to be there.
    queryFn: () => Promise.resolve([]),
    staleTime: Infinity,
    enabled,
  });
}
