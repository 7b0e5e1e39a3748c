// The part of janode (npm `janode`, plain JavaScript without types) the Janus backend uses.
declare module 'janode' {
  import { EventEmitter } from 'node:events';

  export interface JsepLike {
    type: 'offer' | 'answer';
    sdp: string;
    /** VideoRoom: the order of simulcast rids in the SDP, 'hml' (Janus's default) or 'lmh'. */
    rid_order?: 'hml' | 'lmh';
  }

  export interface TrickleCandidate {
    candidate: string;
    sdpMid?: string | null;
    sdpMLineIndex?: number | null;
    completed?: boolean;
  }

  export class Handle extends EventEmitter {
    id: number;
    detach(): Promise<void>;
    hangup(): Promise<void>;
    trickle(candidate: TrickleCandidate | TrickleCandidate[] | null): Promise<void>;
    trickleComplete(): Promise<void>;
  }

  export class Session extends EventEmitter {
    id: number;
    attach<H extends Handle>(plugin: PluginDescriptor<H>): Promise<H>;
    destroy(): Promise<void>;
  }

  export class Connection extends EventEmitter {
    id: number;
    create(kaIntervalSecs?: number): Promise<Session>;
    close(): Promise<void>;
  }

  export interface PluginDescriptor<H extends Handle> {
    id: string;
    Handle: new (...args: never[]) => H;
    EVENT: Record<string, string>;
  }

  export interface JanodeConfig {
    address: { url: string; apisecret?: string } | { url: string; apisecret?: string }[];
    retry_time_secs?: number;
    max_retries?: number;
  }

  const Janode: {
    connect(config: JanodeConfig): Promise<Connection>;
    Logger: { setLevel(level: 'none' | 'error' | 'warning' | 'info' | 'verbose' | 'debug'): void };
    EVENT: {
      CONNECTION_CLOSED: 'connection_closed';
      CONNECTION_ERROR: 'connection_error';
      SESSION_DESTROYED: 'session_destroyed';
      HANDLE_DETACHED: 'handle_detached';
      HANDLE_ICE_FAILED: 'handle_ice_failed';
      HANDLE_HANGUP: 'handle_hangup';
      HANDLE_WEBRTCUP: 'handle_webrtcup';
    };
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import type { Handle, JsepLike, PluginDescriptor } from 'janode';

  /** A stream of a publisher, as Janus lists it (multistream, Janus 1.x). */
  export interface PublisherStream {
    type: 'audio' | 'video' | 'data';
    mid: string;
    disabled?: boolean;
    simulcast?: boolean;
  }

  export interface Publisher {
    feed: number;
    display?: string;
    streams?: PublisherStream[];
  }

  /** A stream of a subscription (one m-line of the subscriber's PeerConnection). */
  export interface SubscriptionStream {
    mid: string;
    type: 'audio' | 'video' | 'data';
    active?: boolean;
    feed_id?: number;
    feed_mid?: string;
    feed_display?: string;
  }

  export interface EventData {
    room?: number;
    feed?: number;
    jsep?: JsepLike;
    publishers?: Publisher[];
    streams?: SubscriptionStream[];
    display?: string;
  }

  export class VideoRoomHandle extends Handle {
    feed: number | null;
    room: number | null;
    create(params: {
      room?: number;
      description?: string;
      max_publishers?: number;
      admin_key?: string;
      bitrate?: number;
      fir_freq?: number;
      audiocodec?: string;
      videocodec?: string;
      notify_joining?: boolean;
      permanent?: boolean;
    }): Promise<{ room: number }>;
    destroy(params: { room: number }): Promise<{ room: number }>;
    exists(params: { room: number }): Promise<{ room: number; exists: boolean }>;
    list(params?: { admin_key?: string }): Promise<{ list: { room: number; max_publishers: number; num_participants: number }[] }>;
    joinPublisher(params: { room: number; display?: string }): Promise<EventData & { feed: number; publishers: Publisher[] }>;
    configure(params: {
      audio?: boolean;
      video?: boolean;
      jsep?: JsepLike;
      streams?: { mid: string; substream?: number; send?: boolean }[];
      keyframe?: boolean;
    }): Promise<EventData>;
    unpublish(): Promise<EventData>;
    joinSubscriber(params: {
      room: number;
      streams: { feed: number; mid?: string; substream?: number }[];
      autoupdate?: boolean;
      use_msid?: boolean;
    }): Promise<EventData>;
    update(params: { subscribe?: { feed: number; mid?: string; substream?: number }[]; unsubscribe?: { feed: number; mid?: string }[] }): Promise<EventData>;
    start(params: { jsep: JsepLike }): Promise<EventData>;
    leave(): Promise<EventData>;
  }

  const VideoRoomPlugin: PluginDescriptor<VideoRoomHandle> & {
    EVENT: {
      VIDEOROOM_PUB_LIST: 'videoroom_publisher_list';
      VIDEOROOM_UNPUBLISHED: 'videoroom_unpublished';
      VIDEOROOM_LEAVING: 'videoroom_leaving';
      VIDEOROOM_UPDATED: 'videoroom_updated';
      VIDEOROOM_KICKED: 'videoroom_kicked';
      VIDEOROOM_DESTROYED: 'videoroom_destroyed';
      VIDEOROOM_ERROR: 'videoroom_error';
    };
  };
  export default VideoRoomPlugin;
}

declare module 'janode/plugins/echotest' {
  import type { Handle, PluginDescriptor } from 'janode';

  const EchoTestPlugin: PluginDescriptor<Handle>;
  export default EchoTestPlugin;
}
