import { z } from 'zod';
import { updatedPublishedSpace } from './spaces';
import { boothClientEvents, boothServerEvents } from './booths';
import { joinChat, leaveChat, publicMessage, sendPublicMessage } from './chat';
import { heldMessagesClientEvents, heldMessagesServerEvents, updatedChatSlowMode } from './moderation-chat-rules';
import { chatModerationServerEvents } from './chat-moderation';
import { recordId, slugParam } from './http';
import { attendeeClientEvents, attendeeServerEvents } from './attendees';
import { privateMessage, updatedUnreadMessagesCount } from './private-chat';
import { videocallClientEvents, videocallServerEvents } from './videocalls';
import { videocallMediaClientEvents, videocallMediaServerEvents } from './videocall-media';
import { programServerEvents } from './program';
import { networkingClientEvents, networkingServerEvents } from './networking';
import { meetingClientEvents, meetingServerEvents } from './meetings';
import { recordingServerEvents } from './recordings';
import { presentationClientEvents, presentationServerEvents } from './presentations';
import { chatRouletteClientEvents, chatRouletteServerEvents } from './chatroulette';
import { liveAnalyticsClientEvents, liveAnalyticsServerEvents } from './organizer-analytics-live';
import { updatedEvent } from './organizer';
import { updatedNavigation } from './organizer-navigation';
import { updatedMap } from './organizer-maps';
import { updatedBooth } from './organizer-booths';
import { updatedMeetings } from './organizer-meetings';
import { updatedCinema } from './organizer-cinema';
import { updatedPosters } from './organizer-posters';
import { moderationServerEvents } from './moderation';
import type { RoutePolicy } from './route-policy';

const eventSlug = slugParam;

/**
 * Realtime events, one schema per event name and direction. Names are the spec's, verbatim.
 * Features add their events to these maps; both the gateway and the web client read them.
 * docs/realtime.md lists them with the decisions the spec leaves open.
 */
export const clientToServer = {
  /** First event of every socket; answered by `authenticated` or `login_failed`. */
  login: z.object({ token: z.string().min(1).max(4096), event_slug: eventSlug }),
  /** Keepalive every 120 s: keeps the person's presence (`is_online`). The spec's client sends no payload. */
  user_is_alive: z.object({}).passthrough().nullish(),
  /**
   * Without `space_id`: the event-wide space updates, which every logged-in socket receives already
   * (room `event:<slug>`). With `space_id`: joins `space:<id>` for that space's own updates.
   */
  subscribe_to_space: z.object({ event_slug: eventSlug, space_id: recordId.optional() }),
  unsubscribe_from_space: z.object({ event_slug: eventSlug, space_id: recordId.optional() }),
  /** Booth visitors: join/leave a booth, staff (un)subscribe to its visitor list (docs/realtime.md). */
  ...boothClientEvents,
  /** Joins the chat's room to receive its messages (people allowed in the chat's event and space). */
  join_chat: joinChat,
  leave_chat: leaveChat,
  /**
   * Sends a public chat message; everyone in the chat's room (the sending socket too) gets `received_public_message`.
   * A message with a word of the event's list is held for review instead: the acknowledgement answers
   * `{ok: true, held: true, detail}` and nobody receives it. Inside the chat's slow-mode window it is refused
   * with `code: "slow_mode"` and `retry_after` seconds (decision 0094).
   */
  send_public_message: sendPublicMessage,
  /** Presence and profile updates of the people on screen (docs/realtime.md, "Attendees"). */
  ...attendeeClientEvents,
  /** Video calls: access requests, invites and host actions (`send_to_user`), networking areas (docs/realtime.md). */
  ...videocallClientEvents,
  /** Video call media signalling and the device check's probe (docs/realtime.md, "Video call media"). */
  ...videocallMediaClientEvents,
  /** Avatars on a networking map (docs/realtime.md, "Networking map avatars"). */
  ...networkingClientEvents,
  /** Meeting spaces and rooms: their meetings' live updates (docs/realtime.md, "Meetings"). */
  ...meetingClientEvents,
  /** The presentation stage: who is on the page (docs/realtime.md, "Presentations"). */
  ...presentationClientEvents,
  /** Chat roulette: the queue, next and exit (docs/realtime.md, "Chat roulette"). */
  ...chatRouletteClientEvents,
  /** The console's live figures: watch and stop watching (docs/realtime.md, "Live figures"). */
  ...liveAnalyticsClientEvents,
  /** The console's held queue: watch and stop watching (docs/realtime.md, "Chat rules"). */
  ...heldMessagesClientEvents,
} as const;

