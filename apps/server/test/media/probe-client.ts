import type { Socket } from 'socket.io-client';
import { RTCPeerConnection, RTCRtpCodecParameters, Vp8RtpPayload, type MediaStreamTrack, type RtpPacket } from 'werift';
import { vp8Size } from './fixtures';

/** The browser side of the device check's probe, as a werift peer: answers the offer and counts pictures. */
export async function probeClient(socket: Socket, probeId: string, offerSdp: string) {
  const pc = new RTCPeerConnection({
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
    codecs: { video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96 })] },
  });
  const frames = { count: 0, width: 0, close: () => pc.close() };
  pc.onTrack.subscribe((track: MediaStreamTrack) => {
    track.onReceiveRtp.subscribe((packet: RtpPacket) => {
      frames.count += 1;
      const size = vp8Size(Vp8RtpPayload.deSerialize(packet.payload).payload);
      if (size) frames.width = size.width;
    });
  });
  pc.onIceCandidate.subscribe((candidate) => {
    if (candidate) socket.emit('videocall_media_probe_ice', { probeId, candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } });
  });
  await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
  await pc.setLocalDescription(await pc.createAnswer());
  const reply = (await socket.timeout(5000).emitWithAck('videocall_media_probe_answer', { probeId, sdp: pc.localDescription!.sdp })) as { ok: boolean };
  if (!reply.ok) throw new Error('probe answer refused');
  return frames;
}
