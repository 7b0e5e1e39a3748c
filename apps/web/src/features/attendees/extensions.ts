import type { ComponentType } from 'react';

/**
 * What other features plug into the attendee views, so this feature imports none of them: the private
 * chat's "open chat" action for the card modal, and the broadcast bar event owners see in the sidebar.
 * Registered once at start (app/extensions.ts).
 */
const slots: { openChat: ((userId: number) => void) | null; broadcastBar: ComponentType<{ eventSlug: string }> | null } = {
  openChat: null,
  broadcastBar: null,
};

export function registerAttendeeChatOpener(open: (userId: number) => void): void {
  slots.openChat = open;
}

export function registerAttendeeBroadcastBar(component: ComponentType<{ eventSlug: string }>): void {
  slots.broadcastBar = component;
}

export const attendeeSlots = slots;
