import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createServer } from '../../server';
import { loadConfig } from '../config';
import { listen } from './listen';

const metricsToken = 'metrics-token-0123456789abcdef';

describe('development start', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('listens on 127.0.0.1, not on every address, when HOST is not set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-dev-'));
    // What `npm start` reads, minus the port (any free one) and the demo seed (not needed here).
    const config = loadConfig({ DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, PORT: '0', FOYER_SEED_DEMO: '0', LOG_LEVEL: 'silent' });
    const server = await createServer({ config, logger: pino({ level: 'silent' }) });
    try {
      const lines = await listen(server.app, config);
      const address = server.app.server.address();
      expect(address).toMatchObject({ address: '127.0.0.1' });
      expect(lines.join('\n')).toContain('only');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('/metrics in production', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        PUBLIC_URL: 'https://events.example.org',
        APP_TITLE: 'Events',
        METRICS_TOKEN: metricsToken,
      },
    });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('answers a scraper on this host', async () => {
    const res = await prod.api('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('foyer_http_requests_total');
  });

  it('refuses a client from elsewhere (through a proxy), in our error shape', async () => {
    const res = await prod.api('GET', '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: expect.stringContaining('METRICS_TOKEN'), code: 'permission_denied' });
    expect(String(JSON.stringify(res.body))).not.toContain('foyer_http');
  });

  it('refuses a wrong token or a token with a trailing word, and answers the right one from anywhere', async () => {
    const from = { 'x-forwarded-for': '203.0.113.9' };
    expect((await prod.api('GET', '/metrics', { headers: { ...from, authorization: 'Bearer not-the-metrics-token' } })).status).toBe(403);
    expect((await prod.api('GET', '/metrics', { headers: { ...from, authorization: `Bearer ${metricsToken} extra` } })).status).toBe(403);
    const ok = await prod.api('GET', '/metrics', { headers: { ...from, authorization: `Bearer ${metricsToken}` } });
    expect(ok.status).toBe(200);
    expect(String(ok.body)).toContain('foyer_http_requests_total');
  });
});

describe('/metrics in production without a trusted proxy', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://events.example.org', APP_TITLE: 'Events', TRUST_PROXY: 'false' },
    });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('refuses anything a proxy forwarded, since the client behind it is unknown; no token configured means no way in from elsewhere', async () => {
    expect((await prod.api('GET', '/metrics', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(403);
    expect((await prod.api('GET', '/metrics', { headers: { forwarded: 'for=127.0.0.1' } })).status).toBe(403);
    expect((await prod.api('GET', '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer anything-at-all-long' } })).status).toBe(403);
    expect((await prod.api('GET', '/metrics')).status).toBe(200);
  });
});
