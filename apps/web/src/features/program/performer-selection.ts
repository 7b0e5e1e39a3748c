import { useSyncExternalStore } from 'react';
import { sidebars } from '@/shared/plug-ins/sidebars';

/** The performer whose detail the performer sidebar shows (null: the list). */
let selected: number | null = null;
const listeners = new Set<() => void>();

function set(id: number | null): void {
  if (id === selected) return;
  selected = id;
  for (const l of listeners) l();
}

export const performerSelection = {
  get: (): number | null => selected,
  /** Opens the performer sidebar on a performer's detail (from an item's detail, search, the goodie bag). */
  show(id: number): void {
    set(id);
    sidebars.open('performers');
  },
  select: (id: number | null): void => set(id),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSelectedPerformer = (): number | null => useSyncExternalStore(performerSelection.subscribe, performerSelection.get, performerSelection.get);
