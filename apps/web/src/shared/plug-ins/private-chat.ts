import type { ComponentType } from 'react';
import type { BasicUser, PrivateMessage } from '@foyer/contracts';

/** What a message attachment renderer is handed: the message and whom the conversation is with. */
export interface MessageAttachmentProps {
  eventSlug: string;
  message: PrivateMessage;
  /** The other person of the conversation. */
  partnerId: number;
}

/** What a conversation action (a button in the conversation's header) is handed. */
export interface ConversationActionProps {
  eventSlug: string;
  partner: BasicUser;
}

/**
 * What other features plug into private chat, so this feature imports none of them: renderers of a
 * message's attachment (a message with `appointment_schedule` shows the meeting request card, spec 3)
 * and actions in a conversation's header ("schedule appointment"). Registered once at start
 * (each feature's plug-ins.ts); each a lazy component of its feature.
 */
interface MessageAttachment {
  /** Whether this renderer draws the message (instead of its plain bubble). */
  accepts: (message: PrivateMessage) => boolean;
  component: ComponentType<MessageAttachmentProps>;
}

const attachments: MessageAttachment[] = [];
const actions: { id: string; component: ComponentType<ConversationActionProps> }[] = [];

export function registerMessageAttachment(attachment: MessageAttachment): void {
  attachments.push(attachment);
}

export function registerConversationAction(id: string, component: ComponentType<ConversationActionProps>): void {
  if (!actions.some((a) => a.id === id)) actions.push({ id, component });
}

export const attachmentFor = (message: PrivateMessage): MessageAttachment | undefined => attachments.find((a) => a.accepts(message));
export const conversationActions = () => actions;

/**
 * What a composer gate is handed: the conversation's partner. A gate draws nothing while the conversation is
 * open and its notice while it holds it closed; the composer itself stays in the conversation's hands, in one
 * place, so text typed while the gates load is never lost to a remount.
 */
export interface ComposerGateProps {
  eventSlug: string;
  partner: BasicUser;
  /**
   * The gate says whether it holds the conversation closed: the conversation then hides the composer and
   * what needs it open, the first-message hint and the header's actions ("schedule appointment").
   */
  onClosed: (closed: boolean) => void;
}

const gates: ComponentType<ComposerGateProps>[] = [];

/** Another feature's say over the composer (blocking shows a notice with "Unblock" in its place); lazy. */
export function registerComposerGate(component: ComponentType<ComposerGateProps>): void {
  if (!gates.includes(component)) gates.push(component);
}

export const composerGates = () => gates;
