import type { IceCandidate, MediaPc, PublishSource, SimulcastRid, SubscribedTrack, TileSize } from '@foyer/contracts';

/**
 * The media server behind our signalling (decision 0024, docs/realtime.md "Video call media"). The signalling
 * (`media.realtime.ts`) checks who may do what — the call's jwt, the participation, the kick — and talks to
 * the browser; a backend only moves media: werift in-process (`WeriftBackend`, the default) or Janus
 * VideoRoom (`JanusBackend`, when `JANUS_URL` is set). SDP in and out is the browser's own; a backend never
 * sees a socket.
 */
export interface MediaBackend {
  /** `werift` or `janus`: told to the client in the join ack, for diagnostics. */
  readonly name: string;
  /**
   * Opens a person's media session in a call (the room is made on its first session). `sessionId` is unique
   * per open (the signalling uses the socket id plus a counter). The session starts with nothing published;
   * once others publish, the backend offers the subscription through `events.offer`.
   */
  open(input: MediaSessionInput): Promise<MediaSession>;
  /** A short receive-only session for the device check: the server offers one video track and sends a test picture. */
  probe(input: ProbeInput): Promise<MediaProbe>;
  /** The call ended: closes every session in it and frees the room. */
  closeCall(callId: number): Promise<void>;
  /**
   * Listens to a call's media without taking part (recording): every microphone and camera published in the
   * call now or later is handed to the sink, until the returned tap is stopped. Only on backends that carry
   * the media in this process (werift); absent on the others.
   */
  tapCall?(callId: number, sink: CallTapSink): CallTap;
  /** Closes everything (the server stops). */
  close(): Promise<void>;
}

export interface MediaSessionInput {
  callId: number;
  userId: number;
  sessionId: string;
  events: MediaSessionEvents;
  /**
   * A receive-only viewer (a presentation's audience): `publish` is refused, the session is offered everyone's
   * tracks and gets camera layers no larger than `maxLayer`. It is nobody in the call: others never receive it.
   */
  receiveOnly?: { maxLayer: 'q' | 'h' };
}

/** What `publish` of a receive-only session throws. */
export class ReceiveOnlyError extends Error {
  constructor() {
    super('This media session only receives.');
  }
}

/** What a session tells its browser; the signalling turns these into server → client events. */
export interface MediaSessionEvents {
  /** A (re)offer of the subscription: everyone else's tracks, `tracks` naming the m-lines that carry one. */
  offer(sdp: string, tracks: SubscribedTrack[]): void;
  /** A server ICE candidate for one of the tab's peer connections (null: no more). */
  ice(pc: MediaPc, candidate: IceCandidate | null): void;
  /**
   * The simulcast layers this session's camera should send now (decision 0058, `SendLayers`): told when the
   * camera starts publishing and whenever the set changes; the rids not listed are paused.
   */
  layers(source: 'camera', active: SimulcastRid[]): void;
  /** The backend lost the session (its media server went away, ICE failed for good). */
  failed(detail: string): void;
}

export interface MediaSession {
  readonly sessionId: string;
  readonly callId: number;
  readonly userId: number;
  /** The browser's offer for its camera (mic + camera, simulcast) or screen peer connection; answers the SDP answer. */
  publish(source: PublishSource, offerSdp: string): Promise<string>;
  /** Stops publishing that source (its tracks leave everyone's subscription). */
  unpublish(source: PublishSource): Promise<void>;
  /** The browser's answer to the latest subscription offer. */
  answer(answerSdp: string): Promise<void>;
  /** A trickled browser candidate for one of its peer connections. */
  addIceCandidate(pc: MediaPc, candidate: IceCandidate | null): Promise<void>;
  /** The tile sizes the browser draws remote participants at; the backend picks each camera's layer (`layerForTile`). */
  view(tiles: TileSize[]): void;
  /** Ends the session: its published tracks leave the others' subscriptions. Idempotent. */
  close(): Promise<void>;
}

/** A published track as a tap sees it; `id` is unique per publication (a person who rejoins brings new ids). */
export interface TappedTrack {
  readonly id: string;
  readonly userId: number;
  readonly kind: 'audio' | 'video';
  /** Asks the publisher for a keyframe (a recording lost a packet and cannot decode on until one comes). */
  requestKeyframe(): void;
}

/** One RTP packet of a tapped track: video is one layer (VP8, a simulcast layer switched only at keyframes), audio Opus. */
export interface TappedPacket {
  payload: Buffer;
  timestamp: number;
  sequenceNumber: number;
  marker: boolean;
  /** The first packet of a keyframe (video); a layer switch starts with one. */
  keyframe: boolean;
  /** A new stream of timestamps starts here (another simulcast layer). */
  restart: boolean;
}

export interface CallTapSink {
  packet(track: TappedTrack, packet: TappedPacket): void;
  /** The track left the call (unpublished, the person left); no more packets come for it. */
  ended(track: TappedTrack): void;
}

export interface CallTap {
  stop(): void;
}

export interface ProbeInput {
  probeId: string;
  events: ProbeEvents;
}

export interface ProbeEvents {
  /** ICE and DTLS are up (packets flow from now on), or the probe failed. */
  state(state: 'connected' | 'failed'): void;
  ice(candidate: IceCandidate | null): void;
}

export interface MediaProbe {
  readonly probeId: string;
  /** The server's offer: one sendonly VP8 video. */
  readonly offerSdp: string;
  answer(answerSdp: string): Promise<void>;
  addIceCandidate(candidate: IceCandidate | null): Promise<void>;
  close(): Promise<void>;
}

/** Media settings from the platform config (`MEDIA_PUBLIC_IP`, `MEDIA_PORT_MIN`, `MEDIA_PORT_MAX`, `VIDEOCALL_CAPACITY`). */
export interface MediaBackendOptions {
  /** The address advertised in ICE host candidates (loopback by default). */
  publicIp: string;
  /** UDP ports the media server may use, inclusive. */
  portMin: number;
  portMax: number;
  /** Participants one call takes (Janus sizes rooms with it). */
  capacity: number;
}
