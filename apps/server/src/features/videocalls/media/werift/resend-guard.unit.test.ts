import { describe, expect, it } from 'vitest';
import { GenericNack, RTCRtpCodecParameters, RTCRtpSender, RtcpTransportLayerFeedback, RtpHeader, RtpPacket, type RTCDtlsTransport } from 'werift';
import { guardResends, resendSpacingMs } from './resend-guard';

/** A werift sender on a stand-in transport that records what goes out; ten packets sent (sequence numbers 1–10). */
async function sender(guarded: boolean) {
  const out: number[] = [];
  let clock = 1000;
  const s = new RTCRtpSender('video');
  s.codec = new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96 });
  s.dtlsTransport = { state: 'connected', sendRtp: (_payload: Buffer, header: RtpHeader) => (out.push(header.sequenceNumber), Promise.resolve(1)), sendRtcp: () => Promise.resolve() } as unknown as RTCDtlsTransport;
  if (guarded) guardResends(s, () => clock);
  for (let seq = 1; seq <= 10; seq++) await s.sendRtp(new RtpPacket(new RtpHeader({ sequenceNumber: seq, timestamp: seq * 3000 }), Buffer.alloc(100)));
  s.stop();
  out.length = 0;
  const nack = (lost: number[]) => s.handleRtcpPacket(new RtcpTransportLayerFeedback({ feedback: new GenericNack({ senderSsrc: 1, mediaSourceSsrc: s.ssrc, lost }) }));
  return { out, nack, advance: (ms: number) => (clock += ms) };
}

describe('resending lost packets (NACK)', () => {
  it('without the guard werift resends a packet for every repeat of a NACK', async () => {
    const { out, nack } = await sender(false);
    nack([3, 4]);
    nack([3, 4]);
    nack([3, 4]);
    expect(out).toEqual([3, 4, 3, 4, 3, 4]);
  });

  it('resends each packet once per spacing, however often a receiver repeats its NACK', async () => {
    const { out, nack, advance } = await sender(true);
    nack([3, 4]);
    advance(5);
    nack([3, 4, 5]);
    advance(5);
    nack([3, 4, 5]);
    expect(out).toEqual([3, 4, 5]);
    // Past the spacing the receiver still misses them: its resends were lost too, so they go again.
    advance(resendSpacingMs);
    nack([3, 4, 5]);
    expect(out).toEqual([3, 4, 5, 3, 4, 5]);
  });

  it('still hands every NACK to its listeners, with what is resent', () => {
    const heard: number[][] = [];
    const s = new RTCRtpSender('video');
    s.onGenericNack.subscribe((n) => heard.push(n.lost));
    guardResends(s, () => 0);
    s.dtlsTransport = { state: 'connected', sendRtp: () => Promise.resolve(1) } as unknown as RTCDtlsTransport;
    const repeat = () => s.handleRtcpPacket(new RtcpTransportLayerFeedback({ feedback: new GenericNack({ senderSsrc: 1, mediaSourceSsrc: s.ssrc, lost: [7] }) }));
    repeat();
    repeat();
    expect(heard).toEqual([[7], []]);
  });
});
