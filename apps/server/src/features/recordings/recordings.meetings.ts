import { sql } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { backstageRoles, EventAccess } from '../events';
import type { MeetingGate, RecordedMeeting } from './recordings.service';

interface MeetingFacts {
  id: number;
  event_id: number;
  title: string;
  starts_at: Date | string;
  videocall_id: number;
  is_walk_in: boolean;
  host_ids: number[] | null;
  speaker_name: string | null;
}

const asMeeting = (row: MeetingFacts): RecordedMeeting => ({
  id: row.id,
  eventId: row.event_id,
  title: row.title,
  startsAt: new Date(row.starts_at),
  videocallId: row.videocall_id,
  hostIds: row.host_ids ?? [],
  speakerName: row.speaker_name ?? '',
});

/**
 * The meetings a recording belongs to, read from the meetings feature's tables in one statement each: the
 * meeting of a room path, its hosts, the speaker's name (the primary speaker, else the hosts), and who may
 * enter it (hosts, registered participants, the event's organisers; anyone in the event for a walk-in meeting).
 */
export function meetingGate(platform: Platform): MeetingGate {
  const access = new EventAccess(platform.db, platform.clock);
  const facts = (where: ReturnType<typeof sql>) => sql`
    SELECT m.id, m.event_id, m.title, m.starts_at, m.videocall_id, m.is_walk_in,
      (SELECT array_agg(h.user_id ORDER BY h.user_id) FROM meeting_hosts h WHERE h.meeting_id = m.id) AS host_ids,
      COALESCE(
        (SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = m.primary_speaker_id),
        (SELECT string_agg(trim(u.first_name || ' ' || u.last_name), ', ' ORDER BY u.id) FROM meeting_hosts h JOIN users u ON u.id = h.user_id WHERE h.meeting_id = m.id)
      ) AS speaker_name
    FROM meetings m ${where}`;
  const one = async (query: ReturnType<typeof sql>): Promise<RecordedMeeting | null> => {
    const res = await platform.db.execute(query);
    const row = res.rows[0] as unknown as MeetingFacts | undefined;
    return row ? asMeeting(row) : null;
  };
  return {
    async find(eventSlug, spaceSlug, roomSlug, userId) {
      const grant = await access.require(eventSlug, userId);
      return one(
        facts(sql`JOIN spaces s ON s.id = m.space_id WHERE m.event_id = ${grant.event.id} AND s.slug = ${spaceSlug} AND s.type = 'meeting' AND m.slug = ${roomSlug}`),
      );
    },
    async mayEnter(meetingId, userId) {
      const res = await platform.db.execute(sql`
        SELECT EXISTS (SELECT 1 FROM meeting_hosts WHERE meeting_id = m.id AND user_id = ${userId})
            OR EXISTS (SELECT 1 FROM meeting_registrations WHERE meeting_id = m.id AND user_id = ${userId})
            OR EXISTS (SELECT 1 FROM event_members em WHERE em.event_id = m.event_id AND em.user_id = ${userId}
                         AND (em.role IN (${sql.join(backstageRoles.map((r) => sql`${r}`), sql`, `)}) OR m.is_walk_in)) AS allowed
        FROM meetings m WHERE m.id = ${meetingId}`);
      return (res.rows[0] as { allowed?: boolean } | undefined)?.allowed === true;
    },
  };
}
