import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { CliCommand } from '../../../platform/cli';
import { systemClock, type Clock } from '../../../platform/clock';
import type { EventRow } from '../../identity';
import type { Executor } from '../../../platform/db/database';
import { events } from '../../identity/events.schema';
import { applySchedule, ImportConflict, type ImportReport } from './apply';
import { parseSchedule, ScheduleError } from './schedule';

/** Reads a schedule from a file path or an http(s) address. */
async function readSource(where: string): Promise<string> {
  if (/^https?:\/\//i.test(where)) {
    const res = await fetch(where, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new ScheduleError(`${where}: the server answered ${res.status}`);
    return res.text();
  }
  return fs.readFile(where, 'utf8');
}

export type ImportOutcome = { ok: true; report: ImportReport } | { ok: false; error: string };

/** Parses and applies a schedule (the command and the tests share this). */
export async function importSchedule(db: Executor, clock: Clock, eventSlug: string, source: string, dryRun: boolean): Promise<ImportOutcome> {
  const [event] = await db.select().from(events).where(eq(events.slug, eventSlug));
  if (!event) return { ok: false, error: `No event "${eventSlug}".` };
  try {
    const schedule = parseSchedule(source, event.timezone);
    return { ok: true, report: await applySchedule(db, clock, event as EventRow, schedule, { dryRun }) };
  } catch (err) {
    if (err instanceof ScheduleError || err instanceof ImportConflict) return { ok: false, error: err.message };
    throw err;
  }
}

export function reportLines(report: ImportReport, dryRun: boolean): string[] {
  const verb = dryRun ? 'would be' : '';
  const lines: string[] = [];
  const section = (title: string, names: string[]) => {
    if (names.length === 0) return;
    lines.push(`${title} ${verb ? `(${verb})` : ''}: ${names.length}`.replace(' :', ':'));
    for (const n of names) lines.push(`  ${n}`);
  };
  section('Spaces created', report.spacesCreated);
  section('Tags created', report.tagsCreated);
  section('Performers created', report.performersCreated);
  section('Items created', report.created);
  section('Items updated', report.updated);
  section('Items removed', report.removed);
  lines.push(`Items unchanged: ${report.unchanged}`);
  for (const w of report.warnings) lines.push(`warning: ${w}`);
  if (dryRun) lines.push('Dry run: nothing was changed.');
  return lines;
}

export const programImportCommand: CliCommand = {
  name: 'program import',
  usage: 'program import EVENT FILE-OR-URL [--dry-run]',
  summary: "Import a frab XML or pretalx/frab JSON schedule into an event's program",
  async run(args, ctx) {
    const dryRun = args.includes('--dry-run');
    const [eventSlug, where, ...rest] = args.filter((a) => a !== '--dry-run');
    if (!eventSlug || !where || rest.length > 0) {
      ctx.err(`Usage: npm run foyer -- ${this.usage}`);
      return 64;
    }
    let source: string;
    try {
      source = await readSource(where);
    } catch (err) {
      ctx.err(`Cannot read ${where}: ${(err as Error).message}`);
      return 66;
    }
    const outcome = await importSchedule(await ctx.db(), systemClock, eventSlug, source, dryRun);
    if (!outcome.ok) {
      ctx.err(`${where}: ${outcome.error}`);
      ctx.err('Nothing was changed.');
      return 65;
    }
    for (const line of reportLines(outcome.report, dryRun)) (line.startsWith('warning:') ? ctx.err : ctx.out)(line);
    return 0;
  },
};
