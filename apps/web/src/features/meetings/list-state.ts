/**
 * The meeting lists' live updates (spec 2 "Live updates to meeting lists") as pure functions over the pages
 * TanStack Query keeps for a list: `{pages: [{count, results}], pageParams}`. The realtime binding applies
 * them to every cached list of the event; the tests call them directly.
 */

/** The fields of a meeting the live updates read and change. */
export interface LiveMeeting {
  id: number;
  capacity: number;
  capacity_left: number;
  starts_at: string;
  ends_at: string;
  primary_speaker_id: number | null;
  host_user_ids: number[];
  participating_users: number[];
  is_host_in_meeting: boolean;
  waitlist_position: number | null;
}

/** The pages of one list as TanStack Query keeps them (`{pages: [{count, results, …}], pageParams}`). */
export interface MeetingPages<M extends LiveMeeting = LiveMeeting> {
  pages: Array<{ count: number; results: M[] }>;
}

/** The meeting type of a list's pages. */
export type MeetingOf<D extends MeetingPages> = D['pages'][number]['results'][number];

/** One meeting changed wherever it is listed; the pages stay the same objects when nothing changed. */
function mapMeeting<D extends MeetingPages>(data: D, meetingId: number, change: (meeting: MeetingOf<D>) => MeetingOf<D>): D {
  let touched = false;
  const pages = data.pages.map((page) => {
    let changed = false;
    const results = page.results.map((m) => {
      if (m.id !== meetingId) return m;
      const next = change(m);
      if (next !== m) changed = true;
      return next;
    });
    if (!changed) return page;
    touched = true;
    return { ...page, results };
  });
  return touched ? { ...data, pages } : data;
}

/** What `updated_meeting_videocall` reports: the people in the call, and what the server derived from it. */
export interface CallUpdate {
  users: number[];
  participating_users?: number[];
  is_host_in_meeting?: boolean;
}

/** Seats taken by a participant list: hosts take none. */
const seatsTaken = (meeting: LiveMeeting, participants: number[]) => participants.filter((id) => !meeting.host_user_ids.includes(id)).length;

/**
 * `updated_meeting_videocall {meeting, users}`: the participants are replaced with the reported ones (the
 * server's participant list when it sends one, else the users in the call), the primary speaker kept among
 * them, and capacity_left recomputed as the capacity minus the participants holding seats (never below 0).
 */
export function withCallUpdate<M extends LiveMeeting>(meeting: M, update: CallUpdate): M {
  const participants = [...new Set(update.participating_users ?? update.users)];
  if (meeting.primary_speaker_id !== null && !participants.includes(meeting.primary_speaker_id)) participants.push(meeting.primary_speaker_id);
  return {
    ...meeting,
    participating_users: participants,
    capacity_left: Math.max(0, meeting.capacity - seatsTaken(meeting, participants)),
    is_host_in_meeting: update.is_host_in_meeting ?? meeting.is_host_in_meeting,
  };
}

export function applyCallUpdate<D extends MeetingPages>(data: D, meetingId: number, update: CallUpdate): D {
  return mapMeeting(data, meetingId, (m) => withCallUpdate(m, update));
}

/**
 * Registration changed (`meeting_capacity_updated`): the seats left, and the participants when the server
 * names them. A person promoted from the waitlist is off it.
 */
export function withCapacity<M extends LiveMeeting>(meeting: M, capacityLeft: number, participants?: number[], viewerId?: number): M {
  const next = { ...meeting, capacity_left: capacityLeft, participating_users: participants ?? meeting.participating_users };
  if (viewerId !== undefined && next.waitlist_position !== null && next.participating_users.includes(viewerId)) next.waitlist_position = null;
  return next;
}

/** `meeting_capacity_updated {meeting_id, capacity_left}`. */
export function applyCapacity<D extends MeetingPages>(data: D, meetingId: number, capacityLeft: number, participants?: number[], viewerId?: number): D {
  return mapMeeting(data, meetingId, (m) => withCapacity(m, capacityLeft, participants, viewerId));
}

/** A meeting as the server now answers it (after registering), wherever it is listed. */
export function replaceMeeting<D extends MeetingPages>(data: D, meeting: MeetingOf<D>): D {
  return mapMeeting(data, meeting.id, () => meeting);
}

/** `host_joined_meeting {meeting_id}`: the waiting-for-host note goes. */
export function applyHostJoined<D extends MeetingPages>(data: D, meetingId: number): D {
  return mapMeeting(data, meetingId, (m) => (m.is_host_in_meeting ? m : { ...m, is_host_in_meeting: true }));
}

/** Registering or unregistering adds or removes the attendee in the meeting's participant list. */
export function withRegistration<M extends LiveMeeting>(meeting: M, userId: number, registered: boolean): M {
  const has = meeting.participating_users.includes(userId);
  if (has === registered) return meeting;
  return {
    ...meeting,
    participating_users: registered ? [...meeting.participating_users, userId] : meeting.participating_users.filter((id) => id !== userId),
  };
}

export function applyRegistration<D extends MeetingPages>(data: D, meetingId: number, userId: number, registered: boolean): D {
  return mapMeeting(data, meetingId, (m) => withRegistration(m, userId, registered));
}

/** Whether a meeting has ended at `now` (its end is not after it). */
export const hasEnded = (meeting: Pick<LiveMeeting, 'ends_at'>, now: number): boolean => Date.parse(meeting.ends_at) <= now;

/** Drops the meetings `gone` names from the pages and lowers the count by as many. */
export function dropMeetings<D extends MeetingPages>(data: D, gone: (meeting: MeetingOf<D>) => boolean): D {
  let dropped = 0;
  const pages = data.pages.map((page) => {
    const results = page.results.filter((m) => !gone(m));
    if (results.length === page.results.length) return page;
    dropped += page.results.length - results.length;
    return { ...page, results };
  });
  if (dropped === 0) return data;
  return { ...data, pages: pages.map((page) => ({ ...page, count: Math.max(0, page.count - dropped) })) };
}

/**
 * Removing old meetings: those whose ends_at is not after `now` leave the lists and the count goes down
 * with them. `keep` spares some (a host's own past meetings in My meetings).
 */
export function dropEnded<D extends MeetingPages>(data: D, now: number, keep: (meeting: MeetingOf<D>) => boolean = () => false): D {
  return dropMeetings(data, (m) => hasEnded(m, now) && !keep(m));
}

/** Every meeting of the pages once (a meeting may move between pages while others are added). */
export function meetingsOf<D extends MeetingPages>(data: D | undefined): MeetingOf<D>[] {
  const seen = new Set<number>();
  const out: MeetingOf<D>[] = [];
  for (const page of data?.pages ?? []) {
    for (const m of page.results) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

/** The list's count: the last page's (the server's latest word, lowered by the meetings dropped since). */
export const countOf = (data: MeetingPages | undefined): number => data?.pages.at(-1)?.count ?? 0;
