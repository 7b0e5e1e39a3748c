import { rooms, type Attendee } from '@foyer/contracts';
import type { ChangeNotifications, ChangeNotice } from '../../platform/db/notifications';
import type { Logger } from '../../platform/logger';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { AttendeesService } from './attendees.service';

/** A person whose subscribers should hear of them, in one event. */
interface Pending {
  eventId: number;
  userId: number;
  /** Slug of the event when their privacy changed there (then `privacy_status_updated` goes out too). */
  privacySlug?: string;
}

/**
 * `subscribe_to_attendees` / `unsubscribe_to_attendees` join and leave the room of each person in the
 * socket's event; `attendee_updated` and `privacy_status_updated` go to those rooms when the person changes.
 *
 * Changes are announced by the database itself (triggers of migration 0013 on presence_connections, users
 * and event_members send a `presence` or `attendee` notice on foyer_changes), so whatever code changes a
 * person is heard. Every process receives every notice and tells only its OWN sockets (`io.local`), reading
 * the person only when one of its sockets subscribed; notices arriving together are read in one statement
 * per event.
 */
export class AttendeeUpdates {
  private pending = new Map<string, Pending>();
  private flushing: Promise<void> | null = null;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly realtime: RealtimeGateway,
    private readonly service: AttendeesService,
    private readonly logger: Logger,
  ) {}

  register(notifications: ChangeNotifications): void {
    this.realtime.on('subscribe_to_attendees', async (socket, session, payload) => {
      await socket.join(payload.user_ids.map((id) => rooms.attendee(session.eventId, id)));
    });
    this.realtime.on('unsubscribe_to_attendees', async (socket, session, payload) => {
      await Promise.all(payload.user_ids.map((id) => socket.leave(rooms.attendee(session.eventId, id))));
    });
    this.unsubscribe.push(
      notifications.on('presence', (notice) => this.onPresence(notice)),
      notifications.on('attendee', (notice) => void this.onAttendee(notice).catch((err: unknown) => this.failed(err))),
    );
  }

  close(): void {
    for (const off of this.unsubscribe) off();
  }

  /** Resolves when every update queued so far went out (tests). */
  async flushed(): Promise<void> {
    while (this.flushing || this.pending.size > 0) await (this.flushing ?? this.flush());
  }

  private hasLocalSubscribers(room: string): boolean {
    return (this.realtime.io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
  }

  private onPresence(notice: ChangeNotice): void {
    const people = Array.isArray(notice.people) ? (notice.people as unknown[]) : [];
    for (const pair of people) {
      if (!Array.isArray(pair)) continue;
      const [userId, eventId] = pair as [unknown, unknown];
      if (typeof userId === 'number' && typeof eventId === 'number') this.queue({ userId, eventId });
    }
  }

  private async onAttendee(notice: ChangeNotice): Promise<void> {
    const userId = notice.user_id;
    if (typeof userId !== 'number') return;
    const eventIds = typeof notice.event_id === 'number' ? [notice.event_id] : undefined;
    const privacy = notice.privacy_changed === true;
    // Nothing to read when no socket here listens to this person (the privacy notice also goes to their own sockets).
    const memberships = await this.service.repo.membershipsOf(userId, eventIds);
    for (const m of memberships) this.queue({ userId, eventId: m.event_id, ...(privacy ? { privacySlug: m.slug } : {}) });
  }

  private queue(p: Pending): void {
    const room = rooms.attendee(p.eventId, p.userId);
    const ownSockets = p.privacySlug !== undefined && this.hasLocalSubscribers(rooms.user(p.userId));
    if (!this.hasLocalSubscribers(room) && !ownSockets) return;
    const key = `${p.eventId}:${p.userId}`;
    const known = this.pending.get(key);
    this.pending.set(key, { ...p, privacySlug: p.privacySlug ?? known?.privacySlug });
    if (!this.flushing) setImmediate(() => void this.flush());
  }

  private flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.send(batch)
      .catch((err: unknown) => this.failed(err))
      .finally(() => {
        this.flushing = null;
        if (this.pending.size > 0) setImmediate(() => void this.flush());
      });
    return this.flushing;
  }

  private async send(batch: Pending[]): Promise<void> {
    const byEvent = new Map<number, Pending[]>();
    for (const p of batch) byEvent.set(p.eventId, [...(byEvent.get(p.eventId) ?? []), p]);
    for (const [eventId, people] of byEvent) {
      const found = await this.service.forSubscribersMany(eventId, people.map((p) => p.userId));
      for (const p of people) {
        const attendee: Attendee | undefined = found.get(p.userId);
        if (!attendee) continue;
        const local = this.realtime.io.local;
        if (p.privacySlug !== undefined) {
          const privacy = { user_id: p.userId, event_slug: p.privacySlug, is_public: attendee.is_public };
          local.to([rooms.attendee(eventId, p.userId), rooms.user(p.userId)]).emit('privacy_status_updated', privacy);
        }
        local.to(rooms.attendee(eventId, p.userId)).emit('attendee_updated', attendee);
      }
    }
  }

  private failed(err: unknown): void {
    this.logger.error({ err }, 'attendee update failed');
  }
}
