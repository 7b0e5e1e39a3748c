import type { BasicUser, Meeting, MeetingSpace } from '@foyer/contracts';
import { presentParticipant } from '../videocalls';
import type { MeetingFacts, MeetingRow, SpaceRef } from './meetings.repository';

/** Who is in the meeting's call now (user ids), and which of them are hosts. */
export interface CallPresence {
  inCall: number[];
}

/**
 * Seats and participants as the spec's client reads them. A registered meeting: the registered people hold
 * the seats. A walk-in meeting needs no registration: the people in its call who are not hosts are its
 * participants, and they use up its capacity.
 */
export function seatsOf(row: Pick<MeetingRow, 'capacity' | 'isWalkIn'>, registered: number[], hostIds: number[], inCall: number[]) {
  const participating = row.isWalkIn ? inCall.filter((id) => !hostIds.includes(id)) : registered;
  return {
    participating_users: participating,
    capacity_left: Math.max(0, row.capacity - participating.length),
    is_host_in_meeting: inCall.some((id) => hostIds.includes(id)),
  };
}

export function presentMeeting(row: MeetingRow, facts: MeetingFacts, presence: CallPresence): Meeting {
  const hostIds = facts.hosts.map((h) => h.id);
  const hosts: BasicUser[] = facts.hosts.map(presentParticipant);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    capacity: row.capacity,
    ...seatsOf(row, facts.registered, hostIds, presence.inCall),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    primary_speaker_id: row.primarySpeakerId,
    speaker_count: hostIds.length,
    enable_host_chat: row.enableHostChat,
    host_user_ids: hostIds,
    hosts,
    is_walk_in_meeting: row.isWalkIn,
    is_host_confirmed: facts.hosts.some((h) => h.confirmed),
    space: { id: facts.space.id, slug: facts.space.slug, name: facts.space.name, image: facts.space.image },
    videocall_id: row.videocallId,
    waitlist_position: facts.viewerPosition,
    waitlist_count: facts.waitlistCount,
  };
}

export function presentMeetingSpace(space: SpaceRef): MeetingSpace {
  return { meta: { id: space.id, slug: space.slug, name: space.name, published: space.published, image: space.image } };
}
