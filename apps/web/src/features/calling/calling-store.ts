import type { BasicUser } from '@foyer/contracts';
import { useSyncExternalStore } from 'react';

/** The person this one is calling (the caller's side of an invite). */
export interface OutgoingCall {
  user: Pick<BasicUser, 'id' | 'first_name' | 'last_name' | 'mugshot'>;
  eventSlug: string;
  state: 'ringing' | 'accepted' | 'declined' | 'failed';
  /** The call the callee made for the two of them, once accepted. */
  videocallId: number | null;
  /** The caller's call room address for the call (a poster's); the plain call room when absent. */
  roomPath?: (roomId: number) => string;
  /** Why the invite did not go out ("You're already in a call", "participant not available"). */
  error: string | null;
}

/** Someone calling this person (the callee's side). */
export interface IncomingCall {
  user: BasicUser;
  eventSlug: string;
  state: 'ringing' | 'canceled';
}

interface CallingState {
  outgoing: OutgoingCall | null;
  incoming: IncomingCall | null;
}

/**
 * Invites between two people (spec 1 "Video call invites", spec 3 "calling an attendee"): the realtime
 * binding writes what the other side answered, the two modals read it.
 */
class CallingStore {
  private state: CallingState = { outgoing: null, incoming: null };
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): CallingState => this.state;

  setOutgoing(outgoing: OutgoingCall | null): void {
    this.set({ outgoing });
  }

  /** Changes the outgoing call only while it is still ringing for `userId` (late answers are ignored). */
  answerOutgoing(userId: number | null, change: Partial<OutgoingCall>): void {
    const current = this.state.outgoing;
    if (!current || current.state !== 'ringing' || (userId !== null && current.user.id !== userId)) return;
    this.set({ outgoing: { ...current, ...change } });
  }

  setIncoming(incoming: IncomingCall | null): void {
    this.set({ incoming });
  }

  cancelIncoming(userId: number): void {
    const current = this.state.incoming;
    if (current?.user.id === userId && current.state === 'ringing') this.set({ incoming: { ...current, state: 'canceled' } });
  }

  private set(change: Partial<CallingState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

export const callingStore = new CallingStore();

export function useCalling(): CallingState {
  return useSyncExternalStore(callingStore.subscribe, callingStore.get);
}
