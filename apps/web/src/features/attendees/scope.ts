import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whose people the attendee sidebar lists: the whole event (null), or the people on a presentation stage
 * (spec 3: "in a presentation space the sidebar lists the attendees of that presentation"). A space page
 * sets it while it is open; the sidebar follows.
 */
export interface AttendeeScope {
  presentation_slug: string;
}

let scope: AttendeeScope | null = null;
const listeners = new Set<() => void>();
const get = () => scope;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function set(next: AttendeeScope | null): void {
  scope = next;
  for (const l of listeners) l();
}

/** The sidebar's scope: the key part of its list and the query's filter. */
export function useAttendeeScope(): AttendeeScope | null {
  return useSyncExternalStore(subscribe, get, get);
}

/** While the calling page is shown, the attendee sidebar lists the people of this presentation stage. */
export function useScopeAttendeeSidebar(presentationSlug: string | null): void {
  useEffect(() => {
    if (!presentationSlug) return;
    set({ presentation_slug: presentationSlug });
    return () => set(null);
  }, [presentationSlug]);
}

/** The key segment of a scoped list ('' for the whole event), so a stage's lists can be refreshed alone. */
export const scopeKey = (s: AttendeeScope | null | undefined): string => (s ? `presentation:${s.presentation_slug}` : '');
