import { parse } from 'csv-parse/sync';
import { FieldError } from './http/errors';

/** How an import's CSV is judged: its size, its rows, and the refusals (400 on `file`). */
export interface CsvRules {
  maxBytes: number;
  maxRows: number;
  tooLarge: string;
  /** What is wrong with the header's column names (trimmed, lower case), or null. */
  header: (columns: string[]) => string | null;
  /** A file that cannot be read, by the line where reading stopped. */
  unreadable: (line: number) => string;
  empty: string;
  tooManyRows: string;
}

/** A row below the header: its cells, and its line in the file (the header is line 1; a row is named by its first line). */
export interface CsvRow {
  cells: string[];
  line: number;
}

const fileError = (message: string) => new FieldError({ file: [message] });

/**
 * An import's CSV (csv-parse): its header's column names (trimmed, lower case) and its rows, empty lines
 * skipped and cells trimmed. A file too large, unreadable, with a wrong header, without rows or with too many is
 * refused whole.
 */
export function readCsv(data: Buffer, rules: CsvRules): { columns: string[]; rows: CsvRow[] } {
  if (data.length > rules.maxBytes) throw fileError(rules.tooLarge);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (the typings do not follow the option).
    records = parse(data, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true, to: rules.maxRows + 2 }) as unknown as typeof records;
  } catch (err) {
    const line = typeof (err as { lines?: unknown }).lines === 'number' ? (err as { lines: number }).lines : 1;
    throw fileError(rules.unreadable(line));
  }
  const [header, ...rows] = records;
  const columns = header?.record.map((c) => c.trim().toLowerCase()) ?? [];
  const wrongHeader = rules.header(columns);
  if (wrongHeader) throw fileError(wrongHeader);
  if (rows.length === 0) throw fileError(rules.empty);
  if (rows.length > rules.maxRows) throw fileError(rules.tooManyRows);
  // `lines` is where the record ends; a quoted cell may span lines, and a row is named by its first.
  return { columns, rows: rows.map(({ record, info }) => ({ cells: record, line: info.lines - record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0) })) };
}
