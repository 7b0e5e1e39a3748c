import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';
import { registerFavouriteView } from '@/shared/plug-ins/favourite-views';
import { registerSidebarPanel } from '@/shared/plug-ins/sidebar-panels';
import { registerEventFooter } from '@/shared/plug-ins/event-footers';
import { registerEventOverlay } from '@/shared/plug-ins/event-overlays';
import { registerProfileMenuItem } from '@/shared/plug-ins/profile-menu-items';
import {
  registerAttendeeBadge, registerAttendeeBroadcastBar, registerAttendeeCallButton, registerAttendeeCardAction, registerAttendeeChatOpener, registerAttendeeScheduler,
} from '@/shared/plug-ins/attendee-views';
import { registerComposerGate, registerConversationAction, registerMessageAttachment } from '@/shared/plug-ins/private-chat';
import { registerCalendarAppointments } from '@/shared/plug-ins/calendar-appointments';
import { registerCallControl } from '@/shared/plug-ins/call-controls';
import { AccessRequestOverlay } from '@/features/videocalls/access-request-overlay';
import { registerRecordingsReview } from '@/shared/plug-ins/recordings-review';
import { registerChatSenderLabel } from '@/shared/plug-ins/chat-sender-labels';

/**
 * Where later features plug into the shell: space pages by type and sidebar panels. Each feature adds
 * one line here, e.g. `registerSpacePage('map', MapPage)` or
 * `registerSidebarPanel('attendees', { component: AttendeeSidebar, expandable: true })`.
 * Until then the shell shows the lobby, space welcome cards and designed empty sidebars.
 * Space pages load as chunks of their own when first shown (the shell's Suspense boundary waits for them).
 * Called once, when the event shell's chunk arrives (app/routes.tsx): this module is part of that visit,
 * not of the entry page's.
 */
