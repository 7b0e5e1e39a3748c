import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import {
  organizerMessages, type OrganizerPerformer, type PerformerBody, type PerformerPatch,
} from '@foyer/contracts';
import type { Executor } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import { storedFileKey } from '../../../platform/storage';
import { reencodePicture } from '../../../platform/uploads';
import type { EventRow } from '../../identity';
import { cleanProgramHtml } from '../program.html';
import { performerAttachments, performers, programEntryPerformers } from '../program.schema';
import type { PerformerRow } from '../timetable.repository';
import { announceWholeProgram, logProgramChange, ownedEvent, type ProgramConsoleDeps } from './console';

/** Mugshots are shown small: a square of this side is plenty. */
const mugshotSide = 800;

/**
 * The event's performers (decision 0086): name, mugshot (a picture judged by its bytes, re-encoded),
 * about, attachments, location type and descriptive line; items name them (`performer_ids`).
 */
export class OrganizerPerformers {
  constructor(private readonly deps: ProgramConsoleDeps) {}

  async list(eventSlug: string, userId: number, search: string | undefined): Promise<OrganizerPerformer[]> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    const words = (search ?? '').split(/\s+/).filter(Boolean);
    const rows = await this.deps.db
      .select()
      .from(performers)
      .where(and(eq(performers.eventId, event.id), ...words.map((w) => ilike(performers.name, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))))
      .orderBy(asc(performers.name), asc(performers.id));
    return presentPerformers(this.deps.db, rows);
  }

  async create(eventSlug: string, userId: number, body: PerformerBody): Promise<OrganizerPerformer> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return this.write(event, async (tx) => {
      const [row] = await tx
        .insert(performers)
        .values({ eventId: event.id, name: body.name, locationType: body.location_type, descriptiveLine: body.descriptive_line, about: cleanProgramHtml(body.about) })
        .returning();
      await setAttachments(tx, row!.id, body.attachments);
      const after = await this.one(tx, event, row!.id);
      await logProgramChange(this.deps, tx, event, userId, 'performer_created', body.name, null, after);
      return after;
    });
  }

  async update(eventSlug: string, userId: number, performerId: number, patch: PerformerPatch): Promise<OrganizerPerformer> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return this.write(event, async (tx) => {
      const before = await this.one(tx, event, performerId);
      await tx
        .update(performers)
        .set({
          name: patch.name, locationType: patch.location_type, descriptiveLine: patch.descriptive_line,
          about: patch.about === undefined ? undefined : cleanProgramHtml(patch.about),
        })
        .where(eq(performers.id, performerId));
      if (patch.attachments) await setAttachments(tx, performerId, patch.attachments);
      const after = await this.one(tx, event, performerId);
      await logProgramChange(this.deps, tx, event, userId, 'performer_updated', after.name, before, after);
      return after;
    });
  }

  /** Removes the performer from the event and from every item naming them. */
  async remove(eventSlug: string, userId: number, performerId: number): Promise<void> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    const before = await this.write(event, async (tx) => {
      const was = await this.one(tx, event, performerId);
      await tx.delete(performers).where(eq(performers.id, performerId));
      await logProgramChange(this.deps, tx, event, userId, 'performer_deleted', was.name, was, null);
      return was;
    });
    await this.forgetFile(before.mugshot);
  }

  /** Stores a new mugshot (judged by its bytes, re-encoded), or removes it (`upload` null). */
  async setMugshot(eventSlug: string, userId: number, performerId: number, upload: Buffer | null): Promise<OrganizerPerformer> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    const before = await this.one(this.deps.db, event, performerId);
    const picture = upload
      ? await reencodePicture(upload, {
          field: 'mugshot', side: mugshotSide, onlyPictures: organizerMessages.onlyPictures,
        })
      : null;
    const stored = picture
      ? await this.deps.storage.put({ data: picture, contentType: 'image/webp', folder: `events/${event.id}/performers/${performerId}`, name: 'mugshot' })
      : null;
    const after = await this.write(event, async (tx) => {
      await tx.update(performers).set({ mugshot: stored?.url ?? null }).where(eq(performers.id, performerId));
      const now = await this.one(tx, event, performerId);
      await logProgramChange(this.deps, tx, event, userId, stored ? 'mugshot_set' : 'mugshot_removed', now.name, { mugshot: before.mugshot }, { mugshot: now.mugshot });
      return now;
    }).catch(async (err: unknown) => {
      // A file stored for a write that failed is nobody's.
      if (stored && stored.url !== before.mugshot) await this.forgetFile(stored.url);
      throw err;
    });
    if (before.mugshot !== after.mugshot) await this.forgetFile(before.mugshot);
    return after;
  }

  private async write<T>(event: EventRow, run: (tx: Executor) => Promise<T>): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      const out = await run(tx);
      await announceWholeProgram(tx, event);
      return out;
    });
  }

  private async one(db: Executor, event: EventRow, performerId: number): Promise<OrganizerPerformer> {
    const rows = await db.select().from(performers).where(and(eq(performers.eventId, event.id), eq(performers.id, performerId)));
    const [found] = await presentPerformers(db, rows);
    if (!found) throw notFound();
    return found;
  }

  private async forgetFile(url: string | null): Promise<void> {
    const key = storedFileKey(url);
    if (key) await this.deps.storage.delete(key).catch((err: unknown) => this.deps.logger.warn({ err, key }, 'an old mugshot could not be deleted'));
  }
}

async function setAttachments(tx: Executor, performerId: number, attachments: { name: string; url: string }[]): Promise<void> {
  await tx.delete(performerAttachments).where(eq(performerAttachments.performerId, performerId));
  if (attachments.length > 0) await tx.insert(performerAttachments).values(attachments.map((a, order) => ({ performerId, name: a.name, url: a.url, order })));
}

async function presentPerformers(db: Executor, rows: PerformerRow[]): Promise<OrganizerPerformer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [files, entries] = await Promise.all([
    db.select().from(performerAttachments).where(inArray(performerAttachments.performerId, ids)).orderBy(asc(performerAttachments.order), asc(performerAttachments.id)),
    db.select().from(programEntryPerformers).where(inArray(programEntryPerformers.performerId, ids)).orderBy(asc(programEntryPerformers.entryId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    mugshot: row.mugshot,
    location_type: row.locationType,
    descriptive_line: row.descriptiveLine,
    about: row.about,
    attachments: files.filter((f) => f.performerId === row.id).map((f) => ({ name: f.name, url: f.url })),
    entry_ids: entries.filter((e) => e.performerId === row.id).map((e) => e.entryId),
  }));
}
