import client from 'prom-client';

/** Prometheus metrics of one server process, served at /metrics. */
export class Metrics {
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
  readonly socketsConnected = new client.Gauge({
    name: 'foyer_realtime_sockets',
    help: 'Socket.IO connections open on this process',
    registers: [this.registry],
  });
  readonly mailsSent = new client.Counter({
    name: 'foyer_mails_total',
    help: 'Mails sent or kept in the dev outbox',
    registers: [this.registry],
  });

  constructor() {
    client.collectDefaultMetrics({ register: this.registry, prefix: 'foyer_' });
  }
}
