import crypto from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { archiveFilePattern, type ArchiveFile } from '@foyer/contracts';
import { baseOfKey, contentTypeOfKey, storedFileKey, type FileStorage } from '../storage';
import { pageMarkup } from '../uploads';
import { ArchiveError } from './parts';

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * The files of an export: every stored address a part hands over becomes `files/<sha256>`, its bytes kept
 * once however often it is named. An HLS playlist brings the segments it names. Addresses outside our
 * storage (and stored files that are gone) stay as they are.
 */
export class ArchiveFilesOut {
  private readonly byHash = new Map<string, { entry: ArchiveFile; key: string }>();

  constructor(private readonly storage: FileStorage) {}

  async address(url: string | null): Promise<string | null> {
    const key = storedFileKey(url);
    const contentType = key ? contentTypeOfKey(key) : null;
    if (!key || !contentType) return url;
    const data = await this.storage.read(key);
    if (!data) return url;
    const hash = sha256(data);
    if (!this.byHash.has(hash)) {
      this.byHash.set(hash, { key, entry: { path: `files/${hash}`, content_type: contentType as ArchiveFile['content_type'], name: baseOfKey(key), size: data.length } });
      if (contentType === 'application/vnd.apple.mpegurl') {
        for (const line of data.toString('utf8').split('\n')) if (line.startsWith('/files/')) await this.address(line.trim());
      }
    }
    return `files/${hash}`;
  }

  async addresses(urls: readonly string[]): Promise<string[]> {
    const out: string[] = [];
    for (const url of urls) out.push((await this.address(url)) ?? url);
    return out;
  }

  /** The files named so far, in the order first named. */
  list(): ArchiveFile[] {
    return [...this.byHash.values()].map((f) => f.entry);
  }

  /** Reads one file again for the zip (one at a time, so an export never holds every file at once). */
  async bytes(entry: ArchiveFile): Promise<Buffer> {
    const found = this.byHash.get(entry.path.slice('files/'.length));
    const data = found ? await this.storage.read(found.key) : null;
    if (!data) throw new Error(`archive export: ${entry.path} vanished from storage`);
    return data;
  }
}

/** The new addresses of an import's files (all stored before the parts write). */
export class ArchiveFilesIn {
  constructor(private readonly urls: ReadonlyMap<string, string>) {}

  url(address: string, where: string): string;
  url(address: string | null, where: string): string | null;
  url(address: string | null, where: string): string | null {
    if (address === null || !archiveFilePattern.test(address)) return address;
    const url = this.urls.get(address);
    if (!url) throw new ArchiveError(where, `names ${address}, which the archive does not list`);
    return url;
  }
}

/** Every `files/<sha256>` the manifest's sections name, with where: each must be one of the listed files. */
export function checkFileReferences(sections: Record<string, unknown>, listed: ReadonlySet<string>): void {
  const walk = (value: unknown, where: string): void => {
    if (typeof value === 'string') {
      if (archiveFilePattern.test(value) && !listed.has(value)) throw new ArchiveError(where, `names ${value}, which the archive does not list`);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${where}[${i}]`));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, where ? `${where}.${k}` : k);
    }
  };
  walk(sections, '');
}

/** Types file-type recognises by their first bytes. */
const sniffed = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/webm', 'video/mp4', 'video/mp2t', 'application/pdf']);

/**
 * A file of an archive, judged like an upload: its bytes are the ones its name hashes, and they are of the
 * kind it says (by their first bytes; SVG as a picture sharp reads, with nothing a browser would run; text
 * without page markup).
 */
export async function checkArchiveFile(entry: ArchiveFile, data: Buffer | undefined, where: string): Promise<void> {
  if (!data) throw new ArchiveError(where, `${entry.path} is missing from the archive`);
  if (`files/${sha256(data)}` !== entry.path) throw new ArchiveError(where, `the bytes of ${entry.path} do not match its name`);
  const kind = entry.content_type;
  const wrongKind = new ArchiveError(where, `${entry.path} is not ${kind} (its bytes say otherwise)`);
  if (sniffed.has(kind)) {
    const type = await fileTypeFromBuffer(data);
    // file-type calls some WebM files Matroska, the container WebM is a profile of.
    const seen = type?.mime === 'video/matroska' || type?.mime === 'video/x-matroska' ? 'video/webm' : type?.mime;
    if (seen !== kind) throw wrongKind;
    return;
  }
  const text = data.toString('utf8');
  if (kind === 'image/svg+xml') {
    const format = await sharp(data).metadata().then((m) => m.format, () => null);
    if (format !== 'svg' || /<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(text)) throw wrongKind;
    return;
  }
  if (kind === 'application/vnd.apple.mpegurl') {
    if (!text.startsWith('#EXTM3U')) throw wrongKind;
    return;
  }
  if (pageMarkup.test(text) || text.includes('\u0000')) throw wrongKind;
}

/** Where an archive's file is put again: the folder and name it had at its source. */
export function placeOf(entry: ArchiveFile): { folder: string; name: string } {
  return { folder: path.posix.dirname(entry.name) === '.' ? 'imported' : path.posix.dirname(entry.name), name: path.posix.basename(entry.name) || 'file' };
}
