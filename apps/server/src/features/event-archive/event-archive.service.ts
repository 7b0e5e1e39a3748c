import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  eventArchiveErrorCodes, newEventSlug, organizerErrorCodes, organizerMessages, type ClonePart, type EventArchiveManifest,
} from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';
import { ApiError } from '../../platform/http/errors';
import type { FileStorage } from '../../platform/storage';
import { ArchiveError, type ArchiveParts } from '../../platform/event-archive/parts';
import { exportArchive, importManifest, readArchive, snapshotManifest } from '../../platform/event-archive/run';
import { AccountsRepository, Administrators, ChangeLog, type EventRow } from '../identity';
import { events } from '../identity/events.schema';

/** What exporting and importing need: no server, so the operator's commands run them too. */
export interface ArchiveDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  parts: ArchiveParts;
}

export interface ImportOptions {
  slug: string;
  name?: string;
  /** The new event's owner; by default the archive's owners, or else the instance's administrators. */
  ownerEmail?: string;
  /** The new event's owners, given (a clone's: whoever cloned it). */
  ownerIds?: number[];
  /** Replace the content of the event at `slug` (its people kept) instead of refusing the slug. */
  replace?: boolean;
  /** Who imports (the change log's actor); null for the operator's command. */
  actorId: number | null;
}

export interface ImportedEvent {
  eventId: number;
  slug: string;
  name: string;
}

const changeArea = 'event';

/** An archive's fault as the API answers it: 400 `invalid_archive`, the detail naming the place. */
export const archiveRefusal = (err: ArchiveError) => new ApiError(400, err.message, eventArchiveErrorCodes.invalidArchive);
const slugTaken = () => new ApiError(409, organizerMessages.slugTaken, organizerErrorCodes.slugTaken);

export async function findEvent(db: Executor, slug: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  return row ?? null;
}

/** The event as an archive stream; null when there is no such event. */
export async function exportEvent(deps: ArchiveDeps, slug: string, opts: { withPeople: boolean }): Promise<{ event: EventRow; stream: Readable } | null> {
  const event = await findEvent(deps.db, slug);
  if (!event) return null;
  const { stream } = await exportArchive(deps.db, deps.storage, deps.parts, event.id, { withPeople: opts.withPeople, now: deps.clock.now() });
  return { event, stream };
}

/**
 * An archive as a new event (or, with `replace`, as the content of the event at that address). The archive
 * is read and checked whole first; then one transaction writes it. Faults of the archive are `ArchiveError`s.
 */
export async function importEvent(deps: ArchiveDeps, data: Buffer, opts: ImportOptions): Promise<ImportedEvent> {
  const slug = newEventSlug.safeParse(opts.slug);
  if (!slug.success) throw new ArchiveError('slug', slug.error.issues[0]?.message ?? 'not a valid address');
  const archive = await readArchive(data);
  return writeArchive(deps, archive, { ...opts, slug: slug.data });
}

/** A checked archive written as an event (the import's second half; clones and templates start here too). */
export async function writeArchive(
  deps: ArchiveDeps, archive: { manifest: EventArchiveManifest; files: Map<string, Buffer> }, opts: ImportOptions,
): Promise<ImportedEvent> {
  const existing = await findEvent(deps.db, opts.slug);
  if (existing && !opts.replace) throw slugTaken();
  const { manifest } = archive;
  const exportedOwners = manifest.with_people && manifest.people.some((p) => p.role === 'owner');
  try {
    return await importManifest(deps.db, deps.storage, deps.parts, archive, {
      slug: opts.slug,
      name: opts.name,
      replace: existing ? { eventId: existing.id } : null,
      async owners(tx) {
        if (opts.ownerIds) return opts.ownerIds;
        if (opts.ownerEmail) return [(await new AccountsRepository(tx).create(opts.ownerEmail)).user.id];
        if (exportedOwners) return [];
        return (await new Administrators(deps.db).list()).map((a) => a.userId);
      },
      async recorded(tx, eventId) {
        if (opts.actorId === null) return;
        await new ChangeLog(tx, deps.clock).record(tx, {
          eventId, actorId: opts.actorId, area: changeArea, action: existing ? 'replaced' : 'imported', target: opts.slug,
          after: { files: manifest.files.length, spaces: manifest.spaces.length },
        });
      },
    }, deps.clock.now());
  } catch (err) {
    if (isPgError(err, pgErrorCodes.uniqueViolation) && !existing) throw slugTaken();
    throw err;
  }
}

