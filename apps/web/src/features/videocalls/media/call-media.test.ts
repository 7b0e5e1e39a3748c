import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallMedia, type MediaSignalling } from './call-media';

/** A peer connection that records what the client does with it. */
class FakePc {
  static made: FakePc[] = [];
  transceivers: Array<{ what: unknown; init: RTCRtpTransceiverInit }> = [];
  remote: RTCSessionDescriptionInit | null = null;
  local: RTCSessionDescriptionInit | null = null;
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  connectionState = 'new';
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {
    FakePc.made.push(this);
  }
  get remoteDescription() {
    return this.remote;
  }
  addTransceiver(what: unknown, init: RTCRtpTransceiverInit) {
    this.transceivers.push({ what, init });
    return { sender: new FakeSender(init.sendEncodings ?? []), direction: init.direction };
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=rtpmap:111 opus/48000/2\r\n' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.local = d;
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remote = d;
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    this.candidates.push(c);
  }
  getTransceivers() {
    return [];
  }
  async getStats() {
    return new Map();
  }
  close() {
    this.closed = true;
  }
}

/** A sender keeping its encodings as `setParameters` left them; each read is a copy, as in a browser. */
class FakeSender {
  static made: FakeSender[] = [];
  track = null;
  replaceTrack = vi.fn(async () => undefined);
  encodings: RTCRtpEncodingParameters[];
  setParameters = vi.fn(async (params: RTCRtpSendParameters) => {
    this.encodings = params.encodings.map((e) => ({ ...e }));
  });
  constructor(encodings: RTCRtpEncodingParameters[]) {
    this.encodings = encodings.map((e) => ({ ...e }));
    FakeSender.made.push(this);
  }
  getParameters(): RTCRtpSendParameters {
    return { encodings: this.encodings.map((e) => ({ ...e })) } as RTCRtpSendParameters;
  }
}

function fakeSignalling() {
  const handlers = new Map<string, (payload: never) => void>();
  let reconnect: () => void = () => undefined;
  const requests: Array<[string, Record<string, unknown>]> = [];
  const sent: Array<[string, Record<string, unknown>]> = [];
  const signalling: MediaSignalling = {
    request: async (event, payload) => {
      requests.push([event, payload as Record<string, unknown>]);
      if (event === 'videocall_media_join' || event === 'videocall_media_watch') return { ok: true, iceServers: [{ urls: 'turn:t' }], iceTransportPolicy: 'all', states: [{ userId: 8, audio: false, video: true, screen: false }] };
      return { ok: true, sdp: 'server-answer' };
    },
    send: (event, payload) => void sent.push([event, payload as Record<string, unknown>]),
    on: (event, handler) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    },
    onReconnect: (handler) => {
      reconnect = handler;
      return () => undefined;
    },
  };
  return { signalling, requests, sent, fire: (event: string, payload: unknown) => handlers.get(event)?.(payload as never), reconnect: () => reconnect() };
}

