import { registerAppointmentPlugIns } from '@/features/appointments';
import { registerAttendeePlugIns } from '@/features/attendees';
import { registerBlockingPlugIns } from '@/features/blocking';
import { registerModerationPlugIns } from '@/features/moderation';
import { registerBoothPlugIns } from '@/features/booths';
import { registerCallingPlugIns } from '@/features/calling';
import { registerChatRoulettePlugIns } from '@/features/chatroulette';
import { registerCinemaPlugIns } from '@/features/cinema';
import { registerEmbeddedPlugIns } from '@/features/embedded';
import { registerGoodiebagPlugIns } from '@/features/goodiebag';
import { registerJobPlugIns } from '@/features/jobs';
import { registerMapPlugIns } from '@/features/maps';
import { registerMeetingPlugIns } from '@/features/meetings';
import { registerNetworkingPlugIns } from '@/features/networking';
import { registerPosterPlugIns } from '@/features/posters';
import { registerPresentationPlugIns } from '@/features/presentations';
import { registerPrivateChatPlugIns } from '@/features/private-chat';
import { registerProgramPlugIns } from '@/features/program';
import { registerRecordingPlugIns } from '@/features/recordings';
import { registerVideocallPlugIns } from '@/features/videocalls';

/**
 * Every feature plugs itself into the registries of shared/plug-ins (space pages by type, sidebar panels,
 * footers, overlays, favourite views, the attendee card's and the private chat's slots, call controls, …)
 * with its own `register…PlugIns()`; this calls them all, once, when the event shell's chunk arrives
 * (app/routes.tsx): only pages inside an event use them, so none of it is part of the entry page's visit.
 * Each registers lazy components: a feature's page or panel is a chunk of its own, fetched when first shown.
 * The order is the order of lists the shell shows (event overlays, profile menu entries).
 */
export function registerExtensions(): void {
  registerBoothPlugIns();
  registerJobPlugIns();
  registerMapPlugIns();
  registerNetworkingPlugIns();
  registerMeetingPlugIns();
  registerCinemaPlugIns();
  registerPosterPlugIns();
  registerEmbeddedPlugIns();
  registerPresentationPlugIns();
  registerChatRoulettePlugIns();
  registerVideocallPlugIns();
  registerGoodiebagPlugIns();
  registerPrivateChatPlugIns();
  registerAttendeePlugIns();
  registerProgramPlugIns();
  registerCallingPlugIns();
  registerAppointmentPlugIns();
  registerBlockingPlugIns();
  registerModerationPlugIns();
  registerRecordingPlugIns();
}
