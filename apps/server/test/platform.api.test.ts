import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  let web: TestServer;
  let dist: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  /** What `vite build` does to its output folder: empty it, then write the new build. */
  const build = (hash: string) => {
    fs.rmSync(dist, { recursive: true, force: true });
    write('index.html', `<!doctype html><div id="root"></div><script src="/assets/app-${hash}.js"></script>`);
    write(`assets/app-${hash}.js`, `console.log('${hash}')`);
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  };
  const get = async (page: string, init?: RequestInit) => {
    const res = await fetch(`${web.url}${page}`, init);
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  beforeAll(async () => {
    // Not built yet when the server starts: the build lands under the running server.
    dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-web-')), 'dist');
    web = await startTestServer({ env: { FOYER_WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('says the web app is not built until it is, then serves it without a restart', async () => {
    const before = await get('/demo');
    expect(before.status).toBe(404);
    expect(before.text).toContain('not built');
    build('aaa111');
    const after = await get('/demo');
    expect(after.status).toBe(200);
    expect(after.text).toContain('app-aaa111.js');
  });

  it('serves built assets with long caching and every other path, / included, as the SPA (history fallback)', async () => {
    build('abc123');
    const asset = await get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe("console.log('abc123')");
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
    expect(favicon.headers.get('cache-control')).not.toContain('immutable');
    for (const page of ['/', '/index.html', '/demo', '/demo/enterevent/', '/demo/map/venue/', '/login', '/demo?x=1']) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toContain('text/html');
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(res.text, page).toContain('app-abc123.js');
    }
    const head = await fetch(`${web.url}/assets/app-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('serves the assets of a rebuild under the running server and 404s the deleted ones (never the SPA)', async () => {
    build('old111');
    expect((await get('/assets/app-old111.js')).status).toBe(200);
    build('new222');
    const fresh = await get('/assets/app-new222.js');
    expect(fresh.status).toBe(200);
    expect(fresh.text).toBe("console.log('new222')");
    expect((await get('/')).text).toContain('app-new222.js');
    const gone = await get('/assets/app-old111.js');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('text/plain');
    expect(gone.text).not.toContain('<div id="root">');
    // A file replaced in place is served with its new content.
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" id="new"/>');
    expect((await get('/favicon.svg')).text).toContain('id="new"');
    expect((await get('/assets/')).status).toBe(404);
  });

  it('never serves files outside the build folder or dotfiles', async () => {
    build('abc123');
    write('.env', 'SECRET=1');
    fs.writeFileSync(path.join(path.dirname(dist), 'outside.txt'), 'outside');
    for (const page of ['/.env', '/..%2foutside.txt', '/assets/..%2f..%2foutside.txt', '/%2e%2e/outside.txt']) {
      const res = await get(page);
      expect(res.text, page).not.toContain('SECRET');
      expect(res.text, page).not.toBe('outside');
    }
  });

  it('keeps /api and non-GET requests as JSON 404s', async () => {
    build('abc123');
    const api = await web.api('GET', '/api/nothing-here/');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ detail: 'Not found.' });
    const apiRoot = await web.api('GET', '/api');
    expect(apiRoot.status).toBe(404);
    expect(apiRoot.body).toEqual({ detail: 'Not found.' });
    const post = await web.api('POST', '/demo', { body: {} });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ detail: 'Not found.' });
  });
});
