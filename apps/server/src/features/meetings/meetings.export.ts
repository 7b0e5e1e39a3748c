import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { meetingAttendance, meetingHosts, meetingRegistrations, meetings, meetingWaitlist } from './meetings.schema';

/** Group sessions the person speaks at or hosts, registered for, waits for, or came to. */
export const meetingsExportPart: ExportPart = {
  tables: {
    meetings: rowsNaming(meetings, [meetings.primarySpeakerId]),
    meeting_hosts: rowsNaming(meetingHosts, [meetingHosts.userId], { via: { joins: [[meetingHosts.meetingId, meetings.id]], eventId: meetings.eventId } }),
    meeting_registrations: rowsNaming(meetingRegistrations, [meetingRegistrations.userId], {
      via: { joins: [[meetingRegistrations.meetingId, meetings.id]], eventId: meetings.eventId },
    }),
    meeting_waitlist: rowsNaming(meetingWaitlist, [meetingWaitlist.userId], { via: { joins: [[meetingWaitlist.meetingId, meetings.id]], eventId: meetings.eventId } }),
    meeting_attendance: rowsNaming(meetingAttendance, [meetingAttendance.userId], {
      via: { joins: [[meetingAttendance.meetingId, meetings.id]], eventId: meetings.eventId },
    }),
  },
};
