import type { Meeting } from '@foyer/contracts';

/** A meeting hosted by Hana (50), ten seats, none taken, not live, in the space `rooms`. */
export function meetingFixture(over: Partial<Meeting> = {}): Meeting {
  return {
    id: 1, slug: 'm1', title: 'Ask the hosts', description: '<p>Hi</p>', capacity: 10, capacity_left: 10,
    starts_at: '2026-05-12T10:00:00Z', ends_at: '2026-05-12T11:00:00Z', primary_speaker_id: 50, speaker_count: 1,
    enable_host_chat: false, host_user_ids: [50], hosts: [{ id: 50, first_name: 'Hana', last_name: 'Host', mugshot: null, do_not_disturb: false }],
    participating_users: [], is_walk_in_meeting: false, is_host_in_meeting: false, is_host_confirmed: true,
    space: { id: 9, slug: 'rooms', name: 'Meeting rooms', image: null }, videocall_id: 70, waitlist_position: null, waitlist_count: 0,
    ...over,
  };
}
