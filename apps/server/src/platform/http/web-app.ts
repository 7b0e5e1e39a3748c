import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

const notBuilt = 'The web app is not built. Run `npm run build` or `npm start`.';

interface IndexPage {
  version: string;
  html: string;
  etag: string;
  lastModified: string;
  /** Content-Security-Policy for this page (hashes of its inline scripts). */
  csp: string;
}

/** Whether the browser's copy of index.html is current (If-None-Match wins over If-Modified-Since). */
function isFresh(request: FastifyRequest, page: IndexPage): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) return noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag.slice(2));
  const since = request.headers['if-modified-since'];
  return !!since && Date.parse(since) >= Date.parse(page.lastModified);
}

/**
 * Paths that name a file rather than a page: a last segment with an extension (`/sitemap.xml`,
 * `/apple-touch-icon.png`, `/wp-login.php`) or anything under `/.well-known/`. Pages of the SPA never have
 * one (event and space slugs are letters, digits and dashes), so a missing one is a 404, not the app.
 */
const namesAFile = /\/[^/]*\.[A-Za-z0-9]{1,8}$|^\/\.well-known(\/|$)/;

/** Paths the server answers itself (JSON API, stored files): never a page of the web app. */
const serverPrefixes = ['/api', '/files'];
export const isServerPath = (urlPath: string): boolean =>
  serverPrefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));

/**
 * Serves the built web app from `webDist`, looking at the folder on every request: a rebuild under a
 * running server is served at once (new asset names included), with no restart. A file that exists is
 * sent (hash-named `/assets/*` cached for a year); a missing `/assets/*` or other file (a path with an
 * extension: `/sitemap.xml`) is a plain 404, never the SPA (a stale page asking for a deleted chunk must
 * fail, not parse HTML as script; a crawler must not index the app under any address); every other path,
 * `/` included, is a page of the SPA and gets `index.html`. `/api/*` stays with the JSON not-found handler.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');

  // Re-read when the build changes, so a rebuilt web app never leaves the server serving an
  // index.html whose assets are gone. The one place index.html is read: what is served is decided here.
  let indexCache: IndexPage | null = null;
  const indexPage = (): IndexPage | null => {
    try {
      const stat = fs.statSync(indexFile);
      const version = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
      if (indexCache?.version !== version) {
        const html = fs.readFileSync(indexFile, 'utf8');
        // Weak: the same page is sent br, gzip or plain (app.ts compresses it), all equivalent.
        const etag = `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
        indexCache = { version, html, etag, lastModified: stat.mtime.toUTCString(), csp: app.cspForHtml(html) };
      }
      return indexCache;
    } catch {
      return null;
    }
  };

  /** The file under `root` a URL path names, or null (outside the folder, a folder, a dotfile, missing). */
  const existingFile = (urlPath: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = path.resolve(root, `.${decoded}`);
    if (!file.startsWith(root + path.sep) || file.split(path.sep).some((part) => part.startsWith('.'))) return null;
    try {
      return fs.statSync(file).isFile() ? path.relative(root, file) : null;
    } catch {
      return null;
    }
  };

  await app.register(async (scope) => {
    // Only for `reply.sendFile` (ranges, ETag, content types); the route below decides what is served.
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      maxAge: '1h',
      // Serves `<file>.br` / `<file>.gz`, made at build time (apps/web/vite.config.ts), to browsers that accept
      // them, with `Vary: Accept-Encoding`; the file itself otherwise.
      preCompressed: true,
      // @fastify/static hands the Fastify reply here.
      setHeaders(reply: FastifyReply, filePath: string) {
        // Built assets carry a content hash in their names, so they never change.
        if (filePath.startsWith(path.join(root, 'assets') + path.sep)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });

    scope.get('/*', { schema: { hide: true } }, (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (isServerPath(urlPath)) return reply.callNotFound();
      const file = urlPath === '/index.html' ? null : existingFile(urlPath);
      if (file) return reply.sendFile(file);
      if (urlPath === '/assets' || urlPath.startsWith('/assets/') || (urlPath !== '/index.html' && namesAFile.test(urlPath))) return reply.status(404).type('text/plain').send('Not found.');
      const page = indexPage();
      if (!page) return reply.status(404).type('text/plain').send(notBuilt);
      // History fallback: every other path is a page of the SPA. Revalidated on every visit (it names the
      // current build's assets), answered 304 while unchanged; compressed on the way out (app.ts).
      void reply
        .header('cache-control', 'no-cache')
        .header('etag', page.etag)
        .header('last-modified', page.lastModified)
        .header('content-security-policy', page.csp);
      if (isFresh(request, page)) return reply.status(304).send();
      return reply.status(200).type('text/html; charset=utf-8').send(page.html);
    });
  });
}
