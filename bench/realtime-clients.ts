/**
 * One client process of bench/realtime.bench.ts: opens the sockets it is given (websocket only), logs
 * each in to the event and joins the public chat, then counts `received_public_message` and their
 * latency for the messages of the measured window. Driven by its parent over IPC:
 *
 *   parent → {type: 'connect', url, eventSlug, chatId, tokens}   ← {type: 'ready', connected, failed}
 *   parent → {type: 'measure', fromSeq}                          (count messages with seq ≥ fromSeq)
 *   parent → {type: 'stop', toSeq}                               ← {type: 'report', received, histogram}
 *
 * A message's text is `bench <seq> <sent at, ms since the epoch>`; the clock is the machine's, shared
 * with the sender. Latencies go into 1-ms buckets (the last bucket holds everything ≥ 10 s).
 */
import { io, type Socket } from 'socket.io-client';

type Command =
  | { type: 'connect'; url: string; eventSlug: string; chatId: number; tokens: string[] }
  | { type: 'measure'; fromSeq: number }
  | { type: 'stop'; toSeq: number; expectedPerSocket: number; graceMs: number };

const buckets = 10_001;
const histogram = new Uint32Array(buckets);
let received = 0;
let fromSeq = Infinity;
let toSeq = Infinity;
const sockets: Socket[] = [];
const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

function onMessage(payload: { text?: string }): void {
  const [tag, seqText, sentText] = (payload.text ?? '').split(' ');
  if (tag !== 'bench') return;
  const seq = Number(seqText);
  if (seq < fromSeq || seq >= toSeq) return;
  received += 1;
  histogram[Math.min(buckets - 1, Math.max(0, Math.floor(now() - Number(sentText))))]! += 1;
}

function open(url: string, token: string, eventSlug: string, chatId: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    const timer = setTimeout(() => done(false), 60_000);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      if (!ok) socket.disconnect();
      resolve(ok);
    };
    socket.on('received_public_message', onMessage);
    socket.once('connect_error', () => done(false));
    socket.once('login_failed', () => done(false));
    socket.once('connect', () => {
      socket.emit('login', { token, event_slug: eventSlug });
      socket
        .timeout(60_000)
        .emitWithAck('join_chat', { chat_id: chatId })
        .then((ack: { ok: boolean }) => {
          if (ack.ok) sockets.push(socket);
          done(ack.ok);
        })
        .catch(() => done(false));
    });
  });
}

/** Opens the sockets a few dozen at a time, as a crowd arriving, not as one burst. */
async function connectAll(cmd: Extract<Command, { type: 'connect' }>): Promise<void> {
  let next = 0;
  let connected = 0;
  let failed = 0;
  const worker = async () => {
    while (next < cmd.tokens.length) {
      const token = cmd.tokens[next++]!;
      if (await open(cmd.url, token, cmd.eventSlug, cmd.chatId)) connected += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 25 }, worker));
  send({ type: 'ready', connected, failed });
}

process.on('message', (cmd: Command) => {
  if (cmd.type === 'connect') void connectAll(cmd);
  if (cmd.type === 'measure') {
    fromSeq = cmd.fromSeq;
    received = 0;
    histogram.fill(0);
  }
  if (cmd.type === 'stop') {
    toSeq = cmd.toSeq;
    // Late messages of the window still count, up to the grace period.
    const expected = cmd.expectedPerSocket * sockets.length;
    const until = Date.now() + cmd.graceMs;
    const check = () => {
      if (received >= expected || Date.now() >= until) {
        send({ type: 'report', received, sockets: sockets.length, histogram: Array.from(histogram) });
        fromSeq = Infinity;
        toSeq = Infinity;
      } else setTimeout(check, 50);
    };
    check();
  }
});
process.on('disconnect', () => process.exit(0));
