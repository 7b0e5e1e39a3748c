import { z } from 'zod';
import { recordId } from './http';

/**
 * Media signalling between the browser and our server (issue 10, docs/realtime.md "Video call media").
 * The browser talks only to our Socket.IO server; the server hands media to its `MediaBackend` (werift
 * in-process, or Janus). Every client → server event answers through its acknowledgement callback:
 * `{ok: true, ...reply}` with the reply named below, or `{ok: false, detail, code?}` (then also
 * `event_error`). Decision 0024 records the trade-offs.
 *
 * Peer connections of one browser tab in one call:
 * - `camera`: publishes microphone (Opus) and camera (VP8, simulcast rids `q`,`h`,`f` =
 *   scaleResolutionDownBy 4/2/1, top 1280x720@24). The browser offers, the server answers.
 * - `screen`: publishes a screen share (one VP8 video, no simulcast), opened when sharing starts and
 *   closed (`videocall_media_unpublish`) when it ends. The browser offers, the server answers.
 * - `subscribe`: receives everyone else. The SERVER offers (`videocall_media_offer`) and offers again
 *   whenever remote tracks come or go; the browser answers (`videocall_media_answer`).
 */

/** Simulcast layers of a camera, smallest first: quarter, half, full resolution. */
export const simulcastRids = ['q', 'h', 'f'] as const;
export type SimulcastRid = (typeof simulcastRids)[number];

/** What a published track shows. */
export const mediaSources = ['camera', 'screen', 'audio'] as const;
export const mediaSource = z.enum(mediaSources);
export type MediaSource = z.infer<typeof mediaSource>;

/** A published peer connection: the camera one (microphone + camera) or the screen share. */
export const publishSources = ['camera', 'screen'] as const;
export const publishSource = z.enum(publishSources);
export type PublishSource = z.infer<typeof publishSource>;

/** Which of a tab's peer connections an ICE candidate belongs to. */
export const mediaPcs = ['camera', 'screen', 'subscribe'] as const;
export const mediaPc = z.enum(mediaPcs);
export type MediaPc = z.infer<typeof mediaPc>;

/** The Opus bitrate the server's answer asks browsers for (SDP fmtp `maxaveragebitrate`). */
export const opusMaxAverageBitrate = 16_000;
/** A simulcast layer no subscriber wanted for this long is paused at its publisher (`videocall_media_layers`). */
export const layerPauseAfterMs = 3000;
/** A media session is kept this long after its socket closed (a reload), before the person leaves the call. */
export const mediaReconnectGraceMs = 10_000;
/** A probe ends on its own after this long. */
export const mediaProbeMaxMs = 20_000;

/**
 * Which simulcast layer a tile of this size gets (the server applies it per subscriber): the full layer for
 * a tile wider than 640 or taller than 360 CSS pixels (an enlarged participant), the half layer above
 * 320x180, the quarter layer otherwise. A subscriber that reports no size for a camera gets `h`.
 */
export function layerForTile(width: number, height: number): SimulcastRid {
  if (width > 640 || height > 360) return 'f';
  if (width > 320 || height > 180) return 'h';
  return 'q';
}

const sdp = z.string().min(1).max(64_000);

/** An ICE server as `RTCPeerConnection` takes it (TURN credentials are per call and time-limited). */
export const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

/** `RTCIceCandidateInit`; `null` (or an empty `candidate`) means "no more candidates". */
export const iceCandidate = z.object({
  candidate: z.string().max(1024),
  sdpMid: z.string().max(32).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});
export type IceCandidate = z.infer<typeof iceCandidate>;

/** What the browser gives `new RTCPeerConnection({iceServers, iceTransportPolicy})`. */
export const iceConfig = z.object({
  iceServers: z.array(iceServer),
  iceTransportPolicy: z.enum(['all', 'relay']),
});
export type IceConfig = z.infer<typeof iceConfig>;

/** One person's published state, shown as 'Muted' and a camera-off tile. */
export const mediaState = z.object({
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean(),
});
export type MediaState = z.infer<typeof mediaState>;

