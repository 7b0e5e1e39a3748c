import { asc, eq, inArray } from 'drizzle-orm';
import type { ArchiveMeeting } from '@foyer/contracts';
import { ArchiveError, byId, type ArchivePart } from '../../platform/event-archive/parts';
import { createStandingCall } from '../videocalls';
import { meetingHosts, meetings } from './meetings.schema';

/**
 * The meetings of the meeting spaces (decision 0089): each gets a standing call of its own at import, as a
 * meeting made in the console does. Hosts and the primary speaker come with the people; registrations and
 * waiting lists are the event's history and stay behind.
 */
export const meetingsArchivePart: ArchivePart<'meetings'> = {
  section: 'meetings',
  async export({ db, eventId, keys }) {
    const rows = byId(await db.select().from(meetings).where(eq(meetings.eventId, eventId)));
    const hosts = rows.length === 0 ? [] : await db.select().from(meetingHosts).where(inArray(meetingHosts.meetingId, rows.map((m) => m.id))).orderBy(asc(meetingHosts.userId));
    return rows.map((m): ArchiveMeeting => ({
      space: keys.key('space', m.spaceId), slug: m.slug, title: m.title, description: m.description, capacity: m.capacity,
      starts_at: m.startsAt.toISOString(), ends_at: m.endsAt.toISOString(), is_walk_in: m.isWalkIn, enable_host_chat: m.enableHostChat,
      primary_speaker: keys.ref('person', m.primarySpeakerId), hosts: keys.refs('person', hosts.filter((h) => h.meetingId === m.id).map((h) => h.userId)),
    }));
  },
  async import({ db, eventId, now, ids }, list) {
    for (const [i, m] of list.entries()) {
      const where = `meetings[${i}]`;
      if (Date.parse(m.ends_at) <= Date.parse(m.starts_at)) throw new ArchiveError(`${where}.ends_at`, 'a meeting ends after it starts');
      const hostIds = [...new Set(ids.people(m.hosts, `${where}.hosts`))];
      const call = await createStandingCall(db, now, { eventId, displayName: m.title, hostIds, capacity: m.capacity + hostIds.length });
      const [row] = await db.insert(meetings).values({
        eventId, spaceId: ids.get('space', m.space, `${where}.space`), slug: m.slug, title: m.title, description: m.description, capacity: m.capacity,
        startsAt: new Date(m.starts_at), endsAt: new Date(m.ends_at), primarySpeakerId: ids.person(m.primary_speaker, `${where}.primary_speaker`),
        isWalkIn: m.is_walk_in, enableHostChat: m.enable_host_chat, videocallId: call.id,
      }).returning({ id: meetings.id });
      if (hostIds.length > 0) await db.insert(meetingHosts).values(hostIds.map((userId) => ({ meetingId: row!.id, userId })));
    }
  },
};
