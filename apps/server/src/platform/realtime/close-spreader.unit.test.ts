import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CloseSpreader } from './close-spreader';

/**
 * Many connections closing at once are handled over several turns of the event loop, each connection's
 * `end` before its `close`, none lost (decision 0017). Turns are counted, not timed.
 */
describe('CloseSpreader', () => {
  const servers: net.Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });

  async function connections(n: number, onServerSide: (socket: net.Socket) => void) {
    const server = net.createServer(onServerSide);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const clients = await Promise.all(
      Array.from({ length: n }, () => new Promise<net.Socket>((resolve) => {
        const c = net.connect(port, '127.0.0.1', () => resolve(c));
      })),
    );
    // Every server-side socket accepted before the clients go.
    while ((await new Promise<number>((r) => server.getConnections((_e, k) => r(k)))) < n) {
      await new Promise((r) => setImmediate(r));
    }
    return clients;
  }

  /** A counter that moves once per turn of the event loop while `running`. */
  function turnCounter() {
    const state = { turn: 0, running: true };
    const tick = () => {
      state.turn += 1;
      if (state.running) setImmediate(tick);
    };
    setImmediate(tick);
    return state;
  }

  it('runs the closes of connections that end together over several turns, each end before its close', async () => {
    const n = 40;
    // A budget of zero: one event per turn, the extreme of "spread".
    const spreader = new CloseSpreader({ budgetMs: 0 });
    const events: { socket: number; event: string; turn: number }[] = [];
    const turns = turnCounter();
    let id = 0;
    const clients = await connections(n, (socket) => {
      const me = id++;
      spreader.watch(socket);
      socket.on('end', () => events.push({ socket: me, event: 'end', turn: turns.turn }));
      socket.on('close', () => events.push({ socket: me, event: 'close', turn: turns.turn }));
      socket.resume();
    });
    for (const c of clients) c.end();
    while (events.filter((e) => e.event === 'close').length < n) await new Promise((r) => setTimeout(r, 5));
    turns.running = false;

    expect(new Set(events.filter((e) => e.event === 'close').map((e) => e.socket)).size).toBe(n);
    for (let s = 0; s < n; s++) {
      const mine = events.filter((e) => e.socket === s).map((e) => e.event);
      expect(mine).toEqual(['end', 'close']);
    }
    // One event per turn: the 80 events took at least 80 turns.
    const perTurn = new Map<number, number>();
    for (const e of events) perTurn.set(e.turn, (perTurn.get(e.turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(1);
    expect(spreader.pending).toBe(0);
  });

  it('closes a connection whose peer ended at once, without a half-close of its own first', async () => {
    const spreader = new CloseSpreader();
    let server: net.Socket | undefined;
    const [client] = await connections(1, (socket) => {
      server = socket;
      spreader.watch(socket);
      socket.resume();
    });
    const finished: string[] = [];
    server!.on('finish', () => finished.push('finish'));
    const closed = new Promise((resolve) => server!.on('close', resolve));
    const clientGotEnd = new Promise((resolve) => client!.on('end', resolve));
    client!.resume();
    client!.end();
    await closed;
    await clientGotEnd;
    // Destroyed, not ended: no shutdown and no `finish`, yet the peer got its end as with `end()`.
    expect(finished).toEqual([]);
    expect(server!.writableFinished).toBe(false);
  });

  it('still ends a connection gracefully while it has something left to write: every byte arrives', async () => {
    const spreader = new CloseSpreader();
    const size = 8 * 1024 * 1024;
    const ended = new Promise<void>((resolve) => {
      void connections(1, (socket) => {
        spreader.watch(socket);
        // More than the kernel's buffers hold while the client does not read: some waits in the stream.
        socket.write(Buffer.alloc(size, 1));
        socket.on('end', () => resolve());
        socket.resume();
      }).then(([client]) => {
        client!.pause();
        client!.end();
        lateClient = client!;
      });
    });
    let lateClient: net.Socket | undefined;
    await ended;
    let got = 0;
    const clientGotEnd = new Promise((resolve) => lateClient!.on('end', resolve));
    lateClient!.on('data', (d: Buffer) => (got += d.length));
    lateClient!.resume();
    await clientGotEnd;
    expect(got).toBe(size);
  });

  it('takes one event per turn while the rest of each turn is long (I/O that ran before the drain)', async () => {
    const n = 10;
    const spreader = new CloseSpreader({ budgetMs: 5, turnMs: 10 });
    const turns = turnCounter();
    // Other work of 12 ms in every turn: longer than the turn the spreader aims at.
    let busy = true;
    const block = () => {
      const until = Date.now() + 12;
      while (Date.now() < until);
      if (busy) setImmediate(block);
    };
    const events: number[] = [];
    const clients = await connections(n, (socket) => {
      spreader.watch(socket);
      socket.on('end', () => events.push(turns.turn));
      socket.on('close', () => events.push(turns.turn));
      socket.resume();
    });
    setImmediate(block);
    for (const c of clients) c.end();
    while (events.length < 2 * n) await new Promise((r) => setTimeout(r, 5));
    busy = false;
    turns.running = false;
    const perTurn = new Map<number, number>();
    for (const turn of events) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(1);
  });

  it('after a burst of ends in one turn, pauses reading on the other connections and resumes them a few per turn: nothing lost', async () => {
    const closing = 120;
    const staying = 30;
    const spreader = new CloseSpreader({ burstEnds: 10, resumePerTurn: 5 });
    const turns = turnCounter();
    // The turn in which the server read each end-of-file (Node pushes `null` then).
    const eofTurns: number[] = [];
    const got = new Map<number, string>();
    let id = 0;
    const clients = await connections(closing + staying, (socket) => {
      const me = id++;
      spreader.watch(socket);
      const push = socket.push.bind(socket);
      socket.push = (chunk: unknown, encoding?: BufferEncoding) => {
        if (chunk === null) eofTurns.push(turns.turn);
        return push(chunk, encoding);
      };
      socket.on('data', (d: Buffer) => got.set(me, (got.get(me) ?? '') + d.toString()));
      socket.resume();
    });
    let pausedSeen = 0;
    const watchPaused = () => {
      pausedSeen = Math.max(pausedSeen, spreader.pausedReading);
      if (turns.running) setImmediate(watchPaused);
    };
    setImmediate(watchPaused);
    // The staying connections send while the others go (accepted in order, so ids match).
    clients.slice(0, closing).forEach((c) => c.end());
    clients.slice(closing).forEach((c, i) => c.write(`still here ${i}`));
    while (eofTurns.length < closing || got.size < staying) await new Promise((r) => setTimeout(r, 5));
    while (spreader.pausedReading > 0 || spreader.pending > 0) await new Promise((r) => setTimeout(r, 5));
    turns.running = false;

    expect(pausedSeen).toBeGreaterThan(0);
    const perTurn = new Map<number, number>();
    for (const turn of eofTurns) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    // One turn read the burst (10), the others at most what was resumed plus what never paused.
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(10);
    expect(perTurn.size).toBeGreaterThan(closing / 10);
    for (let i = 0; i < staying; i++) expect(got.get(closing + i)).toBe(`still here ${i}`);
    for (const c of clients.slice(closing)) c.destroy();
  });

  it('leaves other events alone', async () => {
    const spreader = new CloseSpreader({ budgetMs: 0 });
    const got: string[] = [];
    const [client] = await connections(1, (socket) => {
      spreader.watch(socket);
      socket.on('data', (d) => got.push(d.toString()));
    });
    client!.write('hello');
    while (got.length === 0) await new Promise((r) => setTimeout(r, 5));
    expect(got).toEqual(['hello']);
    client!.destroy();
  });
});