/** One receiving m-line of the subscription: whose track it is. */
export const subscribedTrack = z.object({
  mid: z.string(),
  userId: z.number().int(),
  kind: z.enum(['audio', 'video']),
  source: mediaSource,
});
export type SubscribedTrack = z.infer<typeof subscribedTrack>;

/** The size a remote tile is drawn at, in CSS pixels (0x0 when it is not shown at all). */
export const tileSize = z.object({
  userId: recordId,
  source: z.enum(['camera', 'screen']),
  width: z.number().min(0).max(10_000),
  height: z.number().min(0).max(10_000),
});
export type TileSize = z.infer<typeof tileSize>;

const callRef = { videocallId: recordId };
const probeRef = { probeId: z.string().min(1).max(64) };

export const videocallMediaClientEvents = {
  /**
   * Opens this socket's media session in the call. `jwt` is the one `POST …/videocalls/join/` answered for
   * this call (120 s); the person must still be a participant. Ack: `videocallMediaJoinReply`. A session of
   * the same person in the same call on another socket (another tab) is closed (`videocall_media_closed`
   * `replaced`). When the socket closes or sends `videocall_media_leave`, and no other socket of the person
   * opens a session in that call within `mediaReconnectGraceMs`, the person leaves the call.
   */
  videocall_media_join: z.object({ ...callRef, jwt: z.string().min(1).max(4096) }),
  /**
   * Opens a RECEIVE-ONLY media session in the call (a presentation's audience): `jwt` is a watch token
   * (`POST …/presentations/{slug}/watch/`), not a participant's. The server offers the call's tracks (camera
   * layers no larger than the token's) with `videocall_media_offer`; the browser answers and trickles with
   * `videocall_media_answer` / `videocall_media_ice` and ends with `videocall_media_leave`. A viewer publishes
   * nothing (`videocall_media_publish` is refused, `receive_only`), is no participant and leaves no call.
   * Ack: `videocallMediaJoinReply`.
   */
  videocall_media_watch: z.object({ ...callRef, jwt: z.string().min(1).max(4096) }),
  /** An offer for the `camera` (default) or `screen` peer connection; ack `{ok, sdp}` (the answer). Again to renegotiate. */
  videocall_media_publish: z.object({ ...callRef, sdp, source: publishSource.default('camera') }),
  /** Stops publishing the screen share (or the camera): the server closes that peer connection. */
  videocall_media_unpublish: z.object({ ...callRef, source: publishSource }),
  /** The browser's answer to the latest `videocall_media_offer`. */
  videocall_media_answer: z.object({ ...callRef, sdp }),
  /** A trickled ICE candidate of one of the tab's peer connections. */
  videocall_media_ice: z.object({ ...callRef, pc: mediaPc, candidate: iceCandidate.nullable() }),
  /** The size every remote tile is drawn at; the server picks each camera's simulcast layer from it (`layerForTile`). */
  videocall_media_view: z.object({ ...callRef, tiles: z.array(tileSize).max(100) }),
  /** Microphone, camera and screen on/off: to the call as `videocall_media_updated`. */
  videocall_media_state: z.object({ ...callRef, ...mediaState.shape }),
  /** Ends this socket's media session (the person then leaves the call after the grace unless they come back). */
  videocall_media_leave: z.object(callRef),
  /**
   * The device check: a short receive-only session with our media server, outside any call. Ack:
   * `videocallMediaProbeReply` with the server's offer (one video m-line, sendonly from the server, a small
   * moving test picture). The browser answers with `videocall_media_probe_answer`, trickles with
   * `videocall_media_probe_ice`, reads `getStats()` (selected candidate pair: `host`/`srflx` = direct,
   * `relay` = through TURN; inbound-rtp packets and frames) and ends it with `videocall_media_probe_end`
   * (or it ends after `mediaProbeMaxMs`). One probe per socket at a time; a new one ends the previous.
   */
  videocall_media_probe: z.object({}).passthrough().nullish(),
  videocall_media_probe_answer: z.object({ ...probeRef, sdp }),
  videocall_media_probe_ice: z.object({ ...probeRef, candidate: iceCandidate.nullable() }),
  videocall_media_probe_end: z.object(probeRef),
} as const;

