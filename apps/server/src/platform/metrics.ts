import { readdir } from 'node:fs/promises';
import client from 'prom-client';

/** Read at every scrape: open Socket.IO connections and those logged in, on this process. */
export interface RealtimeSource {
  sockets(): number;
  loggedIn(): number;
  /** Broadcast frames written straight to WebSockets so far, and the writes they took (decision 0051). */
  directFrames?(): number;
  directWrites?(): number;
  /** Of those frames, the ones that waited for a large room's flush window (decision 0056). */
  windowedFrames?(): number;
}

/** What the realtime gateway counts (platform/realtime/gateway.ts). */
export interface RealtimeMetrics {
  observeRealtime(source: RealtimeSource): void;
  realtimeEventHandled(event: string): void;
  realtimeEventRefused(event: string, code: string): void;
}

/**
 * Prometheus metrics of one server process, served at /metrics. The default Node.js metrics come with the
 * prefix `foyer_`, among them event-loop lag: `foyer_nodejs_eventloop_lag_seconds` (measured at the scrape)
 * and `foyer_nodejs_eventloop_lag_{min,max,mean,p50,p90,p99}_seconds` (since the previous scrape).
 */
export class Metrics implements RealtimeMetrics {
  readonly registry = new client.Registry();
  readonly httpRequests = new client.Counter({
    name: 'foyer_http_requests_total',
    help: 'HTTP requests answered',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new client.Histogram({
    name: 'foyer_http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private realtime: RealtimeSource | null = null;
  readonly socketsConnected: client.Gauge = new client.Gauge({
    name: 'foyer_realtime_sockets',
    help: 'Socket.IO connections open on this process',
    registers: [this.registry],
    collect: (): void => this.socketsConnected.set(this.realtime?.sockets() ?? 0),
  });
  readonly socketsLoggedIn: client.Gauge = new client.Gauge({
    name: 'foyer_realtime_sockets_logged_in',
    help: 'Socket.IO connections of this process that are logged in to an event',
    registers: [this.registry],
    collect: (): void => this.socketsLoggedIn.set(this.realtime?.loggedIn() ?? 0),
  });
  readonly directFrames: client.Counter = new client.Counter({
    name: 'foyer_realtime_direct_frames_total',
    help: 'Broadcast frames written straight to idle WebSockets (several to a socket in one event-loop turn share a write)',
    registers: [this.registry],
    collect: (): void => setCounter(this.directFrames, this.realtime?.directFrames?.() ?? 0),
  });
  readonly directWrites: client.Counter = new client.Counter({
    name: 'foyer_realtime_direct_writes_total',
    help: 'Socket writes that carried those broadcast frames',
    registers: [this.registry],
    collect: (): void => setCounter(this.directWrites, this.realtime?.directWrites?.() ?? 0),
  });
  readonly windowedFrames: client.Counter = new client.Counter({
    name: 'foyer_realtime_windowed_frames_total',
    help: "Of the broadcast frames written straight, those that waited for a large room's flush window (REALTIME_BROADCAST_WINDOW_MS)",
    registers: [this.registry],
    collect: (): void => setCounter(this.windowedFrames, this.realtime?.windowedFrames?.() ?? 0),
  });
  readonly realtimeEvents = new client.Counter({
    name: 'foyer_realtime_events_total',
    help: 'Client events handled or refused (event: a client event name, or "unknown")',
    labelNames: ['event', 'result'] as const,
    registers: [this.registry],
  });
  readonly realtimeRefusals = new client.Counter({
    name: 'foyer_realtime_events_refused_total',
    help: 'Client events refused, by refusal code',
    labelNames: ['event', 'code'] as const,
    registers: [this.registry],
  });
  readonly mailsSent = new client.Counter({
    name: 'foyer_mails_total',
    help: 'Mails sent or kept in the dev outbox',
    registers: [this.registry],
  });

  constructor() {
    client.collectDefaultMetrics({ register: this.registry, prefix: 'foyer_' });
    // Decision 0059: these default collectors walk every handle or file descriptor of the process at each
    // scrape, synchronously — with 4,000 sockets a scrape blocked the event loop ~15 ms (30 ms at 8,000).
    // Live sockets are `foyer_realtime_sockets`; open descriptors are counted off the event loop below.
    for (const name of slowDefaultMetrics) this.registry.removeSingleMetric(`foyer_${name}`);
    if (process.platform === 'linux') {
      const openFds: client.Gauge = new client.Gauge({
        name: 'foyer_process_open_fds',
        help: 'Number of open file descriptors.',
        registers: [this.registry],
        collect: async (): Promise<void> => {
          // `readdir` runs on libuv's thread pool, not on the event loop (prom-client's own uses readdirSync).
          const entries = await readdir('/proc/self/fd').catch(() => null);
          if (entries) openFds.set(entries.length - 1); // minus the descriptor of the listing itself
        },
      });
    }
  }

  observeRealtime(source: RealtimeSource): void {
    this.realtime = source;
  }

  realtimeEventHandled(event: string): void {
    this.realtimeEvents.inc({ event, result: 'handled' });
  }

  realtimeEventRefused(event: string, code: string): void {
    this.realtimeEvents.inc({ event, result: 'refused' });
    this.realtimeRefusals.inc({ event, code });
  }
}

/** prom-client's default metrics whose collection costs a walk over every socket of the process. */
export const slowDefaultMetrics = [
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'process_open_fds',
] as const;

/** A counter kept elsewhere (a plain number that only grows), copied at the scrape. */
function setCounter(counter: client.Counter, total: number): void {
  counter.reset();
  counter.inc(total);
}
