import { ProtectionProfileAeadAes128Gcm, SrtpAuthenticationError, type RTCDtlsTransport, type RTCPeerConnection } from 'werift';

/** What the clear part of an SRTP packet says. */
export interface ClearRtpHeader {
  ssrc: number;
  sequenceNumber: number;
  timestamp: number;
  marker: boolean;
  payloadType: number;
  /** The payload's length (as long as the plain one; RTP padding, inside the ciphertext, counts with it). */
  payloadBytes: number;
}

/** Thrown for every packet counted here: werift drops such a packet quietly (its debug log, off). One instance. */
const counted = new SrtpAuthenticationError('counted from its clear header');

/** The RTP header of an SRTP packet (RFC 3550 §5.1: fixed part, CSRCs, extension); null when too short. */
export function clearHeader(packet: Buffer, tag: number): ClearRtpHeader | null {
  if (packet.length < 12 + tag) return null;
  let length = 12 + 4 * (packet[0]! & 0x0f);
  if (packet[0]! & 0x10) {
    if (packet.length < length + 4) return null;
    length += 4 + 4 * packet.readUInt16BE(length + 2);
  }
  const payloadBytes = packet.length - tag - length;
  if (payloadBytes < 0) return null;
  return {
    ssrc: packet.readUInt32BE(8),
    sequenceNumber: packet.readUInt16BE(2),
    timestamp: packet.readUInt32BE(4),
    marker: (packet[1]! & 0x80) !== 0,
    payloadType: packet[1]! & 0x7f,
    payloadBytes,
  };
}

/**
 * A receiving peer that stops decrypting its media, stream by stream (bench/stage's viewers, decision 0055).
 * In SRTP only the payload is encrypted: the RTP header (SSRC, sequence number, timestamp, marker, payload
 * type) travels in the clear, and the payload is as long as the packet less the header and the authentication
 * tag. Once `clear(ssrc)` says so for a stream (for good: werift keeps SRTP's rollover counter per SSRC, and
 * one that skipped packets would be wrong), its packets are handed to `onClear` as their header says and go no
 * further: no AES-CTR, no HMAC, and none of werift's RTP parsing, routing and receiver statistics, which
 * together were most of a receiving peer's CPU (the table's "viewer CPU per viewer"). What still runs: ICE
 * (consent checks), DTLS, and SRTCP both ways (the server's sender reports in; PLI and receiver reports out,
 * the reports' figures frozen at the stream's last decrypted packet; the server reads neither for
 * forwarding). Lost packets of a clear stream are not NACKed.
 *
 * Through werift's API: `RTCDtlsTransport.srtp` is the transport's session, made when DTLS connects; its
 * `decrypt` is an instance property, and a packet it rejects with `SrtpAuthenticationError` is dropped.
 */
export function skipDecryption(pc: RTCPeerConnection, clear: (ssrc: number) => boolean, onClear: (header: ClearRtpHeader) => void): void {
  const wrapped = new WeakSet<RTCDtlsTransport>();
  pc.connectionStateChange.subscribe((state) => {
    if (state !== 'connected') return;
    for (const transceiver of pc.getTransceivers()) {
      const transport = transceiver.dtlsTransport;
      if (!transport || wrapped.has(transport) || !transport.srtp) continue;
      wrapped.add(transport);
      const session = transport.srtp;
      const decrypt = session.decrypt;
      // The tag SRTP appends: 16 bytes with AES-GCM (RFC 7714), 10 with HMAC-SHA1-80 (RFC 3711).
      const tag = session.config.profile === ProtectionProfileAeadAes128Gcm ? 16 : 10;
      session.decrypt = (packet: Buffer) => {
        if (packet.length < 12 || !clear(packet.readUInt32BE(8))) return decrypt(packet);
        const header = clearHeader(packet, tag);
        if (header) onClear(header);
        throw counted;
      };
    }
  });
}