/** Signalling comes in bursts (trickled candidates, resizing tiles) but stays small; per socket, per process. */
export const videocallMediaClientEventLimits = {
  videocall_media_join: { max: 30, windowSeconds: 60 },
  videocall_media_watch: { max: 30, windowSeconds: 60 },
  videocall_media_publish: { max: 60, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_unpublish: { max: 60, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_answer: { max: 120, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_ice: { max: 600, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_view: { max: 240, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_state: { max: 120, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_leave: { max: 60, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_probe: { max: 10, windowSeconds: 60 },
  videocall_media_probe_answer: { max: 30, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_probe_ice: { max: 300, windowSeconds: 60, per: 'socket', store: 'local' },
  videocall_media_probe_end: { max: 30, windowSeconds: 60, per: 'socket', store: 'local' },
} as const;

/** Ack of `videocall_media_join`: how to build the peer connections, and everyone's current media state. */
export const videocallMediaJoinReply = iceConfig.extend({
  ok: z.literal(true),
  /** `werift` or `janus`: for diagnostics only, the protocol is the same. */
  backend: z.string(),
  states: z.array(mediaState.extend({ userId: z.number().int() })),
});
export type VideocallMediaJoinReply = z.infer<typeof videocallMediaJoinReply>;

/** Ack of `videocall_media_publish`. */
export const videocallMediaPublishReply = z.object({ ok: z.literal(true), sdp: z.string() });
export type VideocallMediaPublishReply = z.infer<typeof videocallMediaPublishReply>;

/** Ack of `videocall_media_probe`. */
export const videocallMediaProbeReply = iceConfig.extend({
  ok: z.literal(true),
  probeId: z.string(),
  /** The server's offer. */
  sdp: z.string(),
  backend: z.string(),
});
export type VideocallMediaProbeReply = z.infer<typeof videocallMediaProbeReply>;

export const mediaClosedReasons = ['left', 'kicked', 'replaced', 'ended', 'not_participant', 'failed'] as const;

export const videocallMediaServerEvents = {
  /** The subscription offer (first and every renegotiation); `tracks` says whose each receiving m-line is. */
  videocall_media_offer: z.object({ videocallId: z.number().int(), sdp: z.string(), tracks: z.array(subscribedTrack) }),
  /** A server candidate for one of the tab's peer connections (werift puts all of its own in the SDP; Janus may trickle). */
  videocall_media_ice: z.object({ videocallId: z.number().int(), pc: mediaPc, candidate: iceCandidate.nullable() }),
  /** Someone's microphone/camera/screen changed (or they joined: all on as they published). To the call's media sessions. */
  videocall_media_updated: z.object({ videocallId: z.number().int(), userId: z.number().int(), ...mediaState.shape }),
  /** The server ended this socket's media session: a kick, another tab took over, the person left or the call ended. */
  videocall_media_closed: z.object({ videocallId: z.number().int(), reason: z.enum(mediaClosedReasons) }),
  /**
   * Which simulcast layers of its camera the publisher should send now (decision 0058): the browser sets
   * `active` on its camera sender's encodings to match (`RTCRtpSender.setParameters`), every rid not listed
   * paused. Sent when a camera starts publishing and whenever the set changes: the lowest layer always stays on;
   * a layer above the highest one any subscriber (tile, stage viewer, recording) wants is paused once it has
   * been unwanted for `layerPauseAfterMs`; a layer wanted again is listed again at once.
   */
  videocall_media_layers: z.object({ videocallId: z.number().int(), source: z.literal('camera'), active: z.array(z.enum(simulcastRids)) }),
  /** The probe's server side: `connected` once ICE and DTLS are up (packets are then flowing), `failed`, `closed`. */
  videocall_media_probe_state: z.object({ probeId: z.string(), state: z.enum(['connected', 'failed', 'closed']) }),
  videocall_media_probe_ice: z.object({ probeId: z.string(), candidate: iceCandidate.nullable() }),
} as const;
