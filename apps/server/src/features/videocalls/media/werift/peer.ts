import { opusMaxAverageBitrate, type IceCandidate } from '@foyer/contracts';
import {
  RTCPeerConnection,
  type RTCSessionDescription,
  RTCRtpCodecParameters,
  useNACK,
  usePLI,
  useREMB,
  useRepairedRtpStreamId,
  useSdesMid,
  useSdesRTPStreamId,
} from 'werift';
import type { MediaBackendOptions } from '../backend';

/**
 * How every werift peer connection of ours is built (DESIGN.md "Video calls"): no ICE servers (werift's
 * default reaches a public STUN server), VP8 + Opus only, max-bundle, NACK/PLI/REMB and no transport-cc
 * (with it Chrome's estimate sticks at 300 kbit/s), only the header extensions simulcast needs. A connection
 * that only sends (`sendOnly`: a subscription, the probe) negotiates the mid alone: werift works out every
 * negotiated extension for every packet it sends, and the browser reads no rid on what it receives.
 */
export function newPeer(options: MediaBackendOptions, { sendOnly = false }: { sendOnly?: boolean } = {}): RTCPeerConnection {
  return new RTCPeerConnection({
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: [options.publicIp],
    icePortRange: [options.portMin, options.portMax],
    bundlePolicy: 'max-bundle',
    codecs: {
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2, payloadType: 111, parameters: 'minptime=10;useinbandfec=1' })],
      video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96, rtcpFeedback: [useNACK(), usePLI(), useREMB()] })],
    },
    headerExtensions: {
      audio: [useSdesMid()],
      video: sendOnly ? [useSdesMid()] : [useSdesMid(), useSdesRTPStreamId(), useRepairedRtpStreamId()],
    },
  });
}

/**
 * One local description at a time per process: werift picks a port of the range by probing it, then binds,
 * so two peers gathering at once could pick the same port.
 */
let gathering: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = gathering.then(work, work);
  gathering = run.catch(() => undefined);
  return run;
}

/** Sets the local description and waits until every host candidate is in it (host candidates come at once). */
export async function settleLocal(pc: RTCPeerConnection, description: RTCSessionDescription): Promise<void> {
  await pc.setLocalDescription(description);
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const { unSubscribe } = pc.iceGatheringStateChange.subscribe((state) => {
        if (state === 'complete') {
          unSubscribe();
          resolve();
        }
      });
      if (pc.iceGatheringState === 'complete') resolve();
    });
  }
}

/** The candidate lines of our SDP: only those on the advertised address, else the first non-loopback IPv4 one rewritten to it (1:1 NAT). */
export function advertise(sdp: string, publicIp: string): string {
  const lines = sdp.split('\r\n');
  const candidateIp = (line: string) => line.split(' ')[4];
  const candidates = lines.filter((l) => l.startsWith('a=candidate:'));
  const matching = candidates.filter((l) => candidateIp(l) === publicIp);
  // Behind 1:1 NAT the public address is not on this host: the first private IPv4 socket receives what is sent to it.
  const privateIpv4 = candidates.filter((l) => /^\d+\.\d+\.\d+\.\d+$/.test(candidateIp(l) ?? '') && !candidateIp(l)!.startsWith('127.'));
  const keep = new Set(matching.length > 0 ? matching : privateIpv4.slice(0, 1));
  return lines
    .filter((l) => !l.startsWith('a=candidate:') || keep.has(l))
    .map((l) => {
      if (!keep.has(l) || matching.length > 0) return l;
      const parts = l.split(' ');
      parts[4] = publicIp;
      return parts.join(' ');
    })
    .join('\r\n');
}

/**
 * An ended subscription's m-line as the browser must see it: inactive, but not rejected. werift writes an
 * inactive m-line with port 0, which means rejected, and keeps it in the BUNDLE group: Chrome refuses such an
 * offer ("The m= section with mid='2' should be rejected") as soon as the rejected one is the group's first,
 * so the browser's subscription could not follow a participant who left or reloaded. With the discard port
 * (9) it stays an inactive, bundled m-line, as in the browsers' own offers.
 */
export function keepInactiveBundled(sdp: string): string {
  const sections = sdp.split(/\r\n(?=m=)/);
  return sections
    .map((section) => (/^m=\w+ 0 /.test(section) && /\r\na=inactive(\r\n|$)/.test(section) ? section.replace(/^(m=\w+) 0 /, '$1 9 ') : section))
    .join('\r\n');
}

/** Asks the browser to keep Opus at 16 kbit/s: `maxaveragebitrate` on every Opus fmtp line of our answer. */
export function capOpus(sdp: string): string {
  const opus = /a=rtpmap:(\d+) opus\/48000/i.exec(sdp)?.[1];
  if (!opus) return sdp;
  const fmtp = new RegExp(`^a=fmtp:${opus} (.*)$`, 'm');
  if (fmtp.test(sdp)) {
    return sdp.replace(fmtp, (_line, params: string) => {
      const rest = params.split(';').filter((p) => !p.startsWith('maxaveragebitrate='));
      return `a=fmtp:${opus} ${[...rest, `maxaveragebitrate=${opusMaxAverageBitrate}`].join(';')}`;
    });
  }
  return sdp.replace(new RegExp(`^(a=rtpmap:${opus} opus/48000.*)$`, 'mi'), `$1\r\na=fmtp:${opus} maxaveragebitrate=${opusMaxAverageBitrate}`);
}

/** A browser candidate for werift: an empty one (end of candidates) is dropped. */
export async function addCandidate(pc: RTCPeerConnection, candidate: IceCandidate | null): Promise<void> {
  if (!candidate || candidate.candidate === '') return;
  await pc.addIceCandidate({
    candidate: candidate.candidate,
    sdpMid: candidate.sdpMid ?? undefined,
    sdpMLineIndex: candidate.sdpMLineIndex ?? undefined,
  });
}
