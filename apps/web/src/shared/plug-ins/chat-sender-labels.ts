/**
 * How the public chat names a sender's `sender_label` (a role the chat's space gives them, decided by the
 * server: `moderator` on a presentation stage). A feature registers the labels its spaces give
 * (its plug-ins.ts), with the i18n key of the text and a colour; a label nobody registered is not shown.
 */
export interface SenderLabel {
  /** i18n key of the text shown beside the sender's name. */
  textKey: string;
  /** A Mantine colour of readable contrast for a filled badge. */
  color: string;
}

const labels = new Map<string, SenderLabel>();

export function registerChatSenderLabel(label: string, look: SenderLabel): void {
  labels.set(label, look);
}

export function chatSenderLabel(label: string | null | undefined): SenderLabel | undefined {
  return label ? labels.get(label) : undefined;
}
