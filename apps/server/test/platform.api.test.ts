import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('answers /healthz after checking the database', async () => {
    const res = await t.api('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.api('GET', '/api/does-not-exist/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await t.api('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });

  it('answers field errors as {field: [message]}', async () => {
    const res = await t.api('POST', '/api/client-errors/', { body: { url: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([expect.any(String)]);
  });

  it('serves Prometheus metrics', async () => {
    const res = await t.api('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('foyer_http_requests_total');
  });
});

describe('web app serving', () => {
  it('serves built assets with long caching and every other path as the SPA (history fallback)', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await startTestServer({ env: { FOYER_WEB_DIST: dist } });
    try {
      const asset = await fetch(`${web.url}/assets/app-abc123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      for (const page of ['/demo', '/demo/enterevent/', '/demo/map/venue/', '/login']) {
        const res = await fetch(`${web.url}${page}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<div id="root">');
      }
      const api = await web.api('GET', '/api/nothing-here/');
      expect(api.status).toBe(404);
      expect(api.body).toEqual({ detail: 'Not found.' });
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
