import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { ApiError, forbidden, notFound } from '../../platform/http/errors';
import { eventMembers, events, type EventRole } from './events.schema';
import type { Executor } from './events.repository';

export type EventRow = typeof events.$inferSelect;

export interface EventAccessGrant {
  event: EventRow;
  role: EventRole;
}

/** Roles that run an event and so may enter it while it is unpublished. */
export const backstageRoles: readonly EventRole[] = ['owner', 'organiser', 'staff'];

export const inviteOnlyError = () =>
  forbidden("You don't have access to this event", errorCodes.inviteOnly);
export const notPublishedError = () =>
  forbidden('This event is not open yet.', errorCodes.notPublished);

/**
 * Who may enter an event: the one place that decides it, used by every event API and the socket login.
 * Unknown event → 404; unpublished → only owners, organisers and staff; invite-only → only people on
 * its list; an open event lets every signed-in person in and records them as an attendee.
 */
export class EventAccess {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async findEvent(slug: string): Promise<EventRow> {
    const [event] = await this.db.select().from(events).where(eq(events.slug, slug)).limit(1);
    if (!event) throw notFound();
    return event;
  }

  async roleOf(eventId: number, userId: number): Promise<EventRole | null> {
    const [member] = await this.db
      .select({ role: eventMembers.role })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
      .limit(1);
    return member?.role ?? null;
  }

  /** Throws the API error that refuses the person, or answers the event and their role in it. */
  async require(slug: string, userId: number): Promise<EventAccessGrant> {
    const event = await this.findEvent(slug);
    return this.requireFor(event, userId);
  }

  async requireFor(event: EventRow, userId: number): Promise<EventAccessGrant> {
    const role = await this.roleOf(event.id, userId);
    if (!event.published && !(role && backstageRoles.includes(role))) throw notPublishedError();
    if (event.inviteOnly && !role) throw inviteOnlyError();
    if (role) {
      await this.touch(event.id, userId);
      return { event, role };
    }
    // An open event: the first visit makes the person an attendee.
    await this.db
      .insert(eventMembers)
      .values({ eventId: event.id, userId, role: 'attendee', joinedAt: this.clock.now(), lastSeenAt: this.clock.now() })
      .onConflictDoNothing();
    return { event, role: (await this.roleOf(event.id, userId)) ?? 'attendee' };
  }

  /** Like `require`, but answers the refusal instead of throwing (socket login). */
  async check(slug: string, userId: number): Promise<EventAccessGrant | ApiError> {
    try {
      return await this.require(slug, userId);
    } catch (err) {
      if (err instanceof ApiError) return err;
      throw err;
    }
  }

  /** Marks a guest-list entry as used on the first visit (last-seen comes from heartbeats). */
  private async touch(eventId: number, userId: number): Promise<void> {
    await this.db
      .update(eventMembers)
      .set({ joinedAt: this.clock.now() })
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId), isNull(eventMembers.joinedAt)));
  }
}
