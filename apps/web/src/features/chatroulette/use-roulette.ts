import { useQueryClient } from '@tanstack/react-query';
import type { BasicUser, ChatRouletteState } from '@foyer/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionKeys } from '@/shared/session/session';
import { realtime } from '@/shared/realtime';
import { onLoggedIn, onLoggedInAgain } from '@/shared/realtime/binding';
import { sessionFlags } from '@/shared/storage';
import { rouletteId } from './api';

/** Kept for this tab while it is in the roulette: a reload joins again (the server keeps the pair 15 s). */
const insideFlag = (spaceId: number) => `foyer.chatroulette.inside.${spaceId}`;

/** Where the person stands on the roulette's page. */
export type Standing =
  | { phase: 'intro' }
  | { phase: 'joining' }
  | { phase: 'waiting' }
  | { phase: 'paired'; videocallId: number; partner: BasicUser; roundEndsAt: string | null }
  | { phase: 'failed'; detail: string | null; code: string | null };

type Ack = ({ ok: true } & ChatRouletteState) | { ok: false; detail: string; code?: string };

/**
 * The page's side of the roulette (docs/realtime.md "Chat roulette"): start (join the queue), next, exit;
 * standings from the answers and from `chatroulette_state`, the highest `seq` winning. Leaving the page
 * leaves the roulette; a socket that logged in again joins again, and so does the page after a reload
 * (decision 0049: the server keeps the seat and the pair's call for a grace period).
 */
export function useRoulette(eventSlug: string, spaceId: number | null) {
  const queryClient = useQueryClient();
  const [standing, setStanding] = useState<Standing>({ phase: 'intro' });
  const seq = useRef(-1);
  const inside = useRef(false);
  const setInside = useCallback(
    (value: boolean) => {
      inside.current = value;
      if (spaceId === null) return;
      if (value) sessionFlags.set(insideFlag(spaceId));
      else sessionFlags.remove(insideFlag(spaceId));
    },
    [spaceId],
  );

  // The server switched do-not-disturb: the profile menu shows it.
  const refreshUser = useCallback(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all }), [queryClient]);

  const apply = useCallback((state: ChatRouletteState) => {
    if (state.seq < seq.current) return;
    seq.current = state.seq;
    if (state.state === 'paired' && state.videocall_id !== null && state.partner) {
      setStanding({ phase: 'paired', videocallId: state.videocall_id, partner: state.partner, roundEndsAt: state.round_ends_at });
    }
    else if (state.state === 'waiting') setStanding({ phase: 'waiting' });
    else {
      setInside(false);
      setStanding({ phase: 'intro' });
    }
  }, [setInside]);

  const answer = useCallback(
    (ack: Ack) => {
      if (ack.ok) apply(ack);
      else {
        setInside(false);
        setStanding({ phase: 'failed', detail: ack.detail, code: ack.code ?? null });
      }
    },
    [apply, setInside],
  );

  const join = useCallback(async () => {
    if (spaceId === null) return;
    setStanding((s) => (s.phase === 'paired' ? s : { phase: 'joining' }));
    setInside(true);
    try {
      answer((await realtime.request('join_chatroulette', { space_id: spaceId, roulette_id: rouletteId() })) as Ack);
      refreshUser();
    } catch {
      setStanding({ phase: 'failed', detail: null, code: null });
    }
  }, [spaceId, answer, refreshUser, setInside]);

  const next = useCallback(async () => {
    if (spaceId === null) return;
    try {
      answer((await realtime.request('next_chatroulette', { space_id: spaceId })) as Ack);
    } catch {
      setStanding({ phase: 'failed', detail: null, code: null });
    }
  }, [spaceId, answer]);

  const exit = useCallback(() => {
    if (spaceId === null || !inside.current) return;
    setInside(false);
    realtime.send('leave_chatroulette', { space_id: spaceId });
    setStanding({ phase: 'intro' });
    // After the server's change, not before it.
    setTimeout(refreshUser, 500);
  }, [spaceId, refreshUser, setInside]);

  useEffect(() => {
    if (spaceId === null) return;
    return realtime.on('chatroulette_state', (state) => {
      if (state.space_id === spaceId && inside.current) apply(state);
    });
  }, [spaceId, apply]);

  // A connection that came back lost its place in the queue: take one again.
  useEffect(
    () =>
      onLoggedInAgain(realtime, () => {
        if (inside.current) void join();
      }),
    [join],
  );

  // A reload of a page that was in the roulette takes its seat back (the same pair, when within the grace).
  const resumed = useRef(false);
  useEffect(() => {
    if (spaceId === null || resumed.current || !sessionFlags.has(insideFlag(spaceId))) return;
    const resume = () => {
      if (resumed.current) return;
      resumed.current = true;
      void join();
    };
    // Once the reloaded page's socket is logged in; after this render (the join shows "looking" at once).
    if (realtime.getStatus().loggedIn) queueMicrotask(resume);
    else return onLoggedIn(realtime, resume);
  }, [spaceId, join]);

  // Leaving the page leaves the roulette (a reload does not unmount: the server's grace keeps the seat).
  useEffect(
    () => () => {
      if (inside.current && spaceId !== null) {
        setInside(false);
        realtime.send('leave_chatroulette', { space_id: spaceId });
        setTimeout(refreshUser, 500);
      }
    },
    [spaceId, refreshUser, setInside],
  );

  return { standing, join, next, exit };
}
