import { and, eq } from 'drizzle-orm';
import { posterFieldMessages, type Poster, type PosterBody, type PosterPatch, type UpdatedPosters } from '@foyer/contracts';
import { foldForSearch } from '@foyer/domain';
import type { Db, Executor } from '../../platform/db/database';
import { FieldError, notFound } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { forgetStoredFile, type FileStorage } from '../../platform/storage';
import type { UploadedFile } from '../../platform/uploads';
import type { ChangeLog, EventRow, SpaceRow } from '../identity';
import { eventMembers } from '../identity/events.schema';
import type { OrganizerSpacesFace, SpacesFace } from '../spaces';
import { presentPoster } from './posters.presenter';
import { PostersRepository, type PosterRow } from './posters.repository';
import { storePosterPdf } from './posters.uploads';

interface HallInEvent {
  event: EventRow;
  hall: SpaceRow;
}

/** A poster's fields as the change log keeps them. */
const loggedFields = (row: PosterRow) => ({ title: row.title, author: row.authorId, author_names: row.authorNames, video_url: row.videoUrl, pdf: row.pdf, preview: row.preview });

/**
 * The organiser console's posters (issue 28): a poster hall's posters, owners and instance administrators
 * only. Each write is one transaction with its change-log entry; open poster pages hear `updated_posters`
 * once it committed. A PDF is judged by its bytes and its first page drawn as the preview (posters.uploads.ts).
 */
export class OrganizerPosters {
  constructor(
    private readonly db: Db,
    private readonly spaces: SpacesFace,
    private readonly organizerSpaces: OrganizerSpacesFace,
    private readonly changes: ChangeLog,
    private readonly realtime: RealtimeGateway,
    private readonly storage: FileStorage,
    private readonly logger: Logger,
  ) {}

  async posters(eventSlug: string, userId: number, posterSlug: string): Promise<Poster[]> {
    const { hall } = await this.findHall(eventSlug, userId, posterSlug);
    const repo = new PostersRepository(this.db);
    const chatId = await repo.chatOfSpace(hall.id);
    const { rows } = await repo.list(hall.id, [], 10_000, 0);
    return rows.map((row) => presentPoster(row, hall.slug, chatId));
  }

  async create(eventSlug: string, userId: number, posterSlug: string, body: PosterBody): Promise<Poster> {
    const { event, hall } = await this.findHall(eventSlug, userId, posterSlug);
    const created = await this.db.transaction(async (tx) => {
      await this.checkAuthor(tx, event, body.author);
      const repo = new PostersRepository(tx);
      const row = await repo.insert({
        eventId: event.id, spaceId: hall.id, title: body.title, authorId: body.author, authorNames: body.author_names,
        searchText: foldForSearch(`${body.title} ${body.author_names}`), videoUrl: body.video_url, order: await repo.nextOrder(hall.id),
      });
      await this.log(tx, event, userId, hall, 'poster_created', row, null, loggedFields(row));
      return this.present(tx, hall, row.id);
    });
    this.tell(event, hall);
    return created;
  }

  async update(eventSlug: string, userId: number, posterSlug: string, posterId: number, patch: PosterPatch): Promise<Poster> {
    const { event, hall } = await this.findHall(eventSlug, userId, posterSlug);
    const updated = await this.db.transaction(async (tx) => {
      const stored = await this.locked(tx, hall, posterId);
      if (patch.author !== undefined) await this.checkAuthor(tx, event, patch.author);
      const title = patch.title ?? stored.title;
      const authorNames = patch.author_names ?? stored.authorNames;
      const row = await new PostersRepository(tx).update(stored.id, {
        title, authorNames, searchText: foldForSearch(`${title} ${authorNames}`),
        ...(patch.author !== undefined ? { authorId: patch.author } : {}),
        ...(patch.video_url !== undefined ? { videoUrl: patch.video_url } : {}),
      });
      await this.log(tx, event, userId, hall, 'poster_updated', row, loggedFields(stored), loggedFields(row));
      return this.present(tx, hall, row.id);
    });
    this.tell(event, hall);
    return updated;
  }

