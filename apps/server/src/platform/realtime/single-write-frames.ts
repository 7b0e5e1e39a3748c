import type net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Server } from 'socket.io';

/** What Socket.IO's in-memory adapter hands each socket of a broadcast (`packetOpts` of `broadcast`). */
interface PacketOptions {
  volatile?: boolean;
  wsPreEncodedFrame?: Buffer[];
}
interface Adapter {
  _encode(packet: { id?: number }, packetOpts: PacketOptions): unknown;
  apply(opts: { rooms: Set<string>; except?: Set<string> }, callback: (socket: unknown) => void): void;
  rooms: Map<string, Set<string>>;
  nsp: { sockets: Map<string, RoomSocket> };
  on(event: 'join-room' | 'leave-room' | 'delete-room', listener: (room: string) => void): void;
}
/** What the walk reads of a Socket.IO socket: its connection, and whether anything listens to its outgoing packets. */
interface RoomSocket {
  client: unknown;
  _anyOutgoingListeners?: unknown[];
}
/** A room's socket and, when it has one, its connection's outbox. */
interface Recipient {
  socket: RoomSocket;
  outbox: Outbox | undefined;
}
/** The parts of engine.io's socket and `ws` a direct write must find idle (engine.io 6, ws 8). */
interface EngineClient {
  conn: {
    readyState: string;
    writeBuffer: unknown[];
    transport: { name: string; writable: boolean; socket?: { readyState: number; _socket?: net.Socket; _sender?: { _queue: unknown[] } } };
  };
  writeToEngine(encodedPackets: unknown, opts: PacketOptions): void;
}

/** Broadcast frames written straight to sockets, and the writes they took (frames per write = frames / writes). */
export interface DirectWriteStats {
  frames: number;
  writes: number;
  /** Of those frames, the ones that waited for a large room's flush window (decision 0056). */
  windowed: number;
}

/**
 * A flush window for large rooms (decision 0056): a one-room broadcast reaching at least `largeRoomSockets`
 * sockets of this process, less than two windows after the previous such broadcast (large rooms are busy),
 * waits up to `windowMs` in its recipients' outboxes, so the messages of that time share one write per
 * socket. The first broadcast after a quiet spell and smaller rooms (calls, private messages, signalling)
 * are written at the end of the turn as before. `windowMs: 0` turns the window off.
 */
export interface BroadcastWindow {
  largeRoomSockets: number;
  windowMs: number;
}

/**
 * One connection's broadcast frames waiting for the end of the event-loop turn. Frames are only taken while
 * the connection is an open WebSocket with nothing waiting in engine.io or `ws`; any other packet for the
 * connection first writes what waits here, so the connection's order holds.
 */
class Outbox {
  readonly frames: Buffer[] = [];
  /** Waiting for the end of the turn / for the large rooms' window (it may wait for both). */
  dueThisTurn = false;
  dueInWindow = false;
  /** How many of `frames` came from a large room's broadcast (for the metrics). */
  windowedFrames = 0;

  constructor(
    readonly client: EngineClient,
    readonly viaEngine: (encodedPackets: unknown, opts: PacketOptions) => void,
    private readonly turns: { thisTurn(outbox: Outbox): void; inWindow(outbox: Outbox): void },
  ) {}

  /** Takes a broadcast frame (the connection is idle), to be written at the end of the turn or of the window. */
  take(frame: Buffer, holding: boolean): void {
    this.frames.push(frame);
    if (holding) {
      this.windowedFrames += 1;
      if (!this.dueInWindow) {
        this.dueInWindow = true;
        this.turns.inWindow(this);
      }
    } else if (!this.dueThisTurn) {
      this.dueThisTurn = true;
      this.turns.thisTurn(this);
    }
  }

  idle(): boolean {
    const { conn } = this.client;
    const ws = conn.transport.socket;
    return (
      conn.readyState === 'open' &&
      conn.writeBuffer.length === 0 &&
      conn.transport.name === 'websocket' &&
      conn.transport.writable &&
      ws?.readyState === 1 &&
      ws._sender?._queue.length === 0 &&
      ws._socket?.writable === true
    );
  }

