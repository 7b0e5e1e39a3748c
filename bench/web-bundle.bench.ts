import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { chromium } from 'playwright-core';
import { createServer } from '../apps/server/src/server';
import { loadConfig } from '../apps/server/src/platform/config';
import { benchDatabase } from './auth-timing.bench';

/**
 * How much JavaScript a browser fetches before a page of the web app shows. Builds the web app (`vite
 * build`: production, with the brotli and gzip copies the server sends) into a temporary folder, then:
 * - serves it from a real server (demo data, embedded PostgreSQL) and visits the signed-out entry page
 *   `/demo/enterevent` in a fresh headless Chromium (Debian's, /usr/bin/chromium), adding up the bytes of
 *   every script response as they came over the wire (compressed) and unpacked;
 * - walks the build's module graph (manifest) for the start-up set and the first visit of a few pages,
 *   raw, gzip and brotli, as a cross-check that needs no browser.
 */

const webDir = path.resolve(import.meta.dirname, '..', 'apps', 'web');

/**
 * First visits measured: the lazily loaded chunks a page needs, by module (a key of Vite's manifest,
 * relative to apps/web) or by chunk name (`chunk:<name>`, a group of vite.config.ts).
 */
// Signed in, the app root also mounts the socket bridge and the modal host (chunks of their own since 0018);
// the event shell comes with the features' registrations (app/extensions.ts).
const signedIn = ['src/app/shell/event-root.tsx', 'src/app/extensions.ts', 'chunk:socket-io', 'src/app/realtime-bridge.ts', 'src/app/modals-host.tsx'];
const pages: Array<{ name: string; modules: string[] }> = [
  { name: 'entry page (`/demo/enterevent`, signed out)', modules: ['src/features/entry/components/entry-page.tsx'] },
  { name: 'event home with its map (`/demo`, signed in)', modules: [...signedIn, 'src/features/maps/components/map-page.tsx'] },
  { name: 'booth (`/demo/booths/aurora-optics`, signed in)', modules: [...signedIn, 'src/features/booths/components/booth-space-page.tsx'] },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Size {
  files: number;
  raw: number;
  gzip: number;
  br: number;
}

export interface BundleFigures {
  entry: Size;
  startup: Size;
  total: Size;
  pages: Array<{ name: string; size: Size | null }>;
  largest: Array<{ file: string; raw: number; gzip: number; br: number }>;
}

function buildWeb(outDir: string): void {
  const vite = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface VisitFigures {
  page: string;
  scripts: Array<{ url: string; encoding: string; wire: number; raw: number }>;
  wire: number;
  raw: number;
}

/**
 * Serves `dist` from a real server with the demo events and visits `page` in a fresh Chromium (empty
 * cache): every script response, with what it weighed on the wire (body as sent, compressed) and unpacked.
 */
export async function visitFirstTime(dist: string, page = '/demo/enterevent'): Promise<VisitFigures> {
  const database = await benchDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    FOYER_SEED_DEMO: '1',
    FOYER_WEB_DIST: dist,
    LOG_LEVEL: 'silent',
    ...database.env,
  });
  const server = await createServer({ config, logger: pino({ level: 'silent' }) });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const tab = await context.newPage();
    const pending: Array<Promise<VisitFigures['scripts'][number]>> = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
          const url = new URL(response.url()).pathname;
          return { url, encoding: response.headers()['content-encoding'] ?? 'none', wire: sizes.responseBodySize, raw: body.length };
        })(),
      );
    });
    await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle' });
    // The sign-in form shows: the page is complete, with every chunk it needs.
    await tab.getByRole('textbox').first().waitFor({ state: 'visible' });
    await tab.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).sort((a, b) => b.wire - a.wire);
    await context.close();
    return { page, scripts, wire: scripts.reduce((n, s) => n + s.wire, 0), raw: scripts.reduce((n, s) => n + s.raw, 0) };
  } finally {
    await browser.close();
    await server.close();
    await database.cleanup();
  }
}

