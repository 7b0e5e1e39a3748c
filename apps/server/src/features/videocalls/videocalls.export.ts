import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { videoCallAccess, videoCallHosts, videoCallInvites, videoCallParticipants, videoCalls } from './videocalls.schema';

/** Calls the person made, ran or spoke in, was in, hosts, asked into, and invitations to and from them. */
export const videocallsExportPart: ExportPart = {
  tables: {
    video_calls: rowsNaming(videoCalls, [videoCalls.adminId, videoCalls.speakerId]),
    video_call_participants: rowsNaming(videoCallParticipants, [videoCallParticipants.userId], { via: { joins: [[videoCallParticipants.callId, videoCalls.id]], eventId: videoCalls.eventId } }),
    video_call_hosts: rowsNaming(videoCallHosts, [videoCallHosts.userId], { via: { joins: [[videoCallHosts.callId, videoCalls.id]], eventId: videoCalls.eventId } }),
    video_call_access: rowsNaming(videoCallAccess, [videoCallAccess.userId], { via: { joins: [[videoCallAccess.callId, videoCalls.id]], eventId: videoCalls.eventId } }),
    video_call_invites: rowsNaming(videoCallInvites, [videoCallInvites.callerId, videoCallInvites.calleeId]),
  },
};
