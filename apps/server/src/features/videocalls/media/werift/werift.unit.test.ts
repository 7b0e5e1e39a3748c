import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerForTile } from '@foyer/contracts';
import { RtpHeader, RtpPacket, type MediaStreamTrack, type RTCRtpReceiver } from 'werift';
import type { Logger } from '../../../../platform/logger';
import { advertise, capOpus, keepInactiveBundled, oneAtATime } from './peer';
import { WeriftBackend } from './werift-backend';
import { pickLayer, PublishedTrack } from './published';

describe('simulcast layer choice', () => {
  it('an enlarged tile gets f, a mid-size one h, a thumbnail q', () => {
    expect(layerForTile(1280, 720)).toBe('f');
    expect(layerForTile(641, 300)).toBe('f');
    expect(layerForTile(640, 360)).toBe('h');
    expect(layerForTile(321, 100)).toBe('h');
    expect(layerForTile(320, 180)).toBe('q');
    expect(layerForTile(0, 0)).toBe('q');
  });

  it('falls back to the best layer still flowing below the wanted one, else the smallest above', () => {
    expect(pickLayer('f', ['q', 'h', 'f'])).toBe('f');
    expect(pickLayer('f', ['q', 'h'])).toBe('h');
    expect(pickLayer('f', ['q'])).toBe('q');
    expect(pickLayer('q', ['h', 'f'])).toBe('h');
    expect(pickLayer('h', [])).toBeNull();
    // A video without simulcast has its one layer.
    expect(pickLayer('', [''])).toBe('');
  });
});

describe('keyframe requests to a publisher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function camera(ssrc: number | null = 4242) {
    const sent: { at: number; ssrc: number }[] = [];
    const receiver = { sendRtcpPLI: (to: number) => (sent.push({ at: Date.now(), ssrc: to }), Promise.resolve()) } as unknown as RTCRtpReceiver;
    const track = new PublishedTrack(1, 's1', 'camera', 'video', receiver);
    let deliver: (packet: RtpPacket) => void = () => undefined;
    const layer = { rid: 'h', ssrc: ssrc ?? undefined, onReceiveRtp: { subscribe: (fn: (packet: RtpPacket) => void) => void (deliver = fn) } } as unknown as MediaStreamTrack;
    track.attach(layer);
    const packet = (from: number) => deliver(new RtpPacket(new RtpHeader({ ssrc: from }), Buffer.alloc(0)));
    return { track, sent, packet };
  }

  it("one asked for before the layer's SSRC is known goes out with its first packet", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { track, sent, packet } = camera(null);
    track.requestKeyframe('h');
    expect(sent).toEqual([]);
    packet(777);
    expect(sent).toEqual([{ at: 1_000_000, ssrc: 777 }]);
    packet(777);
    expect(sent).toHaveLength(1);
  });

  it('are spaced 300 ms apart per layer; one asked for meanwhile goes out when the spacing ends, once', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { track, sent } = camera();
    track.requestKeyframe('h');
    expect(sent).toEqual([{ at: 1_000_000, ssrc: 4242 }]);
    // Two more subscribers start 100 and 200 ms later: their keyframe is not the one that already went by.
    vi.advanceTimersByTime(100);
    track.requestKeyframe('h');
    vi.advanceTimersByTime(100);
    track.requestKeyframe('h');
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([{ at: 1_000_000, ssrc: 4242 }, { at: 1_000_300, ssrc: 4242 }]);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
  });

  it('waiting ones are dropped when the publication stops', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { track, sent } = camera();
    track.requestKeyframe('h');
    track.requestKeyframe('h');
    track.stop();
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });
});

