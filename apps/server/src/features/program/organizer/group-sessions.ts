import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  organizerGroupSessionMessages, type GroupSessionBody, type GroupSessionPatch, type OrganizerGroupSession,
} from '@foyer/contracts';
import type { Executor } from '../../../platform/db/database';
import { FieldError, notFound } from '../../../platform/http/errors';
import { users } from '../../identity/accounts.schema';
import { eventMembers } from '../../identity/events.schema';
import type { EventRow } from '../../identity';
import { videoCalls } from '../../videocalls/videocalls.schema';
import { GroupSessionsRepository, type GroupSessionWithCall } from '../group-sessions.repository';
import { cleanProgramHtml } from '../program.html';
import { announceProgramChange } from '../program.realtime';
import { groupSessions } from '../program.schema';
import { presentGroupSession } from '../timetable.presenter';
import { logProgramChange, ownedEvent, type ProgramConsoleDeps } from './console';

/**
 * The event's group sessions in the console (decision 0090): each write is one transaction with its
 * change-log entry and the `group_session_updated` notice, which open pages hear once it committed. The
 * list shows every session, also while the event's switch hides them from attendees.
 */
export class OrganizerGroupSessions {
  constructor(private readonly deps: ProgramConsoleDeps) {}

  async list(eventSlug: string, userId: number): Promise<OrganizerGroupSession[]> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return withHosts(this.deps.db, await new GroupSessionsRepository(this.deps.db).ofEvent(event.id));
  }

  async create(eventSlug: string, userId: number, body: GroupSessionBody): Promise<OrganizerGroupSession> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return this.deps.db.transaction(async (tx) => {
      await requireHostOfEvent(tx, event, body.admin_id);
      const created = await new GroupSessionsRepository(tx).create({
        eventId: event.id, adminId: body.admin_id, displayName: body.display_name, startsAt: new Date(body.starts_at), endsAt: new Date(body.ends_at),
        description: cleanProgramHtml(body.description), enableHostChat: body.enable_host_chat, now: this.deps.clock.now(),
      });
      const [after] = await withHosts(tx, [created]);
      await logProgramChange(this.deps, tx, event, userId, 'group_session_created', after!.videocall.display_name, null, after);
      await announce(tx, event, after!.id);
      return after!;
    });
  }

  async update(eventSlug: string, userId: number, sessionId: number, patch: GroupSessionPatch): Promise<OrganizerGroupSession> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.one(tx, event, sessionId, true);
      const startsAt = patch.starts_at === undefined ? Date.parse(before.starts_at) : Date.parse(patch.starts_at);
      const endsAt = patch.ends_at === undefined ? Date.parse(before.ends_at) : Date.parse(patch.ends_at);
      // The times as they end up: moving only the start past the stored end is refused too.
      if (endsAt <= startsAt) throw new FieldError({ ends_at: [organizerGroupSessionMessages.endBeforeStart] });
      if (patch.admin_id !== undefined) await requireHostOfEvent(tx, event, patch.admin_id);
      if (patch.display_name !== undefined || patch.admin_id !== undefined) {
        await tx.update(videoCalls).set({ displayName: patch.display_name, adminId: patch.admin_id }).where(eq(videoCalls.id, Number(before.videocall.twilio_name)));
      }
      await new GroupSessionsRepository(tx).update(event.id, sessionId, {
        startsAt: patch.starts_at === undefined ? undefined : new Date(patch.starts_at),
        endsAt: patch.ends_at === undefined ? undefined : new Date(patch.ends_at),
        description: patch.description === undefined ? undefined : cleanProgramHtml(patch.description),
        enableHostChat: patch.enable_host_chat,
      });
      const after = await this.one(tx, event, sessionId);
      await logProgramChange(this.deps, tx, event, userId, 'group_session_updated', after.videocall.display_name, before, after);
      await announce(tx, event, sessionId);
      return after;
    });
  }

  /** Removes the session; its call ends (nobody can join it any more). */
  async remove(eventSlug: string, userId: number, sessionId: number): Promise<void> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    await this.deps.db.transaction(async (tx) => {
      const before = await this.one(tx, event, sessionId, true);
      await tx.delete(groupSessions).where(eq(groupSessions.id, sessionId));
      await tx.update(videoCalls).set({ endedAt: this.deps.clock.now() }).where(eq(videoCalls.id, Number(before.videocall.twilio_name)));
      await logProgramChange(this.deps, tx, event, userId, 'group_session_deleted', before.videocall.display_name, before, null);
      await announce(tx, event, sessionId);
    });
  }

  /** The session (404 when it is not the event's); `lock` holds its row until the write commits. */
  private async one(db: Executor, event: EventRow, sessionId: number, lock = false): Promise<OrganizerGroupSession> {
    if (lock) await db.select({ id: groupSessions.id }).from(groupSessions).where(and(eq(groupSessions.eventId, event.id), eq(groupSessions.id, sessionId))).for('update');
    const [found] = await withHosts(db, await new GroupSessionsRepository(db).byIds(event.id, [sessionId]));
    if (!found) throw notFound('No such group session.');
    return found;
  }
}

/** The sessions as the console shows them: with their hosts' names and addresses. */
async function withHosts(db: Executor, rows: GroupSessionWithCall[]): Promise<OrganizerGroupSession[]> {
  const ids = [...new Set(rows.map((r) => r.adminId).filter((id): id is number => id !== null))];
  const hosts = ids.length === 0 ? [] : await db.select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email }).from(users).where(inArray(users.id, ids));
  return rows.map((row) => ({ ...presentGroupSession(row), host: hosts.find((h) => h.id === row.adminId) ?? null }));
}

/** A host must be on the event's list, with an account that was not removed. */
async function requireHostOfEvent(db: Executor, event: EventRow, adminId: number | null): Promise<void> {
  if (adminId === null) return;
  const [member] = await db
    .select({ id: eventMembers.userId })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, adminId), isNull(users.removedAt)));
  if (!member) throw new FieldError({ admin_id: [organizerGroupSessionMessages.hostOfEvent] });
}

/** `group_session_updated` to the event's open pages, sent when the transaction commits. */
function announce(tx: Executor, event: EventRow, id: number): Promise<void> {
  return announceProgramChange(tx, { kind: 'group_session', eventId: event.id, eventSlug: event.slug, id });
}
