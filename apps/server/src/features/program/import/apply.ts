import { and, eq, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import { dateIn } from '@foyer/domain';
import type { EventRow, SpaceRow } from '../../identity';
import type { Executor } from '../../../platform/db/database';
import { spaces } from '../../identity/events.schema';
import { ProgramService } from '../program.service';
import { cleanProgramHtml, textToHtml } from '../program.html';
import { performers, programEntries, programEntryPerformers, programEntryTags, programTags } from '../program.schema';
import type { Schedule, ScheduleEvent, SchedulePerson } from './schedule';

export interface ImportReport {
  created: string[];
  updated: string[];
  removed: string[];
  unchanged: number;
  spacesCreated: string[];
  tagsCreated: string[];
  performersCreated: string[];
  warnings: string[];
}

/** A rollback that carries the report out of a dry run's transaction. */
class DryRun extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

const trackPalette = ['#5b3cc4', '#c43c6b', '#1f7a8c', '#d1780f', '#2e8540', '#8c1f5a', '#3c6bc4', '#7a5c1f', '#0f8c7a', '#a33c3c'];
/** A track without a colour in the file gets one by its name (the same on every import). */
const colourOf = (name: string) => trackPalette[[...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % trackPalette.length]!;

export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'room';

/** pretalx and frab write abstracts and descriptions as plain text (Markdown): kept as escaped paragraphs. */
const describe = (ev: ScheduleEvent): string => cleanProgramHtml([ev.abstract, ev.description].filter(Boolean).map(textToHtml).join(''));

/** Links compared by value (jsonb keeps object keys in its own order). */
const sameLinks = (a: { title: string; url: string }[], b: { title: string; url: string }[]) =>
  a.length === b.length && a.every((l, i) => l.title === b[i]?.title && l.url === b[i]?.url);

/**
 * Writes a schedule into an event's program in one transaction: rooms become (or match by name) spaces,
 * tracks and types tags of the groups "Track" and "Type", persons performers, events program items. Items
 * are matched by the schedule's guid or id: changed ones are updated (SEQUENCE rises), ones no longer in
 * the file removed (with tombstones), none duplicated. A dry run does all of it and rolls back.
 */
export async function applySchedule(
  db: Executor, clock: Clock, event: EventRow, schedule: Schedule,
  options: { dryRun: boolean; /** Written in the import's transaction (the console's change-log entry). */ record?: (tx: Executor, report: ImportReport) => Promise<void> },
): Promise<ImportReport> {
  const report: ImportReport = { created: [], updated: [], removed: [], unchanged: 0, spacesCreated: [], tagsCreated: [], performersCreated: [], warnings: [] };
  const run = async (tx: Executor) => {
    // The operator's import writes the program and answers nobody's request: no spaces service.
    const program = new ProgramService(tx, clock, null);

    // Rooms → spaces, matched by name (case-insensitive) among the event's spaces.
    const existingSpaces = await tx.select().from(spaces).where(eq(spaces.eventId, event.id));
    const spaceByName = new Map<string, SpaceRow>(existingSpaces.map((s) => [s.name.toLowerCase(), s]));
    const locationType = event.isVirtual && event.isInPerson ? 'hybrid' : event.isInPerson ? 'in_person' : 'virtual';
    for (const room of new Set(schedule.events.map((e) => e.room))) {
      if (spaceByName.has(room.toLowerCase())) continue;
      let slug = slugify(room);
      while (existingSpaces.some((s) => s.type === 'presentation' && s.slug === slug)) slug = `${slug}-${existingSpaces.length}`;
      const [created] = await tx.insert(spaces).values({ eventId: event.id, type: 'presentation', slug, name: room, published: true, locationType }).returning();
      if (!created) throw new Error(`creating space ${room} returned nothing`);
      existingSpaces.push(created);
      spaceByName.set(room.toLowerCase(), created);
      report.spacesCreated.push(room);
    }

    // Tracks and types → tags in two groups.
    const tags = await tx.select().from(programTags).where(eq(programTags.eventId, event.id));
    const tagId = async (category: 'Track' | 'Type', name: string | null): Promise<number | null> => {
      if (!name) return null;
      const found = tags.find((t) => t.category === category && t.text.toLowerCase() === name.toLowerCase());
      if (found) return found.id;
      const color = category === 'Track' ? (schedule.trackColors.get(name) ?? colourOf(name)) : '#6b7280';
      const [created] = await tx
        .insert(programTags)
        .values({ eventId: event.id, text: name, color, category, categoryOrder: category === 'Track' ? 0 : 1, order: tags.filter((t) => t.category === category).length })
        .returning();
      if (!created) throw new Error(`creating tag ${name} returned nothing`);
      tags.push(created);
      report.tagsCreated.push(`${category}: ${name}`);
      return created.id;
    };

    // Persons → performers, by their id in the file, else by name.
    const people = await tx.select().from(performers).where(eq(performers.eventId, event.id));
    const performerId = async (person: SchedulePerson): Promise<number> => {
      const found =
        (person.externalId && people.find((p) => p.externalId === person.externalId)) || people.find((p) => p.name.toLowerCase() === person.name.toLowerCase());
      if (found) return found.id;
      const created = await program.addPerformer(
        { eventId: event.id, name: person.name, externalId: person.externalId, about: person.biography ? textToHtml(person.biography) : '', mugshot: person.avatar, locationType },
        tx,
      );
      people.push(created);
      report.performersCreated.push(person.name);
      return created.id;
    };

    const imported = await tx.select().from(programEntries).where(and(eq(programEntries.eventId, event.id), isNotNull(programEntries.externalId)));
    const byExternal = new Map(imported.map((e) => [e.externalId!, e]));
    const seen = new Set<string>();
    const touched: { spaceId: number; startDate: Date; endDate: Date }[] = [];
    const [first, last] = [event.startDate, event.endDate];

    for (const ev of schedule.events) {
      if (seen.has(ev.externalId)) throw new ImportConflict(`${ev.path}: the guid or id "${ev.externalId}" appears twice`);
      seen.add(ev.externalId);
      const space = spaceByName.get(ev.room.toLowerCase())!;
      const day = dateIn(ev.start, event.timezone);
      if (day < first || day > last) report.warnings.push(`"${ev.title}" (${ev.externalId}) on ${day} lies outside the event's dates ${first} – ${last}; imported anyway`);
      const tagIds = (await Promise.all([tagId('Track', ev.track), tagId('Type', ev.type)])).filter((id): id is number => id !== null);
      const performerIds: number[] = [];
      for (const p of ev.persons) {
        const id = await performerId(p);
        if (!performerIds.includes(id)) performerIds.push(id);
      }
      const values = { name: ev.title, subtitle: ev.subtitle, description: describe(ev), startDate: ev.start, endDate: ev.end, spaceId: space.id, links: ev.links };
      const before = byExternal.get(ev.externalId);
      if (!before) {
        const row = await program.repo.insertEntry({ eventId: event.id, type: 'item', externalId: ev.externalId, ...values }, tagIds);
        if (performerIds.length > 0) await tx.insert(programEntryPerformers).values(performerIds.map((id, order) => ({ entryId: row.id, performerId: id, order })));
        touched.push(row);
        report.created.push(ev.title);
        continue;
      }
      const [oldTags, oldPeople] = await Promise.all([
        tx.select({ id: programEntryTags.tagId }).from(programEntryTags).where(eq(programEntryTags.entryId, before.id)),
        tx.select({ id: programEntryPerformers.performerId }).from(programEntryPerformers).where(eq(programEntryPerformers.entryId, before.id)).orderBy(programEntryPerformers.order),
      ]);
      const same =
        before.name === values.name && before.subtitle === values.subtitle && before.description === values.description &&
        before.startDate.getTime() === values.startDate.getTime() && before.endDate.getTime() === values.endDate.getTime() &&
        before.spaceId === values.spaceId && sameLinks(before.links, values.links) &&
        JSON.stringify(oldTags.map((t) => t.id).sort()) === JSON.stringify([...tagIds].sort()) &&
        JSON.stringify(oldPeople.map((p) => p.id)) === JSON.stringify(performerIds);
      if (same) {
        report.unchanged += 1;
        continue;
      }
      await program.updateEntry(event.id, before.id, values, tx, false);
      await tx.delete(programEntryTags).where(eq(programEntryTags.entryId, before.id));
      if (tagIds.length > 0) await tx.insert(programEntryTags).values(tagIds.map((id) => ({ entryId: before.id, tagId: id })));
      await tx.delete(programEntryPerformers).where(eq(programEntryPerformers.entryId, before.id));
      if (performerIds.length > 0) await tx.insert(programEntryPerformers).values(performerIds.map((id, order) => ({ entryId: before.id, performerId: id, order })));
      touched.push(before, values);
      report.updated.push(ev.title);
    }

    // What left the schedule leaves the program (only imported items: hand-made ones have no guid).
    const gone = imported.filter((e) => !seen.has(e.externalId!));
    if (gone.length > 0) {
      await program.removeEntries(event.id, gone.map((e) => e.id), tx, false);
      touched.push(...gone);
      report.removed.push(...gone.map((e) => e.name));
    }
    // Sessions of items that left are gone with them; their performers stay (they may be on other items).
    if (touched.length > 0) await program.announce(tx, event.id, touched);
    if (options.dryRun) throw new DryRun(report);
    await options.record?.(tx, report);
  };
  try {
    await db.transaction(run);
  } catch (err) {
    if (err instanceof DryRun) return err.report;
    throw err;
  }
  return report;
}

/** A schedule that cannot be applied as a whole (nothing was written). */
export class ImportConflict extends Error {}

