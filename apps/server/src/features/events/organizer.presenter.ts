import type { ChangeLogEntry, EventSettings, EventStatus, OrganizerEventSummary } from '@foyer/contracts';
import { dateIn } from '@foyer/domain';
import { consoleRolesOf, type ChangeLogRow, type EventRole, type EventRow } from '../identity';
import { presentPreview } from './events.presenter';

/**
 * Where an event stands on `now`: a draft until published, then published before its first day, running
 * from its first to its last day and over after it — days as the event's own time zone counts them.
 */
export function eventStatusOf(event: Pick<EventRow, 'published' | 'startDate' | 'endDate' | 'timezone'>, now: Date): EventStatus {
  if (!event.published) return 'draft';
  const today = dateIn(now, event.timezone);
  if (today < event.startDate) return 'published';
  return today > event.endDate ? 'over' : 'running';
}

export function presentEventSummary(row: { event: EventRow; role: EventRole | null; staffsBooth: boolean; peopleCount: number }, now: Date): OrganizerEventSummary {
  const { event } = row;
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    start_date: event.startDate,
    end_date: event.endDate,
    timezone: event.timezone,
    language: event.language,
    is_virtual: event.isVirtual,
    is_in_person: event.isInPerson,
    published: event.published,
    status: eventStatusOf(event, now),
    people_count: row.peopleCount,
    roles: [...consoleRolesOf(row.role), ...(row.staffsBooth ? (['booth_staff'] as const) : [])],
  };
}

/** Everything about an event its owners decide, by the names the event replies use: the entry data as the preview says them. */
export function presentSettings(event: EventRow, now: Date): EventSettings {
  const { home_space: _home, ...entry } = presentPreview(event, null);
  return {
    ...entry,
    id: event.id,
    status: eventStatusOf(event, now),
    home_space: event.homeSpaceId,
    goodiebag_name: event.goodiebagName,
    enable_group_sessions: event.enableGroupSessions,
    enable_meeting_scheduling: event.enableMeetingScheduling,
    enable_performers: event.enablePerformers,
    enable_calendar: event.enableCalendar,
    enable_attendees: event.enableAttendees,
    enable_mobile_warning: event.enableMobileWarning,
    first_day_of_program: event.firstDayOfProgram,
    start_date: event.startDate,
    end_date: event.endDate,
    timezone: event.timezone,
    is_virtual: event.isVirtual,
    is_in_person: event.isInPerson,
    contact_email: event.contactEmail,
    is_lite: event.isLite,
    // One switch: the event's column is the truth, the preview configuration mirrors it (as the current event says).
    preview_config: { ...event.previewConfig, enable_meeting_scheduling: event.enableMeetingScheduling },
  };
}

/** One change-log entry; its author by name and address (null once their account is removed). */
export function presentChange(row: ChangeLogRow): ChangeLogEntry {
  const actor = row.actor && { id: row.actor.id, name: `${row.actor.firstName} ${row.actor.lastName}`.trim(), email: row.actor.email };
  return { id: row.id, at: row.at.toISOString(), actor, area: row.area, action: row.action, target: row.target, before: row.before, after: row.after };
}