  /** Writes the waiting frames in one `write`; none if the WebSocket closed meanwhile (they would be lost anyway). */
  flush(stats: DirectWriteStats, joined: JoinedFrames): void {
    const { frames } = this;
    if (frames.length === 0) return;
    const ws = this.client.conn.transport.socket;
    const tcp = ws?._socket;
    if (ws?.readyState === 1 && tcp?.writable) {
      tcp.write(frames.length === 1 ? frames[0]! : joined.of(frames));
      stats.frames += frames.length;
      stats.writes += 1;
      stats.windowed += this.windowedFrames;
    }
    frames.length = 0;
    this.windowedFrames = 0;
  }
}

/**
 * Several frames for one write, joined once for all the connections that got the same ones: a busy room's
 * flush writes the same few broadcasts to every socket, so joining them per socket would allocate and copy
 * the same bytes thousands of times.
 */
class JoinedFrames {
  private parts: Buffer[] = [];
  private joined: Buffer = Buffer.alloc(0);

  of(frames: Buffer[]): Buffer {
    const { parts } = this;
    let same = parts.length === frames.length;
    for (let i = 0; same && i < frames.length; i++) same = parts[i] === frames[i];
    if (!same) {
      this.parts = frames.slice();
      this.joined = Buffer.concat(frames);
    }
    return this.joined;
  }
}

/**
 * Public chat and every other room broadcast go out with as little work per recipient as Socket.IO allows
 * (decisions 0045 and 0051). A broadcast is encoded once and every recipient gets the same pre-built WebSocket
 * frame (`socket.io-adapter` builds it with `ws`'s `Sender.frame`); per recipient, engine.io then still made a
 * packet, buffered and flushed it, and `ws` corked the TCP socket to write header and payload with `writev`.
 * Here:
 * - the frame is joined into one buffer, once per broadcast;
 * - a one-room broadcast walks the room's sockets without building a set of their ids (no duplicates to skip),
 *   from an array of the room's connections kept until someone joins or leaves it (decision 0064);
 * - a recipient whose connection is an open WebSocket with nothing waiting in engine.io or `ws` gets the frame
 *   in its outbox; at the end of the event-loop turn (`setImmediate`) each outbox is written with ONE `write`
 *   on its TCP socket, however many broadcasts reached it in that turn. Most of a delivery's cost is that
 *   system call, so a busy server, which handles several messages per turn, writes fewer times per frame.
 *   Anything else (a packet still being written, long-polling, an upgrade, closing, the socket's own packets)
 *   takes Socket.IO's own path, after the connection's outbox was written, so each socket's order holds;
 * - a broadcast to a large room (`window`) waits in the outboxes for the window instead of the turn's end
 *   (decision 0056): at a steady pace there is one message per turn, and the window is what lets several
 *   messages share a write. Anything else for the connection (a small room's broadcast, its own packets)
 *   writes the waiting frames first, so the order still holds.
 */