/** The sections each choice of a clone copies (the event's own section is always copied). */
const cloneSections: Record<ClonePart, (keyof EventArchiveManifest)[]> = {
  settings: ['recordings'],
  // Cinemas' films and poster halls' posters are what those spaces are: they come with the spaces.
  // The chat rules come with the chats they rule.
  spaces: ['spaces', 'navigation', 'chats', 'chat_rules', 'maps', 'cinema', 'posters'],
  booths: ['booths', 'jobs'],
  program: ['program', 'stage'],
  meetings: ['meetings'],
};

/**
 * The manifest of a clone: what was not chosen is emptied. Booths, the program and meetings live in
 * spaces, so they bring the spaces; leaving out the settings keeps the source's dates and look but not its
 * texts and switches.
 */
export function pickParts(manifest: EventArchiveManifest, chosen: readonly ClonePart[]): EventArchiveManifest {
  const wanted = new Set(chosen.flatMap((c) => cloneSections[c]));
  if (chosen.some((c) => c !== 'settings')) for (const s of cloneSections.spaces) wanted.add(s);
  const empty: Partial<EventArchiveManifest> = {
    people: [], spaces: [], navigation: [], chats: [], chat_rules: { words: [], slow_mode: [] }, maps: { settings: [], areas: [] }, booths: { categories: [], booths: [] }, jobs: [],
    program: { tags: [], performers: [], entries: [], group_sessions: [] }, meetings: [], stage: { presentations: [], current: [], moderators: [] }, cinema: [], posters: [],
    recordings: { keep_days: null },
  };
  const out: EventArchiveManifest = { ...manifest, with_people: false, people: [] };
  for (const [section, value] of Object.entries(empty)) if (!wanted.has(section as keyof EventArchiveManifest)) Object.assign(out, { [section]: value });
  const spaceKeys = new Set(out.spaces.map((s) => s.key));
  if (!chosen.includes('settings')) {
    out.event = { ...out.event, intro_text: '', help_content: '', terms: '', privacy_statement: '', login_form_addendum: '', published: false };
  }
  out.event = { ...out.event, published: false, home_space: out.event.home_space !== null && spaceKeys.has(out.event.home_space) ? out.event.home_space : null };
  // Without the booths, the program's sponsors point nowhere.
  if (!wanted.has('booths')) out.program = { ...out.program, entries: out.program.entries.map((e) => ({ ...e, sponsor: null })) };
  return out;
}

/** A new event copied from one in memory (export and import without a zip in between), without its people. */
export async function cloneEvent(deps: ArchiveDeps, source: EventRow, target: { slug: string; name: string; parts: readonly ClonePart[]; actorId: number }): Promise<ImportedEvent> {
  const { manifest, files } = await snapshotManifest(deps.db, deps.storage, deps.parts, source.id, { withPeople: false, now: deps.clock.now() });
  const picked = pickParts(manifest, target.parts);
  // Only the files what was picked still names.
  const { files: _all, ...sections } = picked;
  const named = JSON.stringify(sections);
  picked.files = picked.files.filter((f) => named.includes(`"${f.path}"`));
  const bytes = new Map<string, Buffer>();
  for (const file of picked.files) bytes.set(file.path, await files.bytes(file));
  return writeArchive(deps, { manifest: picked, files: bytes }, { slug: target.slug, name: target.name, actorId: target.actorId, ownerIds: [target.actorId] });
}
