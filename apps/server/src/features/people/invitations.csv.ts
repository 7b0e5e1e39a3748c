import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  fieldErrorsOf, invitationCsvColumns, invitationLimits, invitationMessages, invitationRow, invitationTagSeparator,
  type InvitationRow,
} from '@foyer/contracts';
import { FieldError } from '../../platform/http/errors';

/** A row of the file as read: its line (the header is line 1), its cells, and what is wrong with it. */
export interface ReadRow {
  row: number;
  /** The cells as read, cleaned as the row schema cleans them when it could. */
  shown: { email: string; first_name: string; last_name: string; tags: string[] };
  /** The row as it will be written; null for a bad one. */
  valid: InvitationRow | null;
  errors: Record<string, string[]>;
}

const fileError = (message: string) => new FieldError({ file: [message] });

/**
 * The invite list's CSV (csv-parse): a header naming `email,first_name,last_name,tags` (in any order,
 * other columns ignored), then one person a row. A file that cannot be read at all is a 400 on `file`; a
 * bad row is reported with its line and written never.
 */
export function readInvitationCsv(data: Buffer): ReadRow[] {
  if (data.length > invitationLimits.bytes) throw fileError(invitationMessages.tooLarge);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (the typings do not follow the option).
    records = parse(data, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true, to: invitationLimits.rows + 2 }) as unknown as typeof records;
  } catch (err) {
    const line = typeof (err as { lines?: unknown }).lines === 'number' ? (err as { lines: number }).lines : 1;
    throw fileError(invitationMessages.unreadable(line));
  }
  const [header, ...rows] = records;
  const columns = header?.record.map((c) => c.trim().toLowerCase()) ?? [];
  const at = Object.fromEntries(invitationCsvColumns.map((name) => [name, columns.indexOf(name)])) as Record<(typeof invitationCsvColumns)[number], number>;
  if (Object.values(at).some((i) => i < 0)) throw fileError(invitationMessages.header);
  if (rows.length === 0) throw fileError(invitationMessages.empty);
  if (rows.length > invitationLimits.rows) throw fileError(invitationMessages.tooManyRows);

  const firstRowOf = new Map<string, number>();
  return rows.map(({ record, info }) => {
    // `lines` is where the record ends; a quoted cell may span lines, and a row is named by its first.
    const line = info.lines - record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
    const cell = (i: number) => record[i] ?? '';
    const raw = {
      email: cell(at.email), first_name: cell(at.first_name), last_name: cell(at.last_name),
      tags: cell(at.tags).split(invitationTagSeparator).map((t) => t.trim()).filter(Boolean),
    };
    const parsed = invitationRow.safeParse(raw);
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (parsed.success) {
      const first = firstRowOf.get(parsed.data.email);
      if (first !== undefined) errors.email = [invitationMessages.emailTwice(first)];
      else firstRowOf.set(parsed.data.email, line);
    }
    return { row: line, shown: parsed.success ? parsed.data : raw, valid: parsed.success && !errors.email ? parsed.data : null, errors };
  });
}

/** The invite list as the import reads it, with when each was invited and last mailed. */
export function writeInvitationCsv(rows: { email: string; first_name: string; last_name: string; tags: string[]; invited_at: string | null; last_sent_at: string | null }[]): string {
  return stringify(
    rows.map((r) => [r.email, r.first_name, r.last_name, r.tags.join(';'), r.invited_at ?? '', r.last_sent_at ?? '']),
    { header: true, columns: [...invitationCsvColumns, 'invited_at', 'last_sent_at'] },
  );
}
