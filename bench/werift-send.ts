/**
 * What sending costs the in-process SFU, without a room (decision 0062): one published camera (`h`, three
 * 1,100-byte packets a frame at 24 fps) and microphone (60-byte packets, 50 a second) forwarded through
 * `Output` to SUBS subscribers (default 9) on one real werift subscribe connection over loopback, the receiving
 * peer in another process (bench/werift-send-peer.ts). Prints this process's CPU (user + system, so a loaded
 * machine counts less than in wall time) per packet sent, then per second of sender reports with no media.
 * Not a `*.bench.ts`: it writes no report, it is for A/B runs of the send path
 * (`node --import tsx bench/werift-send.ts`, alternating the builds to compare).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { RtpHeader, RtpPacket, type MediaStreamTrack, type RTCRtpReceiver } from 'werift';
import type { MediaBackendOptions } from '../apps/server/src/features/videocalls/media/backend';
import { Output } from '../apps/server/src/features/videocalls/media/werift/output';
import { newPeer, settleLocal } from '../apps/server/src/features/videocalls/media/werift/peer';
import { PublishedTrack } from '../apps/server/src/features/videocalls/media/werift/published';
import { sleep } from './media-server';

const subscribers = Number(process.env.SUBS ?? 9);
const options = { publicIp: '127.0.0.1', portMin: 46_000, portMax: 46_999 } as MediaBackendOptions;
const peer = fork(path.join(import.meta.dirname, 'werift-send-peer.ts'), [], { execArgv: ['--import', 'tsx'] });
const pc = newPeer(options, { sendOnly: true });
const receiver = { sendRtcpPLI: () => Promise.resolve() } as unknown as RTCRtpReceiver;
const outputs: Output[] = [];
const deliver: ((packet: RtpPacket) => void)[] = [];
for (const kind of ['audio', 'video'] as const) {
  const track = new PublishedTrack(1, 'bench', kind === 'audio' ? 'audio' : 'camera', kind, receiver);
  const layer = { rid: kind === 'audio' ? undefined : 'h', ssrc: deliver.length + 1, onReceiveRtp: { subscribe: (fn: (packet: RtpPacket) => void) => void deliver.push(fn) } };
  track.attach(layer as unknown as MediaStreamTrack);
  for (let i = 0; i < subscribers; i++) outputs.push(new Output(track, pc.addTransceiver(kind, { direction: 'sendonly' }), kind === 'audio' ? '' : 'h'));
}
await settleLocal(pc, await pc.createOffer());
const answer = await new Promise<string>((resolve) => {
  peer.once('message', (m) => resolve((m as { answer: string }).answer));
  peer.send({ offer: pc.localDescription!.sdp });
});
await pc.setRemoteDescription({ type: 'answer', sdp: answer });
while (pc.connectionState !== 'connected') await sleep(50);
for (const output of outputs) output.start();

let audioSeq = 100;
let videoSeq = 200;
let audioTs = 0;
let videoTs = 0;
const [sendAudio, sendVideo] = deliver as [(p: RtpPacket) => void, (p: RtpPacket) => void];
const audio = () => new RtpPacket(new RtpHeader({ ssrc: 1, payloadType: 111, sequenceNumber: audioSeq++ & 0xffff, timestamp: (audioTs += 960) >>> 0 }), Buffer.alloc(60, 3));
/** A VP8 packet: the payload descriptor's S bit set and partition 0; P=0 makes it a keyframe's. */
const video = (keyframe: boolean, marker: boolean) => {
  const payload = Buffer.alloc(1100, 7);
  payload[0] = 0x10;
  payload[1] = keyframe ? 0x00 : 0x01;
  return new RtpPacket(new RtpHeader({ ssrc: 2, payloadType: 96, sequenceNumber: videoSeq++ & 0xffff, timestamp: videoTs >>> 0, marker }), payload);
};
sendVideo(video(true, true));
await sleep(200);

// Packets: 8 s of media at 24 frames and 50 audio packets a second, sent as fast as the loop takes them.
let packets = 0;
let cpu0 = process.cpuUsage();
for (let frame = 0; frame < 192; frame++) {
  videoTs += 3750;
  for (let k = 0; k < 3; k++, packets++) sendVideo(video(false, k === 2));
  for (let k = 0; k < (frame % 12 === 0 ? 3 : 2); k++, packets++) sendAudio(audio());
  await new Promise((resolve) => setImmediate(resolve));
}
await sleep(100);
let cpu = process.cpuUsage(cpu0);
const sent = packets * subscribers;
console.log(`sending: ${((cpu.user + cpu.system) / sent).toFixed(2)} µs of CPU per packet sent (${sent} packets to ${subscribers} subscribers)`);

// Sender reports: no media for 8 s; the session's tick sends them, as `WeriftSession` does, once a second.
const reports = setInterval(() => {
  const srs = outputs.flatMap((output) => output.report() ?? []);
  const transport = outputs[0]!.transceiver.sender.dtlsTransport;
  for (let i = 0; i < srs.length; i += 40) transport.sendRtcp(srs.slice(i, i + 40)).catch(() => undefined);
}, 1000);
cpu0 = process.cpuUsage();
await sleep(8000);
cpu = process.cpuUsage(cpu0);
clearInterval(reports);
console.log(`idle with sender reports: ${((cpu.user + cpu.system) / 1000 / 8).toFixed(1)} ms of CPU a second (${outputs.length} senders)`);
peer.kill();
await pc.close();
process.exit(0);
