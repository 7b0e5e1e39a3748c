import { useSyncExternalStore } from 'react';
import type { BasicUser } from '@foyer/contracts';

/**
 * The chat modal's state. `view`: null = the overview only (on mobile) or the overview and an empty pane;
 * a number = that conversation (0: the notification bot); 'broadcasts' = the broadcast panel. `direct`: it
 * was opened straight into a conversation (its header then offers a back link to the list).
 */
export interface ChatModalState {
  opened: boolean;
  view: number | 'broadcasts' | null;
  direct: boolean;
  /** Who the caller opened the chat with, to title a conversation the chat list does not hold yet. */
  person?: BasicUser;
}

let state: ChatModalState = { opened: false, view: null, direct: false };
const listeners = new Set<() => void>();
function set(next: ChatModalState): void {
  state = next;
  for (const l of listeners) l();
}

export const chatModal = {
  get: (): ChatModalState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show: (view: ChatModalState['view'] = null, direct = false, person?: BasicUser) => set({ opened: true, view, direct, person }),
  select: (view: ChatModalState['view']) => set({ ...state, view, direct: false, person: undefined }),
  close: () => set({ ...state, opened: false }),
};

/**
 * Opens the chat modal, straight into the conversation with `userId` when given (spec 3 "Chat modal"),
 * else on the overview. For the attendee card, staff lists and anyone else who offers "chat".
 */
export function openPrivateChat(userId?: number, person?: BasicUser): void {
  chatModal.show(userId ?? null, userId !== undefined, person);
}

/** The chat-open flag (spec 3 §4): true while the modal is shown. */
export function isChatOpen(): boolean {
  return state.opened;
}

/** The conversation being read right now, if any: its incoming messages do not count as unread. */
export function visibleConversation(): number | null {
  return state.opened && typeof state.view === 'number' ? state.view : null;
}

export function useChatModal(): ChatModalState {
  return useSyncExternalStore(chatModal.subscribe, chatModal.get, chatModal.get);
}
