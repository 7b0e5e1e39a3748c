import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

/**
 * How much JavaScript a browser fetches and parses before a page of the web app shows. Builds the web
 * app (`vite build`, production) into a temporary folder and measures, raw and gzip-compressed (what
 * the wire carries): the entry chunk, the start-up set (the entry and every chunk index.html
 * preloads with it), the first visit of a few pages (start-up set plus the page's chunks), and all JS.
 */

const webDir = path.resolve(import.meta.dirname, '..', 'apps', 'web');

/**
 * First visits measured: the lazily loaded chunks a page needs, by module (a key of Vite's manifest,
 * relative to apps/web) or by chunk name (`chunk:<name>`, a group of vite.config.ts).
 */
const signedIn = ['src/features/shell/event-root.tsx', 'chunk:socket-io'];
const pages: Array<{ name: string; modules: string[] }> = [
  { name: 'entry page (`/demo/enterevent`, signed out)', modules: ['src/features/entry/components/entry-page.tsx'] },
  { name: 'event home with its map (`/demo`, signed in)', modules: [...signedIn, 'src/features/maps/index.ts'] },
  { name: 'booth (`/demo/booths/aurora-optics`, signed in)', modules: [...signedIn, 'src/features/booths/index.ts'] },
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
}

export interface BundleFigures {
  entry: Size;
  startup: Size;
  total: Size;
  pages: Array<{ name: string; size: Size | null }>;
  largest: Array<{ file: string; raw: number; gzip: number }>;
}

function buildWeb(outDir: string): void {
  const vite = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Measures a built web app folder (index.html, assets/, and .vite/manifest.json when built with --manifest). */
export function measureBundle(dist: string): BundleFigures {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const bytes = fs.readFileSync(path.join(dist, file));
      s = { raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
      sizes.set(file, s);
    }
    return s;
  };
  const sum = (files: Iterable<string>): Size => {
    const list = [...new Set(files)];
    return list.reduce((acc, f) => ({ files: acc.files + 1, raw: acc.raw + sizeOf(f).raw, gzip: acc.gzip + sizeOf(f).gzip }), { files: 0, raw: 0, gzip: 0 });
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
const row = (label: string, s: Size) => `| ${label} | ${s.files} | ${kb(s.raw)} | ${kb(s.gzip)} |`;

export async function run(): Promise<{ title: string; markdown: string }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-web-'));
  try {
    buildWeb(outDir);
    const f = measureBundle(outDir);
    const firstVisit = f.pages.filter((p) => p.size).map((p) => p.size!.gzip);
    const worst = firstVisit.length ? Math.max(...firstVisit) : f.startup.gzip;
    // One bundle of every page, before the pages were split (commit ce36766): 1358 KB raw, 401 KB gzip.
    const goalKb = 400;
    const markdown = [
      'The production build of the web app (`vite build`), measured file by file; gzip at the default level, as a',
      'server or proxy compresses it. Pages are chunks of their own (`React.lazy`), libraries in vendor chunks',
      '(`apps/web/vite.config.ts`).',
      '',
      '| JavaScript | files | raw (KB) | gzip (KB) |',
      '|---|---:|---:|---:|',
      row('entry chunk', f.entry),
      row('start-up set (entry + what index.html preloads)', f.startup),
      ...f.pages.map((p) => (p.size ? row(`first visit: ${p.name}`, p.size) : `| first visit: ${p.name} | – | – | – |`)),
      row('all JS of the build (every page, lazy chunks included)', f.total),
      '',
      'Largest chunks:',
      '',
      '| chunk | raw (KB) | gzip (KB) |',
      '|---|---:|---:|',
      ...f.largest.map((c) => `| \`${c.file.replace(/-[\w-]{8}\.js$/, '.js')}\` | ${kb(c.raw)} | ${kb(c.gzip)} |`),
      '',
      '`prod` is the error reporter (Sentry), fetched only when a DSN is configured. Before the pages were split',
      '(commit ce36766) the app was one 1358 KB (401 KB gzip) bundle that every first visit loaded whole.',
      '',
      `Goal: every measured first visit needs less than the one bundle did (${goalKb} KB gzip). Result: ${
        worst / 1024 <= goalKb ? `met (the largest needs ${kb(worst)} KB)` : `MISSED (${kb(worst)} KB): split the page or its libraries further`
      }.`,
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
