import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb } from '../../../scripts/lib/web-build.mjs';
import { startTestServer, type TestServer } from './harness';

const webDir = path.resolve(import.meta.dirname, '..', '..', 'web');

/** A GET with exactly the headers given (fetch would add and undo its own Accept-Encoding). */
function rawGet(base: string, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (encoding: string | undefined, body: Buffer): Buffer =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('compressed, cached web app files and JSON', () => {
  let web: TestServer;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-web-'));
    // What the build writes: a hashed asset with its brotli and gzip copies, and index.html.
    write('index.html', `<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>${' '.repeat(2000)}`);
    write('assets/app-abc123.js', script);
    write('assets/app-abc123.js.br', zlib.brotliCompressSync(script));
    write('assets/app-abc123.js.gz', zlib.gzipSync(script));
    web = await startTestServer({ env: { FOYER_WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy of an asset the browser accepts, else the file, varying on Accept-Encoding', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await rawGet(web.url, '/assets/app-abc123.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers['content-type'], accept).toContain('javascript');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decode(expected, res.body).toString(), accept).toBe(script);
      if (expected) expect(res.body.length, accept).toBeLessThan(script.length / 10);
    }
  });

  it('has index.html revalidated (no-cache, ETag, Last-Modified, 304 while unchanged) and compressed', async () => {
    const first = await rawGet(web.url, '/demo/enterevent', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    expect(decode('br', first.body).toString()).toContain('app-abc123.js');
    const etag = first.headers.etag;
    const lastModified = first.headers['last-modified'];
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();

    const again = await rawGet(web.url, '/demo', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await rawGet(web.url, '/', { 'if-modified-since': lastModified! })).status).toBe(304);

    // A new build changes the page: the old ETag no longer matches.
    write('index.html', '<!doctype html><div id="root"></div><script type="module" src="/assets/app-def456.js"></script>');
    const rebuilt = await rawGet(web.url, '/demo', { 'if-none-match': etag! });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.toString()).toContain('app-def456.js');
    expect(rebuilt.headers.etag).not.toBe(etag);
  });

  it('compresses JSON answers over a few KB and leaves small ones alone', async () => {
    const big = await rawGet(web.url, '/api/docs/json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const doc = JSON.parse(decode('br', big.body).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
    const gzip = await rawGet(web.url, '/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gzip.body).toString())).toEqual(doc);
    const plain = await rawGet(web.url, '/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(doc);

    const small = await rawGet(web.url, '/healthz', { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('leaves Socket.IO answers to Socket.IO', async () => {
    const res = await rawGet(web.url, '/socket.io/?EIO=4&transport=polling', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).not.toBe('br');
    expect(decode(res.headers['content-encoding'], res.body).toString()).toMatch(/^0\{"sid":/);
  });
});

describe('the web app build', () => {
  let out: string;
  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-web-build-'));
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('is a production build with brotli and gzip copies, also when NODE_ENV=development', async () => {
    const result = await buildWeb({ outDir: out, env: { ...process.env, NODE_ENV: 'development' }, quiet: true });
    expect(result.ok).toBe(true);
    const scripts = fs.readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const code = fs.readFileSync(path.join(out, 'assets', file), 'utf8');
      // React's development build warns about list keys; its production build has no such text.
      expect(code, file).not.toContain('should have a unique "key" prop');
      const size = Buffer.byteLength(code);
      if (size < 1024) continue;
      const br = fs.readFileSync(path.join(out, 'assets', `${file}.br`));
      const gz = fs.readFileSync(path.join(out, 'assets', `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).toString(), file).toBe(code);
      expect(zlib.gunzipSync(gz).toString(), file).toBe(code);
    }

    // What the signed-out entry page loads before it shows: what index.html loads, plus the entry page's
    // chunk, the start of its language's catalogue (i18n/start-areas.ts) and the chunks they import.
    // The build's chunks are ES modules (the catalogue chunks are imported below).
    fs.writeFileSync(path.join(out, 'package.json'), '{"type":"module"}');
    const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; src?: string; imports?: string[]; isEntry?: boolean }
    >;
    const firstVisit = new Set<string>();
    const visit = (key: string) => {
      if (firstVisit.has(key)) return;
      firstVisit.add(key);
      for (const dep of manifest[key]?.imports ?? []) visit(dep);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    visit('src/features/entry/components/entry-page.tsx');
    const catalogueKey = (name: string) => Object.keys(manifest).find((key) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(manifest[key]!.file));
    expect(catalogueKey('catalogue-en-US'), 'the start of the en-US catalogue').toBeDefined();
    expect(catalogueKey('catalogue-en-US-more'), 'the rest of the en-US catalogue').toBeDefined();
    visit(catalogueKey('catalogue-en-US')!);

    // Issue 8: at most 170 KB of JavaScript on the wire (the brotli copies the server sends; files under
    // 1 KB go as they are). bench/web-bundle measures the same visit in a browser; this keeps anyone's new page,
    // library or texts from silently landing in it.
    const files = [...new Set([...firstVisit].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
    const wire = files.map((file) => {
      const br = path.join(out, `${file}.br`);
      return { file, bytes: fs.statSync(fs.existsSync(br) ? br : path.join(out, file)).size };
    });
    const total = wire.reduce((sum, f) => sum + f.bytes, 0);
    const largest = [...wire].sort((a, b) => b.bytes - a.bytes).map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)} KB`);
    expect(total / 1024, `first visit of the entry page on the wire (KB): ${largest.join(', ')}`).toBeLessThanOrEqual(170);

    const sources = (key: string): string[] => {
      const mapFile = path.join(out, `${manifest[key]!.file}.map`);
      return fs.existsSync(mapFile) ? (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources : [];
    };
    const modules = [...firstVisit].flatMap(sources);
    const loaded = modules.join('\n');
    expect(loaded).toContain('features/entry/components/login-form.tsx');
    // Of the features, only those of the signed-out start (entry, session, events, browser check) are in it, and of
    // every other feature its routes.tsx, whose pages are lazy: a page or registration that imports a
    // component, hook or schema of a feature statically brings it into every first visit.
    const startFeatures = ['entry', 'session', 'events', 'browser-check'];
    const strayFeatureModules = modules.filter((source) => {
      const match = /apps\/web\/src\/features\/([^/]+)\/(.+)$/.exec(source);
      return match !== null && !startFeatures.includes(match[1]!) && match[2] !== 'routes.tsx';
    });
    expect(strayFeatureModules, 'feature modules in the first visit').toEqual([]);
    // Of the catalogues, only the start areas of the language shown; the rest of it in the other chunk.
    const areasOf = async (key: string) => {
      const chunk = (await import(pathToFileURL(path.join(out, manifest[key]!.file)).href)) as Record<string, unknown>;
      const catalogue = Object.values(chunk).map((value) => (value as { default?: unknown } | null)?.default).find((value) => typeof value === 'object');
      return Object.keys(catalogue ?? {}).sort();
    };
    const everyArea = fs.readdirSync(path.join(webDir, 'src', 'i18n', 'locales', 'en-US')).map((file) => file.replace(/\.json$/, ''));
    // The web app's own list of its start areas, read from its source as text like the catalogues above: the
    // server imports nothing of the web app (decision 0078).
    const startAreasSource = fs.readFileSync(path.join(webDir, 'src', 'i18n', 'start-areas.ts'), 'utf8');
    const startAreas = [...(/startAreas\b[^=]*=\s*\[([^\]]*)\]/.exec(startAreasSource)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(await areasOf(catalogueKey('catalogue-en-US')!)).toEqual([...startAreas].sort());
    expect(await areasOf(catalogueKey('catalogue-en-US-more')!)).toEqual(everyArea.filter((area) => !startAreas.includes(area)).sort());
    expect(modules.filter((source) => source.includes('i18n/locales/'))).toEqual([]);
    for (const absent of ['app/shell/event-root', 'features/spaces/event-home', 'socket.io-client', 'node_modules/bowser', 'features/maps/components', 'features/booths/components']) {
      expect(loaded, absent).not.toContain(absent);
    }
    // Decision 0018: nor zod with the contracts' schemas (only their plain values, constants.ts), the
    // realtime client and bindings, Mantine's modals (Modal, ScrollArea, Floating UI), the notification
    // stack, DOMPurify (plain organiser texts need none), @mantine/form or react-i18next's Trans parser.
    for (const absent of ['node_modules/zod/', 'shared/realtime/client', 'app/realtime-bridge', 'node_modules/@mantine/modals', 'components/Modal/', 'components/ScrollArea/', 'node_modules/@floating-ui', 'notifications/esm/Notifications.mjs', 'node_modules/dompurify', 'node_modules/@mantine/form', 'react-i18next/dist/es/Trans']) {
      expect(loaded, absent).not.toContain(absent);
    }
    const contractFiles = modules.filter((source) => source.includes('packages/contracts/src/'));
    expect(contractFiles.length).toBeGreaterThan(0);
    // Of the contracts, their plain values and the server-text lookup (decision 0073), neither with zod.
    for (const file of contractFiles) expect(file).toMatch(/packages\/contracts\/src\/(constants|server-text-match)\.ts$/);
  }, 240_000);

  it('ships robots.txt, the icons and an entry page with a description (the build above wrote them)', () => {
    const robots = fs.readFileSync(path.join(out, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const closed of ['/api/', '/files/', '/dev/']) expect(robots).toContain(`Disallow: ${closed}`);
    const ico = fs.readFileSync(path.join(out, 'favicon.ico'));
    // An icon directory (reserved 0, type 1) of 16, 32 and 48 px images.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect(fs.readFileSync(path.join(out, 'apple-touch-icon.png')).subarray(1, 4).toString()).toBe('PNG');
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);
    for (const icon of ['href="/favicon.ico"', 'href="/favicon.svg"', 'rel="apple-touch-icon"']) expect(html).toContain(icon);
  });
});

describe('files that do not exist are 404s, pages are the app', () => {
  let web: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    fs.writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    web = await startTestServer({ env: { FOYER_WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves robots.txt and the favicon as themselves', async () => {
    const robots = await rawGet(web.url, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toContain('Disallow: /api/');
    const icon = await rawGet(web.url, '/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\//);
  });

  it.each(['/sitemap.xml', '/apple-touch-icon-precomposed.png', '/wp-login.php', '/demo/logo.svg', '/.well-known/security.txt', '/.well-known/change-password', '/humans.txt'])(
    'answers %s, a file that is not there, 404 in plain text rather than the app',
    async (urlPath) => {
      const res = await rawGet(web.url, urlPath);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body.toString()).not.toContain('<div id="root">');
    },
  );

  it.each(['/', '/index.html', '/demo', '/demo/', '/demo/attendees', '/demo/map/venue/', '/demo/map/venue/booth/aurora-optics', '/remove-account?code=a.b&email=x%40example.com', '/my-browser/'])(
    'answers the page %s with the app',
    async (urlPath) => {
      const res = await rawGet(web.url, urlPath);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.toString()).toContain('<div id="root">');
    },
  );
});