/**
 * Whom each client event lets through (decision 0098, its socket half), in the routes' words. A socket acts in
 * the event it logged in to: `event-member` — the payload names the event's things (its space, booth, chat,
 * call, person), which the event's members may reach; `signed-in` — any logged-in socket, acting only on itself
 * (leaving a room, its own media session, its keepalive) or on its own event alone; the relation words as for
 * routes (`call-participant`: the call's people). `login` names the event and brings a person's token: it
 * lets in whom the event lets in. The authorisation matrix test reads this map; an event without a row fails it.
 */
export const clientEventPolicy: Record<keyof typeof clientToServer, RoutePolicy> = {
  login: 'event-member',
  user_is_alive: 'signed-in',
  subscribe_to_space: 'event-member',
  unsubscribe_from_space: 'event-member',
  join_booth_space: 'event-member',
  leave_booth_space: 'signed-in',
  // Its staff only (the console's owners read the figures, not who is there).
  subscribe_to_booth_vistors: 'booth-staff',
  unsubscribe_from_booth_vistors: 'signed-in',
  join_chat: 'event-member',
  leave_chat: 'signed-in',
  send_public_message: 'event-member',
  // Rooms of the socket's own event (`attendee:<event>:<person>`): naming someone of another event hears nothing.
  subscribe_to_attendees: 'signed-in',
  unsubscribe_to_attendees: 'signed-in',
  // A call the event's people see (a call that asks its admin first); the admin's answer, not the socket, lets them in.
  request_videocall_access: 'event-member',
  cancel_videocall_access_request: 'event-member',
  send_to_user: 'event-member',
  join_networking_area: 'event-member',
  leave_networking_area: 'signed-in',
  exit_videocalls: 'signed-in',
  // The call's own token (from joining it over REST) lets a socket into its media; the rest act on the socket's own media session.
  videocall_media_join: 'call-participant',
  videocall_media_watch: 'call-participant',
  videocall_media_publish: 'signed-in',
  videocall_media_unpublish: 'signed-in',
  videocall_media_answer: 'signed-in',
  videocall_media_ice: 'signed-in',
  videocall_media_view: 'signed-in',
  videocall_media_state: 'signed-in',
  videocall_media_leave: 'signed-in',
  videocall_media_probe: 'signed-in',
  videocall_media_probe_answer: 'signed-in',
  videocall_media_probe_ice: 'signed-in',
  videocall_media_probe_end: 'signed-in',
  move_networking_avatar: 'signed-in',
  join_meeting_space: 'event-member',
  leave_meeting_space: 'signed-in',
  join_meeting_room: 'event-member',
  leave_meeting_room: 'signed-in',
  join_presentation_space: 'event-member',
  leave_presentation_space: 'signed-in',
  join_chatroulette: 'event-member',
  next_chatroulette: 'event-member',
  leave_chatroulette: 'signed-in',
  // The console's live pages: its moderators' guard, where administrators act as owners.
  watch_live_figures: 'console-moderator',
  unwatch_live_figures: 'signed-in',
  watch_held_messages: 'console-moderator',
  unwatch_held_messages: 'signed-in',
};

