import type { EventRole, SpaceRow } from '../identity';
import { canOnSpace } from '../spaces';

/**
 * Who may read, join and write a public chat: anyone allowed in its event; for a chat of a space, only
 * those who may enter that space (a closed space's chat is for organisers only).
 */
export function canUseChat(role: EventRole, space: SpaceRow | null): boolean {
  return space === null || canOnSpace(role, 'enter', space);
}

/**
 * Who moderates the event's public chats (deletes anyone's message, hides, pins, clears; decision 0092): its
 * owners and moderators (instance administrators too, asked apart).
 */
export function canModerateChats(role: EventRole): boolean {
  return role === 'owner' || role === 'moderator';
}
