import { useEffect, useState, useSyncExternalStore } from 'react';
import { CallMedia, type CallMediaSnapshot } from './call-media';
import { realtimeSignalling } from './signalling';

/** Holds the media client of the current session, for React to read (filled and emptied by the effect). */
class MediaSlot {
  private media: CallMedia | null = null;
  private readonly listeners = new Set<() => void>();
  get = (): CallMedia | null => this.media;
  set(media: CallMedia | null): void {
    this.media = media;
    for (const l of this.listeners) l();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const noSubscription = () => () => undefined;

/**
 * The call's media while `enabled` (the room joined the call, or the stage shows it `receiveOnly`): started once per join, left when the room
 * unmounts, leaves the call or the call changes. `token` answers a media token (a fresh one for a restart).
 */
export function useCallMedia(
  videocallId: number,
  enabled: boolean,
  token: () => Promise<string>,
  { receiveOnly = false }: { receiveOnly?: boolean } = {},
): { media: CallMedia | null; snapshot: CallMediaSnapshot | null } {
  const [slot] = useState(() => new MediaSlot());
  useEffect(() => {
    if (!enabled) return;
    const client = new CallMedia({ videocallId, token, signalling: realtimeSignalling, receiveOnly });
    slot.set(client);
    void client.start();
    return () => {
      client.leave();
      slot.set(null);
    };
    // `token` is read when needed; a new function each render must not restart the media.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videocallId, enabled, receiveOnly, slot]);
  const media = useSyncExternalStore(slot.subscribe, slot.get, slot.get);
  const snapshot = useSyncExternalStore(media?.subscribe ?? noSubscription, () => media?.getSnapshot() ?? null, () => null);
  return { media, snapshot };
}
