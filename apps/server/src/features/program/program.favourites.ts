import type { FavouriteKinds } from '../../platform/favourites';
import type { EventRole } from '../identity';
import type { Executor } from '../../platform/db/database';
import { spaceOrganiserRoles } from '../spaces';
import { GroupSessionsRepository } from './group-sessions.repository';
import { presentGroupSession, presentPerformer } from './timetable.presenter';
import type { TimetableService } from './timetable.service';

/**
 * The program's goodie bag kinds (decision 0022): `show` (a program item, as search shows it),
 * `performer` and `session` (a group session). Items of closed spaces only for organisers.
 */
export function registerProgramFavourites(kinds: FavouriteKinds, db: Executor, timetable: TimetableService): void {
  const sessions = new GroupSessionsRepository(db);
  kinds.register({
    kind: 'show',
    async present(viewer, ids) {
      const organiser = spaceOrganiserRoles.includes(viewer.role as EventRole);
      const rows = (await timetable.repo.byIds(viewer.eventId, ids, organiser)).filter((r) => r.entry.type === 'item');
      const items = await timetable.presentItems(rows, organiser);
      return new Map(items.map((i) => [i.id, i]));
    },
  });
  kinds.register({
    kind: 'performer',
    async present(viewer, ids) {
      const rows = await timetable.repo.performersByIds(viewer.eventId, ids);
      return new Map(rows.map((r) => [r.id, presentPerformer(r)]));
    },
  });
  kinds.register({
    kind: 'session',
    async present(viewer, ids) {
      const rows = await sessions.byIds(viewer.eventId, ids);
      return new Map(rows.map((r) => [r.id, presentGroupSession(r)]));
    },
  });
}
