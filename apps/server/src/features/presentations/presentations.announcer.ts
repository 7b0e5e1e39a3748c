import { rooms } from '@foyer/contracts';
import type { Logger } from '../../platform/logger';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { presentSender } from '../identity';
import type { PresentationsRepository } from './presentations.repository';

/** People named in one announcement at most (the sidebar's page); `count` says how many there were. */
export const announcedPeopleLimit = 25;

interface Pending {
  eventId: number;
  /** Per person, the net change of this interval: arriving and leaving again within it cancels out. */
  changes: Map<number, 'joined' | 'left'>;
  timer: NodeJS.Timeout;
}

/**
 * A stage's arrivals and departures, coalesced (decision 0050): sent one by one, a crowd of N arriving costs
 * N² messages (each arrival to everyone on the page). Per stage, the first change opens an interval; at its end
 * the room hears at most one `joined_presentation_space` and one `left_presentation_space`, each with `user`
 * (the first person, as before), `users` (up to 25) and `count`, with the people read in one query.
 */
export class StageAnnouncer {
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly realtime: RealtimeGateway,
    private readonly repo: PresentationsRepository,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  joined(eventId: number, spaceId: number, userId: number): void {
    this.change(eventId, spaceId, userId, 'joined');
  }

  left(eventId: number, spaceId: number, userId: number): void {
    this.change(eventId, spaceId, userId, 'left');
  }

  private change(eventId: number, spaceId: number, userId: number, what: 'joined' | 'left'): void {
    let batch = this.pending.get(spaceId);
    if (!batch) {
      const timer = setTimeout(() => void this.flush(spaceId).catch((err: unknown) => this.logger.error({ err, space: spaceId }, 'announcing stage attendees failed')), this.intervalMs);
      timer.unref();
      batch = { eventId, changes: new Map(), timer };
      this.pending.set(spaceId, batch);
    }
    const before = batch.changes.get(userId);
    if (before && before !== what) batch.changes.delete(userId);
    else batch.changes.set(userId, what);
  }

  private async flush(spaceId: number): Promise<void> {
    const batch = this.pending.get(spaceId);
    if (!batch) return;
    this.pending.delete(spaceId);
    const ids = [...batch.changes.keys()];
    if (ids.length === 0) return;
    // Stage attendees are a list of people: someone without a name is not announced (decision 0070).
    const people = await this.repo.people(batch.eventId, ids, true);
    for (const event of ['joined', 'left'] as const) {
      const users = ids.filter((id) => batch.changes.get(id) === event).flatMap((id) => {
        const person = people.get(id);
        return person ? [presentSender(person)] : [];
      });
      if (users.length === 0) continue;
      this.realtime.emitToRoom(rooms.space(spaceId), `${event}_presentation_space`, {
        space_id: spaceId,
        user: users[0]!,
        users: users.slice(0, announcedPeopleLimit),
        count: users.length,
      });
    }
  }

  /** Drops what is pending (the server stops; the people leave with it). */
  close(): void {
    for (const batch of this.pending.values()) clearTimeout(batch.timer);
    this.pending.clear();
  }
}
