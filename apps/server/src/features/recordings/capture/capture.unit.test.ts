import { describe, expect, it } from 'vitest';
import { composeArgs, gridOf } from './compose';
import { ivfFrame, ivfHeader, oggCrc, oggPage, opusSamples } from './containers';

describe('the grid of a recording', () => {
  it('puts n people in columns and rows as square as can be', () => {
    expect([1, 2, 3, 4, 5, 7, 9, 10].map((n) => gridOf(n))).toEqual([
      { columns: 1, rows: 1 }, { columns: 2, rows: 1 }, { columns: 2, rows: 2 }, { columns: 2, rows: 2 },
      { columns: 3, rows: 2 }, { columns: 3, rows: 3 }, { columns: 3, rows: 3 }, { columns: 4, rows: 3 },
    ]);
  });

  it('lays each camera segment into its person\'s cell from its start, and mixes every microphone', () => {
    const args = composeArgs(
      [
        { userId: 7, kind: 'video', file: 'a.ivf', offsetMs: 0 },
        { userId: 8, kind: 'video', file: 'b.ivf', offsetMs: 1500 },
        // 7 left and came back: the same cell.
        { userId: 7, kind: 'video', file: 'c.ivf', offsetMs: 3000 },
        { userId: 7, kind: 'audio', file: 'a.ogg', offsetMs: 20 },
        { userId: 8, kind: 'audio', file: 'b.ogg', offsetMs: 1510 },
      ],
      5000,
      'out.mp4',
    );
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(args.filter((a, i) => args[i - 1] === '-i')).toEqual(['a.ivf', 'b.ivf', 'c.ivf', 'a.ogg', 'b.ogg']);
    expect(graph).toContain('[base0][v0]overlay=0:0');
    expect(graph).toContain('[base1][v1]overlay=640:0');
    expect(graph).toContain('[base2][v2]overlay=0:0');
    expect(graph).toContain('setpts=PTS-STARTPTS+1.500/TB');
    expect(graph).toContain('adelay=1510:all=1');
    expect(graph).toContain('amix=inputs=2');
    expect(args).toEqual(expect.arrayContaining(['libx264', 'aac', '5.000', 'out.mp4']));
  });

  it('makes a silent track when nobody spoke', () => {
    const args = composeArgs([{ userId: 1, kind: 'video', file: 'a.ivf', offsetMs: 0 }], 1000, 'out.mp4');
    expect(args[args.indexOf('-filter_complex') + 1]).toContain('anullsrc');
  });
});

describe('the track containers', () => {
  it('IVF: the header names VP8 and a millisecond time base; a frame carries its size and pts', () => {
    const header = ivfHeader(640, 360);
    expect(header.toString('latin1', 0, 4)).toBe('DKIF');
    expect(header.toString('latin1', 8, 12)).toBe('VP80');
    expect([header.readUInt16LE(12), header.readUInt16LE(14), header.readUInt32LE(16), header.readUInt32LE(20)]).toEqual([640, 360, 1000, 1]);
    const frame = ivfFrame(Buffer.from([1, 2, 3]), 40);
    expect([frame.readUInt32LE(0), Number(frame.readBigUInt64LE(4)), frame.length]).toEqual([3, 40, 15]);
  });

  it('Ogg: the CRC of a page checks out, long packets are laced in 255-byte segments', () => {
    // The CRC-32 of "123456789" with Ogg's parameters (CRC-32/MPEG-2 without the final xor and initial ones) is 0x89a1897f.
    expect(oggCrc(Buffer.from('123456789')).toString(16)).toBe('89a1897f');
    const page = oggPage(Buffer.alloc(600, 1), 960n, 1, 2);
    expect(page[26]).toBe(3);
    expect([...page.subarray(27, 30)]).toEqual([255, 255, 90]);
    const zeroed = Buffer.from(page);
    zeroed.writeUInt32LE(0, 22);
    expect(page.readUInt32LE(22)).toBe(oggCrc(zeroed));
  });

  it('Opus: samples per packet from the TOC byte', () => {
    expect(opusSamples(Buffer.from([(1 << 3) | 0]))).toBe(960); // SILK 20 ms, one frame
    expect(opusSamples(Buffer.from([(31 << 3) | 1]))).toBe(1920); // CELT 20 ms, two frames
    expect(opusSamples(Buffer.from([(16 << 3) | 3, 4]))).toBe(480); // CELT 2.5 ms, four frames
  });
});
