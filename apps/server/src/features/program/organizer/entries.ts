import { and, asc, eq, ilike, inArray, lt, gt } from 'drizzle-orm';
import {
  fieldErrorsOf, organizerProgramMessages, programEntryBody,
  type OrganizerProgramEntry, type ProgramEntryBody, type ProgramEntryPatch,
} from '@foyer/contracts';
import { dayRangeIn } from '@foyer/domain';
import type { z } from 'zod';
import type { Executor } from '../../../platform/db/database';
import { FieldError, notFound } from '../../../platform/http/errors';
import type { EventRow } from '../../identity';
import { spaces } from '../../identity/events.schema';
import { cleanProgramHtml } from '../program.html';
import { presentProgramEntry } from '../program.presenter';
import type { ProgramEntryRow } from '../program.repository';
import { performers, programEntries, programEntryPerformers, programEntryTags, programTags } from '../program.schema';
import { ProgramService } from '../program.service';
import { logProgramChange, ownedEvent, type ProgramConsoleDeps } from './console';

/** Items of a day are few; a list of all of them stops here. */
const listLimit = 1000;

/**
 * The console's items and containers (decision 0086). Each write is one transaction with its change-log
 * entry and the timetable notice (sent when it commits), through the program service that keeps calendar
 * feeds right (SEQUENCE, tombstones).
 */
export class OrganizerProgramEntries {
  constructor(private readonly deps: ProgramConsoleDeps) {}

  async list(eventSlug: string, userId: number, query: { date?: string; search?: string }): Promise<OrganizerProgramEntry[]> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    const range = query.date ? dayRangeIn(query.date, event.timezone) : null;
    const words = (query.search ?? '').split(/\s+/).filter(Boolean);
    const rows = await this.deps.db
      .select()
      .from(programEntries)
      .where(
        and(
          eq(programEntries.eventId, event.id),
          range ? lt(programEntries.startDate, new Date(range.until_datetime)) : undefined,
          range ? gt(programEntries.endDate, new Date(range.from_datetime)) : undefined,
          ...words.map((w) => ilike(programEntries.name, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)),
        ),
      )
      .orderBy(asc(programEntries.startDate), asc(programEntries.id))
      .limit(listLimit);
    return presentEntries(this.deps.db, rows);
  }

  async create(eventSlug: string, userId: number, body: ProgramEntryBody): Promise<OrganizerProgramEntry> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return this.deps.db.transaction(async (tx) => {
      await this.check(tx, event, null, body);
      const program = this.program(tx);
      const row = await program.repo.insertEntry(
        { eventId: event.id, ...toRow(body), description: cleanProgramHtml(body.description) },
        body.tag_ids,
      );
      await setPerformers(tx, row.id, body.performer_ids);
      await program.announce(tx, event.id, [row]);
      const [after] = await presentEntries(tx, [row]);
      await logProgramChange(this.deps, tx, event, userId, `${body.type}_created`, body.name, null, after);
      return after!;
    });
  }

  async update(eventSlug: string, userId: number, entryId: number, patch: ProgramEntryPatch): Promise<OrganizerProgramEntry> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return this.deps.db.transaction(async (tx) => {
      const stored = await this.stored(tx, event, entryId);
      const [before] = await presentEntries(tx, [stored]);
      // The entry the change makes is checked whole.
      const merged = programEntryBody.safeParse({ ...fieldsOf(before!), ...patch });
      if (!merged.success) throw new FieldError(fieldErrorsOf(merged.error as z.ZodError));
      await this.check(tx, event, stored, merged.data);
      const row = await this.program(tx).updateEntry(event.id, entryId, toRow(merged.data), tx);
      if (patch.tag_ids) {
        await tx.delete(programEntryTags).where(eq(programEntryTags.entryId, entryId));
        if (merged.data.tag_ids.length > 0) await tx.insert(programEntryTags).values(merged.data.tag_ids.map((tagId) => ({ entryId, tagId })));
      }
      if (patch.performer_ids) await setPerformers(tx, entryId, merged.data.performer_ids);
      const [after] = await presentEntries(tx, [row]);
      await logProgramChange(this.deps, tx, event, userId, `${row.type}_updated`, row.name, before, after);
      return after!;
    });
  }

  /** Removes the entry (a tombstone keeps calendar feeds right); a container's items stay, outside it. */
  async remove(eventSlug: string, userId: number, entryId: number): Promise<void> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    await this.deps.db.transaction(async (tx) => {
      const stored = await this.stored(tx, event, entryId);
      const [before] = await presentEntries(tx, [stored]);
      const children = await tx.select().from(programEntries).where(eq(programEntries.parentId, entryId));
      await this.program(tx).removeEntries(event.id, [entryId], tx);
      if (children.length > 0) await this.program(tx).announce(tx, event.id, children);
      await logProgramChange(this.deps, tx, event, userId, `${stored.type}_deleted`, stored.name, before, null);
    });
  }

  private program(tx: Executor): ProgramService {
    return new ProgramService(tx, this.deps.clock, this.deps.spaces.inTransaction(tx));
  }

  private async stored(tx: Executor, event: EventRow, entryId: number): Promise<ProgramEntryRow> {
    const [row] = await tx.select().from(programEntries).where(and(eq(programEntries.eventId, event.id), eq(programEntries.id, entryId)));
    if (!row) throw notFound();
    return row;
  }

  /** What the schema cannot know: that the space, sponsor, container, tags and performers are this event's. */
  private async check(tx: Executor, event: EventRow, self: ProgramEntryRow | null, entry: ProgramEntryBody): Promise<void> {
    const m = organizerProgramMessages;
    const errors: Record<string, string[]> = {};
    const spaceRows = await tx
      .select({ id: spaces.id, type: spaces.type })
      .from(spaces)
      .where(and(eq(spaces.eventId, event.id), inArray(spaces.id, [entry.space_id, entry.sponsor_id ?? entry.space_id])));
    if (!spaceRows.some((s) => s.id === entry.space_id)) errors.space_id = [m.unknownSpace];
    if (entry.sponsor_id !== null && !spaceRows.some((s) => s.id === entry.sponsor_id && s.type === 'booth')) errors.sponsor_id = [m.unknownSponsor];
    if (entry.parent_id !== null) {
      const [parent] = await tx.select().from(programEntries).where(and(eq(programEntries.eventId, event.id), eq(programEntries.id, entry.parent_id)));
      if (entry.type === 'container') errors.parent_id = [m.containerInContainer];
      else if (!parent || parent.id === self?.id) errors.parent_id = [m.unknownParent];
      else if (parent.type !== 'container') errors.parent_id = [m.parentIsItem];
    }
    if (self?.type === 'container' && entry.type === 'item') {
      const [child] = await tx.select({ id: programEntries.id }).from(programEntries).where(eq(programEntries.parentId, self.id)).limit(1);
      if (child) errors.type = [m.containerHasItems];
    }
    if (entry.tag_ids.length > 0) {
      const found = await tx.select({ id: programTags.id }).from(programTags).where(and(eq(programTags.eventId, event.id), inArray(programTags.id, entry.tag_ids)));
      if (found.length !== entry.tag_ids.length) errors.tag_ids = [m.unknownTag];
    }
    if (entry.performer_ids.length > 0) {
      const found = await tx.select({ id: performers.id }).from(performers).where(and(eq(performers.eventId, event.id), inArray(performers.id, entry.performer_ids)));
      if (found.length !== entry.performer_ids.length) errors.performer_ids = [m.unknownPerformer];
    }
    if (Object.keys(errors).length > 0) throw new FieldError(errors);
  }
}

