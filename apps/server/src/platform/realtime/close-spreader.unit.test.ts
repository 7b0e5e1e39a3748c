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
    const spreader = new CloseSpreader(0);
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

  it('leaves other events alone', async () => {
    const spreader = new CloseSpreader(0);
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
