import { networkingMoveThrottleMs } from '@foyer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { realtime, type RealtimeBinding } from '@/shared/realtime';
import { stayInRoom } from '@/shared/realtime/binding';
import { applyCallUpdate, networkingKeys } from './api';
import { avatarsStore } from './avatars-store';
import { throttle } from './throttle';

/**
 * The networking map's socket events (docs/realtime.md "Networking map avatars"): calls of the area into the
 * query cache, other people's avatars into the avatars store.
 */
export const networkingRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const stops = [
    client.on('updated_networking_videocall', (call) => {
      const slug = client.getEventSlug();
      if (slug) applyCallUpdate(queryClient, slug, call);
    }),
    client.on('networking_avatars', ({ networking_page, avatars }) => avatarsStore.replace(networking_page, avatars)),
    client.on('networking_avatar_moved', ({ networking_page, ...avatar }) => avatarsStore.move(networking_page, avatar)),
    client.on('networking_avatar_left', ({ networking_page, user_id }) => avatarsStore.remove(networking_page, user_id)),
  ];
  return () => stops.forEach((stop) => stop());
};

/** One visit of an area: where the person last stood, and their throttled moves. */
class AreaVisit {
  last: { x: number; y: number } | null = null;
  private readonly sender;

  constructor(private readonly area: string) {
    this.sender = throttle((x: number, y: number) => {
      realtime.sendVolatile('move_networking_avatar', { networking_page: this.area, x_position: x, y_position: y });
    }, networkingMoveThrottleMs);
  }

  /** Throttled; `final` (a drag ended, a key pressed) sends the held position at once. */
  move(x: number, y: number, final: boolean): void {
    this.last = { x, y };
    this.sender.call(x, y);
    if (final) this.sender.flush();
  }

  /** Joins the area and, once in, says where the person stands (not volatile); answers the join's answer. */
  async enter(): Promise<unknown> {
    const answer = await realtime.request('join_networking_area', { networking_page: this.area });
    if ((answer as { ok?: boolean } | undefined)?.ok && this.last) {
      realtime.send('move_networking_avatar', { networking_page: this.area, x_position: this.last.x, y_position: this.last.y });
    }
    return answer;
  }

  leave(): void {
    this.sender.cancel();
    realtime.send('leave_networking_area', { networking_page: this.area });
    avatarsStore.clear(this.area);
  }
}

/**
 * The person is on the area while its page is open: `join_networking_area`, then their position (again
 * after a new login, as the server forgets a dropped socket's rooms), `leave_networking_area` on leaving.
 * Once in, the area's calls are read again: a call changed between the page's read and the join reached no
 * one here. Answers the visit, whose `move` sends positions throttled (the last one always goes).
 */
export function useNetworkingPresence(area: string, start: { x: number; y: number } | null): AreaVisit {
  const queryClient = useQueryClient();
  const visit = useMemo(() => new AreaVisit(area), [area]);
  const ready = start !== null;
  const startX = start?.x;
  const startY = start?.y;
  useEffect(() => {
    if (!ready || startX === undefined || startY === undefined) return;
    visit.last ??= { x: startX, y: startY };
    return stayInRoom(
      realtime,
      () => visit.enter(),
      () => visit.leave(),
      () => {
        const eventSlug = realtime.getEventSlug();
        if (eventSlug) void queryClient.invalidateQueries({ queryKey: networkingKeys.area(eventSlug, area) });
      },
    );
    // Entered once per visit: later positions go through `move`, not a new join.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visit, ready]);
  return visit;
}
