import { describe, expect, it } from 'vitest';
import { audioLevelsOf, remoteMediaOf, type OfferedTrack } from './remote-tracks';
import { capOpus, simulcastEncodings } from './settings';
import { nextSpeaking, speakingHoldReads } from './speaking';
import { normaliseTiles, viewChanged } from './tiles';

describe('what the camera sends', () => {
  it('is VP8 simulcast in three layers q, h, f at a quarter, half and full resolution, lowest first', () => {
    expect(simulcastEncodings.map((e) => [e.rid, e.scaleResolutionDownBy])).toEqual([
      ['q', 4],
      ['h', 2],
      ['f', 1],
    ]);
  });

  it('caps Opus at 16 kbit/s in the offer, adding to or replacing its fmtp line', () => {
    const offer = 'm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=rtpmap:111 opus/48000/2\r\na=fmtp:111 minptime=10;useinbandfec=1\r\n';
    expect(capOpus(offer)).toContain('a=fmtp:111 minptime=10;useinbandfec=1;maxaveragebitrate=16000\r\n');
    expect(capOpus(capOpus(offer)).match(/maxaveragebitrate/g)).toHaveLength(1);
    const bare = 'm=audio 9 UDP/TLS/RTP/SAVPF 109\r\na=rtpmap:109 opus/48000/2\r\n';
    expect(capOpus(bare)).toContain('a=rtpmap:109 opus/48000/2\r\na=fmtp:109 maxaveragebitrate=16000');
    expect(capOpus('m=video 9 UDP/TLS/RTP/SAVPF 96\r\n')).toBe('m=video 9 UDP/TLS/RTP/SAVPF 96\r\n');
  });
});

describe('remote media', () => {
  const offered: OfferedTrack[] = [
    { mid: '0', userId: 7, kind: 'audio', source: 'audio' },
    { mid: '1', userId: 7, kind: 'video', source: 'camera' },
    { mid: '2', userId: 9, kind: 'video', source: 'camera' },
    { mid: '3', userId: 7, kind: 'video', source: 'screen' },
  ];

  it('groups the receivers by person and source, leaving out mids without a track yet', () => {
    const tracks = new Map([
      ['0', 'a7'],
      ['1', 'c7'],
      ['3', 's7'],
    ]);
    expect(remoteMediaOf(offered, tracks)).toEqual(new Map([[7, { audio: 'a7', camera: 'c7', screen: 's7' }]]));
  });

  it('reads audio levels of inbound audio by track id or mid', () => {
    const stats = [
      { type: 'inbound-rtp', kind: 'audio', trackIdentifier: 'T7', audioLevel: 0.3 },
      { type: 'inbound-rtp', kind: 'audio', mid: '5', audioLevel: 0.01 },
      { type: 'inbound-rtp', kind: 'video', trackIdentifier: 'T7', audioLevel: 0.9 },
      { type: 'outbound-rtp', kind: 'audio', trackIdentifier: 'T7', audioLevel: 0.9 },
    ];
    expect(audioLevelsOf(stats, new Map([['T7', 7]]), new Map([['5', 9]]))).toEqual(new Map([[7, 0.3], [9, 0.01]]));
  });
});

describe('speaking indicator', () => {
  it('goes on with a loud read and off only after a few quiet ones', () => {
    let quiet = new Map<number, number>();
    let speaking: Set<number>;
    ({ speaking, quiet } = nextSpeaking(new Map([[7, 0.01]]), quiet));
    expect(speaking.has(7)).toBe(false);
    ({ speaking, quiet } = nextSpeaking(new Map([[7, 0.2]]), quiet));
    expect(speaking.has(7)).toBe(true);
    for (let i = 1; i < speakingHoldReads; i++) {
      ({ speaking, quiet } = nextSpeaking(new Map([[7, 0]]), quiet));
      expect(speaking.has(7)).toBe(true);
    }
    ({ speaking } = nextSpeaking(new Map([[7, 0]]), quiet));
    expect(speaking.has(7)).toBe(false);
  });
});

describe('tile sizes for the server', () => {
  it('keeps whole pixels, drops hidden tiles, keeps the largest per person and source, in a stable order', () => {
    const view = normaliseTiles([
      { userId: 9, source: 'camera', width: 320.4, height: 180.2 },
      { userId: 7, source: 'screen', width: 0, height: 0 },
      { userId: 7, source: 'camera', width: 100, height: 60 },
      { userId: 7, source: 'camera', width: 900, height: 506 },
    ]);
    expect(view).toEqual([
      { userId: 7, source: 'camera', width: 900, height: 506 },
      { userId: 9, source: 'camera', width: 320, height: 180 },
    ]);
  });

  it('tells a real change, not a few pixels of noise', () => {
    const a = normaliseTiles([{ userId: 7, source: 'camera', width: 300, height: 170 }]);
    expect(viewChanged(a, normaliseTiles([{ userId: 7, source: 'camera', width: 304, height: 172 }]))).toBe(false);
    expect(viewChanged(a, normaliseTiles([{ userId: 7, source: 'camera', width: 900, height: 506 }]))).toBe(true);
    expect(viewChanged(a, [])).toBe(true);
  });
});
