import type { NetworkingAvatar } from '@foyer/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Where the other people on the open networking map stand. Moves arrive ten times a second per dragging
 * person, so they live in this small store rather than in the query cache; the realtime binding writes it.
 */
class AvatarsStore {
  private areas = new Map<string, ReadonlyMap<number, NetworkingAvatar>>();
  private readonly listeners = new Set<() => void>();
  private static readonly empty: ReadonlyMap<number, NetworkingAvatar> = new Map();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(area: string): ReadonlyMap<number, NetworkingAvatar> {
    return this.areas.get(area) ?? AvatarsStore.empty;
  }

  replace(area: string, avatars: NetworkingAvatar[]): void {
    this.areas.set(area, new Map(avatars.map((a) => [a.user.id, a])));
    this.emit();
  }

  move(area: string, avatar: NetworkingAvatar): void {
    const next = new Map(this.get(area));
    next.set(avatar.user.id, avatar);
    this.areas.set(area, next);
    this.emit();
  }

  remove(area: string, userId: number): void {
    if (!this.get(area).has(userId)) return;
    const next = new Map(this.get(area));
    next.delete(userId);
    this.areas.set(area, next);
    this.emit();
  }

  clear(area: string): void {
    if (this.areas.delete(area)) this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

export const avatarsStore = new AvatarsStore();

export function useAvatars(area: string): ReadonlyMap<number, NetworkingAvatar> {
  return useSyncExternalStore(avatarsStore.subscribe, () => avatarsStore.get(area));
}
