import { eq } from 'drizzle-orm';
import type { ArchivePart } from '../../platform/event-archive/parts';
import { recordingRetention } from './recordings.schema';

/**
 * How long the event keeps its recordings (decision 0090). The recordings themselves are the event's
 * history, like its chats, and stay behind.
 */
export const recordingsArchivePart: ArchivePart<'recordings'> = {
  section: 'recordings',
  async export({ db, eventId }) {
    const [row] = await db.select().from(recordingRetention).where(eq(recordingRetention.eventId, eventId));
    return { keep_days: row?.keepDays ?? null };
  },
  async import({ db, eventId }, data) {
    if (data.keep_days !== null) await db.insert(recordingRetention).values({ eventId, keepDays: data.keep_days });
  },
  async clear(db, eventId) {
    await db.delete(recordingRetention).where(eq(recordingRetention.eventId, eventId));
  },
};
