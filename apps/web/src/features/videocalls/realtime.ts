import { isNewerCall, type Videocall } from '@foyer/contracts';
import type { RealtimeBinding } from '@/shared/realtime';
import { videocallKeys } from './api';
import { accessRequests, callEvents } from './call-events';

/**
 * Video call events (docs/realtime.md "Video calls"): a call's changes go into the query cache; kick, mute and
 * the answer to one's request go to the call room, access requests to the event's access-request overlay, through
 * `call-events`. The spec-1 aliases (`accessRequested`, `accessRequestCanceled`) carry the same and are not heard twice.
 */
export const videocallsRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const stops = [
    client.on('updated_videocall', (call) => {
      const slug = client.getEventSlug();
      // Two broadcasts of a call can arrive out of order (each its own NOTIFY): the newer version stays.
      if (slug) queryClient.setQueryData<Videocall>(videocallKeys.detail(slug, call.id), (cached) => (isNewerCall(call, cached) ? call : cached));
    }),
    client.on('kicked_from_videocall', ({ videocall_id }) => callEvents.emit({ type: 'kicked', videocallId: videocall_id })),
    client.on('host_muted_videocall', ({ videocall_id }) => callEvents.emit({ type: 'host_muted', videocallId: videocall_id })),
    client.on('replied_videocall_access', ({ accepted, videocallId, expired }) => callEvents.emit({ type: 'access_replied', videocallId, accepted, expired })),
    client.on('requested_videocall_access', ({ videocall_id, user }) => accessRequests.add({ videocallId: videocall_id, user })),
    client.on('canceled_videocall_accesss', ({ videocall_id, user_id }) => accessRequests.remove(videocall_id, user_id)),
  ];
  return () => stops.forEach((stop) => stop());
};
