import { stringify } from 'csv-stringify/sync';
import {
  fieldErrorsOf, invitationCsvColumns, invitationLimits, invitationMessages, invitationRow, invitationTagSeparator,
  type InvitationRow,
} from '@foyer/contracts';
import { readCsv } from '../../platform/csv';

/** A row of the file as read: its line (the header is line 1), its cells, and what is wrong with it. */
export interface ReadRow {
  row: number;
  /** The cells as read, cleaned as the row schema cleans them when it could. */
  shown: { email: string; first_name: string; last_name: string; tags: string[] };
  /** The row as it will be written; null for a bad one. */
  valid: InvitationRow | null;
  errors: Record<string, string[]>;
}

/**
 * The invite list's CSV (csv-parse): a header naming `email,first_name,last_name,tags` (in any order,
 * other columns ignored), then one person a row. A file that cannot be read at all is a 400 on `file`; a
 * bad row is reported with its line and written never.
 */
export function readInvitationCsv(data: Buffer): ReadRow[] {
  const { columns, rows } = readCsv(data, {
    maxBytes: invitationLimits.bytes, maxRows: invitationLimits.rows, tooLarge: invitationMessages.tooLarge, unreadable: invitationMessages.unreadable,
    header: (names) => (invitationCsvColumns.every((name) => names.includes(name)) ? null : invitationMessages.header),
    empty: invitationMessages.empty, tooManyRows: invitationMessages.tooManyRows,
  });
  const at = Object.fromEntries(invitationCsvColumns.map((name) => [name, columns.indexOf(name)])) as Record<(typeof invitationCsvColumns)[number], number>;

  const firstRowOf = new Map<string, number>();
  return rows.map(({ cells: record, line }) => {
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
