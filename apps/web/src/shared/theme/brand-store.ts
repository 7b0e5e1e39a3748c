import { useSyncExternalStore } from 'react';

/**
 * The brand colour the app is painted with. The providers sit above the router, so the event layer (or
 * the entry page, from the preview) tells them which colour the current event uses.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

export const brandStore = {
  get: (): string | null => current,
  set(color: string | null): void {
    if (color === current) return;
    current = color;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useBrandColor(): string | null {
  return useSyncExternalStore(brandStore.subscribe, brandStore.get, brandStore.get);
}