  /** The poster's PDF and the preview drawn from its first page; the old files go once the new ones are in. */
  async setPdf(eventSlug: string, userId: number, posterSlug: string, posterId: number, upload: UploadedFile): Promise<Poster> {
    const { event, hall } = await this.findHall(eventSlug, userId, posterSlug);
    if (!(await new PostersRepository(this.db).find(hall.id, posterId))) throw notFound();
    const files = await storePosterPdf(this.storage, `events/${event.id}/posters/${posterId}`, posterId, upload.data);
    const { before, poster } = await this.db.transaction(async (tx) => {
      const stored = await this.locked(tx, hall, posterId);
      const row = await new PostersRepository(tx).update(stored.id, files);
      await this.log(tx, event, userId, hall, 'poster_pdf_set', row, { pdf: stored.pdf, preview: stored.preview }, files);
      return { before: stored, poster: await this.present(tx, hall, row.id) };
    }).catch(async (err: unknown) => {
      await this.forgetFiles(files.pdf, files.preview);
      throw err;
    });
    await this.forgetFiles(...[before.pdf, before.preview].filter((url) => url !== files.pdf && url !== files.preview));
    this.tell(event, hall);
    return poster;
  }

  async delete(eventSlug: string, userId: number, posterSlug: string, posterId: number): Promise<void> {
    const { event, hall } = await this.findHall(eventSlug, userId, posterSlug);
    const removed = await this.db.transaction(async (tx) => {
      const stored = await this.locked(tx, hall, posterId);
      await new PostersRepository(tx).delete(stored.id);
      await this.log(tx, event, userId, hall, 'poster_deleted', stored, loggedFields(stored), null);
      return stored;
    });
    await this.forgetFiles(removed.pdf, removed.preview);
    this.tell(event, hall);
  }

  private async findHall(eventSlug: string, userId: number, posterSlug: string): Promise<HallInEvent> {
    const event = await this.organizerSpaces.guard(eventSlug, userId);
    const hall = await this.spaces.findByTypeAndSlug(event.id, 'posters', posterSlug);
    if (!hall) throw notFound();
    return { event, hall };
  }

  private async locked(db: Executor, hall: SpaceRow, posterId: number): Promise<PosterRow> {
    const found = await new PostersRepository(db).lock(hall.id, posterId);
    if (!found) throw notFound();
    return found;
  }

  /** The author is picked from the event's people (its list: invited or entered). */
  private async checkAuthor(db: Executor, event: EventRow, author: number | null): Promise<void> {
    if (author === null) return;
    const [member] = await db.select({ id: eventMembers.id }).from(eventMembers).where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, author))).limit(1);
    if (!member) throw new FieldError({ author: [posterFieldMessages.authorNotInEvent] });
  }

  private async present(db: Executor, hall: SpaceRow, posterId: number): Promise<Poster> {
    const repo = new PostersRepository(db);
    const [row, chatId] = await Promise.all([repo.find(hall.id, posterId), repo.chatOfSpace(hall.id)]);
    if (!row) throw new Error(`poster ${posterId} vanished while being written`);
    return presentPoster(row, hall.slug, chatId);
  }

  private log(db: Executor, event: EventRow, userId: number, hall: SpaceRow, action: string, poster: PosterRow, before: unknown, after: unknown) {
    return this.changes.record(db, { eventId: event.id, actorId: userId, area: 'posters', action, target: `${hall.name}: ${poster.title}`, before, after });
  }

  private tell(event: EventRow, hall: SpaceRow): void {
    const change: UpdatedPosters = { event_slug: event.slug, id: hall.id, slug: hall.slug };
    this.realtime.emitChangeToEvent(event.slug, 'updated_posters', change);
  }

  private async forgetFiles(...urls: (string | null)[]): Promise<void> {
    for (const url of urls) await forgetStoredFile(this.storage, this.logger, url);
  }
}
