import { videocallEmptyGraceMs, type VideocallStatusValue } from '@foyer/contracts';

/**
 * The rules of a call, without a database: who may do what, who may join, who is admin after someone
 * leaves, when a call has ended (decision 0023). The service applies them inside its transactions.
 */

export type CallAction = 'rename' | 'set_status' | 'set_speaker' | 'answer_access' | 'kick' | 'mute';

export interface CallFacts {
  status: VideocallStatusValue;
  adminId: number | null;
  speakerId: number | null;
  permanent: boolean;
  /** Only the admin and people with accepted access may join (a call made for certain people). */
  membersOnly?: boolean;
  /** Nobody administers the call (its admin stays null): every admin or host action is refused. */
  noAdmin?: boolean;
  emptiedAt: Date | null;
  endedAt: Date | null;
  /** Participants' user ids, longest present first. */
  participants: number[];
  /** Standing hosts (a meeting's): they administer the call as its admin does. */
  hosts?: number[];
}

/** The admin, or one of the call's standing hosts. */
const administers = (call: Pick<CallFacts, 'adminId' | 'hosts'>, userId: number): boolean =>
  call.adminId === userId || (call.hosts ?? []).includes(userId);

/** Only the admin renames, sets the status or the speaker and answers access requests; the admin and the speaker remove and mute others. */
export function canOnCall(
  call: Pick<CallFacts, 'adminId' | 'speakerId' | 'participants' | 'hosts' | 'noAdmin'>,
  userId: number,
  action: CallAction,
  targetId?: number,
): boolean {
  if (call.noAdmin) return false;
  const isAdmin = administers(call, userId);
  switch (action) {
    case 'rename':
    case 'set_status':
    case 'set_speaker':
    case 'answer_access':
      return isAdmin;
    case 'kick':
    case 'mute': {
      const isHost = isAdmin || (call.speakerId === userId && call.participants.includes(userId));
      // Nobody removes or mutes themself this way, nor someone not in the call; the speaker not the admin.
      if (!isHost || targetId === undefined || targetId === userId || !call.participants.includes(targetId)) return false;
      return isAdmin || !administers(call, targetId);
    }
    default: {
      const unknown: never = action;
      throw new Error(`Unknown call action ${String(unknown)}`);
    }
  }
}

/**
 * Who answers a call's access requests: its admin and standing hosts, and (decision 0067) the event's organisers
 * for a call placed on a networking area, so a request to a table whose admin is away need not wait for them.
 */
export function canAnswerAccess(call: Pick<CallFacts, 'adminId' | 'speakerId' | 'participants' | 'hosts' | 'noAdmin'> & { onArea: boolean }, userId: number, organiser: boolean): boolean {
  if (call.noAdmin) return false;
  return canOnCall(call, userId, 'answer_access') || (organiser && call.onArea);
}

/** Whether one of the people who administer the call (its admin, a standing host) is in it. */
export function administratorPresent(call: Pick<CallFacts, 'adminId' | 'hosts' | 'participants'>): boolean {
  return call.participants.some((id) => administers(call, id));
}

/** What changes the place of a call on its area: its name, its status, its position on the map. */
export type ArrangeAction = 'rename' | 'set_status' | 'move';

/**
 * Who arranges a call on a networking area (decision 0039). The event's organisers rename, open, close and
 * move any call placed on an area, whoever placed it and whether or not they are in it. A table placed to
 * stay (`permanent`) is theirs alone to rename, close or move: whoever is its admin at the time hosts the
 * conversation (open or on request, speaker, kick, mute, answers) but does not take the table away. Other
 * calls: their admin renames them and sets their status, and nobody but organisers moves them.
 */
export function canArrange(
  call: Pick<CallFacts, 'adminId' | 'permanent'> & { onArea: boolean },
  userId: number,
  organiser: boolean,
  action: ArrangeAction,
  status?: VideocallStatusValue,
): boolean {
  if (organiser && call.onArea) return true;
  if (action === 'move') return false;
  if (call.permanent && (action === 'rename' || status === 'closed')) return false;
  return canOnCall({ adminId: call.adminId, speakerId: null, participants: [] }, userId, action);
}

/** Whether the call is over: ended for good, or made on the spot and empty for the grace period. */
export function hasEnded(call: Pick<CallFacts, 'endedAt' | 'permanent' | 'emptiedAt' | 'participants'>, now: Date): boolean {
  if (call.endedAt) return true;
  if (call.permanent || call.participants.length > 0 || !call.emptiedAt) return false;
  return now.getTime() - call.emptiedAt.getTime() >= videocallEmptyGraceMs;
}

export type JoinRefusal = 'ended' | 'closed' | 'members_only' | 'access_required' | 'full';

/**
 * May the person join? Someone already in the call always may (a second tab, a rejoin). A closed call
 * takes only its admin; a request call the admin and people let in (`accepted`: by an answer, or by the
 * feature owning the call), however empty it is — a request waits for someone to answer it (decision 0067);
 * and no call more than `capacity` people.
 */
export function joinRefusal(call: CallFacts, userId: number, opts: { accepted: boolean; capacity: number; now: Date }): JoinRefusal | null {
  if (call.participants.includes(userId)) return null;
  if (hasEnded(call, opts.now)) return 'ended';
  const isAdmin = administers(call, userId);
  if (call.status === 'closed' && !isAdmin) return 'closed';
  if (call.membersOnly && !isAdmin && !opts.accepted) return 'members_only';
  if (call.status === 'request' && !isAdmin && !opts.accepted) return 'access_required';
  if (call.participants.length >= opts.capacity) return 'full';
  return null;
}

/**
 * The admin once `participants` (longest present first) are the ones in the call and `left` just left it
 * (decision 0067). The admin stays the admin — whoever joins first, however long they are away — until they
 * leave the call after having been in it: then it passes to the longest-present participant (a call with
 * standing hosts only to a host who is present). Nobody left: the admin is kept. A call of no admin never gets one.
 */
export function adminAfter(adminId: number | null, participants: number[], hosts: number[] = [], noAdmin = false, left: readonly number[] = []): number | null {
  if (noAdmin) return null;
  if (adminId === null || !left.includes(adminId) || participants.length === 0) return adminId;
  if (hosts.length > 0) return participants.find((id) => hosts.includes(id)) ?? adminId;
  return participants[0] ?? adminId;
}

/** The speaker stays only while in the call. */
export function speakerAfter(speakerId: number | null, participants: number[]): number | null {
  return speakerId !== null && participants.includes(speakerId) ? speakerId : null;
}

/** Any status may follow any other, by the admin, while the call has not ended. */
export function statusChange(call: Pick<CallFacts, 'status'>, to: VideocallStatusValue): { from: VideocallStatusValue; to: VideocallStatusValue; changed: boolean } {
  return { from: call.status, to, changed: call.status !== to };
}

/** Whether the call shows on its networking area: not closed and not over. */
export function shownOnArea(call: CallFacts, now: Date): boolean {
  return call.status !== 'closed' && !hasEnded(call, now);
}
