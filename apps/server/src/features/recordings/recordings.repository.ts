import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { recordings } from './recordings.schema';

export type RecordingRow = typeof recordings.$inferSelect;
export type NewRecordingRow = typeof recordings.$inferInsert;

export class RecordingsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewRecordingRow): Promise<RecordingRow> {
    const [inserted] = await this.db.insert(recordings).values(row).returning();
    return inserted!;
  }

  async byId(id: number): Promise<RecordingRow | null> {
    const [row] = await this.db.select().from(recordings).where(eq(recordings.id, id));
    return row ?? null;
  }

  async bySlug(downloadSlug: string): Promise<RecordingRow | null> {
    const [row] = await this.db.select().from(recordings).where(eq(recordings.downloadSlug, downloadSlug));
    return row ?? null;
  }

  /** A meeting's recordings for its review list, newest first; deleted ones without an upload are hidden (spec 2 §4). */
  ofMeeting(meetingId: number): Promise<RecordingRow[]> {
    return this.db
      .select()
      .from(recordings)
      .where(and(eq(recordings.meetingId, meetingId), or(eq(recordings.isDeleted, false), isNotNull(recordings.uploadStatus))))
      .orderBy(desc(recordings.createdAt), desc(recordings.id));
  }

  /** The event's approved, published recordings, newest first: what a cinema lists. */
  approvedOfEvent(eventId: number): Promise<RecordingRow[]> {
    return this.db
      .select()
      .from(recordings)
      .where(and(eq(recordings.eventId, eventId), eq(recordings.isDeleted, false), eq(recordings.uploadStatus, 'complete')))
      .orderBy(desc(recordings.createdAt), desc(recordings.id));
  }

  /** Approval: only a recording not approved yet and not deleted; null when it was (a concurrent approval lost). */
  async approve(id: number, hostName: string): Promise<RecordingRow | null> {
    const [row] = await this.db
      .update(recordings)
      .set({ hostName, uploadStatus: 'in_progress' })
      .where(and(eq(recordings.id, id), eq(recordings.isDeleted, false), isNull(recordings.uploadStatus)))
      .returning();
    return row ?? null;
  }

  async published(id: number, file: string, externalId: string): Promise<RecordingRow | null> {
    const [row] = await this.db
      .update(recordings)
      .set({ file, uploadStatus: 'complete', uploadExternalId: externalId, externalId })
      .where(and(eq(recordings.id, id), eq(recordings.isDeleted, false)))
      .returning();
    return row ?? null;
  }

  async markDeleted(id: number): Promise<RecordingRow | null> {
    const [row] = await this.db.update(recordings).set({ isDeleted: true, file: null }).where(eq(recordings.id, id)).returning();
    return row ?? null;
  }
}
