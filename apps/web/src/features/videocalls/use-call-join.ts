import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNewerCall, videocallErrorCodes, type Videocall } from '@foyer/contracts';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { realtime } from '@/shared/realtime';
import { onLoggedInAgain } from '@/shared/realtime/binding';
import { joinVideocall, videocallKeys } from './api';
import { callEvents } from './call-events';

/** Where the person stands with the call (what the room shows). */
export type JoinPhase =
  | { phase: 'joining' }
  | { phase: 'joined'; session: number }
  | { phase: 'waiting_access' }
  | { phase: 'declined'; expired?: boolean }
  | { phase: 'failed'; detail: string | null }
  | { phase: 'left' }
  | { phase: 'removed' };

/** Spec 1 §9: joins are throttled to one a second. */
const joinThrottleMs = 1000;

/**
 * Joins the call (`POST …/videocalls/join/`) and keeps the media token it answers. A request call without
 * acceptance asks the admin (`request_videocall_access`) and waits for the answer; a kick ends it. `token()`
 * hands the media client the token of this join first, then a fresh one (joining again) for each restart.
 */
export function useCallJoin(eventSlug: string, videocallId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<JoinPhase>({ phase: 'joining' });
  const phase = useRef(state.phase);
  useEffect(() => {
    phase.current = state.phase;
  }, [state.phase]);
  const jwt = useRef<string | null>(null);
  const lastJoin = useRef(0);
  const sessions = useRef(0);

  const requestToken = useCallback(async (): Promise<string> => {
    const wait = lastJoin.current + joinThrottleMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastJoin.current = Date.now();
    const reply = await joinVideocall(eventSlug, videocallId);
    // A change heard while the join was on its way (the partner joining) may be newer than the reply: it stays.
    queryClient.setQueryData<Videocall>(videocallKeys.detail(eventSlug, videocallId), (cached) => (isNewerCall(reply.videocall, cached) ? reply.videocall : cached));
    return reply.jwt;
  }, [eventSlug, videocallId, queryClient]);

  const attempt = useCallback(async () => {
    try {
      jwt.current = await requestToken();
      sessions.current += 1;
      setState({ phase: 'joined', session: sessions.current });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === videocallErrorCodes.accessRequired) {
        realtime.send('request_videocall_access', { videocall_id: videocallId });
        setState({ phase: 'waiting_access' });
        return;
      }
      setState({ phase: 'failed', detail: error instanceof ApiRequestError ? errorMessage(error, '') || null : null });
    }
  }, [requestToken, videocallId]);

  /** Joins (again): after a failure, when staying after the leave prompt, when the admin accepted. */
  const join = useCallback(() => {
    setState({ phase: 'joining' });
    void attempt();
  }, [attempt]);

  const token = useCallback(async () => {
    const first = jwt.current;
    jwt.current = null;
    return first ?? requestToken();
  }, [requestToken]);

  useEffect(() => {
    void attempt();
  }, [attempt]);

  useEffect(
    () =>
      callEvents.listen((signal) => {
        if (signal.videocallId !== videocallId) return;
        if (signal.type === 'kicked') setState({ phase: 'removed' });
        if (signal.type === 'access_replied' && phase.current === 'waiting_access') {
          if (signal.accepted) join();
          else setState({ phase: 'declined', expired: signal.expired });
        }
      }),
    [videocallId, join],
  );

  // The admin's answer goes to the person's sockets as they are logged in: one logging in again (a dropped
  // connection, a new token) may have missed it, so it asks again; once let in, the server says yes again.
  const waiting = state.phase === 'waiting_access';
  useEffect(() => {
    if (!waiting) return;
    return onLoggedInAgain(realtime, () => realtime.send('request_videocall_access', { videocall_id: videocallId }));
  }, [waiting, videocallId]);

  /** The requester withdraws: the admin's modal closes. */
  const cancelRequest = useCallback(() => {
    realtime.send('cancel_videocall_access_request', { videocall_id: videocallId });
    setState({ phase: 'left' });
  }, [videocallId]);

  /** Leaves the media (the token and the screen share go with it); `rejoin` comes back. */
  const leave = useCallback(() => setState({ phase: 'left' }), []);

  return { state, join, token, cancelRequest, leave };
}
