import type { BasicUser } from '@foyer/contracts';
import { realtime } from '@/shared/realtime';

/**
 * What the socket tells the call room (kick, mute, the admin's answer to an access request) and the
 * access requests waiting for an admin. Filled by the realtime binding, read by the call room; small, as it
 * loads with the bridge for every signed-in page.
 */
export type CallSignal =
  | { type: 'kicked'; videocallId: number }
  | { type: 'host_muted'; videocallId: number }
  | { type: 'access_replied'; videocallId: number; accepted: boolean; expired?: boolean };

export interface AccessRequest {
  videocallId: number;
  user: BasicUser;
}

const signalListeners = new Set<(signal: CallSignal) => void>();
let requests: AccessRequest[] = [];
const requestListeners = new Set<() => void>();

function setRequests(next: AccessRequest[]): void {
  requests = next;
  for (const l of requestListeners) l();
}

export const callEvents = {
  emit(signal: CallSignal): void {
    for (const l of signalListeners) l(signal);
  },
  listen(listener: (signal: CallSignal) => void): () => void {
    signalListeners.add(listener);
    return () => signalListeners.delete(listener);
  },
};

/** Access requests the person may answer (calls they administer; an area's calls for organisers), oldest first; one per person and call. */
export const accessRequests = {
  get: (): AccessRequest[] => requests,
  subscribe(listener: () => void): () => void {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
  add(request: AccessRequest): void {
    setRequests([...requests.filter((r) => !(r.videocallId === request.videocallId && r.user.id === request.user.id)), request]);
  },
  remove(videocallId: number, userId: number): void {
    setRequests(requests.filter((r) => !(r.videocallId === videocallId && r.user.id === userId)));
  },
  /** The call's pending requests as the server lists them (the admin's page opened, or its socket came back). */
  replace(videocallId: number, pending: AccessRequest[]): void {
    setRequests([...requests.filter((r) => r.videocallId !== videocallId), ...pending]);
  },
  clear(videocallId: number): void {
    setRequests(requests.filter((r) => r.videocallId !== videocallId));
  },
};

/** Answers a request (the server checks who may) and drops it here at once; every other page of theirs drops it on `canceled_videocall_accesss`. */
export function answerAccessRequest(request: AccessRequest, accepted: boolean): void {
  realtime.send('send_to_user', { user_id: request.user.id, event: 'replied_videocall_access', data: { accepted, videocallId: request.videocallId } });
  accessRequests.remove(request.videocallId, request.user.id);
}
