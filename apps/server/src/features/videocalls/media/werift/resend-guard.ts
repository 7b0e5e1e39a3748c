import { GenericNack, RtcpTransportLayerFeedback, type RTCRtpSender } from 'werift';

/**
 * A packet is sent again to one subscriber at most once in this long (mediasoup's rule, with its default
 * round trip): a receiver asks again when its retry timer fires, whether or not the first resend is still on
 * its way. werift's receivers ask every 5 ms, a browser after its round-trip estimate (100 ms before it has one).
 */
export const resendSpacingMs = 100;
/** Remembered resends (a power of two above werift's 128-packet send history). */
const slots = 1024;

/**
 * Makes a werift sender resend each lost packet at most once per `resendSpacingMs` (decision 0054). werift
 * resends every sequence number of every NACK from its history: a receiver that falls behind repeats its
 * NACKs every few milliseconds, and each repeat cost a full SRTP encryption and UDP send per packet listed —
 * two resends for every packet forwarded in a loaded 10-person room, the bulk of the server's CPU. The NACK's
 * list is trimmed to the packets not resent lately before werift sees it; the NACK itself still counts.
 */
export function guardResends(sender: RTCRtpSender, now: () => number = () => performance.now()): void {
  const seqs = new Int32Array(slots).fill(-1);
  const resentAt = new Float64Array(slots);
  const handle = sender.handleRtcpPacket.bind(sender);
  sender.handleRtcpPacket = (packet) => {
    if (packet.type === RtcpTransportLayerFeedback.type && packet.feedback.count === GenericNack.count) {
      const nack = packet.feedback as GenericNack;
      const at = now();
      nack.lost = nack.lost.filter((seq) => {
        const slot = seq & (slots - 1);
        if (seqs[slot] === seq && at - resentAt[slot]! < resendSpacingMs) return false;
        seqs[slot] = seq;
        resentAt[slot] = at;
        return true;
      });
    }
    handle(packet);
  };
}
