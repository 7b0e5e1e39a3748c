import type { QueryClient } from '@tanstack/react-query';
import { eventRoutes, isNewerCall, videocallRoutes, type EventRoleName, type NetworkingPage, type Videocall, type VideocallStatusValue } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export const networkingKeys = {
  area: (eventSlug: string, slug: string) => ['networking', eventSlug, slug] as const,
  access: (eventSlug: string) => ['event-access', eventSlug] as const,
};

/** The person's role in the event (`GET …/access/`): organisers get the controls to arrange the area's calls. */
export function eventAccessQuery(eventSlug: string) {
  return {
    queryKey: networkingKeys.access(eventSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(eventRoutes.access, { params: { eventSlug } }, signal),
    staleTime: 5 * 60_000,
  };
}

/** Owners and organisers arrange any call on an area (decision 0039). */
export const arrangesCalls = (role: EventRoleName | null | undefined) => role === 'owner' || role === 'moderator';

/** What an organiser changes of a call on an area: its name, its status, its place (both coordinates). */
export interface CallArrangement {
  display_name?: string;
  status?: VideocallStatusValue;
  x_position?: number;
  y_position?: number;
}

export function arrangeCall(eventSlug: string, roomId: number, body: CallArrangement): Promise<Videocall> {
  return call(videocallRoutes.update, { params: { eventSlug, roomId }, body });
}

export function networkingQuery(eventSlug: string, slug: string) {
  return {
    queryKey: networkingKeys.area(eventSlug, slug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(videocallRoutes.networking, { params: { eventSlug, networkingSlug: slug } }, signal),
    // Calls change live (`updated_networking_videocall`); a refetch on focus catches what a lost socket missed.
    staleTime: 30_000,
    retry: (failures: number, error: unknown) => failures < 2 && !(error instanceof ApiRequestError && error.status === 404),
  };
}

/** Calls shown on the map: not closed, not ended (spec 2: "Calls with status closed are not shown"). */
export function shownCalls(calls: Videocall[]): Videocall[] {
  return calls.filter((c) => c.status !== 'closed' && !c.ended);
}

/** A call of the area changed: put it in, replace it, or take it off the map. */
export function applyCallUpdate(queryClient: QueryClient, eventSlug: string, updated: Videocall): void {
  if (!updated.networking_page) return;
  queryClient.setQueryData<NetworkingPage>(networkingKeys.area(eventSlug, updated.networking_page), (page) => {
    if (!page) return page;
    // An older broadcast of the call arriving after a newer one (each its own NOTIFY) changes nothing.
    if (!isNewerCall(updated, page.videocalls.find((c) => c.id === updated.id))) return page;
    const others = page.videocalls.filter((c) => c.id !== updated.id);
    const keep = updated.status !== 'closed' && !updated.ended;
    return { ...page, videocalls: keep ? [...others, updated].sort((a, b) => a.id - b.id) : others };
  });
}

export function createCallOnMap(eventSlug: string, networkingPage: string, x: number, y: number): Promise<Videocall> {
  return call(videocallRoutes.create, { params: { eventSlug }, body: { x_position: Math.round(x), y_position: Math.round(y), networking_page: networkingPage } });
}

/** The call room of a call on an area (the call room page is another feature's). */
export const callRoomPath = (eventSlug: string, networkingSlug: string, roomId: number) => `/${eventSlug}/networking/${networkingSlug}/videocall/${roomId}`;
