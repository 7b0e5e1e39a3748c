import {
  boothCsvColumns, boothPatch, boothUploadLimits, fieldErrorsOf, organizerBoothErrorCodes, organizerBoothMessages,
  type BoothImportReply, type BoothPatch,
} from '@foyer/contracts';
import type { Executor } from '../../platform/db/database';
import { readCsv } from '../../platform/csv';
import { ApiError } from '../../platform/http/errors';
import { boothValues, insertBooth } from './booths.organizer-values';
import { BoothsConsoleRepository } from './booths.organizer.repository';

type Column = (typeof boothCsvColumns)[number];

/** A row of the file: its line, its cells, the patch they make and what is wrong with it. */
interface ReadRow {
  row: number;
  cells: Partial<Record<Column, string>>;
  patch: BoothPatch | null;
  /** The map's slug and the category's name, resolved against the event when judged. */
  map?: string;
  category?: string;
  errors: Record<string, string[]>;
}

const yes = new Set(['yes', 'true', '1', 'y']);
const no = new Set(['no', 'false', '0', 'n']);

/**
 * The booths' CSV (csv-parse): a header naming the columns (`slug` and `name` needed, the others of
 * `boothCsvColumns` in any order, others ignored), then one booth a row. A blank cell leaves a booth's field as
 * it is (a new booth takes the default). `map` is a map's slug, `category` a category's name on that map.
 */
export function readBoothCsv(data: Buffer): ReadRow[] {
  const { columns, rows } = readCsv(data, {
    maxBytes: boothUploadLimits.csvBytes, maxRows: boothUploadLimits.csvRows, tooLarge: organizerBoothMessages.csvTooLarge,
    unreadable: organizerBoothMessages.csvUnreadable, empty: organizerBoothMessages.csvEmpty, tooManyRows: organizerBoothMessages.csvTooManyRows,
    header: (names) => (names.includes('slug') && names.includes('name') ? null : organizerBoothMessages.csvHeader),
  });

  const firstRowOf = new Map<string, number>();
  return rows.map(({ cells: record, line }) => {
    const cells: Partial<Record<Column, string>> = {};
    for (const column of boothCsvColumns) {
      const at = columns.indexOf(column);
      const value = at < 0 ? '' : (record[at] ?? '');
      if (value !== '') cells[column] = value;
    }
    const read = rowPatch(cells);
    if (read.patch?.slug) {
      const first = firstRowOf.get(read.patch.slug);
      if (first !== undefined) read.errors.slug = [organizerBoothMessages.slugTwice(first)];
      else firstRowOf.set(read.patch.slug, line);
    }
    return { row: line, cells, ...read, patch: Object.keys(read.errors).length > 0 ? null : read.patch };
  });
}

function rowPatch(cells: Partial<Record<Column, string>>): Pick<ReadRow, 'patch' | 'map' | 'category' | 'errors'> {
  const errors: Record<string, string[]> = {};
  const flag = (column: 'enable_visitor_list') => {
    const value = cells[column]?.toLowerCase();
    if (value === undefined) return undefined;
    if (yes.has(value)) return true;
    if (no.has(value)) return false;
    errors[column] = [organizerBoothMessages.yesOrNo];
    return undefined;
  };
  const given = {
    slug: cells.slug ?? '', name: cells.name ?? '', subtitle: cells.subtitle, type: cells.type, color: cells.color, physical_location: cells.physical_location,
    website: cells.website, description: cells.description, help_content: cells.help_content, custom_booth_url: cells.custom_booth_url,
    enable_visitor_list: flag('enable_visitor_list'),
  };
  const parsed = boothPatch.safeParse(Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)));
  if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error));
  return { patch: parsed.success ? parsed.data : null, map: cells.map, category: cells.category, errors };
}

/**
 * Judges every row against the event (the map by slug, the category on it) and, unless `dryRun`, writes them
 * all in the caller's transaction; a file with a bad row writes nothing (400 `booth_import_has_errors`).
 */
export async function importBooths(db: Executor, eventId: number, rows: ReadRow[], dryRun: boolean): Promise<BoothImportReply> {
  const repo = new BoothsConsoleRepository(db);
  const judged = [];
  for (const row of rows) {
    const existing = row.patch?.slug ? await repo.find(eventId, row.patch.slug) : null;
    let mapId = existing?.booth.mapSpaceId ?? null;
    if (row.map !== undefined) {
      mapId = (await repo.map(eventId, { slug: row.map }))?.id ?? null;
      if (mapId === null) row.errors.map = [organizerBoothMessages.unknownMap];
    }
    if (row.category !== undefined && mapId === null && !row.errors.map) row.errors.category = [organizerBoothMessages.categoryOnOtherMap];
    const valid = Object.keys(row.errors).length === 0 && row.patch !== null;
    judged.push({ row, existing, mapId, status: !valid ? ('invalid' as const) : existing ? ('update' as const) : ('new' as const) });
  }
  const invalid = judged.filter((j) => j.status === 'invalid').length;
  const reply: BoothImportReply = {
    dry_run: dryRun, total: rows.length, created: judged.filter((j) => j.status === 'new').length, updated: judged.filter((j) => j.status === 'update').length, invalid,
    rows: judged.map(({ row, status }) => ({ row: row.row, slug: row.cells.slug ?? '', name: row.cells.name ?? '', status, errors: row.errors })),
  };
  if (dryRun) return reply;
  if (invalid > 0) throw new ApiError(400, organizerBoothMessages.importHasErrors(invalid), organizerBoothErrorCodes.importHasErrors);
  for (const { row, existing, mapId } of judged) {
    const patch: BoothPatch = { ...row.patch! };
    if (row.map !== undefined) patch.map = mapId;
    if (row.category !== undefined && mapId !== null) {
      patch.category = (await repo.categoryIdNamed(mapId, row.category)) ?? (await repo.insertCategory(eventId, mapId, row.category, undefined));
    }
    if (!existing) {
      await insertBooth(db, eventId, { ...patch, slug: patch.slug!, name: patch.name! });
      continue;
    }
    const values = await boothValues(db, eventId, existing, patch);
    await repo.updateSpace(existing.space.id, values.space);
    await repo.updateBooth(existing.space.id, values.booth);
  }
  return reply;
}