export function registerExtensions(): void {
  registerSpacePage('booth', lazyNamed(() => import('@/features/booths'), 'BoothSpacePage'));
  registerSpacePage('jobs', lazyNamed(() => import('@/features/jobs'), 'JobsPage'));
  registerSpacePage('map', lazyNamed(() => import('@/features/maps'), 'MapPage'));
  registerSpacePage('networking', lazyNamed(() => import('@/features/networking'), 'NetworkingPage'));
  registerSpacePage('meeting', lazyNamed(() => import('@/features/meetings/components/meeting-space-page'), 'MeetingSpacePage'));
  registerSpacePage('cinema', lazyNamed(() => import('@/features/cinema'), 'CinemaPage'));
  registerSpacePage('posters', lazyNamed(() => import('@/features/posters'), 'PostersPage'));
  registerSpacePage('embedded', lazyNamed(() => import('@/features/embedded'), 'EmbeddedPage'));
  // The presentation stage (issue 13): player, switching, Q&A; its moderators labelled Moderator in public chats.
  registerSpacePage('presentation', lazyNamed(() => import('@/features/presentations'), 'PresentationPage'));
  registerChatSenderLabel('moderator', { textKey: 'presentations.moderator', color: 'grape.9' });
  registerFavouriteView('poster', () => import('@/features/posters/favourite-views').then((m) => m.posterFavouriteView));
  // The chat roulette (decision 0043): its page, and the offer to go there when it starts, on every event page.
  registerSpacePage('chat_roulette', lazyNamed(() => import('@/features/chatroulette'), 'ChatRoulettePage'));
  registerEventOverlay({ component: lazyNamed(() => import('@/features/chatroulette/components/started-offer'), 'ChatRouletteOffer') });
  // Someone asks to join a call the person answers for: asked on whatever page of the event they are (decision 0067).
  registerEventOverlay({ component: AccessRequestOverlay });
  // How each kind of favourite looks in the goodie bag (decision 0022), loaded with the goodie bag.
  registerFavouriteView('booth', () => import('@/features/booths/favourite-views').then((m) => m.boothFavouriteView));
  registerFavouriteView('file', () => import('@/features/booths/favourite-views').then((m) => m.boothFileFavouriteView));
  registerFavouriteView('user', () => import('@/features/goodiebag/attendee-view').then((m) => m.attendeeFavouriteView));
  registerFavouriteView('meeting', () => import('@/features/meetings/favourite-views').then((m) => m.meetingFavouriteView));
  registerSidebarPanel('messages', { component: lazyNamed(() => import('@/features/private-chat/components/messages-panel'), 'MessagesPanel') });
  // The attendee sidebar: search, tags, people (spec 3); a chunk of its own on first open.
  registerSidebarPanel('attendees', { component: lazyNamed(() => import('@/features/attendees/components/attendee-sidebar'), 'AttendeeSidebar'), expandable: true });
  // The attendee card's "open chat" and the owners' broadcast bar in the attendee sidebar come from the private chat.
  registerAttendeeChatOpener((userId) => void import('@/features/private-chat/store').then((m) => m.openPrivateChat(userId)));
  registerAttendeeBroadcastBar(lazyNamed(() => import('@/features/private-chat/components/broadcast-panel'), 'BroadcastBar'));
  // The program (issue 11): the timetable footer; each part a chunk of its own.
  registerEventFooter({ component: lazyNamed(() => import('@/features/program/components/timetable-footer'), 'TimetableFooter') });
  registerSidebarPanel('calendar', { component: lazyNamed(() => import('@/features/program/components/calendar-panel'), 'CalendarPanel'), expandable: true });
  // The performer sidebar is 606 px wide (spec 2 §9).
  registerSidebarPanel('performers', { component: lazyNamed(() => import('@/features/program/components/performer-sidebar'), 'PerformerSidebar'), width: 606 });
  registerFavouriteView('show', () => import('@/features/program/favourite-views').then((m) => m.programItemFavouriteView));
  registerFavouriteView('performer', () => import('@/features/program/favourite-views').then((m) => m.performerFavouriteView));
  registerFavouriteView('session', () => import('@/features/program/favourite-views').then((m) => m.groupSessionFavouriteView));
  // The personal calendar subscription (show, copy, renew, revoke its secret address) in the profile menu.
  registerProfileMenuItem({ id: 'calendar-feed', component: lazyNamed(() => import('@/features/program/components/calendar-feed-modal'), 'CalendarFeedMenuItem'), visible: (event) => event.enable_calendar });
  // Calling an attendee from the directory, their card and a booth's staff (spec 3); the invite modal comes with its binding.
  registerAttendeeCallButton(lazyNamed(() => import('@/features/calling/call-button'), 'CallButton'));
  // Appointments (issue 12): the request dialog from the card and the chat, the chat's meeting request
  // card and the program calendar's appointment column; each a chunk of the appointments feature.
  registerAttendeeScheduler((eventSlug, person) => void import('@/features/appointments/open-dialog').then((m) => m.openRequestDialog(eventSlug, person)));
  registerConversationAction('schedule-appointment', lazyNamed(() => import('@/features/appointments/components/schedule-button'), 'ScheduleFromChat'));
  registerMessageAttachment({
    accepts: (message) => message.appointment_schedule !== null,
    component: lazyNamed(() => import('@/features/appointments/components/meeting-request-card'), 'MeetingRequestCard'),
  });
  registerCalendarAppointments(lazyNamed(() => import('@/features/appointments/components/calendar-column'), 'CalendarAppointments'));
  // Blocking a person (decision 0048): Block on the card, a Blocked badge, the list in the profile menu, and a
  // notice with Unblock in place of the composer of a conversation with someone blocked; one chunk.
  registerAttendeeCardAction('block', lazyNamed(() => import('@/features/blocking'), 'BlockAction'));
  registerAttendeeBadge('blocked', lazyNamed(() => import('@/features/blocking'), 'BlockedBadge'));
  registerComposerGate(lazyNamed(() => import('@/features/blocking'), 'BlockedComposerGate'));
  registerProfileMenuItem({ id: 'blocked-people', component: lazyNamed(() => import('@/features/blocking'), 'BlockedPeopleMenuItem') });
  // Recording a meeting's call: the hosts' record button and everyone's REC indicator in the call room (decision 0033).
  registerCallControl('recording', lazyNamed(() => import('@/features/recordings/components/record-control'), 'RecordControl'));
  // The hosts' recordings button in a meeting room opens the recordings' review list (hidden within the hour before the start, decision 0033).
  registerRecordingsReview({ component: lazyNamed(() => import('@/features/recordings/components/meeting-recordings-review'), 'MeetingRecordingsReview') });
}
