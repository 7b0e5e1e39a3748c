import type { Clock } from '../../platform/clock';
import type { CurrentUserFields } from '../../platform/current-user-fields';
import type { Db } from '../../platform/db/database';
import type { ChangeNotifications } from '../../platform/db/notifications';
import { createAccessCaches, defaultAccessCacheSettings, type AccessCaches, type AccessCacheSettings } from './access-cache';
import { EventAccess } from './access';
import { AccountsRepository } from './accounts.repository';
import { Administrators } from './administrators';
import { ChangeLog } from './change-log';
import { SessionCheck, SocketDrops } from './sessions';

export {
  EventAccess, backstageRoles, consoleRolesOf, decideAccess, decideOrganizer, inviteOnlyError, notPublishedError, termsNotAgreedError, accountInactiveError,
  notEventOwnerError, notAdministratorError,
  type EventAccessGrant, type SessionFacts, type OrganizerGrant, type OrganizerNeed,
} from './access';
export { Administrators, type AdministratorRow } from './administrators';
export { ChangeLog, eraseChangeLog, type Change, type ChangeLogRow } from './change-log';
export { adminCommands } from './administrators.cli';
export { accessTopics, type AccessCaches } from './access-cache';
export { AccountsRepository, normalizeEmail, type Membership, type UserRow } from './accounts.repository';
export { presentCurrentUser, type CurrentUserContext } from './accounts.presenter';
export { SessionCheck, SocketDrops } from './sessions';
export { presentSender, senderColumns, type SenderRow } from './people';
export { eventRoles, type EventRole, type EventRow, type SpaceRow } from './events.schema';

/**
 * The identity core (decision 0078): the people, their sign-ins and who may enter which event (membership,
 * roles, invite list, terms). Every other feature stands on it; it stands on the platform alone.
 */
export interface Identity {
  /** Who may enter an event and with which role: the one place that decides it. */
  access: EventAccess;
  /** Whether a sign-in is still valid (every bearer token and socket login asks). */
  sessions: SessionCheck;
  /** The sign-ins whose socket dropped a moment ago: their next login is told it reconnected (decision 0080). */
  socketDrops: SocketDrops;
  /** The people and their memberships, with the fields other features add to `current_user`. */
  accounts: AccountsRepository;
  /** What the process keeps in memory about sign-ins, events and roles for a few seconds (decision 0012). */
  caches: AccessCaches;
  /** Instance administrators (decision 0081); whether someone is one is `access.isAdministrator`. */
  administrators: Administrators;
  /** What organisers changed, per event: every feature's organiser write records through it (decision 0081). */
  changeLog: ChangeLog;
}

/** Built once per process by the composition root; its caches follow the change notifications. */
export function createIdentity(
  deps: { db: Db; clock: Clock; notifications: ChangeNotifications; currentUserFields: CurrentUserFields },
  settings: AccessCacheSettings = defaultAccessCacheSettings,
): Identity {
  const caches = createAccessCaches(deps.notifications, settings);
  const access = new EventAccess(deps.db, deps.clock, caches);
  return {
    access,
    sessions: new SessionCheck(deps.db, deps.clock, access, caches),
    socketDrops: new SocketDrops(deps.db),
    accounts: new AccountsRepository(deps.db, deps.currentUserFields),
    caches,
    administrators: new Administrators(deps.db, access),
    changeLog: new ChangeLog(deps.db, deps.clock),
  };
}
