import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import type { Logger } from '../../../platform/logger';
import type { RealtimeGateway } from '../../../platform/realtime/gateway';
import type { FileStorage } from '../../../platform/storage';
import type { ChangeLog, EventAccess, EventRow } from '../../identity';
import type { SpacesFace } from '../../spaces';
import { announceProgramChange } from '../program.realtime';

/** What the console's program services share (decision 0086). */
export interface ProgramConsoleDeps {
  db: Db;
  clock: Clock;
  access: EventAccess;
  spaces: SpacesFace;
  changes: ChangeLog;
  storage: FileStorage;
  realtime: RealtimeGateway;
  logger: Logger;
  publicUrl: string;
  appTitle: string;
}

/** The event, for its owners and instance administrators (404 unknown event, 403 anyone else). */
export async function ownedEvent(deps: ProgramConsoleDeps, eventSlug: string, userId: number): Promise<EventRow> {
  return (await deps.access.requireOrganizer(eventSlug, userId, 'owner')).event;
}

/** The change-log entry of a program write, in the write's transaction. */
export function logProgramChange(
  deps: ProgramConsoleDeps, tx: Executor, event: EventRow, userId: number, action: string, target: string, before: unknown, after: unknown,
): Promise<void> {
  return deps.changes.record(tx, { eventId: event.id, actorId: userId, area: 'program', action, target, before, after });
}

/**
 * A change every program page may show (tags and performers appear on many items): the timetable notice
 * without spaces or days, which open pages take as "read it all again", sent when the transaction commits.
 */
export function announceWholeProgram(tx: Executor, event: EventRow): Promise<void> {
  return announceProgramChange(tx, { kind: 'timetable', eventId: event.id, eventSlug: event.slug, spaceIds: [], dates: [] });
}