describe('paused layers (decision 0058)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a paused layer counts as not flowing at once; a resumed one again from its next packet, which says it is back', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const receiver = { sendRtcpPLI: () => Promise.resolve() } as unknown as RTCRtpReceiver;
    const track = new PublishedTrack(1, 's1', 'camera', 'video', receiver);
    const deliver = new Map<string, (packet: RtpPacket) => void>();
    for (const [rid, ssrc] of [['q', 1], ['h', 2], ['f', 3]] as const) {
      track.attach({ rid, ssrc, onReceiveRtp: { subscribe: (fn: (packet: RtpPacket) => void) => void deliver.set(rid, fn) } } as unknown as MediaStreamTrack);
    }
    const backs: string[] = [];
    track.listen((rid, _packet, back) => {
      if (back) backs.push(rid);
    });
    const packet = (rid: 'q' | 'h' | 'f') => deliver.get(rid)!(new RtpPacket(new RtpHeader({ ssrc: { q: 1, h: 2, f: 3 }[rid] }), Buffer.alloc(0)));
    packet('q');
    packet('h');
    packet('f');
    expect(track.simulcast).toBe(true);
    expect(track.flowing()).toEqual(['q', 'h', 'f']);
    expect(backs).toEqual(['q', 'h', 'f']);
    track.setActive(['q', 'h']);
    expect(track.flowing()).toEqual(['q', 'h']);
    // A packet still on its way after the pause neither flows nor comes back.
    packet('f');
    expect(track.flowing()).toEqual(['q', 'h']);
    track.setActive(['q', 'h', 'f']);
    expect(track.flowing()).toEqual(['q', 'h']);
    vi.advanceTimersByTime(100);
    packet('f');
    expect(track.flowing()).toEqual(['q', 'h', 'f']);
    expect(backs).toEqual(['q', 'h', 'f', 'f']);
  });
});

const answer = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1;maxaveragebitrate=64000',
  'a=candidate:1 1 udp 2130706431 127.0.0.1 40001 typ host',
  'a=candidate:2 1 udp 2130706431 10.0.0.5 40001 typ host',
  'a=candidate:3 1 udp 2130706431 172.17.0.2 40001 typ host',
  '',
].join('\r\n');

describe('our SDP', () => {
  it('asks the browser for Opus at 16 kbit/s, replacing any other cap', () => {
    expect(capOpus(answer)).toContain('a=fmtp:111 minptime=10;useinbandfec=1;maxaveragebitrate=16000');
    expect(capOpus(answer)).not.toContain('64000');
    const bare = capOpus('m=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=rtpmap:111 opus/48000/2\r\n');
    expect(bare).toContain('a=fmtp:111 maxaveragebitrate=16000');
  });

  it('advertises only MEDIA_PUBLIC_IP: its own candidate when local, else the first private IPv4 one rewritten (1:1 NAT)', () => {
    const local = advertise(answer, '127.0.0.1').split('\r\n').filter((l) => l.startsWith('a=candidate'));
    expect(local).toEqual(['a=candidate:1 1 udp 2130706431 127.0.0.1 40001 typ host']);
    const nat = advertise(answer, '203.0.113.7').split('\r\n').filter((l) => l.startsWith('a=candidate'));
    expect(nat).toEqual(['a=candidate:2 1 udp 2130706431 203.0.113.7 40001 typ host']);
  });
});

describe('subscription offers', () => {
  it('an ended m-line stays inactive and bundled (port 9), never rejected (port 0) inside the BUNDLE group', () => {
    const offer = [
      'v=0', 'a=group:BUNDLE 0 1 2', 'm=audio 0 UDP/TLS/RTP/SAVPF 111', 'a=inactive', 'a=mid:0',
      'm=video 0 UDP/TLS/RTP/SAVPF 96', 'a=mid:1', 'a=inactive', 'm=video 9 UDP/TLS/RTP/SAVPF 96', 'a=sendonly', 'a=mid:2', '',
    ].join('\r\n');
    const kept = keepInactiveBundled(offer);
    expect(kept.split('\r\n').filter((l) => l.startsWith('m='))).toEqual(['m=audio 9 UDP/TLS/RTP/SAVPF 111', 'm=video 9 UDP/TLS/RTP/SAVPF 96', 'm=video 9 UDP/TLS/RTP/SAVPF 96']);
    expect(kept.split('\r\n').filter((l) => !l.startsWith('m='))).toEqual(offer.split('\r\n').filter((l) => !l.startsWith('m=')));
  });

  it('one made after its session closed is dropped quietly (no offer sent, nothing logged as failed)', async () => {
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger;
    const backend = new WeriftBackend({ publicIp: '127.0.0.1', portMin: 47000, portMax: 47100, capacity: 10 }, logger);
    const offer = vi.fn();
    const session = await backend.open({ callId: 1, userId: 2, sessionId: 's2', events: { offer, ice: () => undefined, layers: () => undefined, failed: () => undefined } });
    // Another description is being made: this session's offer waits its turn, and the session closes meanwhile.
    let release = () => undefined as void;
    const busy = oneAtATime(() => new Promise<void>((resolve) => (release = resolve)));
    const microphone = new PublishedTrack(3, 's3', 'audio', 'audio', {} as RTCRtpReceiver);
    (session as unknown as { subscribeTo(tracks: PublishedTrack[]): void }).subscribeTo([microphone]);
    await session.close();
    release();
    await busy;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offer).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    await backend.close();
  });
});