const devices = {
  getUserMedia: vi.fn(async () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' }))),
  enumerateDevices: vi.fn(async () => []),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
} as unknown as MediaDevices;

function setup({ receiveOnly = false, beforeAck }: { receiveOnly?: boolean; beforeAck?: (fire: (event: string, payload: unknown) => void) => void } = {}) {
  FakePc.made = [];
  vi.stubGlobal('MediaStream', class {
    getTracks = () => [];
    getAudioTracks = () => [];
    getVideoTracks = () => [];
  });
  const s = fakeSignalling();
  if (beforeAck) {
    const request = s.signalling.request;
    s.signalling.request = async (event, payload) => {
      const ack = await request(event, payload);
      beforeAck(s.fire);
      return ack;
    };
  }
  const tokens = ['first-token', 'second-token'];
  const media = new CallMedia({
    videocallId: 5,
    token: async () => tokens.shift() ?? 'more',
    signalling: s.signalling,
    mediaDevices: devices,
    createPeerConnection: (config) => new FakePc(config) as unknown as RTCPeerConnection,
    receiveOnly,
  });
  return { media, ...s };
}

describe('CallMedia', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins with the token, publishes the camera in three simulcast layers with Opus capped, and stays in the call without devices', async () => {
    const { media, requests } = setup();
    await media.start();
    expect(requests[0]).toEqual(['videocall_media_join', { videocallId: 5, jwt: 'first-token' }]);
    const [subscribe, camera] = FakePc.made;
    expect(camera!.config).toMatchObject({ iceServers: [{ urls: 'turn:t' }], bundlePolicy: 'max-bundle', iceTransportPolicy: 'all' });
    expect(camera!.transceivers.map((t) => [t.what, t.init.direction])).toEqual([
      ['audio', 'sendonly'],
      ['video', 'sendonly'],
    ]);
    expect(camera!.transceivers[1]!.init.sendEncodings!.map((e) => e.rid)).toEqual(['q', 'h', 'f']);
    const publish = requests.find(([e]) => e === 'videocall_media_publish')![1];
    expect(publish).toMatchObject({ videocallId: 5, source: 'camera' });
    expect(publish.sdp).toContain('maxaveragebitrate=16000');
    expect(camera!.remote).toEqual({ type: 'answer', sdp: 'server-answer' });
    expect(subscribe!.transceivers).toEqual([]);
    expect(media.getSnapshot()).toMatchObject({ status: 'connected', deviceError: 'NotAllowedError' });
  });

  it("answers the server's subscription offer and applies its candidates once a description exists", async () => {
    const { media, sent, fire } = setup();
    await media.start();
    const subscribe = FakePc.made[0]!;
    fire('videocall_media_ice', { videocallId: 5, pc: 'subscribe', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' } });
    expect(subscribe.candidates).toHaveLength(0);
    fire('videocall_media_offer', { videocallId: 5, sdp: 'server-offer', tracks: [{ mid: '0', userId: 8, kind: 'video', source: 'camera' }] });
    await vi.waitFor(() => expect(sent).toContainEqual(['videocall_media_answer', { videocallId: 5, sdp: 'answer-sdp' }]));
    expect(subscribe.remote).toEqual({ type: 'offer', sdp: 'server-offer' });
    await vi.waitFor(() => expect(subscribe.candidates).toHaveLength(1));
    // Another call's messages are not ours.
    fire('videocall_media_offer', { videocallId: 6, sdp: 'other', tracks: [] });
    expect(subscribe.remote).toEqual({ type: 'offer', sdp: 'server-offer' });
  });

  it('after the socket reconnects, sets the session up again with a fresh token', async () => {
    const { media, requests, reconnect } = setup();
    await media.start();
    reconnect();
    await vi.waitFor(() => expect(requests.filter(([e]) => e === 'videocall_media_join').map(([, p]) => p.jwt)).toEqual(['first-token', 'second-token']));
    expect(FakePc.made.slice(0, 2).every((pc) => pc.closed)).toBe(true);
    await vi.waitFor(() => expect(media.getSnapshot().status).toBe('connected'));
  });

  it('tells the call its microphone state and the tile sizes; leaving says so and closes everything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { media, sent, fire } = setup();
    await media.start();
    fire('videocall_media_updated', { videocallId: 5, userId: 8, audio: true, video: false, screen: false });
    media.reportTiles([{ userId: 8, source: 'camera', width: 640.4, height: 360 }]);
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toContainEqual(['videocall_media_view', { videocallId: 5, tiles: [{ userId: 8, source: 'camera', width: 640, height: 360 }] }]);
    media.leave();
    expect(sent).toContainEqual(['videocall_media_leave', { videocallId: 5 }]);
    expect(FakePc.made.every((pc) => pc.closed)).toBe(true);
    expect(media.getSnapshot().status).toBe('left');
    vi.useRealTimers();
  });

  it('pauses and resumes the camera\'s simulcast layers as the server says (encodings active), only on a change and only for its call', async () => {
    const { media, fire } = setup();
    FakeSender.made = [];
    await media.start();
    const camera = FakeSender.made.find((s) => s.encodings.length === 3)!;
    const active = () => camera.encodings.map((e) => `${e.rid}:${e.active ?? true}`);
    expect(active()).toEqual(['q:true', 'h:true', 'f:true']);
    fire('videocall_media_layers', { videocallId: 5, source: 'camera', active: ['q', 'h'] });
    await vi.waitFor(() => expect(active()).toEqual(['q:true', 'h:true', 'f:false']));
    // Another call's word is not for this camera.
    fire('videocall_media_layers', { videocallId: 6, source: 'camera', active: ['q'] });
    fire('videocall_media_layers', { videocallId: 5, source: 'camera', active: ['q'] });
    await vi.waitFor(() => expect(active()).toEqual(['q:true', 'h:false', 'f:false']));
    // The same set again changes nothing on the sender.
    const calls = camera.setParameters.mock.calls.length;
    fire('videocall_media_layers', { videocallId: 5, source: 'camera', active: ['q'] });
    fire('videocall_media_layers', { videocallId: 5, source: 'camera', active: ['q', 'h', 'f'] });
    await vi.waitFor(() => expect(active()).toEqual(['q:true', 'h:true', 'f:true']));
    expect(camera.setParameters.mock.calls.length).toBe(calls + 1);
  });

  it('a session the server closed (a kick) closes the connections and says why', async () => {
    const { media, fire } = setup();
    await media.start();
    fire('videocall_media_closed', { videocallId: 5, reason: 'kicked' });
    expect(media.getSnapshot().closed).toBe('kicked');
    expect(FakePc.made.every((pc) => pc.closed)).toBe(true);
  });

  it('a session the server closed as failed is set up again, and only a repeated failure is final', async () => {
    const { media, requests, fire } = setup();
    await media.start();
    fire('videocall_media_closed', { videocallId: 5, reason: 'failed' });
    await vi.waitFor(() => expect(requests.filter(([e]) => e === 'videocall_media_join').map(([, p]) => p.jwt)).toEqual(['first-token', 'second-token']));
    await vi.waitFor(() => expect(media.getSnapshot().status).toBe('connected'));
    expect(media.getSnapshot().closed).toBeNull();
    expect(FakePc.made.slice(0, 2).every((pc) => pc.closed)).toBe(true);
    for (let i = 0; i < 10 && media.getSnapshot().status !== 'failed'; i += 1) {
      fire('videocall_media_closed', { videocallId: 5, reason: 'failed' });
      await vi.waitFor(() => expect(['connected', 'failed']).toContain(media.getSnapshot().status));
    }
    expect(media.getSnapshot().status).toBe('failed');
  });

  it('receive-only (a stage\'s audience): watches with the token, opens no device, publishes nothing, takes an offer that came before the ack, and leaves', async () => {
    const { media, requests, sent } = setup({
      receiveOnly: true,
      beforeAck: (fire) => fire('videocall_media_offer', { videocallId: 5, sdp: 'early-offer', tracks: [{ mid: '0', userId: 8, kind: 'video', source: 'camera' }] }),
    });
    (devices.getUserMedia as ReturnType<typeof vi.fn>).mockClear();
    await media.start();
    expect(requests.map(([e]) => e)).toEqual(['videocall_media_watch']);
    expect(requests[0]![1]).toEqual({ videocallId: 5, jwt: 'first-token' });
    expect(devices.getUserMedia).not.toHaveBeenCalled();
    expect(FakePc.made).toHaveLength(1);
    const subscribe = FakePc.made[0]!;
    await vi.waitFor(() => expect(subscribe.remote).toEqual({ type: 'offer', sdp: 'early-offer' }));
    await vi.waitFor(() => expect(sent).toContainEqual(['videocall_media_answer', { videocallId: 5, sdp: 'answer-sdp' }]));
    expect(sent.some(([e]) => e === 'videocall_media_state' || e === 'videocall_media_publish')).toBe(false);
    expect(media.getSnapshot()).toMatchObject({ status: 'connected', local: null });
    media.leave();
    expect(sent).toContainEqual(['videocall_media_leave', { videocallId: 5 }]);
    expect(subscribe.closed).toBe(true);
  });
});
