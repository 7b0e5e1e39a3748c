import type { BasicUser, Videocall } from '@foyer/contracts';
import { hasEnded } from './videocalls.policy';
import { factsOf, type CallWithPeople, type ParticipantRow } from './videocalls.repository';

/**
 * A participant as others see them (spec 3 §4): a non-public person as Anonymous, an incognito one under
 * their alias; neither with a picture.
 */
export function presentParticipant(row: Omit<ParticipantRow, 'callId' | 'joinedAt'>): BasicUser {
  const isPublic = row.isPublic && (row.memberPublic ?? true);
  if (!isPublic || row.incognitoMode) {
    const name = row.incognitoMode && isPublic ? row.aliasName.trim() || 'Anonymous' : 'Anonymous';
    return { id: row.id, first_name: name, last_name: '', mugshot: null, do_not_disturb: row.doNotDisturb };
  }
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, mugshot: row.mugshot, do_not_disturb: row.doNotDisturb };
}

/** `capacity`: the configured one, unless the call has its own. */
export function presentVideocall(found: CallWithPeople, capacity: number, now: Date): Videocall {
  const { call } = found;
  const users = found.people.map(presentParticipant);
  return {
    id: call.id,
    display_name: call.displayName,
    status: call.status,
    admin_id: call.adminId,
    admin: call.adminId,
    speaker: call.speakerId,
    users,
    mugshots: users.flatMap((u) => (u.mugshot ? [u.mugshot] : [])),
    x_position: call.xPosition,
    y_position: call.yPosition,
    networking_page: found.areaSlug,
    capacity: found.call.capacity ?? capacity,
    hosts: found.hosts ?? [],
    permanent: call.permanent,
    ended: hasEnded(factsOf(found), now),
    version: call.version,
  };
}
