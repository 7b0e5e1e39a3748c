import { describe, expect, it } from 'vitest';
import { compactNtp, GenericNack, RTCRtpSender, RtcpReceiverInfo, RtcpRrPacket, RtcpTransportLayerFeedback, RTP_EXTENSION_URI, RtpHeader, RtpPacket } from 'werift';
import { Forwarder, ntpFromMs } from './forwarder';

/** A werift sender negotiated as a subscription's video m-line, its transport recording what it is given. */
function negotiatedSender() {
  const sender = new RTCRtpSender('video');
  const sent: RtpHeader[] = [];
  Object.assign(sender, {
    codec: { payloadType: 96 },
    mid: '3',
    headerExtensions: [{ id: 4, uri: RTP_EXTENSION_URI.sdesMid }],
    dtlsTransport: {
      state: 'connected',
      sendRtp: (_payload: Buffer, header: RtpHeader) => {
        sent.push(header);
        return Promise.resolve(0);
      },
    },
  });
  return { sender, sent };
}

const packet = (sequenceNumber: number, timestamp: number, marker = false) =>
  new RtpPacket(new RtpHeader({ sequenceNumber, timestamp, ssrc: 1111, payloadType: 100, marker, extensions: [{ id: 9, payload: Buffer.from('h') }] }), Buffer.from([1, 2, 3]));

describe('forwarding on a werift sender', () => {
  it("sends the publisher's packet as the sender's: its SSRC, payload type and mid alone, the numbers moved by the offsets", () => {
    const { sender, sent } = negotiatedSender();
    const published = packet(500, 9_000, true);
    new Forwarder(sender).send(published);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ssrc: sender.ssrc, payloadType: 96, sequenceNumber: 500, timestamp: 9_000, marker: true });
    expect(sent[0]!.extensions).toEqual([{ id: 4, payload: Buffer.from('3') }]);
    // The published packet is shared by every subscriber: it stays as it came.
    expect(published.header).toMatchObject({ ssrc: 1111, payloadType: 100 });
  });

  it('keeps its resend history as werift does: a NACK is answered', () => {
    const { sender, sent } = negotiatedSender();
    const forwarder = new Forwarder(sender);
    forwarder.send(packet(10, 100));
    forwarder.send(packet(11, 100));
    sender.handleRtcpPacket(new RtcpTransportLayerFeedback({ feedback: new GenericNack({ senderSsrc: 7, mediaSourceSsrc: sender.ssrc, lost: [10] }) }));
    expect(sent.map((h) => h.sequenceNumber)).toEqual([10, 11, 10]);
  });

  it("a layer switch continues the subscriber's stream: next sequence number, timestamp ahead by the wall time since", () => {
    const { sender, sent } = negotiatedSender();
    const forwarder = new Forwarder(sender);
    // The last packet sent to the subscriber, near the top of both number spaces.
    forwarder.send(packet(65_535, 4_294_960_000));
    const sentAt = performance.timeOrigin + performance.now();
    forwarder.continueAt({ sequenceNumber: 1_234, timestamp: 77_000 }, sentAt + 40);
    forwarder.send(packet(1_234, 77_000));
    // The layer's later packets keep their spacing.
    forwarder.send(packet(1_235, 77_000 + 3_750));
    expect(sent[1]!.sequenceNumber).toBe(0);
    const ahead = (sent[1]!.timestamp - 4_294_960_000 + 2 ** 32) % 2 ** 32;
    expect(ahead).toBeGreaterThanOrEqual(40 * 90 - 90);
    expect(ahead).toBeLessThanOrEqual(40 * 90 + 90);
    expect(sent[2]!.sequenceNumber).toBe(1);
    expect((sent[2]!.timestamp - sent[1]!.timestamp) >>> 0).toBe(3_750);
  });

  it('reports as a sender: the last timestamp at a true NTP time and the counts; the round trip follows from the receiver report', () => {
    const ntp = ntpFromMs(Date.UTC(2026, 0, 1) + 500);
    expect(Number(ntp >> 32n)).toBe(Date.UTC(2026, 0, 1) / 1000 + 2_208_988_800);
    expect(Number(ntp & 0xffffffffn)).toBe(2 ** 31);
    const { sender } = negotiatedSender();
    const forwarder = new Forwarder(sender);
    expect(forwarder.report()).toBeNull();
    const before = ntpFromMs(Date.now() - 1);
    forwarder.send(packet(1, 700));
    forwarder.send(packet(2, 700));
    const report = forwarder.report()!;
    expect(report.ssrc).toBe(sender.ssrc);
    expect(report.senderInfo).toMatchObject({ rtpTimestamp: 700, packetCount: 2, octetCount: 6 });
    expect(report.senderInfo.ntpTimestamp >= before && report.senderInfo.ntpTimestamp <= ntpFromMs(Date.now() + 1)).toBe(true);
    const lsr = compactNtp(report.senderInfo.ntpTimestamp);
    sender.handleRtcpPacket(new RtcpRrPacket({ ssrc: 7, reports: [new RtcpReceiverInfo({ ssrc: sender.ssrc, lsr, dlsr: 1 })] }));
    expect((sender as unknown as { rtt?: number }).rtt).toBeTypeOf('number');
  });
});
