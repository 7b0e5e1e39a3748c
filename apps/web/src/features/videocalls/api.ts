import type { QueryClient } from '@tanstack/react-query';
import { isNewerCall, videocallRoutes, type Videocall, type VideocallStatusValue } from '@foyer/contracts';
import { call } from '@/shared/api/http';

export const videocallKeys = {
  detail: (eventSlug: string, id: number) => ['videocalls', eventSlug, id] as const,
};

/** The call as the room shows it (`GET …/videocalls/{id}/`); `updated_videocall` keeps it current, the newer version winning. */
export function videocallQuery(eventSlug: string, id: number) {
  return {
    queryKey: videocallKeys.detail(eventSlug, id),
    queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }): Promise<Videocall> => {
      const read = await call(videocallRoutes.detail, { params: { eventSlug, videocallId: id } }, signal);
      // A broadcast heard while the read was on its way may be newer than the reply (decision 0061).
      const cached = client.getQueryData<Videocall>(videocallKeys.detail(eventSlug, id));
      return cached && !isNewerCall(read, cached) ? cached : read;
    },
    staleTime: 30_000,
    retry: false,
  };
}

/** `GET …/videocalls/{id}/access_requests/`: who is waiting to be let in (the admin only). */
export function fetchAccessRequests(eventSlug: string, videocallId: number, signal?: AbortSignal) {
  return call(videocallRoutes.accessRequests, { params: { eventSlug, videocallId } }, signal);
}

/** `POST …/videocalls/join/ {room}` → `{jwt, videocall}`; a refusal throws with the server's code and detail. */
export function joinVideocall(eventSlug: string, room: number) {
  return call(videocallRoutes.join, { params: { eventSlug }, body: { room } });
}

export type VideocallChange = { display_name: string } | { status: VideocallStatusValue } | { speaker: number | null };

/** `PUT …/videocalls/{roomId}/` with one of display_name, status or speaker (the admin only). */
export function updateVideocall(eventSlug: string, roomId: number, body: VideocallChange): Promise<Videocall> {
  return call(videocallRoutes.update, { params: { eventSlug, roomId }, body });
}
