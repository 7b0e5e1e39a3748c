import { mediaProbeMaxMs, type IceCandidate } from '@foyer/contracts';
import { RtpHeader, RtpPacket } from 'werift';
import type { Logger } from '../../../../platform/logger';
import type { MediaBackendOptions, MediaProbe, ProbeInput } from '../backend';
import { addCandidate, advertise, newPeer, oneAtATime, settleLocal } from './peer';

/** A 64x64 VP8 keyframe (one blue square, made with ffmpeg/libvpx): what the probe shows, 10 times a second. */
const testPicture = Buffer.from('0AMAnQEqQABAAABHCIWFiJmEiAICAnWqA/gD+gIHGk/ILUhMAVYwAP7upj//Z5MS6Jh/2eX/+zEl3IhH/sqI', 'base64');
/** VP8 payload descriptor: start of partition 0. */
const vp8Descriptor = Buffer.from([0x10]);
const frameEveryMs = 100;

/** The device check's session: the server offers one video track and, once connected, sends the test picture. */
export async function openProbe(input: ProbeInput, options: MediaBackendOptions, logger: Logger): Promise<MediaProbe> {
  const pc = newPeer(options, { sendOnly: true });
  const transceiver = pc.addTransceiver('video', { direction: 'sendonly' });
  let sending: NodeJS.Timeout | null = null;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (sending) clearInterval(sending);
    clearTimeout(lifetime);
    await pc.close();
  };
  const lifetime = setTimeout(() => void close(), mediaProbeMaxMs);
  lifetime.unref();
  pc.connectionStateChange.subscribe((state) => {
    if (closed) return;
    if (state === 'connected' && !sending) {
      input.events.state('connected');
      let sequenceNumber = Math.floor(Math.random() * 0xffff);
      let timestamp = Math.floor(Math.random() * 0xffffffff);
      sending = setInterval(() => {
        sequenceNumber = (sequenceNumber + 1) & 0xffff;
        timestamp = (timestamp + 9000) >>> 0;
        const header = new RtpHeader({ sequenceNumber, timestamp, marker: true });
        transceiver.sender.sendRtp(new RtpPacket(header, Buffer.concat([vp8Descriptor, testPicture]))).catch(() => undefined);
      }, frameEveryMs);
      sending.unref();
    }
    if (state === 'failed') {
      input.events.state('failed');
      void close();
    }
  });
  const offerSdp = await oneAtATime(async () => {
    await settleLocal(pc, await pc.createOffer());
    return pc.localDescription!.sdp;
  }).catch(async (err: unknown) => {
    logger.error({ err }, 'media probe offer failed');
    await close();
    throw err;
  });
  return {
    probeId: input.probeId,
    offerSdp: advertise(offerSdp, options.publicIp),
    answer: (sdp: string) => pc.setRemoteDescription({ type: 'answer', sdp }),
    addIceCandidate: (candidate: IceCandidate | null) => addCandidate(pc, candidate),
    close,
  };
}
