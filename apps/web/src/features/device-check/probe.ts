import { videocallMediaProbeReply, type ClientEventName, type ClientEventPayload, type ServerEventName, type ServerEventPayload } from '@foyer/contracts';
import type { MediaPath } from './check-steps';

/** The part of the realtime client the probe uses (tests hand in their own). */
export interface ProbeChannel {
  request<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>, timeoutMs?: number): Promise<unknown>;
  send<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): void;
  on<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void): () => void;
}

export interface ProbeResult {
  path: MediaPath;
  /** ICE candidate types of the selected pair, e.g. `host`/`host` or `relay`/`host`. */
  localCandidateType: string;
  remoteCandidateType: string;
  packetsReceived: number;
  framesDecoded: number;
}

/** Long enough for TURN over TCP on a slow network; the server ends a probe after 20 s anyway. */
const probeTimeoutMs = 15_000;

/**
 * The videocall item: a short receive-only session with our media server (`videocall_media_probe`, the
 * server offers a small test picture), through TURN when ICE needs it. Resolves once media arrives, with
 * the path the selected candidate pair took; throws when nothing arrives in time.
 */
export async function probeMediaServer(channel: ProbeChannel, signal: AbortSignal, timeoutMs = probeTimeoutMs): Promise<ProbeResult> {
  const reply = videocallMediaProbeReply.safeParse(await channel.request('videocall_media_probe', {}));
  if (!reply.success) throw new Error('The media server did not offer a probe');
  const { probeId, sdp, iceServers, iceTransportPolicy } = reply.data;
  const pc = new RTCPeerConnection({ iceServers, iceTransportPolicy });
  const unsubscribe: Array<() => void> = [];
  try {
    const early: RTCIceCandidateInit[] = [];
    let described = false;
    unsubscribe.push(
      channel.on('videocall_media_probe_ice', (message) => {
        if (message.probeId !== probeId || !message.candidate?.candidate) return;
        if (described) void pc.addIceCandidate(message.candidate).catch(() => undefined);
        else early.push(message.candidate);
      }),
    );
    pc.onicecandidate = (e) => {
      const c = e.candidate?.toJSON();
      channel.send('videocall_media_probe_ice', {
        probeId,
        candidate: c?.candidate ? { candidate: c.candidate, sdpMid: c.sdpMid ?? null, sdpMLineIndex: c.sdpMLineIndex ?? null } : null,
      });
    };
    await pc.setRemoteDescription({ type: 'offer', sdp });
    described = true;
    for (const candidate of early) await pc.addIceCandidate(candidate).catch(() => undefined);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    channel.send('videocall_media_probe_answer', { probeId, sdp: answer.sdp ?? '' });
    return await untilMediaArrives(pc, signal, timeoutMs);
  } finally {
    for (const off of unsubscribe) off();
    pc.close();
    channel.send('videocall_media_probe_end', { probeId });
  }
}

async function untilMediaArrives(pc: RTCPeerConnection, signal: AbortSignal, timeoutMs: number): Promise<ProbeResult> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !signal.aborted) {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed') break;
    const result = readStats(await pc.getStats());
    if (result && result.packetsReceived > 0) return result;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No media from the media server (ICE ${pc.iceConnectionState}, connection ${pc.connectionState})`);
}

type Stat = Record<string, unknown> & { id: string; type: string };

/**
 * The selected candidate pair (the transport's `selectedCandidatePairId`, or the pair marked `selected` /
 * nominated-and-succeeded where the browser has no transport stats) and what came in over it. A relay
 * candidate on our side means the media went through TURN; anything else is a direct path.
 */
export function readStats(report: RTCStatsReport | Map<string, Stat>): ProbeResult | null {
  const stats = [...(report as Map<string, Stat>).values()];
  const byId = new Map(stats.map((s) => [s.id, s]));
  const transport = stats.find((s) => s.type === 'transport' && typeof s.selectedCandidatePairId === 'string');
  const pair =
    (transport ? byId.get(transport.selectedCandidatePairId as string) : undefined) ??
    stats.find((s) => s.type === 'candidate-pair' && s.selected === true) ??
    stats.find((s) => s.type === 'candidate-pair' && s.nominated === true && s.state === 'succeeded');
  if (!pair) return null;
  const local = byId.get(pair.localCandidateId as string);
  const remote = byId.get(pair.remoteCandidateId as string);
  const inbound = stats.filter((s) => s.type === 'inbound-rtp');
  const sum = (key: string) => inbound.reduce((n, s) => n + (typeof s[key] === 'number' ? (s[key] as number) : 0), 0);
  const localCandidateType = String(local?.candidateType ?? 'unknown');
  return {
    path: localCandidateType === 'relay' ? 'relay' : 'direct',
    localCandidateType,
    remoteCandidateType: String(remote?.candidateType ?? 'unknown'),
    packetsReceived: sum('packetsReceived'),
    framesDecoded: sum('framesDecoded'),
  };
}
