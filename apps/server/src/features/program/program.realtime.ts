import { sql } from 'drizzle-orm';
import { rooms } from '@foyer/contracts';
import { changeChannel, type ChangeNotifications } from '../../platform/db/notifications';
import type { Logger } from '../../platform/logger';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { Executor } from '../../platform/db/database';
import { GroupSessionsRepository } from './group-sessions.repository';
import { presentGroupSession } from './timetable.presenter';

/** The change notice a program change sends on `foyer_changes` (inside the writing transaction). */
export const programChangedTopic = 'program_changed';

export type ProgramChange =
  | { kind: 'timetable'; eventId: number; eventSlug: string; spaceIds: number[]; dates: string[] }
  | { kind: 'group_session'; eventId: number; eventSlug: string; id: number };

/**
 * Sends the notice with the writer's transaction: it is delivered only if the change commits, and to
 * every server process, whoever wrote it (a request, the import command, `psql`).
 */
export async function announceProgramChange(db: Executor, change: ProgramChange): Promise<void> {
  // NOTIFY payloads stop at 8,000 bytes: a large change names no spaces or days (clients refetch all).
  let notice = JSON.stringify({ topic: programChangedTopic, ...change });
  if (notice.length > 7_000 && change.kind === 'timetable') notice = JSON.stringify({ topic: programChangedTopic, ...change, spaceIds: [], dates: [] });
  await db.execute(sql`select pg_notify(${changeChannel}, ${notice})`);
}

/**
 * `timetable_updated` and `group_session_updated` to `event:<slug>`: each process tells its own sockets
 * when it hears a program notice (decision 0013: one room, no per-socket loop).
 */
export function registerProgramRealtime(notifications: ChangeNotifications, realtime: RealtimeGateway, db: Executor, logger: Logger): void {
  const sessions = new GroupSessionsRepository(db);
  notifications.on(programChangedTopic, (notice) => {
    const change = notice as unknown as ProgramChange & { topic: string };
    const room = rooms.event(change.eventSlug);
    if (change.kind === 'timetable') {
      realtime.emitToRoomLocally(room, 'timetable_updated', { event_slug: change.eventSlug, space_ids: change.spaceIds, dates: change.dates });
      return;
    }
    sessions
      .byIds(change.eventId, [change.id])
      .then(([found]) => {
        realtime.emitToRoomLocally(room, 'group_session_updated', {
          event_slug: change.eventSlug, id: change.id, removed: !found, group_session: found ? presentGroupSession(found) : null,
        });
      })
      .catch((err: unknown) => logger.error({ err }, 'group_session_updated failed'));
  });
}
