import type { Readable } from 'node:stream';
import { eventArchiveFormat, eventArchiveVersion, type EventArchiveManifest } from '@foyer/contracts';
import type { Db, Executor } from '../db/database';
import { fileKey, type FileStorage } from '../storage';
import { ArchiveFilesIn, ArchiveFilesOut, checkArchiveFile, checkFileReferences, placeOf } from './files';
import { ArchiveIds, ArchiveKeys, parseManifest, type ArchiveParts } from './parts';
import { packArchive, unpackArchive } from './zip';

/** The manifest of an event and the files it names, every part asked in the manifest's order. */
export async function buildManifest(
  db: Executor, storage: FileStorage, parts: ArchiveParts, eventId: number, opts: { withPeople: boolean; now: Date },
): Promise<{ manifest: EventArchiveManifest; files: ArchiveFilesOut }> {
  const files = new ArchiveFilesOut(storage);
  const ctx = { db, eventId, withPeople: opts.withPeople, keys: new ArchiveKeys(), files };
  const sections: Record<string, unknown> = {};
  // The event's own section names its home space: every other part declares its keys first.
  const [eventPart, ...rest] = parts.ordered();
  for (const part of rest) sections[part.section] = await part.export(ctx);
  sections[eventPart!.section] = await eventPart!.export(ctx);
  const manifest = {
    format: eventArchiveFormat, version: eventArchiveVersion, exported_at: opts.now.toISOString(), with_people: opts.withPeople,
    files: files.list(), ...Object.fromEntries(parts.ordered().map((part) => [part.section, sections[part.section]])),
  } as EventArchiveManifest;
  return { manifest, files };
}

/** The manifest read in one snapshot of the database, so that a change meanwhile cannot leave a reference dangling. */
export function snapshotManifest(
  db: Db, storage: FileStorage, parts: ArchiveParts, eventId: number, opts: { withPeople: boolean; now: Date },
): Promise<{ manifest: EventArchiveManifest; files: ArchiveFilesOut }> {
  return db.transaction((tx) => buildManifest(tx, storage, parts, eventId, opts), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** The event as a zip stream (what the export route sends and the command writes). */
export async function exportArchive(
  db: Db, storage: FileStorage, parts: ArchiveParts, eventId: number, opts: { withPeople: boolean; now: Date },
): Promise<{ manifest: EventArchiveManifest; stream: Readable }> {
  const { manifest, files } = await snapshotManifest(db, storage, parts, eventId, opts);
  return { manifest, stream: packArchive(manifest, manifest.files, (f) => files.bytes(f)) };
}

/** An archive read and checked whole — its manifest against the contracts, every file by its bytes — before anything is written. */
export async function readArchive(data: Buffer): Promise<{ manifest: EventArchiveManifest; files: Map<string, Buffer> }> {
  const { manifest: json, files } = unpackArchive(data);
  const manifest = parseManifest(json);
  const { format: _format, version: _version, exported_at: _at, with_people: _people, files: listed, ...sections } = manifest;
  checkFileReferences(sections, new Set(listed.map((f) => f.path)));
  for (const [i, entry] of listed.entries()) await checkArchiveFile(entry, files.get(entry.path), `files[${i}]`);
  return { manifest, files };
}

export interface ImportTarget {
  slug: string;
  /** The new event's name; the archive's when left out. */
  name?: string;
  /** The event whose content the archive replaces (its people kept); null for a new event. */
  replace: { eventId: number } | null;
  /** Who owns a new event besides the archive's own owners (asked in the import's transaction). */
  owners(tx: Executor): Promise<number[]>;
  /** Runs in the import's transaction once every part wrote (the change log's entry). */
  recorded?(tx: Executor, eventId: number): Promise<void>;
}

/**
 * Writes a checked archive as an event in one transaction. Its files are stored first; when the
 * transaction fails, the files it stored that were not there before are removed, so a failed import
 * leaves nothing behind.
 */
export async function importManifest(
  db: Db, storage: FileStorage, parts: ArchiveParts,
  archive: { manifest: EventArchiveManifest; files: Map<string, Buffer> }, target: ImportTarget, now: Date,
): Promise<{ eventId: number; slug: string; name: string }> {
  const { manifest } = archive;
  const urls = new Map<string, string>();
  const created: string[] = [];
  try {
    for (const entry of manifest.files) {
      const data = archive.files.get(entry.path)!;
      const input = { data, contentType: entry.content_type, ...placeOf(entry) };
      // The same bytes an event here uses already are not the import's to remove again.
      const there = await storage.exists(fileKey(input));
      const stored = await storage.put(input);
      if (!there) created.push(stored.key);
      urls.set(entry.path, stored.url);
    }
    const files = new ArchiveFilesIn(urls);
    const name = target.name ?? manifest.event.name;
    const eventId = await db.transaction(async (tx) => {
      let id: number;
      if (target.replace) {
        id = target.replace.eventId;
        for (const part of [...parts.ordered()].reverse()) await part.clear?.(tx, id);
      } else {
        id = await parts.event.create(tx, { slug: target.slug, name, ownerIds: await target.owners(tx) }, manifest.event, files);
      }
      const ctx = { db: tx, eventId: id, now, ids: new ArchiveIds(), files };
      // The event's own section refers to spaces: it is written last.
      for (const part of parts.ordered().slice(1)) await (part.import as (c: typeof ctx, d: unknown) => Promise<void>)(ctx, manifest[part.section]);
      await parts.event.import(ctx, target.name ? { ...manifest.event, name } : manifest.event);
      await target.recorded?.(tx, id);
      return id;
    });
    return { eventId, slug: target.slug, name };
  } catch (err) {
    for (const key of created) await storage.delete(key).catch(() => undefined);
    throw err;
  }
}
