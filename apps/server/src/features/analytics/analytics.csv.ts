import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the request asks for CSV (`Accept: text/csv`) rather than JSON. */
export const wantsCsv = (req: FastifyRequest) => /\btext\/csv\b/i.test(req.headers.accept ?? '');

/** A cell as the CSV shows it: a count hidden from booth staff reads "fewer than 5". */
function cell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'fewer_than' in value) return `fewer than ${String((value as { fewer_than: number }).fewer_than)}`;
  return typeof value === 'number' ? value : String(value);
}

/** A figure's rows as CSV: one line per row, the row's fields as columns (in the contract's order). */
export function figureCsv(rows: readonly object[], columns: readonly string[]): string {
  return stringify(
    rows.map((row) => columns.map((c) => cell((row as Record<string, unknown>)[c]))),
    { header: true, columns: [...columns] },
  );
}

/** Sends the rows as a CSV download named after the event, the figure and the day. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}.csv"`)
    .send(csv);
}
