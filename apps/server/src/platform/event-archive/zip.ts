import { PassThrough, type Readable } from 'node:stream';
import { unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { eventArchiveLimits, eventArchiveMessages, type ArchiveFile } from '@foyer/contracts';
import { ArchiveError } from './parts';

/** Kinds already compressed: stored as they are rather than deflated again. */
const compressed = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/webm', 'video/mp4', 'video/mp2t']);

/**
 * The archive as a stream: `manifest.json` first, then each file read from storage as its turn comes, so
 * the zip goes out while it is being made (fflate's streaming `Zip`).
 */
export function packArchive(manifest: unknown, files: readonly ArchiveFile[], bytes: (file: ArchiveFile) => Promise<Buffer>): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    const head = new ZipDeflate('manifest.json', { level: 6 });
    zip.add(head);
    head.push(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), true);
    for (const file of files) {
      const data = await bytes(file);
      const entry = compressed.has(file.content_type) ? new ZipPassThrough(file.path) : new ZipDeflate(file.path, { level: 6 });
      zip.add(entry);
      entry.push(data, true);
      // Let the reader drain what this file made before the next one is read.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** Reads a whole stream (an archive written by `packArchive`) into one buffer. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * An archive's manifest (parsed JSON, not yet checked) and its files by path. What the zip declares is
 * counted before anything is inflated: too many entries, or more bytes than the limit once unpacked, is
 * refused as a whole.
 */
export function unpackArchive(data: Buffer): { manifest: unknown; files: Map<string, Buffer> } {
  let entries: Record<string, Uint8Array>;
  let count = 0;
  let unpacked = 0;
  try {
    entries = unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), {
      filter(file) {
        count += 1;
        unpacked += file.originalSize;
        if (count > eventArchiveLimits.files || unpacked > eventArchiveLimits.unpackedBytes) throw new ArchiveError('', eventArchiveMessages.tooLarge);
        return !file.name.endsWith('/');
      },
    });
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    throw new ArchiveError('', eventArchiveMessages.notAnArchive);
  }
  const head = entries['manifest.json'];
  if (!head) throw new ArchiveError('', eventArchiveMessages.notAnArchive);
  let manifest: unknown;
  try {
    manifest = JSON.parse(Buffer.from(head).toString('utf8'));
  } catch (err) {
    throw new ArchiveError('manifest.json', `not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const files = new Map<string, Buffer>();
  for (const [name, bytes] of Object.entries(entries)) if (name !== 'manifest.json') files.set(name, Buffer.from(bytes));
  return { manifest, files };
}