export const serverToClient = {
  authenticated: z.object({ user_id: z.number().int(), event_slug: z.string() }),
  /** After `authenticated`, to a socket that was logged in before (the same connection logging in again). */
  reconnected: z.object({ user_id: z.number().int(), event_slug: z.string() }),
  login_failed: z.object({ detail: z.string(), code: z.string().optional() }),
  /** Any refused client event: `{event, detail, code?}` (our addition; the spec does not name one); a silence adds `reason` and `until`, slow mode `retry_after`. */
  event_error: z.object({ event: z.string(), detail: z.string(), code: z.string().optional(), reason: z.string().optional(), until: z.string().nullable().optional(), retry_after: z.number().int().optional() }),
  updated_published_space: updatedPublishedSpace,
  /** An owner changed the event's settings: pages read the event (preview, current, navigation) again. */
  updated_event: updatedEvent,
  /** The console's live figures changed: to the event's owners and moderators (docs/realtime.md, "Organiser console"). */
  ...liveAnalyticsServerEvents,
  /** `joined_booth_space`, `left_booth_space`, `booth_visitors` to a booth's subscribed staff. */
  ...boothServerEvents,
  /** A stored public chat message, to the chat's room and the sending socket. */
  received_public_message: publicMessage,
  /** A chat's slow mode changed (the console's chat rules): composers show the new window. */
  updated_chat_slow_mode: updatedChatSlowMode,
  /** `held_message_added`, `held_message_settled` to the sockets watching the event's held queue (docs/realtime.md, "Chat rules"). */
  ...heldMessagesServerEvents,
  /** A message deleted, hidden or restored, the pin changed, the chat cleared: to the chat's room (docs/realtime.md, "Public chat moderation"). */
  ...chatModerationServerEvents,
  /** A private message (or a notification bot message) to the receiver's and the sender's own sockets. */
  received_private_message: privateMessage,
  /** The person's unread total changed (a message arrived, or another tab marked a conversation read). */
  updated_unread_messages_count: updatedUnreadMessagesCount,
  /** `attendee_updated`, `privacy_status_updated` to the people's subscribers. */
  ...attendeeServerEvents,
  /** Video calls and networking areas (docs/realtime.md, "Video calls"). */
  ...videocallServerEvents,
  /** Video call media signalling (docs/realtime.md, "Video call media"). */
  ...videocallMediaServerEvents,
  /** `timetable_updated`, `group_session_updated` to `event:<slug>` when the program changes (docs/realtime.md, "Program"). */
  ...programServerEvents,
  /** Avatars on a networking map: the ones there, moves, departures. */
  ...networkingServerEvents,
  /** `updated_meeting_videocall`, `meeting_capacity_updated`, `host_joined_meeting` to a meeting space's room. */
  ...meetingServerEvents,
  /** `meeting_recording_updated`, `meeting_recordings_changed`, `vimeo_upload_complete` (docs/realtime.md, "Recordings"). */
  ...recordingServerEvents,
  /** The presentation stage: its people, the current presentation, the Q&A (docs/realtime.md, "Presentations"). */
  ...presentationServerEvents,
  /** `chatroulette_state` to a roulette's people, `chatroulette_started` to the event (docs/realtime.md, "Chat roulette"). */
  ...chatRouletteServerEvents,
  /** The event's menu changed (the organiser console): read `GET …/navigation/` again (docs/realtime.md, "Organiser console"). */
  updated_navigation: updatedNavigation,
  /** A map's image, areas or fields changed (the organiser console): read that map again. */
  updated_map: updatedMap,
  /** A booth's fields, files, staff, documents, videos, jobs or sessions changed (the console): read that booth again. */
  updated_booth: updatedBooth,
  /** A meeting was made, edited or removed: lists of that space's meetings and open rooms read again. */
  updated_meetings: updatedMeetings,
  /** A cinema's films changed (the organiser console): read its films again. */
  updated_cinema: updatedCinema,
  /** A poster hall's posters changed (the organiser console): read its posters again. */
  updated_posters: updatedPosters,
  /** `moderation_silenced`, `moderation_silence_lifted`, `moderation_banned` to the person, `report_resolved` to the reporter (docs/realtime.md, "Moderation"). */
  ...moderationServerEvents,
} as const;

/**
 * What a client event's acknowledgement callback receives, when the client asks for one
 * (`socket.emit(name, payload, ack)`). Refusals are also sent as `event_error`. Some events answer more
 * fields beside `ok: true` (the media signalling's SDP answers, for one); their contracts name them.
 */
export const realtimeAck = z.union([
  z.object({ ok: z.literal(true) }).catchall(z.unknown()),
  /** `reason`/`until`: a silence's; `retry_after`: whole seconds until the refused event may be sent again (`slow_mode`). */
  z.object({ ok: z.literal(false), detail: z.string(), code: z.string().optional(), reason: z.string().optional(), until: z.string().nullable().optional(), retry_after: z.number().int().optional() }),
]);
export type RealtimeAck = z.infer<typeof realtimeAck>;

export type ClientEventName = keyof typeof clientToServer;
export type ServerEventName = keyof typeof serverToClient;
export type ClientEventPayload<E extends ClientEventName> = z.input<(typeof clientToServer)[E]>;
export type ServerEventPayload<E extends ServerEventName> = z.output<(typeof serverToClient)[E]>;

/** Realtime error codes the client may branch on. */
export const realtimeErrorCodes = {
  notLoggedIn: 'not_logged_in',
  unknownEvent: 'unknown_event',
  invalidPayload: 'invalid_payload',
  wrongEvent: 'wrong_event',
  serverError: 'server_error',
  tooManyEvents: 'too_many_events',
  /** `login_failed` to a logged-in socket whose person's role in the event changed: log in again. */
  roleChanged: 'role_changed',
} as const;

/** Room names, so every feature scopes its broadcasts the same way. */
export const rooms = {
  event: (slug: string) => `event:${slug}`,
  space: (id: number) => `space:${id}`,
  call: (id: number) => `call:${id}`,
  user: (id: number) => `user:${id}`,
  /** A public chat of no space. */
  chat: (id: number) => `chat:${id}`,
  /** The public chat of a space: under the space, so closing the space empties it of non-organisers. */
  spaceChat: (spaceId: number) => `space:${spaceId}:chat`,
  /** One person's sockets in one event (private messages are per event; `user:<id>` spans events). */
  eventUser: (slug: string, userId: number) => `event:${slug}:user:${userId}`,
  /** Subscribers of one person's updates in one event (`subscribe_to_attendees`). */
  attendee: (eventId: number, userId: number) => `attendee:${eventId}:${userId}`,
} as const;
