import type { ComponentType } from 'react';

/** What a call button needs of a person; `is_online` / `do_not_disturb` when the view knows them. */
export interface CallButtonProps {
  eventSlug: string;
  person: { id: number; first_name: string; last_name: string; mugshot: string | null; is_online?: boolean; do_not_disturb?: boolean };
  /** An icon button (a directory card, a staff list) rather than a labelled one (the card modal). */
  compact?: boolean;
  /** Where the caller goes once the call is made (a poster's call room); the plain call room without it. */
  roomPath?: (roomId: number) => string;
}

/**
 * What other features plug into the attendee views, so this feature imports none of them: the private
 * chat's "open chat" action for the card modal, the broadcast bar event owners see in the sidebar, the
 * call button of the calls feature and the appointments feature's "schedule appointment".
 * Registered once at start (each feature's plug-ins.ts).
 */
const slots: {
  openChat: ((userId: number) => void) | null;
  broadcastBar: ComponentType<{ eventSlug: string }> | null;
  callButton: ComponentType<CallButtonProps> | null;
  scheduleMeeting: ((eventSlug: string, person: CallButtonProps['person']) => void) | null;
} = {
  openChat: null,
  broadcastBar: null,
  callButton: null,
  scheduleMeeting: null,
};

export function registerAttendeeChatOpener(open: (userId: number) => void): void {
  slots.openChat = open;
}

export function registerAttendeeBroadcastBar(component: ComponentType<{ eventSlug: string }>): void {
  slots.broadcastBar = component;
}

/** Calling an attendee (spec 3): the calls feature's button in the directory, the card and booth staff lists. */
export function registerAttendeeCallButton(component: ComponentType<CallButtonProps>): void {
  slots.callButton = component;
}

/** "Schedule appointment" on the card (spec 3): the appointments feature's request dialog. */
export function registerAttendeeScheduler(open: (eventSlug: string, person: CallButtonProps['person']) => void): void {
  slots.scheduleMeeting = open;
}

/** What a card action or badge of another feature is handed (the card modal's person, or a directory card's). */
export interface AttendeeExtraProps {
  eventSlug: string;
  person: CallButtonProps['person'];
}

const cardActions: { id: string; component: ComponentType<AttendeeExtraProps> }[] = [];
const cardBadges: { id: string; component: ComponentType<AttendeeExtraProps> }[] = [];

/** An action of another feature among the card modal's actions (blocking's "Block"); lazy, never for oneself. */
export function registerAttendeeCardAction(id: string, component: ComponentType<AttendeeExtraProps>): void {
  if (!cardActions.some((a) => a.id === id)) cardActions.push({ id, component });
}

/** A badge of another feature on a directory card and the card modal (blocking's "Blocked"); lazy. */
export function registerAttendeeBadge(id: string, component: ComponentType<AttendeeExtraProps>): void {
  if (!cardBadges.some((b) => b.id === id)) cardBadges.push({ id, component });
}

export const attendeeCardActions = () => cardActions;
export const attendeeBadges = () => cardBadges;

export const attendeeSlots = slots;
