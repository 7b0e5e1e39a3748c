import { useEffect, useSyncExternalStore } from 'react';

/**
 * A title a page gives itself where its route's `titleKey` cannot say enough (a console section, named by
 * the feature that registered it): the document title shows it instead of the route's while the page is
 * mounted.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null): void {
  if (title === current) return;
  current = title;
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => current;

/** Names the page in the document title while it is mounted (null: the route's title). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
}

/** The title a mounted page gave itself, if any. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, get, get);
}
