/**
 * Whether this page's analytics has started: its first page view reached the server. An ad blocker or
 * privacy setting that blocks analytics addresses keeps it from starting; the accreditation warning
 * (accreditation-warning.ts) reads this.
 */
let started = false;
const listeners = new Set<() => void>();

export const analyticsStatus = {
  started: (): boolean => started,
  markStarted(): void {
    if (started) return;
    started = true;
    for (const listener of listeners) listener();
  },
  /** Told once, when analytics starts. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests: a fresh page. */
  reset(): void {
    started = false;
  },
};
