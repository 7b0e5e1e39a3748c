import type { ServerEventPayload } from '@foyer/contracts';
import { realtime, type RealtimeBinding } from '@/shared/realtime';
import { callingStore } from './calling-store';

/** The modals are a chunk of their own, fetched with the first call (Mantine's Modal is in the modal host's). */
const openIncoming = () => void import('./call-modals').then((m) => m.openIncomingCallModal());

/**
 * Invites (docs/realtime.md "Video calls"): someone calling opens the invite modal wherever the person is
 * in the app; the other side's answers reach the modals through the calling store.
 */
export const callingRealtime: RealtimeBinding = ({ client }) => {
  const invited = ({ user, event_slug }: ServerEventPayload<'invited_for_new_videocall'>) => {
    callingStore.setIncoming({ user, eventSlug: event_slug, state: 'ringing' });
    openIncoming();
  };
  const stops = [
    client.on('invited_for_new_videocall', invited),
    client.on('newVideoCallInvited', invited),
    client.on('invite_accepted', ({ user, videocall_id }) => callingStore.answerOutgoing(user.id, { state: 'accepted', videocallId: videocall_id })),
    client.on('invite_rejected', ({ user }) => callingStore.answerOutgoing(user.id, { state: 'declined' })),
    client.on('invite_canceled', ({ user }) => callingStore.cancelIncoming(user.id)),
    client.on('inviteCancelled', ({ user }) => callingStore.cancelIncoming(user.id)),
    // The server refused the invite: the caller is in a call, or the callee cannot be called now.
    client.on('event_error', ({ event, detail }) => {
      if (event === 'send_to_user') callingStore.answerOutgoing(null, { state: 'failed', error: detail });
    }),
  ];
  return () => stops.forEach((stop) => stop());
};

/** Sends one of the invite messages to the other person (checked by the server, decision 0023). */
export function sendInviteMessage(userId: number, event: 'invited_for_new_videocall' | 'invite_accepted' | 'invite_rejected' | 'invite_canceled', videocallId?: number): void {
  realtime.send('send_to_user', { user_id: userId, event, data: videocallId !== undefined ? { videocall_id: videocallId } : {} });
}
