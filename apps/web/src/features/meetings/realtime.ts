import type { CurrentUser } from '@foyer/contracts';
import { useEffect } from 'react';
import { sessionKeys } from '@/shared/session/session';
import { realtime, type RealtimeBinding } from '@/shared/realtime';
import { onLoggedInAgain } from '@/shared/realtime/binding';
import { meetingKeys } from './api';
import { patchMeeting } from './cache';
import { withCallUpdate, withCapacity } from './list-state';

/**
 * Meetings' socket events (docs/realtime.md "Meetings") into every cached meeting list and room of the
 * event: who is in the call, seats left, a host arrived; a space opened or closed asks its page again; a meeting
 * made, edited or removed (`updated_meetings`) asks the lists and rooms again.
 * After a reconnect the lists are asked again (updates sent in between were missed).
 */
export const meetingsRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const inEvent = (run: (eventSlug: string) => void) => {
    const slug = client.getEventSlug();
    if (slug) run(slug);
  };
  const stops = [
    client.on('updated_meeting_videocall', ({ meeting, users, participating_users, is_host_in_meeting }) =>
      inEvent((slug) => patchMeeting(queryClient, slug, meeting, (m) => withCallUpdate(m, { users: users.map((u) => u.id), participating_users, is_host_in_meeting }))),
    ),
    client.on('meeting_capacity_updated', ({ meeting_id, capacity_left, participating_users }) =>
      inEvent((slug) => {
        const viewer = queryClient.getQueryData<CurrentUser>(sessionKeys.currentUser(slug))?.id;
        patchMeeting(queryClient, slug, meeting_id, (m) => withCapacity(m, capacity_left, participating_users, viewer));
      }),
    ),
    client.on('host_joined_meeting', ({ meeting_id }) =>
      inEvent((slug) => patchMeeting(queryClient, slug, meeting_id, (m) => (m.is_host_in_meeting ? m : { ...m, is_host_in_meeting: true }))),
    ),
    client.on('updated_published_space', (change) => {
      if (change.type !== 'meeting') return;
      inEvent((slug) => void queryClient.invalidateQueries({ queryKey: meetingKeys.space(slug, change.slug) }));
    }),
    // An organiser made, edited or removed a meeting: the lists (every space's, All meetings) and open rooms read again.
    client.on('updated_meetings', (change) =>
      inEvent((slug) => {
        if (change.event_slug !== slug) return;
        void queryClient.invalidateQueries({ queryKey: meetingKeys.lists(slug) });
        void queryClient.invalidateQueries({ queryKey: meetingKeys.rooms(slug) });
      }),
    ),
    onLoggedInAgain(client, () => inEvent((slug) => void queryClient.invalidateQueries({ queryKey: meetingKeys.all(slug) }))),
  ];
  return () => stops.forEach((stop) => stop());
};

/**
 * Says `join` now and again after each new login (the server forgets a dropped socket's rooms) and `leave`
 * at the end, while `spaceId` is known.
 */
function usePresence(spaceId: number | undefined, join: 'join_meeting_space' | 'join_meeting_room', leave: 'leave_meeting_space' | 'leave_meeting_room'): void {
  useEffect(() => {
    if (!spaceId) return;
    const say = () => realtime.send(join, { space_id: spaceId });
    say();
    const stopListening = onLoggedInAgain(realtime, say);
    return () => {
      stopListening();
      realtime.send(leave, { space_id: spaceId });
    };
  }, [spaceId, join, leave]);
}

/** The meeting space page is open: `join_meeting_space` / `leave_meeting_space`. */
export const useMeetingSpacePresence = (spaceId: number | undefined) => usePresence(spaceId, 'join_meeting_space', 'leave_meeting_space');
/** A meeting room page is open: `join_meeting_room` / `leave_meeting_room`. */
export const useMeetingRoomPresence = (spaceId: number | undefined) => usePresence(spaceId, 'join_meeting_room', 'leave_meeting_room');
