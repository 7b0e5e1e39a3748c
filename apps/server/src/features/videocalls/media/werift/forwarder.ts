import { compactNtp, RtcpSenderInfo, RtcpSrPacket, RtpHeader, RtpPacket, RTP_EXTENSION_URI, serializeSdesMid, type RTCRtpSender } from 'werift';

/** A failed send is a lost packet (NACK and PLI repair it): one shared handler, not a closure per packet. */
const ignore = () => undefined;

/** werift's sender keeps this many sent packets for resends (`RTP_HISTORY_SIZE`), indexed by sequence number. */
const historySize = 128;
/** Milliseconds from the NTP epoch (1900) to the Unix epoch. */
const ntpEpochMs = 2_208_988_800_000;

/** The fields of werift's sender that its sender reports and resends read (private in its types). */
interface SenderState {
  codec?: { payloadType: number };
  mid?: string;
  headerExtensions: { id: number; uri: string }[];
  sequenceNumber?: number;
  timestamp?: number;
  rtpCache: RtpPacket[];
  /** The middle 32 bits of the last report's NTP time and when it went (s): a receiver report gives the round trip. */
  lastSRtimestamp?: number;
  lastSentSRTimestamp?: number;
}

/** Unix time in milliseconds, with the fraction of the monotonic clock. */
const wallMs = () => performance.timeOrigin + performance.now();

/** A wall-clock time as a 64-bit NTP timestamp (seconds since 1900 and their binary fraction). */
export function ntpFromMs(unixMs: number): bigint {
  const ms = unixMs + ntpEpochMs;
  const seconds = Math.floor(ms / 1000);
  const fraction = Math.floor(((ms - seconds * 1000) / 1000) * 0x1_0000_0000);
  return (BigInt(seconds) << 32n) | BigInt(fraction);
}

/**
 * Sends forwarded packets on one werift sender, doing per packet only what forwarding needs. werift's own
 * `sendRtp` works out every header extension, makes an NTP time through a string and feeds a bandwidth
 * estimator we do not negotiate, per packet and per subscriber: about a fifth of the CPU of a packet sent
 * (decision 0062). Here the publisher's sequence numbers and timestamps are moved by this subscriber's offsets,
 * the mid goes in as the one extension (a subscription negotiates no other), and werift's resend history is
 * kept as werift keeps it (NACKs are still answered by werift). Sender reports are not werift's loop of one
 * encrypted packet per sender and second: the session sends all of its senders' reports in one packet
 * (`report`), with a true NTP time (werift's writes the decimal digits of the milliseconds as the fraction).
 */
export class Forwarder {
  private seqOffset = 0;
  private timestampOffset = 0;
  /** The last sequence number and timestamp sent (undefined before the first packet). */
  private lastSeq: number | undefined;
  private lastTimestamp = 0;
  /** When the last packet went out (Unix ms, sub-millisecond): the NTP side of the next sender report. */
  private lastSentMs = 0;
  private packetCount = 0;
  private octetCount = 0;
  /** The mid header extension of this m-line (made once its mid is negotiated). */
  private mid: { of: string | undefined; extensions: { id: number; payload: Buffer }[] } | null = null;
  private readonly state: SenderState;

  constructor(readonly sender: RTCRtpSender) {
    this.state = sender as unknown as SenderState;
  }

  /**
   * Continues the subscriber's stream with a packet of another source (a layer switch): that packet follows
   * the last one sent (sequence number + 1), its timestamp the last one's plus the wall time since, in ticks of
   * `clockRate`. Before the first packet the source's numbers go through unchanged. (werift's own
   * `replaceRTP(header, true)` adds its discontinuity to the 32-bit timestamp offset in 16-bit arithmetic,
   * which threw the timestamps back by up to 2^32 ticks about every other switch: a browser then dropped the
   * new layer's frames as older than the last it showed and asked for keyframes without end, decision 0058.)
   */
  continueAt(header: Pick<RtpHeader, 'sequenceNumber' | 'timestamp'>, nowMs = wallMs(), clockRate = 90_000): void {
    if (this.lastSeq === undefined) return;
    this.seqOffset = (this.lastSeq + 1 - header.sequenceNumber) & 0xffff;
    const ticks = Math.max(1, Math.round(((nowMs - this.lastSentMs) * clockRate) / 1000));
    this.timestampOffset = (this.lastTimestamp + ticks - header.timestamp) >>> 0;
  }

  /** Sends a published packet on (its payload shared, not copied; the packet itself is left as it is). */
  send(packet: RtpPacket): void {
    const { sender, state } = this;
    const transport = sender.dtlsTransport;
    if (transport.state !== 'connected' || !state.codec) return;
    const source = packet.header;
    const sequenceNumber = (source.sequenceNumber + this.seqOffset) & 0xffff;
    const timestamp = (source.timestamp + this.timestampOffset) >>> 0;
    const header = new RtpHeader({
      marker: source.marker,
      payloadType: state.codec.payloadType,
      sequenceNumber,
      timestamp,
      ssrc: sender.ssrc,
      csrc: source.csrc,
      extensions: this.midExtension(),
    });
    this.lastSeq = sequenceNumber;
    this.lastTimestamp = timestamp;
    this.lastSentMs = wallMs();
    this.packetCount = (this.packetCount + 1) >>> 0;
    this.octetCount = (this.octetCount + packet.payload.length) >>> 0;
    state.sequenceNumber = sequenceNumber;
    state.timestamp = timestamp;
    state.rtpCache[sequenceNumber % historySize] = new RtpPacket(header, packet.payload);
    transport.sendRtp(packet.payload, header).catch(ignore);
  }

  /**
   * This sender's report (RFC 3550 SR): the last packet's timestamp at the wall time it went, and the counts;
   * null before the first packet. Noted on the sender as sent, for the round trip werift works out from the
   * receiver's reports.
   */
  report(nowMs = wallMs()): RtcpSrPacket | null {
    if (this.lastSeq === undefined) return null;
    const ntpTimestamp = ntpFromMs(this.lastSentMs);
    this.state.lastSRtimestamp = compactNtp(ntpTimestamp);
    this.state.lastSentSRTimestamp = nowMs / 1000;
    return new RtcpSrPacket({
      ssrc: this.sender.ssrc,
      senderInfo: new RtcpSenderInfo({ ntpTimestamp, rtpTimestamp: this.lastTimestamp, packetCount: this.packetCount, octetCount: this.octetCount }),
    });
  }

  /** The mid header extension of this sender's m-line, made once (its id is set by the negotiation). */
  private midExtension(): { id: number; payload: Buffer }[] {
    const { mid, headerExtensions } = this.state;
    if (this.mid && this.mid.of === mid) return this.mid.extensions;
    const ext = headerExtensions.find((e) => e.uri === RTP_EXTENSION_URI.sdesMid);
    this.mid = { of: mid, extensions: ext && mid ? [{ id: ext.id, payload: serializeSdesMid(mid) }] : [] };
    return this.mid.extensions;
  }
}