async function setPerformers(tx: Executor, entryId: number, performerIds: number[]): Promise<void> {
  await tx.delete(programEntryPerformers).where(eq(programEntryPerformers.entryId, entryId));
  if (performerIds.length > 0) await tx.insert(programEntryPerformers).values(performerIds.map((performerId, order) => ({ entryId, performerId, order })));
}

function toRow(entry: ProgramEntryBody) {
  return {
    type: entry.type, spaceId: entry.space_id, parentId: entry.parent_id, name: entry.name, description: entry.description,
    startDate: new Date(entry.start_date), endDate: new Date(entry.end_date), color: entry.color?.toLowerCase() ?? null, sponsorSpaceId: entry.sponsor_id,
  };
}

/** A presented entry by the body's field names. */
function fieldsOf(entry: OrganizerProgramEntry): ProgramEntryBody {
  const { id: _id, location_type: _where, imported: _imported, ...fields } = entry;
  return fields;
}

/** Entries with their tag and performer ids and their space's location type. */
export async function presentEntries(db: Executor, rows: ProgramEntryRow[]): Promise<OrganizerProgramEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tags, people, where] = await Promise.all([
    db.select().from(programEntryTags).where(inArray(programEntryTags.entryId, ids)).orderBy(asc(programEntryTags.tagId)),
    db.select().from(programEntryPerformers).where(inArray(programEntryPerformers.entryId, ids)).orderBy(asc(programEntryPerformers.order)),
    db.select({ id: spaces.id, locationType: spaces.locationType }).from(spaces).where(inArray(spaces.id, [...new Set(rows.map((r) => r.spaceId))])),
  ]);
  return rows.map((row) => {
    const { tags: _tags, ...entry } = presentProgramEntry(row);
    return {
      ...entry,
      tag_ids: tags.filter((t) => t.entryId === row.id).map((t) => t.tagId),
      performer_ids: people.filter((p) => p.entryId === row.id).map((p) => p.performerId),
      location_type: where.find((s) => s.id === row.spaceId)?.locationType ?? 'virtual',
      imported: row.externalId !== null,
    };
  });
}
