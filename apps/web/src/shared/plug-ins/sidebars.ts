import { useCallback, useState, useSyncExternalStore } from 'react';

/** The four sidebars of the shell (spec 1 §2). Only one is open at a time. */
export const sidebarIds = ['performers', 'calendar', 'attendees', 'messages'] as const;
export type SidebarId = (typeof sidebarIds)[number];

interface SidebarState {
  open: SidebarId | null;
  expanded: boolean;
}

let state: SidebarState = { open: null, expanded: false };
const listeners = new Set<() => void>();

function set(next: SidebarState): void {
  if (next.open === state.open && next.expanded === state.expanded) return;
  state = next;
  for (const l of listeners) l();
}

/** Opening one sidebar closes whichever was open: they are mutually exclusive. */
export const sidebars = {
  get: (): SidebarState => state,
  open: (id: SidebarId): void => set({ open: id, expanded: false }),
  close: (): void => set({ open: null, expanded: false }),
  toggle: (id: SidebarId): void => (state.open === id ? sidebars.close() : sidebars.open(id)),
  setExpanded: (expanded: boolean): void => set({ ...state, expanded }),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSidebars(): SidebarState {
  return useSyncExternalStore(sidebars.subscribe, sidebars.get, sidebars.get);
}

/**
 * A page's own right-hand panel (a stage's Q&A and public chat, …) and the shell's sidebars are mutually
 * exclusive (spec 1 "Presentation"): opening a sidebar folds the page's panel, opening the page's panel
 * closes the sidebar. Answers the panel shown (null while folded or while a sidebar is open) and its setter.
 */
export function usePagePanel<T extends string>(initial: T | null): [T | null, (next: T | null) => void] {
  const { open } = useSidebars();
  const [panel, setPanel] = useState<T | null>(initial);
  const [seenOpen, setSeenOpen] = useState(open);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) setPanel(null);
  }
  const choose = useCallback((next: T | null) => {
    if (next) sidebars.close();
    setPanel(next);
  }, []);
  return [open ? null : panel, choose];
}
