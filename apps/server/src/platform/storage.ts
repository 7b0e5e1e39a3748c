import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Logger } from './logger';

/** A file kept by the platform; `url` is what leaves the server (relative to the site for local disk). */
export interface StoredFile {
  key: string;
  url: string;
  size: number;
  contentType: string;
}

export interface PutFileInput {
  data: Buffer;
  contentType: string;
  /** Folder the key starts with, e.g. `events/demo`. */
  folder: string;
  /** A readable base name for the key (`logo`); the content hash is appended. */
  name: string;
}

/**
 * Where files live. Keys carry a hash of the content, so a key never changes meaning: the same bytes put
 * twice land on the same key (idempotent), and clients may cache a file forever. A backend for
 * S3-compatible storage implements the same interface and answers its own public URLs.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(input: PutFileInput): Promise<StoredFile>;
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The address a client fetches the file from. */
  url(key: string): string;
}

/** The public path prefix of local files. */
export const filesPrefix = '/files';

/** The storage key of a `/files/…` address the platform stored; null for anything else. */
export function storedFileKey(url: string | null): string | null {
  if (!url?.startsWith(`${filesPrefix}/`)) return null;
  return url.slice(filesPrefix.length + 1);
}

const extensions: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  // HLS: a playlist and its MPEG-TS segments (the demo stage's stream).
  'application/vnd.apple.mpegurl': 'm3u8',
  'video/mp2t': 'ts',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};

/** The content type a stored key's extension stands for; null for one the platform does not store. */
export function contentTypeOfKey(key: string): string | null {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return Object.entries(extensions).find(([, e]) => e === ext)?.[0] ?? null;
}

/** A stored key without its content hash and extension (`events/3/logo`): where the same bytes would be put again. */
export function baseOfKey(key: string): string {
  return key.replace(hashedName, '');
}

const hashedName = /-[0-9a-f]{16}\.[a-z0-9]+$/;
const segment = /^[a-z0-9][a-z0-9._-]*$/;

function slugPart(value: string): string {
  const cleaned = value.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return cleaned.slice(0, 60) || 'file';
}

/** Builds the content-addressed key of a file: `<folder>/<name>-<hash16>.<ext>`. */
export function fileKey(input: Pick<PutFileInput, 'data' | 'contentType' | 'folder' | 'name'>): string {
  const ext = extensions[input.contentType];
  if (!ext) throw new Error(`No file extension known for ${input.contentType}`);
  const hash = crypto.createHash('sha256').update(input.data).digest('hex').slice(0, 16);
  const folder = input.folder
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .map(slugPart)
    .join('/');
  return `${folder ? `${folder}/` : ''}${slugPart(input.name)}-${hash}.${ext}`;
}

/** Refuses keys that could leave the storage folder. */
function checkKey(key: string): string {
  const parts = key.split('/');
  if (parts.length === 0 || parts.some((p) => !segment.test(p) || p === '..')) throw new Error(`Invalid file key ${JSON.stringify(key)}`);
  return key;
}

/** Files on local disk under `DATA_DIR/files`, served read-only at `/files/*`. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  /**
   * Where files are written before they are renamed into place: one folder (never served, its name starts
   * with a dot), so that what a killed process was writing is found and removed at the next start.
   */
  readonly partial: string;

  constructor(readonly root: string) {
    this.partial = path.join(root, '.partial');
    fs.mkdirSync(this.partial, { recursive: true });
    this.removeDeadWrites();
  }

  /** Half-written files of processes that are gone (killed mid-write); a live process's are left to it (decision 0101). */
  private removeDeadWrites(): void {
    for (const name of fs.readdirSync(this.partial)) {
      const pid = Number(name.split('.')[0]);
      if (pid === process.pid || !pidAlive(pid)) fs.rmSync(path.join(this.partial, name), { force: true });
    }
  }

  async put(input: PutFileInput): Promise<StoredFile> {
    const key = fileKey(input);
    const target = this.pathOf(key);
    if (!(await this.exists(key))) {
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Write aside and rename, so a reader (or another process writing the same bytes) never sees half a file.
      const temp = path.join(this.partial, `${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
      await fs.promises.writeFile(temp, input.data);
      await fs.promises.rename(temp, target);
    }
    return { key, url: this.url(key), size: input.data.length, contentType: input.contentType };
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.promises.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return `${filesPrefix}/${checkKey(key)}`;
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function createFileStorage(dataDir: string): FileStorage {
  return new LocalFileStorage(path.join(dataDir, 'files'));
}

/**
 * How a file is handed over: files under an `attachments/` folder (profile documents) are downloaded, never
 * shown on our origin; other documents (PDF: posters, booth documents) open in the browser's PDF viewer under
 * their stored name; pictures and films are shown where a page puts them.
 */
export function dispositionOf(filePath: string): string {
  const name = path.basename(filePath);
  if (/[\\/]attachments[\\/]/.test(filePath)) return `attachment; filename="${name}"`;
  return name.endsWith('.pdf') ? `inline; filename="${name}"` : 'inline';
}

/**
 * Serves local files read-only at `/files/*`. Hash-named files are cached for a year; every file is sent
 * with its type (by the extension its stored type gave it), `nosniff`, its `Content-Disposition` (`dispositionOf`)
 * and (PDFs aside) a sandboxing CSP, so an uploaded SVG can never run script on our origin.
 * Only the types in `extensions` can be stored, so no HTML is ever served from here.
 */
export async function registerFileRoutes(app: FastifyInstance, storage: FileStorage): Promise<void> {
  if (!(storage instanceof LocalFileStorage)) return;
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found.' }));
      await scope.register(fastifyStatic, {
        root: storage.root,
        prefix: '/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        redirect: false,
        maxAge: '5m',
        // @fastify/static hands the Fastify reply here (its types say so; older versions passed the raw response).
        setHeaders(reply: FastifyReply, filePath: string) {
          if (hashedName.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.header('x-content-type-options', 'nosniff');
          reply.header('content-disposition', dispositionOf(filePath));
          // Not for PDFs: browsers refuse to run their PDF viewer in a sandboxed document.
          if (!filePath.endsWith('.pdf')) {
            reply.header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; sandbox");
          }
        },
      });
    },
    { prefix: filesPrefix },
  );
}

/**
 * Deletes a file of ours (a `/files/…` address) that nothing uses any more; any other address is left alone.
 * A failure is logged, not thrown: the write it follows has committed.
 */
export async function forgetStoredFile(storage: FileStorage, logger: Pick<Logger, 'warn'>, url: string | null): Promise<void> {
  const key = storedFileKey(url);
  if (key) await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, 'a file no longer used could not be deleted'));
}
