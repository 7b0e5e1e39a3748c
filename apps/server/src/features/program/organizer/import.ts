import { organizerProgramErrorCodes, organizerProgramMessages, scheduleImportLimits, type ScheduleImportReport } from '@foyer/contracts';
import { ApiError, FieldError } from '../../../platform/http/errors';
import { applySchedule, ImportConflict, type ImportReport } from '../import/apply';
import { parseSchedule, ScheduleError, type Schedule } from '../import/schedule';
import { logProgramChange, ownedEvent, type ProgramConsoleDeps } from './console';

/**
 * The schedule import as an upload (decision 0086): the importer the command uses, all or nothing. The
 * preview runs the whole import and rolls it back, so it names exactly what applying would change.
 */
export class OrganizerScheduleImport {
  constructor(private readonly deps: ProgramConsoleDeps) {}

  async run(eventSlug: string, userId: number, file: Buffer, apply: boolean): Promise<ScheduleImportReport> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    const schedule = readSchedule(file, event.timezone);
    try {
      const report = await applySchedule(this.deps.db, this.deps.clock, event, schedule, {
        dryRun: !apply,
        record: (tx, done) => logProgramChange(this.deps, tx, event, userId, 'schedule_imported', schedule.title || 'schedule', null, counts(done)),
      });
      return present(report, apply);
    } catch (err) {
      if (err instanceof ImportConflict) throw new ApiError(409, organizerProgramMessages.scheduleConflict.replace('{{problem}}', err.message), organizerProgramErrorCodes.scheduleConflict);
      throw err;
    }
  }
}

/** The file as a schedule, or a field error under `file` naming where it is wrong. */
function readSchedule(file: Buffer, timeZone: string): Schedule {
  if (file.length > scheduleImportLimits.bytes) throw new FieldError({ file: [organizerProgramMessages.scheduleTooLarge] });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new FieldError({ file: [organizerProgramMessages.scheduleUnreadable] });
  }
  try {
    return parseSchedule(text, timeZone);
  } catch (err) {
    if (err instanceof ScheduleError) throw new FieldError({ file: [organizerProgramMessages.scheduleFault.replace('{{problem}}', err.message)] });
    throw err;
  }
}

const counts = (r: ImportReport) => ({ created: r.created.length, updated: r.updated.length, removed: r.removed.length, unchanged: r.unchanged });

const present = (r: ImportReport, applied: boolean): ScheduleImportReport => ({
  created: r.created, updated: r.updated, removed: r.removed, unchanged: r.unchanged, spaces_created: r.spacesCreated,
  tags_created: r.tagsCreated, performers_created: r.performersCreated, warnings: r.warnings, applied,
});
