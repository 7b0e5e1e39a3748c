import { organizerErrorCodes, organizerMessages, type ConsoleRole } from '@foyer/contracts';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { ApiError, notFound } from '../../platform/http/errors';
import { AccountsRepository, consoleRolesOf, type EventRole, type Identity } from '../identity';
import { PeopleRepository, type MemberFilter, type MemberRow } from './people.repository';

const area = 'members';

const lastOwner = () => new ApiError(409, organizerMessages.lastOwner, organizerErrorCodes.lastOwner);
const alreadyMember = () => new ApiError(409, organizerMessages.alreadyMember, organizerErrorCodes.alreadyMember);


/** Tags compared without regard to case, as they are matched. */
const lacking = (tags: string[], among: string[]) => tags.filter((t) => !among.some((a) => a.toLowerCase() === t.toLowerCase()));

/**
 * The people part of the organiser console (decision 0081): everyone on an event's list with their roles,
 * tags and booths. Owners (and administrators) write, moderators read. A role taken or a person removed
 * reaches live sockets through the membership's change notice (events.revocation.ts): a changed role logs
 * the socket in again, a person the event no longer lets in leaves it.
 */
export class OrganizerPeople {
  constructor(
    private readonly platform: Platform,
    private readonly identity: Identity,
  ) {}

  async list(slug: string, userId: number, query: { search?: string; filter?: MemberFilter; tag?: string; limit: number; offset: number }) {
    const { event } = await this.identity.access.requireOrganizer(slug, userId, 'read-people');
    return new PeopleRepository(this.platform.db).list(event.id, query);
  }

  /** Puts a person on the list (their account made if missing) with console roles; 409 when they are on it. */
  async add(slug: string, userId: number, body: { email: string; roles: ConsoleRole[] }): Promise<MemberRow> {
    const { event } = await this.identity.access.requireOrganizer(slug, userId, 'owner');
    const role = roleFor(body.roles, 'attendee');
    return this.platform.db.transaction(async (tx) => {
      const repo = new PeopleRepository(tx);
      const person = (await new AccountsRepository(tx).create(body.email)).user;
      if (!(await repo.insert(event.id, person.id, role))) throw alreadyMember();
      await this.record(tx, event.id, userId, person.id, 'added', person.email, null, { roles: consoleRolesOf(role) });
      return (await repo.find(event.id, person.id))!;
    });
  }

  /** Gives or takes roles and sets a person's tags; the last owner keeps `owner` (409 `last_owner`). */
  async update(slug: string, userId: number, personId: number, body: { roles?: ConsoleRole[]; tags?: string[] }): Promise<MemberRow> {
    const { event } = await this.identity.access.requireOrganizer(slug, userId, 'owner');
    const updated = await this.platform.db.transaction(async (tx) => {
      const repo = new PeopleRepository(tx);
      const owners = await repo.lockOwners(event.id);
      const member = await repo.find(event.id, personId);
      if (!member) throw notFound();
      if (body.roles) {
        const keeps = member.role === 'staff' || (await repo.staffsBooth(event.id, personId)) ? 'staff' : 'attendee';
        const role = roleFor(body.roles, member.role === 'owner' || member.role === 'moderator' ? keeps : member.role);
        if (role !== member.role) {
          if (member.role === 'owner' && owners.length <= 1) throw lastOwner();
          await repo.setRole(event.id, personId, role);
          await this.record(tx, event.id, userId, personId, 'roles_changed', member.email, { roles: consoleRolesOf(member.role) }, { roles: consoleRolesOf(role) });
        }
      }
      if (body.tags) {
        const added = lacking(body.tags, member.tags);
        const removed = lacking(member.tags, body.tags);
        await repo.link([member.memberId], await repo.tagIds(event.id, added));
        await repo.unlink(event.id, [member.memberId], removed);
        if (added.length + removed.length > 0) {
          await this.record(tx, event.id, userId, personId, 'tags_changed', member.email, { tags: member.tags }, { tags: body.tags });
        }
      }
      return (await repo.find(event.id, personId))!;
    });
    this.identity.access.forgetMember(event.id, personId);
    return updated;
  }

  /** Takes a person off the list; never the last owner (409 `last_owner`). */
  async remove(slug: string, userId: number, personId: number): Promise<void> {
    const { event } = await this.identity.access.requireOrganizer(slug, userId, 'owner');
    await this.platform.db.transaction(async (tx) => {
      const repo = new PeopleRepository(tx);
      const owners = await repo.lockOwners(event.id);
      const member = await repo.find(event.id, personId);
      if (!member) throw notFound();
      if (member.role === 'owner' && owners.length <= 1) throw lastOwner();
      await repo.delete(event.id, personId);
      await this.record(tx, event.id, userId, personId, 'removed', member.email, { roles: consoleRolesOf(member.role), tags: member.tags }, null);
    });
    this.identity.access.forgetMember(event.id, personId);
  }

  /** Gives and takes tags of many people at once; answers how many of them changed. */
  async tag(slug: string, userId: number, body: { user_ids: number[]; add: string[]; remove: string[] }): Promise<number> {
    const { event } = await this.identity.access.requireOrganizer(slug, userId, 'owner');
    return this.platform.db.transaction(async (tx) => {
      const repo = new PeopleRepository(tx);
      const members = await repo.memberIds(event.id, [...new Set(body.user_ids)]);
      const ids = members.map((m) => m.memberId);
      const add = lacking(body.add, body.remove);
      const changed = new Set([
        ...(await repo.link(ids, await repo.tagIds(event.id, add))),
        ...(await repo.unlink(event.id, ids, body.remove)),
      ]);
      if (changed.size > 0) {
        await this.identity.changeLog.record(tx, {
          eventId: event.id, actorId: userId, area, action: 'tags_changed', target: `${changed.size} people`,
          after: { add, remove: body.remove, user_ids: members.filter((m) => changed.has(m.memberId)).map((m) => m.userId) },
        });
      }
      return changed.size;
    });
  }

  private record(tx: Executor, eventId: number, actorId: number, subjectId: number, action: string, target: string, before: unknown, after: unknown) {
    return this.identity.changeLog.record(tx, { eventId, actorId, area, action, target, subjectId, before, after });
  }
}

/** The stored role console roles give: owner over moderator; with neither, `otherwise`. */
function roleFor(roles: ConsoleRole[], otherwise: EventRole): EventRole {
  if (roles.includes('owner')) return 'owner';
  if (roles.includes('moderator')) return 'moderator';
  return otherwise;
}
