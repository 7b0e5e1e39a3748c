import { RtpHeader, RtpPacket, RTP_EXTENSION_URI, serializeSdesMid, type RTCRtpSender } from 'werift';

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
  rtpTimestamp: number;
  octetCount: number;
  packetCount: number;
  rtpCache: RtpPacket[];
  ntpTimestamp: bigint;
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
 * estimator we do not negotiate, per packet and per subscriber: about a third of what it costs to send a
 * packet besides the encryption (decision 0062). Here the publisher's sequence numbers and timestamps are
 * moved by this subscriber's offsets, the mid goes in as the one extension (a subscription negotiates no
 * other), and the sender's state is kept as werift keeps it: its resend history (NACKs are still answered by
 * werift), the counts and the timestamp pair of its sender reports. The NTP time of that pair is made only
 * when a report reads it, from the wall time of the last packet, and is a true NTP time (werift's own writes
 * the decimal digits of the milliseconds as the fraction, which skews audio against video in the browser).
 */
export class Forwarder {
  private seqOffset = 0;
  private timestampOffset = 0;
  /** The last sequence number and timestamp sent (undefined before the first packet). */
  private lastSeq: number | undefined;
  private lastTimestamp = 0;
  /** When the last packet went out (Unix ms, sub-millisecond): the NTP side of the next sender report. */
  private lastSentMs = 0;
  private midExtension: { id: number; payload: Buffer }[] | null = null;
  private midOf: string | undefined;
  private reporting = false;
  private readonly state: SenderState;

  constructor(readonly sender: RTCRtpSender) {
    this.state = sender as unknown as SenderState;
    // Read when werift writes a sender report (about once a second), not set per packet.
    Object.defineProperty(sender, 'ntpTimestamp', {
      configurable: true,
      get: () => ntpFromMs(this.lastSentMs),
      set: () => undefined,
    });
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
      extensions: this.extensions(),
    });
    const forwarded = new RtpPacket(header, packet.payload);
    this.lastSeq = sequenceNumber;
    this.lastTimestamp = timestamp;
    this.lastSentMs = wallMs();
    state.sequenceNumber = sequenceNumber;
    state.timestamp = timestamp;
    state.rtpTimestamp = timestamp;
    state.octetCount += packet.payload.length;
    state.packetCount = (state.packetCount + 1) >>> 0;
    state.rtpCache[sequenceNumber % historySize] = forwarded;
    transport.sendRtp(packet.payload, header).catch(ignore);
    if (!this.reporting) {
      // werift's sender reports run from the first packet on, as from its own `sendRtp`.
      this.reporting = true;
      sender.runRtcp().catch(ignore);
    }
  }

  /** The mid header extension of this sender's m-line, made once (its id is set by the negotiation). */
  private extensions(): { id: number; payload: Buffer }[] {
    const { mid, headerExtensions } = this.state;
    if (this.midExtension && this.midOf === mid) return this.midExtension;
    const ext = headerExtensions.find((e) => e.uri === RTP_EXTENSION_URI.sdesMid);
    this.midOf = mid;
    this.midExtension = ext && mid ? [{ id: ext.id, payload: serializeSdesMid(mid) }] : [];
    return this.midExtension;
  }
}
