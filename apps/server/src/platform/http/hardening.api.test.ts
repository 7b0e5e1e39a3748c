import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';

/** A built web app with an inline script, like apps/web/index.html's ES5 fallback. */
const inlineScript = "\n      (function () { document.title = 'old browser'; })();\n    ";
const indexHtml = `<!doctype html><html><head><title>Foyer</title></head><body><div id="root"></div><script>${inlineScript}</script><script type="module" src="/assets/app-1.js"></script></body></html>`;
const inlineHash = `'sha256-${crypto.createHash('sha256').update(inlineScript).digest('base64')}'`;

let t: TestServer;
let dist: string;
let someone: Person;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'assets/app-1.js'), 'console.log(1)');
  t = await startTestServer({ env: { FOYER_WEB_DIST: dist } });
  someone = await person(t);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A raw request, for what `fetch` would refuse to send or would normalise (bad encoding, huge headers). */
function raw(url: string, requestPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: requestPath, headers, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const directives = (csp: string | null): Map<string, string[]> =>
  new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...sources]) => [name!, sources]));

describe('security headers', () => {
  it.each(['/', '/demo', '/demo/enterevent', '/dev/outbox'])('every page of the web app (%s) carries the CSP and the frame, sniffing and referrer headers', async (page) => {
    const res = await t.api('GET', page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(res.headers.get('content-security-policy'));
    // Inline script only by the hash of the one the page really has; no 'unsafe-inline' for scripts.
    expect(csp.get('script-src')).toEqual(["'self'", inlineHash]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toContain("'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('follows the served index.html: a rebuild with another inline script changes the hash', async () => {
    const other = "console.log('rebuilt')";
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml.replace(inlineScript, other));
    try {
      const res = await t.api('GET', '/demo');
      const hash = `'sha256-${crypto.createHash('sha256').update(other).digest('base64')}'`;
      expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", hash]);
    } finally {
      fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    }
  });

  it('the API documentation page (Swagger UI) carries a CSP and the same headers', async () => {
    const res = await t.api('GET', '/api/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['/api/config/', 200],
    ['/api/auth/current_user/', 401],
    ['/api/nothing-here/', 404],
    ['/healthz', 200],
  ])('API answers (%s) carry nosniff', async (p, status) => {
    const res = await t.api('GET', p);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('a built asset carries nosniff', async () => {
    const res = await t.api('GET', '/assets/app-1.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('FRAME_ANCESTORS for organisers who embed the event', () => {
  let framed: TestServer;
  beforeAll(async () => {
    framed = await startTestServer({ env: { FOYER_WEB_DIST: dist, FRAME_ANCESTORS: 'https://www.example.org, https://*.example.com' } });
  });
  afterAll(async () => {
    await framed?.close();
  });

  it('widens frame-ancestors and drops X-Frame-Options, which cannot name origins', async () => {
    const res = await framed.api('GET', '/demo');
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(['https://www.example.org', 'https://*.example.com']);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('errors in our shape', () => {
  it('a wrong method on an existing path answers 405 with Allow', async () => {
    const del = await t.api('DELETE', '/healthz');
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD');
    expect(del.body).toEqual({ detail: 'Method "DELETE" not allowed.', code: 'method_not_allowed' });

    const get = await t.api('GET', '/api/auth/logout/');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.body.code).toBe('method_not_allowed');

    const withParams = await t.api('PATCH', '/api/events/some-event/maps/hall/');
    expect(withParams.status).toBe(405);
    expect(withParams.headers.get('allow')).toBe('GET, HEAD');
  });

  it('unknown paths stay 404, and a POST to a page of the web app is no known path', async () => {
    expect(await t.api('POST', '/api/nothing-here/')).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect(await t.api('POST', '/demo')).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('a body over the limit answers 413', async () => {
    const res = await t.api('POST', '/api/auth/callback/', { body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body is too large.', code: 'payload_too_large' });
  });

  it('a body of a media type no route reads answers 415', async () => {
    const res = await fetch(`${t.url}/api/auth/callback/`, { method: 'POST', headers: { 'content-type': 'application/x-foyer' }, body: 'hello' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'Unsupported media type in request.', code: 'unsupported_media_type' });
  });

  it('a body that is not JSON answers 400 parse_error', async () => {
    const res = await t.api('POST', '/api/auth/callback/', { body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'parse_error', detail: expect.stringMatching(/^JSON parse error/) });
  });

  it('bad percent-encoding in the address answers 400 in our shape', async () => {
    const res = await raw(t.url, '/api/events/%E0%A4%A/maps/x/');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(res.body)).toEqual({ detail: 'The address is not valid (malformed percent-encoding).', code: 'bad_url' });
  });

  it.each(['/%E0%A4%A', '/demo/%ZZ', '/api/config/?x=%E0%A4%A', '/files/%E0%A4%A.png'])('no other malformed address (%s) ends in a server error', async (p) => {
    const res = await raw(t.url, p);
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400 && res.headers['content-type']?.startsWith('application/json')) expect(Object.keys(JSON.parse(res.body))).toContain('detail');
  });

  it('headers over the size limit answer 431 in our shape', async () => {
    const res = await raw(t.url, '/api/config/', { 'x-padding': 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request header fields are too large.', code: 'headers_too_large' });
  });
});

describe('bearer tokens', () => {
  it('accepts exactly "Bearer <token>" and refuses a trailing word, another scheme or no token', async () => {
    const ok = await t.api('GET', '/api/auth/current_user/', { headers: { authorization: `Bearer ${someone.token}` } });
    expect(ok.status).toBe(200);
    for (const header of [`Bearer ${someone.token} extra`, `Bearer ${someone.token} ${someone.token}`, `Basic ${someone.token}`, 'Bearer', `Bearer\t${someone.token}`, `${someone.token}`]) {
      const res = await t.api('GET', '/api/auth/current_user/', { headers: { authorization: header } });
      expect(res.status, header.slice(0, 20)).toBe(401);
      expect(res.body.code).toBe('token_not_valid');
    }
  });
});

describe('input edge cases', () => {
  let spaceId: number;
  beforeAll(async () => {
    const event = await makeEvent(t, { slug: 'edges' });
    spaceId = (await makeSpace(t, event, 'presentation', { slug: 'stage' })).id;
  });
  const program = (space: string, query = '') => t.api('GET', `/api/events/edges/virtualprogram/spaces/${space}/${query}`, { token: someone.token });

  it.each(['0000-01-01T00:00:00Z', '0001-01-01T00:30:00+01:00', '+300000-01-01T00:00:00Z', '300000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', 'yesterday'])(
    'a date-time outside what PostgreSQL stores (%s) answers 400 on the field',
    async (value) => {
      const res = await program(String(spaceId), `?from_datetime=${encodeURIComponent(value)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ from_datetime: [expect.stringContaining('ISO 8601')] });
    },
  );

  it('dates at the edges of the range are fine', async () => {
    expect((await program(String(spaceId), `?from_datetime=${encodeURIComponent('0001-01-01T00:00:00Z')}`)).status).toBe(200);
    expect((await program(String(spaceId), `?from_datetime=${encodeURIComponent('9999-12-31T23:59:59Z')}`)).status).toBe(200);
  });

  it.each(['0x1', '1e0', ' 1', '+1', '1.0', '01', '-1', '0', '2147483648', '99999999999999999999'])('an id spelt %j answers 400', async (id) => {
    const res = await program(encodeURIComponent(id));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ spaceId: ['Not a valid id.'] });
  });

  it('the canonical spelling of an id is read', async () => {
    expect((await program(String(spaceId))).status).toBe(200);
  });

  it.each(['limit=1e1', 'limit=0x5', 'limit=%205', 'limit=05'])('a page size spelt %s answers 400', async (query) => {
    const res = await program(String(spaceId), `?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['limit']);
  });
});
