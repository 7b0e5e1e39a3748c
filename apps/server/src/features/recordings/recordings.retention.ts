import fs from 'node:fs';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import type { RecordingRetention } from '@foyer/contracts';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import type { ChangeLog, EventAccess } from '../identity';
import { recordingRetention, recordings } from './recordings.schema';

const dayMs = 24 * 3_600_000;

/**
 * How long an event keeps its recordings (decision 0090): owners set it in the console; the background
 * sweep (`purge`) deletes the recordings older than that — the rows, then their files — and logs how many.
 */
export class RecordingRetentionService {
  constructor(
    private readonly platform: Platform,
    private readonly access: EventAccess,
    private readonly changes: ChangeLog,
    /** Where the recordings' files are (`DATA_DIR/recordings`); a row names its file relative to it. */
    private readonly root: string,
  ) {}

  async get(eventSlug: string, userId: number): Promise<RecordingRetention> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    return keepDaysOf(this.platform.db, event.id);
  }

  async set(eventSlug: string, userId: number, body: RecordingRetention): Promise<RecordingRetention> {
    const { event } = await this.access.requireOrganizer(eventSlug, userId, 'owner');
    return this.platform.db.transaction(async (tx) => {
      const before = await keepDaysOf(tx, event.id);
      if (body.keep_days === null) await tx.delete(recordingRetention).where(eq(recordingRetention.eventId, event.id));
      else {
        await tx.insert(recordingRetention).values({ eventId: event.id, keepDays: body.keep_days })
          .onConflictDoUpdate({ target: recordingRetention.eventId, set: { keepDays: body.keep_days } });
      }
      await this.changes.record(tx, { eventId: event.id, actorId: userId, area: 'recordings', action: 'retention_set', target: event.name, before, after: body });
      return { keep_days: body.keep_days };
    });
  }

  /** Deletes every event's recordings older than its retention; answers how many went. */
  async purge(): Promise<number> {
    const now = this.platform.clock.now().getTime();
    const settings = await this.platform.db.select().from(recordingRetention);
    let purged = 0;
    for (const setting of settings) {
      const cutoff = new Date(now - setting.keepDays * dayMs);
      const gone = await this.platform.db
        .delete(recordings)
        .where(and(eq(recordings.eventId, setting.eventId), lt(recordings.createdAt, cutoff)))
        .returning({ id: recordings.id, file: recordings.file });
      // The rows went first: a file is only removed once nothing can hand it out.
      for (const row of gone) if (row.file) await fs.promises.rm(path.join(this.root, row.file), { force: true });
      purged += gone.length;
    }
    if (purged > 0) this.platform.logger.info({ purged }, `deleted ${purged} recording(s) older than their event keeps them`);
    return purged;
  }
}

async function keepDaysOf(db: Executor, eventId: number): Promise<RecordingRetention> {
  const [row] = await db.select().from(recordingRetention).where(eq(recordingRetention.eventId, eventId));
  return { keep_days: row?.keepDays ?? null };
}
