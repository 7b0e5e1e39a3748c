/**
 * The two small containers a recording writes per tapped track before ffmpeg composes them: IVF for VP8
 * frames and Ogg for Opus packets (RFC 7845). Both are written as they come, so a crash loses only the tail.
 */

/** The 32-byte IVF file header: VP8, the first keyframe's size, a millisecond time base. */
export function ivfHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(32);
  header.write('DKIF', 0, 'latin1');
  header.writeUInt16LE(0, 4);
  header.writeUInt16LE(32, 6);
  header.write('VP80', 8, 'latin1');
  header.writeUInt16LE(width, 12);
  header.writeUInt16LE(height, 14);
  header.writeUInt32LE(1000, 16); // time base denominator: pts in milliseconds
  header.writeUInt32LE(1, 20);
  return header;
}

/** One IVF frame: its size, its pts (ms), the VP8 frame. */
export function ivfFrame(frame: Buffer, ptsMs: number): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt32LE(frame.length, 0);
  head.writeBigUInt64LE(BigInt(Math.max(0, Math.round(ptsMs))), 4);
  return Buffer.concat([head, frame]);
}

/** Width and height of a VP8 keyframe (null for an interframe). */
export function vp8KeyframeSize(frame: Buffer): { width: number; height: number } | null {
  if (frame.length < 10 || (frame[0]! & 1) !== 0 || frame[3] !== 0x9d || frame[4] !== 0x01 || frame[5] !== 0x2a) return null;
  return { width: frame.readUInt16LE(6) & 0x3fff, height: frame.readUInt16LE(8) & 0x3fff };
}

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i += 1) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit += 1) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32 (polynomial 0x04c11db7, not reflected, initial 0). */
export function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) crc = ((crc << 8) ^ crcTable[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** One Ogg page holding one packet. `flags`: 2 begins the stream, 4 ends it. */
export function oggPage(packet: Buffer, granule: bigint, serial: number, sequence: number, flags = 0): Buffer {
  const lacing: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    lacing.push(255);
    left -= 255;
  }
  lacing.push(left);
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(0, 4);
  header.writeUInt8(flags, 5);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial >>> 0, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(lacing.length, 26);
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, packet]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** The two header packets of an Ogg Opus stream (stereo, 48 kHz, as WebRTC sends). */
export function opusHeaders(): [Buffer, Buffer] {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8);
  head.writeUInt8(2, 9);
  head.writeUInt16LE(0, 10);
  head.writeUInt32LE(48_000, 12);
  head.writeInt16LE(0, 16);
  head.writeUInt8(0, 18);
  const vendor = Buffer.from('foyer', 'latin1');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  tags.writeUInt32LE(0, 12 + vendor.length);
  return [head, tags];
}

/** Samples (at 48 kHz) in an Opus packet, from its TOC byte (RFC 6716 section 3.1). */
export function opusSamples(packet: Buffer): number {
  if (packet.length === 0) return 0;
  const toc = packet[0]!;
  const config = toc >> 3;
  let frameSamples: number;
  if (config < 12) frameSamples = [480, 960, 1920, 2880][config % 4]!;
  else if (config < 16) frameSamples = [480, 960][config % 2]!;
  else frameSamples = [120, 240, 480, 960][config % 4]!;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2;
  return frameSamples * frames;
}
