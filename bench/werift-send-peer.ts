/**
 * The receiving end of bench/werift-send.ts, in a process of its own so that its decryption is not counted:
 * a werift peer that answers the offer it is sent and takes whatever arrives.
 */
import { RTCPeerConnection, RTCRtpCodecParameters, useNACK, usePLI, useREMB, useSdesMid } from 'werift';

const pc = new RTCPeerConnection({
  iceServers: [],
  iceUseIpv6: false,
  codecs: {
    audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2, payloadType: 111 })],
    video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96, rtcpFeedback: [useNACK(), usePLI(), useREMB()] })],
  },
  headerExtensions: { audio: [useSdesMid()], video: [useSdesMid()] },
});
process.on('message', (message: { offer: string }) => {
  void (async () => {
    await pc.setRemoteDescription({ type: 'offer', sdp: message.offer });
    await pc.setLocalDescription(await pc.createAnswer());
    process.send!({ answer: pc.localDescription!.sdp });
  })();
});