/** Measures a built web app folder (index.html, assets/, and .vite/manifest.json when built with --manifest). */
export function measureBundle(dist: string): BundleFigures {
  const sizes = new Map<string, { raw: number; gzip: number; br: number }>();
  /** Sizes as served: the build's own .gz/.br copies when it made them (files over 1 KB), else the file. */
  const sizeOf = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const full = path.join(dist, file);
      const raw = fs.statSync(full).size;
      const copy = (ext: string) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : raw);
      s = { raw, gzip: copy('.gz'), br: copy('.br') };
      sizes.set(file, s);
    }
    return s;
  };
  const sum = (files: Iterable<string>): Size => {
    const list = [...new Set(files)];
    return list.reduce(
      (acc, f) => ({ files: acc.files + 1, raw: acc.raw + sizeOf(f).raw, gzip: acc.gzip + sizeOf(f).gzip, br: acc.br + sizeOf(f).br }),
      { files: 0, raw: 0, gzip: 0, br: 0 },
    );
  };

  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryFile = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entryFile) throw new Error('index.html names no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1] as string);
  const startupFiles = [entryFile, ...preloads];

  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest: Manifest | null = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : null;
  const keyOf = (module: string): string | undefined => {
    if (!module.startsWith('chunk:')) return manifest?.[module] ? module : undefined;
    const prefix = `assets/${module.slice('chunk:'.length)}-`;
    return Object.entries(manifest ?? {}).find(([, chunk]) => chunk.file.startsWith(prefix))?.[0];
  };
  /** A chunk's file and, recursively, the files of the chunks it imports statically. */
  const closure = (key: string, out = new Set<string>()): Set<string> => {
    const chunk = manifest?.[key];
    if (!chunk || out.has(chunk.file)) return out;
    out.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, out);
    return out;
  };

  const jsFiles = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  return {
    entry: sum([entryFile]),
    startup: sum(startupFiles),
    total: sum(jsFiles),
    pages: pages.map(({ name, modules }) => {
      const keys = modules.map(keyOf);
      if (!keys.every((k) => k !== undefined)) return { name, size: null };
      const files = new Set(startupFiles);
      for (const key of keys) closure(key, files);
      return { name, size: sum(files) };
    }),
    largest: jsFiles
      .map((file) => ({ file, ...sizeOf(file) }))
      .sort((a, b) => b.raw - a.raw)
      .slice(0, 8),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (label: string, s: Size) => `| ${label} | ${s.files} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.br)} |`;

/** The entry page's first visit before this bench measured it served: no compression, all four languages. */
const before = { wire: 1368, gzip: 341.4 };
/** Measured by this bench after decision 0014 (compressed, split by need), before 0018. */
const after0014 = { scripts: 48, wire: 260.1, raw: 893.9 };
/** Measured by this bench on an idle machine with decision 0018, after the pages of issues 10–13 came (main at af3a5e7). */
const after0018 = { scripts: 17, wire: 171.4, raw: 616.8 };
/** Goal of issue 8: the signed-out entry page's first visit moves at most this much JavaScript. */
const goalKb = 170;

export async function run(): Promise<{ title: string; markdown: string }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-web-'));
  try {
    buildWeb(outDir);
    const f = measureBundle(outDir);
    const visit = await visitFirstTime(outDir);
    const encodings = [...new Set(visit.scripts.map((s) => s.encoding))].join(', ');
    const met = visit.wire / 1024 <= goalKb;
    const markdown = [
      `### First visit of the entry page, as served`,
      '',
      `\`npm start\`'s server (demo data) serving the production build; a fresh headless Chromium (no cache, 1440x900)`,
      `opens \`${visit.page}\` signed out and waits for the sign-in form and a quiet network. Every script it fetched,`,
      `by its response body on the wire (Content-Encoding: ${encodings}) and unpacked:`,
      '',
      '| | scripts | on the wire (KB) | unpacked (KB) |',
      '|---|---:|---:|---:|',
      `| before (main at 6840cb8, issue 8: no compression, every language, Mantine and libraries in shared chunks) | 11 | ${before.wire} (${before.gzip} if gzipped) | ${before.wire} |`,
      `| decision 0014 (main at ed764b0: compressed, split by need; zod, modals and 48 chunks still in it) | ${after0014.scripts} | ${after0014.wire} | ${after0014.raw} |`,
      `| decision 0018 (main at af3a5e7: no zod or modals; every language area in the catalogue chunk it fetches) | ${after0018.scripts} | ${after0018.wire} | ${after0018.raw} |`,
      `| now (decision 0045: the catalogue's start areas only; a build test keeps the visit within the goal) | ${visit.scripts.length} | ${kb(visit.wire)} | ${kb(visit.raw)} |`,
      '',
      `Goal: at most ${goalKb} KB on the wire. Result: ${met ? `met (${kb(visit.wire)} KB)` : `MISSED (${kb(visit.wire)} KB)`}.`,
      '',
      'Largest scripts of that visit:',
      '',
      '| script | on the wire (KB) | unpacked (KB) |',
      '|---|---:|---:|',
      ...visit.scripts.slice(0, 10).map((s) => `| \`${s.url.replace(/-[\w-]{8}\.js$/, '.js')}\` | ${kb(s.wire)} | ${kb(s.raw)} |`),
      '',
      '### Module graph of the build',
      '',
      'The same build walked through its manifest: what index.html loads and preloads, plus the chunks a page imports',
      'statically (chunks loaded later at run time, such as the start of the language catalogue, are in the visit above only).',
      'gzip and brotli are the copies the build writes and the server sends.',
      '',
      '| JavaScript | files | raw (KB) | gzip (KB) | brotli (KB) |',
      '|---|---:|---:|---:|---:|',
      row('entry chunk', f.entry),
      row('start-up set (entry + what index.html preloads)', f.startup),
      ...f.pages.map((p) => (p.size ? row(`first visit: ${p.name}`, p.size) : `| first visit: ${p.name} | – | – | – | – |`)),
      row('all JS of the build (every page, lazy chunks included)', f.total),
      '',
      'Largest chunks:',
      '',
      '| chunk | raw (KB) | gzip (KB) | brotli (KB) |',
      '|---|---:|---:|---:|',
      ...f.largest.map((c) => `| \`${c.file.replace(/-[\w-]{8}\.js$/, '.js')}\` | ${kb(c.raw)} | ${kb(c.gzip)} | ${kb(c.br)} |`),
      '',
      '`prod` is the error reporter (Sentry), fetched only when a DSN is configured.',
    ].join('\n');
    return { title: 'Web app bundle size', markdown };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/web-bundle.bench.ts [dist]` runs it alone, or only measures a built folder.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.argv[2];
  const task = dist ? Promise.resolve({ title: dist, markdown: JSON.stringify(measureBundle(dist), null, 2) }) : run();
  task.then(
    (r) => console.log(`## ${r.title}\n\n${r.markdown}`),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
