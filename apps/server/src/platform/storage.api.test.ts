import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { fileKey } from './storage';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

function rawStatus(path: string): Promise<number> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#5b3cc4"/></svg>');

describe('file storage', () => {
  it('puts a file under a content-hashed key and serves it read-only at /files/', async () => {
    const stored = await t.server.platform.storage.put({ data: svg, contentType: 'image/svg+xml', folder: 'events/demo', name: 'Logo' });
    expect(stored.key).toMatch(/^events\/demo\/logo-[0-9a-f]{16}\.svg$/);
    expect(stored.url).toBe(`/files/${stored.key}`);
    const res = await fetch(`${t.url}${stored.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(svg)).toBe(true);
  });

  it('serves PDFs without the sandbox, which would stop the browser\'s PDF viewer', async () => {
    const pdf = await t.server.platform.storage.put({ data: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf', folder: 'docs', name: 'flyer' });
    const res = await fetch(`${t.url}${pdf.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['a picture', 'image/webp', 'webp', 'inline'],
    ['a film', 'video/mp4', 'mp4', 'inline'],
    ['an HLS playlist', 'application/vnd.apple.mpegurl', 'm3u8', 'inline'],
    ['a document', 'application/pdf', 'pdf', 'inline; filename="flyer-'],
  ])('serves %s with its type, nosniff and how it is handed over', async (_what, contentType, ext, disposition) => {
    const stored = await t.server.platform.storage.put({ data: Buffer.from(`bytes of a ${ext}`), contentType, folder: 'kinds', name: 'flyer' });
    const res = await fetch(`${t.url}${stored.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(contentType);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toContain(disposition);
    if (ext === 'pdf') expect(res.headers.get('content-disposition')).toBe(`inline; filename="${stored.key.split('/').pop()}"`);
  });

  it('hands a document in an attachments folder over as a download', async () => {
    const stored = await t.server.platform.storage.put({ data: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/pdf', folder: 'users/1/attachments', name: 'cv' });
    const res = await fetch(`${t.url}${stored.url}`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${stored.key.split('/').pop()}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lands the same bytes on the same key', async () => {
    const a = await t.server.platform.storage.put({ data: svg, contentType: 'image/svg+xml', folder: 'x', name: 'same' });
    const b = await t.server.platform.storage.put({ data: svg, contentType: 'image/svg+xml', folder: 'x', name: 'same' });
    expect(a.key).toBe(b.key);
    expect(await t.server.platform.storage.read(a.key)).toEqual(svg);
    await t.server.platform.storage.delete(a.key);
    expect(await t.server.platform.storage.exists(a.key)).toBe(false);
  });

  it('answers 404 JSON for missing files and paths outside the folder, never the web app', async () => {
    for (const path of ['/files/nope.svg', '/files/']) {
      const res = await t.api('GET', path);
      expect(res.status, path).toBe(404);
    }
    // Sent as written (fetch would resolve the dots before sending).
    for (const path of ['/files/../../package.json', '/files/%2e%2e/%2e%2e/package.json', '/files/..%2f..%2fpackage.json']) {
      expect([403, 404], path).toContain(await rawStatus(path));
    }
    const missing = await t.api('GET', '/files/events/nope-0123456789abcdef.svg');
    expect(missing.body).toEqual({ detail: 'Not found.' });
  });

  it('refuses to write outside its folder and unknown content types', async () => {
    expect(() => fileKey({ data: svg, contentType: 'application/x-msdownload', folder: 'x', name: 'y' })).toThrow();
    expect(fileKey({ data: svg, contentType: 'image/svg+xml', folder: '../../etc', name: '../passwd' })).toMatch(/^etc\/passwd-[0-9a-f]{16}\.svg$/);
    expect(() => t.server.platform.storage.url('../secret')).toThrow();
  });
});
