import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  organizerProgramMessages, type OrganizerProgramTag, type ProgramTagBody, type ProgramTagPatch,
} from '@foyer/contracts';
import type { Executor } from '../../../platform/db/database';
import { FieldError, notFound } from '../../../platform/http/errors';
import type { EventRow } from '../../identity';
import { presentProgramTag } from '../program.presenter';
import type { ProgramTagRow } from '../program.repository';
import { programEntryTags, programTags } from '../program.schema';
import { announceWholeProgram, logProgramChange, ownedEvent, type ProgramConsoleDeps } from './console';

/**
 * The event's program tags and their categories (decision 0086): the attendee program filters by them and
 * the current event lists them (`program_tags`). After a write open pages hear `timetable_updated` and
 * `updated_event` (`program_tags`).
 */
export class OrganizerProgramTags {
  constructor(private readonly deps: ProgramConsoleDeps) {}

  async list(eventSlug: string, userId: number): Promise<OrganizerProgramTag[]> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return tagsOf(this.deps.db, event.id);
  }

  async create(eventSlug: string, userId: number, body: ProgramTagBody): Promise<OrganizerProgramTag> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    const tag = await this.write(event, async (tx) => {
      await this.checkUnique(tx, event, body.text, body.category, null);
      const [row] = await tx
        .insert(programTags)
        .values({ eventId: event.id, text: body.text, color: body.color.toLowerCase(), category: body.category, categoryOrder: body.category_order, order: body.order })
        .returning();
      const after = await this.one(tx, event, row!.id);
      await logProgramChange(this.deps, tx, event, userId, 'tag_created', body.text, null, after);
      return after;
    });
    return tag;
  }

  async update(eventSlug: string, userId: number, tagId: number, patch: ProgramTagPatch): Promise<OrganizerProgramTag> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return this.write(event, async (tx) => {
      const before = await this.one(tx, event, tagId);
      const text = patch.text ?? before.text;
      const category = patch.category === undefined ? (before.category?.text ?? null) : patch.category;
      await this.checkUnique(tx, event, text, category, tagId);
      await tx
        .update(programTags)
        .set({
          text, category, color: patch.color?.toLowerCase(), order: patch.order, categoryOrder: patch.category_order,
        })
        .where(eq(programTags.id, tagId));
      const after = await this.one(tx, event, tagId);
      await logProgramChange(this.deps, tx, event, userId, 'tag_updated', after.text, before, after);
      return after;
    });
  }

  /** Removes the tag from the event and from every item that has it. */
  async remove(eventSlug: string, userId: number, tagId: number): Promise<void> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    await this.write(event, async (tx) => {
      const before = await this.one(tx, event, tagId);
      await tx.delete(programTags).where(eq(programTags.id, tagId));
      await logProgramChange(this.deps, tx, event, userId, 'tag_deleted', before.text, before, null);
    });
  }

  /** Renames a category (all its tags) and sets its place among the categories. */
  async updateCategory(eventSlug: string, userId: number, change: { category: string; text?: string; order?: number }): Promise<OrganizerProgramTag[]> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return this.write(event, async (tx) => {
      const inCategory = and(eq(programTags.eventId, event.id), eq(programTags.category, change.category));
      const before = await tx.select().from(programTags).where(inCategory);
      if (before.length === 0) throw new FieldError({ category: [organizerProgramMessages.categoryUnknown] });
      const text = change.text ?? change.category;
      if (text !== change.category) {
        const [clash] = await tx
          .select({ text: programTags.text })
          .from(programTags)
          .where(and(eq(programTags.eventId, event.id), eq(programTags.category, text), inArray(sql`lower(${programTags.text})`, before.map((t) => t.text.toLowerCase()))))
          .limit(1);
        if (clash) throw new FieldError({ text: [organizerProgramMessages.tagTaken] });
      }
      await tx.update(programTags).set({ category: text, categoryOrder: change.order }).where(inCategory);
      await logProgramChange(this.deps, tx, event, userId, 'tag_category_updated', text, { category: change.category }, { category: text, order: change.order ?? null });
      return tagsOf(tx, event.id);
    });
  }

  /** One transaction, the notices once it committed. */
  private async write<T>(event: EventRow, run: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await this.deps.db.transaction(async (tx) => {
      const out = await run(tx);
      await announceWholeProgram(tx, event);
      return out;
    });
    this.deps.realtime.emitChangeToEvent(event.slug, 'updated_event', { event_slug: event.slug, fields: ['program_tags'] });
    return result;
  }

  private async one(tx: Executor, event: EventRow, tagId: number): Promise<OrganizerProgramTag> {
    const found = (await tagsOf(tx, event.id)).find((t) => t.id === tagId);
    if (!found) throw notFound();
    return found;
  }

  private async checkUnique(tx: Executor, event: EventRow, text: string, category: string | null, self: number | null): Promise<void> {
    const same = await tx
      .select({ id: programTags.id })
      .from(programTags)
      .where(and(
        eq(programTags.eventId, event.id),
        sql`lower(${programTags.text}) = ${text.toLowerCase()}`,
        category === null ? sql`${programTags.category} is null` : eq(programTags.category, category),
      ));
    if (same.some((t) => t.id !== self)) throw new FieldError({ text: [organizerProgramMessages.tagTaken] });
  }
}

/** The event's tags in their order, with how many entries carry each. */
async function tagsOf(db: Executor, eventId: number): Promise<OrganizerProgramTag[]> {
  const rows = await db
    .select({ tag: programTags, used: sql<number>`(select count(*)::int from ${programEntryTags} where ${programEntryTags.tagId} = ${programTags.id})` })
    .from(programTags)
    .where(eq(programTags.eventId, eventId))
    .orderBy(asc(programTags.categoryOrder), asc(programTags.category), asc(programTags.order), asc(programTags.id));
  return rows.map(({ tag, used }: { tag: ProgramTagRow; used: number }) => ({ ...presentProgramTag(tag), order: tag.order, used_by: used }));
}
