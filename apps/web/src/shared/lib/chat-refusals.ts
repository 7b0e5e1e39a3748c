import { useSyncExternalStore } from 'react';

/**
 * Chats that refuse the person's messages for a reason that lasts (spec 3 §4: "Sending is disabled when chat
 * is disabled"): the person left the event, the space closed, someone cannot be reached. By a key each chat
 * chooses, the server's reason. Held for the page's life, or until the person tries again; a refusal that
 * passes (a limit, a lost connection) disables nothing.
 */
const reasons = new Map<string, string>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export const chatRefusals = {
  get: (key: string): string | null => reasons.get(key) ?? null,
  refuse(key: string, reason: string): void {
    reasons.set(key, reason);
    changed();
  },
  /** The person tries again: sending is on until the next lasting refusal. */
  retry(key: string): void {
    if (reasons.delete(key)) changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests: a fresh page. */
  clear(): void {
    reasons.clear();
    changed();
  },
};

/** The reason a chat refuses messages now, or null while sending is on. */
export function useChatRefusal(key: string): string | null {
  return useSyncExternalStore(chatRefusals.subscribe, () => chatRefusals.get(key), () => chatRefusals.get(key));
}