export function writeBroadcastsDirectly(io: Server, window: BroadcastWindow = { largeRoomSockets: Infinity, windowMs: 0 }): DirectWriteStats {
  const stats: DirectWriteStats = { frames: 0, writes: 0, windowed: 0 };
  const joined = new JoinedFrames();
  const adapter = io.of('/').adapter as unknown as Adapter;
  if (typeof adapter._encode !== 'function' || typeof adapter.apply !== 'function') return stats;

  // `broadcast` and `broadcastWithAck` encode, then apply: only that apply takes the one-room walk (its
  // callback writes, and neither joins nor leaves rooms while the walk goes on). `frame` is the broadcast's
  // frame when it is a plain one (no acks to register per socket), which the walk may hand to outboxes itself.
  let broadcasting = false;
  let frame: Buffer | undefined;
  const encode = adapter._encode.bind(adapter);
  adapter._encode = (packet, packetOpts) => {
    const encoded = encode(packet, packetOpts);
    const parts = packetOpts.wsPreEncodedFrame;
    if (Array.isArray(parts) && parts.length === 2) packetOpts.wsPreEncodedFrame = [Buffer.concat(parts)];
    frame = packet.id === undefined && packetOpts.wsPreEncodedFrame?.length === 1 ? packetOpts.wsPreEncodedFrame[0] : undefined;
    broadcasting = true;
    return encoded;
  };

  const outboxes = new WeakMap<object, Outbox>();
  // Each room's recipients as an array, built at its first broadcast and dropped when anyone joins or leaves
  // it: a walk is then an array loop, without an id lookup and two calls per socket (decision 0064).
  const recipients = new Map<string, Recipient[]>();
  const forget = (room: string) => recipients.delete(room);
  adapter.on('join-room', forget);
  adapter.on('leave-room', forget);
  adapter.on('delete-room', forget);
  const recipientsOf = (room: string, ids: Set<string>): Recipient[] => {
    let list = recipients.get(room);
    if (list !== undefined) return list;
    list = [];
    for (const id of ids) {
      const socket = adapter.nsp.sockets.get(id);
      if (socket !== undefined) list.push({ socket, outbox: outboxes.get(socket.client as object) });
    }
    recipients.set(room, list);
    return list;
  };

  // True while a large room's broadcast is handed to its sockets (the callbacks run synchronously in the walk).
  let holding = false;
  let lastLargeBroadcast = -Infinity;
  const windowed = window.windowMs > 0;
  const apply = adapter.apply.bind(adapter);
  adapter.apply = (opts, callback) => {
    const walk = broadcasting && opts.rooms.size === 1 && !opts.except?.size;
    const plain = frame;
    broadcasting = false;
    frame = undefined;
    if (!walk) return apply(opts, callback);
    const [room] = opts.rooms;
    const ids = adapter.rooms.get(room!);
    if (ids === undefined) return;
    if (windowed && ids.size >= window.largeRoomSockets) {
      const now = performance.now();
      holding = now - lastLargeBroadcast < 2 * window.windowMs;
      lastLargeBroadcast = now;
    }
    try {
      for (const { socket, outbox } of recipientsOf(room!, ids)) {
        // An idle WebSocket nobody listens on takes the frame here; anything else goes through the
        // adapter's callback (and so through `writeToEngine` below, which writes what waits first).
        if (plain !== undefined && outbox !== undefined && socket._anyOutgoingListeners === undefined && outbox.idle()) outbox.take(plain, holding);
        else callback(socket);
      }
    } finally {
      holding = false;
    }
  };

  /** Writes every outbox waiting in `list` (for the turn's end or for the window) and empties it. */
  const flusher = (list: Outbox[], due: 'dueThisTurn' | 'dueInWindow') => () => {
    for (const outbox of list) {
      outbox[due] = false;
      outbox.flush(stats, joined);
    }
    list.length = 0;
  };
  const thisTurn: Outbox[] = [];
  const flushTurn = flusher(thisTurn, 'dueThisTurn');
  const inWindow: Outbox[] = [];
  const flushWindow = flusher(inWindow, 'dueInWindow');
  const turns = {
    thisTurn: (outbox: Outbox) => {
      if (thisTurn.push(outbox) === 1) setImmediate(flushTurn);
    },
    // One timer for every large room: a frame waits at most `windowMs`.
    inWindow: (outbox: Outbox) => {
      if (inWindow.push(outbox) === 1) setTimeout(flushWindow, window.windowMs);
    },
  };
  io.on('connection', (socket) => {
    const client = socket.client as unknown as EngineClient;
    if (outboxes.has(client)) return;
    const outbox = new Outbox(client, client.writeToEngine.bind(client), turns);
    outboxes.set(client, outbox);
    // Lists built before the connection had its outbox would send it the long way.
    for (const room of socket.rooms) forget(room);
    client.writeToEngine = (encodedPackets, opts) => {
      const frame = opts.wsPreEncodedFrame;
      if (frame?.length === 1 && outbox.idle()) {
        outbox.take(frame[0]!, holding);
        return;
      }
      outbox.flush(stats, joined);
      outbox.viaEngine(encodedPackets, opts);
    };
  });
  return stats;
}
