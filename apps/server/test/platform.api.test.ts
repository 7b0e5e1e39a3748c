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
