import { useSyncExternalStore } from 'react';

/** Whether the timetable footer is expanded. Kept outside React so other views (the calendar panel) can open it. */
let expanded = false;
const listeners = new Set<() => void>();

export const timetableFooter = {
  isExpanded: (): boolean => expanded,
  set(next: boolean): void {
    if (next === expanded) return;
    expanded = next;
    for (const l of listeners) l();
  },
  toggle: (): void => timetableFooter.set(!expanded),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useTimetableFooterExpanded = (): boolean =>
  useSyncExternalStore(timetableFooter.subscribe, timetableFooter.isExpanded, timetableFooter.isExpanded);
