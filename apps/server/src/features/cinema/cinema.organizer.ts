import crypto from 'node:crypto';
import {
  cinemaVideoBody, cinemaVideoMessages, fieldErrorsOf, organizerMessages,
  type CinemaVideoBody, type CinemaVideoPatch, type OrganizerCinemaVideo, type UpdatedCinema,
} from '@foyer/contracts';
import { foldForSearch, parseVideoSite } from '@foyer/domain';
import type { Db, Executor } from '../../platform/db/database';
import { FieldError, notFound, unprocessable } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { forgetStoredFile, type FileStorage } from '../../platform/storage';
import { checkVideo, reencodePicture, type UploadedFile } from '../../platform/uploads';
import type { ChangeLog, EventRow, SpaceRow } from '../identity';
import type { OrganizerSpacesFace, SpacesFace } from '../spaces';
import { CinemaRepository, type CinemaVideoRow } from './cinema.repository';

interface CinemaInEvent {
  event: EventRow;
  cinema: SpaceRow;
}

/** Longest side of a film's stored thumbnail. */
const thumbnailSide = 1280;

export function presentOrganizerVideo(row: CinemaVideoRow): OrganizerCinemaVideo {
  return {
    id: row.id, title: row.title, description: row.description, tags: row.tags, kind: row.kind, url: row.url,
    thumbnail: row.thumbnail, duration: row.durationSeconds, order: row.order,
  };
}

/** A film's name from its file's: without folders and extension, or "Film". */
function titleFromFilename(filename: string | null): string {
  const base = (filename ?? '').split(/[\\/]/).pop()?.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, 200);
  return base || 'Film';
}

/** The address an embed film plays must name a YouTube or Vimeo video (spec 3 §5's two services). */
function checkEmbed(film: Pick<CinemaVideoBody, 'kind' | 'url'>): void {
  if (film.kind === 'embed' && !parseVideoSite(film.url)) throw new FieldError({ url: [cinemaVideoMessages.embedAddress] });
}

/**
 * The organiser console's cinema (issue 28): a cinema's films, owners and instance administrators only.
 * Each write is one transaction with its change-log entry; open cinema pages hear `updated_cinema` once it
 * committed. Files are judged by their bytes (platform/uploads) before the storage layer keeps them.
 */
export class OrganizerCinema {
  constructor(
    private readonly db: Db,
    private readonly spaces: SpacesFace,
    private readonly organizerSpaces: OrganizerSpacesFace,
    private readonly changes: ChangeLog,
    private readonly realtime: RealtimeGateway,
    private readonly storage: FileStorage,
    private readonly logger: Logger,
  ) {}

  async videos(eventSlug: string, userId: number, cinemaSlug: string): Promise<OrganizerCinemaVideo[]> {
    const { cinema } = await this.findCinema(eventSlug, userId, cinemaSlug);
    const rows = await new CinemaRepository(this.db).videos({ cinemaId: cinema.id, words: [], tags: [] });
    return rows.map(presentOrganizerVideo);
  }

  /** A stream or an embedded video, by its address. */
  async create(eventSlug: string, userId: number, cinemaSlug: string, body: CinemaVideoBody): Promise<OrganizerCinemaVideo> {
    const { event, cinema } = await this.findCinema(eventSlug, userId, cinemaSlug);
    checkEmbed(body);
    return this.insert(event, cinema, userId, { ...body, durationSeconds: null });
  }

  /** An MP4 film: refused 422 unless ffprobe reads a video stream from an MP4's bytes; named after its file. */
  async upload(eventSlug: string, userId: number, cinemaSlug: string, upload: UploadedFile): Promise<OrganizerCinemaVideo> {
    const { event, cinema } = await this.findCinema(eventSlug, userId, cinemaSlug);
    const film = await checkVideo(upload.data, { field: 'file', types: ['video/mp4'], onlyVideos: cinemaVideoMessages.onlyMp4 }).catch((err: unknown) => {
      const message = err instanceof FieldError ? Object.values(err.fields)[0]?.[0] : undefined;
      throw message ? unprocessable(message, 'unplayable_video') : err;
    });
    const title = titleFromFilename(upload.filename);
    // A folder of its own: the same file added twice stays two films, and removing one keeps the other's file.
    const stored = await this.storage.put({ data: film.data, contentType: film.contentType, folder: `events/${event.id}/cinema/${cinema.id}/${crypto.randomUUID()}`, name: title });
    try {
      return await this.insert(event, cinema, userId, { title, description: '', tags: [], kind: 'file', url: stored.url, durationSeconds: film.durationSeconds });
    } catch (err) {
      await this.forgetFile(stored.url);
      throw err;
    }
  }

  async update(eventSlug: string, userId: number, cinemaSlug: string, videoId: number, patch: CinemaVideoPatch): Promise<OrganizerCinemaVideo> {
    const { event, cinema } = await this.findCinema(eventSlug, userId, cinemaSlug);
    const { before, after } = await this.db.transaction(async (tx) => {
      const stored = await this.locked(tx, cinema, videoId);
      if (stored.kind === 'file' && (patch.kind !== undefined || patch.url !== undefined)) throw new FieldError({ url: [cinemaVideoMessages.fileByUpload] });
      if (stored.kind !== 'file') {
        // The film the change makes is checked whole: a kind with the address it needs.
        const merged = cinemaVideoBody.safeParse({ title: stored.title, description: stored.description, tags: stored.tags, kind: stored.kind, url: stored.url, ...patch });
        if (!merged.success) throw new FieldError(fieldErrorsOf(merged.error));
        checkEmbed(merged.data);
      }
      const title = patch.title ?? stored.title;
      const description = patch.description ?? stored.description;
      const row = await new CinemaRepository(tx).update(stored.id, { ...patch, searchText: foldForSearch(`${title} ${description}`) });
      const changed = { before: presentOrganizerVideo(stored), after: presentOrganizerVideo(row) };
      await this.log(tx, event, userId, cinema, 'video_updated', row, changed.before, changed.after);
      return changed;
    });
    if (before.kind === 'file' && before.url !== after.url) await this.forgetFile(before.url);
    this.tell(event, cinema);
    return after;
  }

  /** A still of the film: any common picture, re-encoded (platform/uploads); the old one goes. */
  async setThumbnail(eventSlug: string, userId: number, cinemaSlug: string, videoId: number, upload: Buffer): Promise<OrganizerCinemaVideo> {
    const { event, cinema } = await this.findCinema(eventSlug, userId, cinemaSlug);
    const picture = await reencodePicture(upload, { field: 'image', side: thumbnailSide, onlyPictures: organizerMessages.onlyPictures });
    const stored = await this.storage.put({ data: picture, contentType: 'image/webp', folder: `events/${event.id}/cinema/${cinema.id}/${videoId}`, name: 'thumbnail' });
    const { before, after } = await this.db.transaction(async (tx) => {
      const found = await this.locked(tx, cinema, videoId);
      const row = await new CinemaRepository(tx).update(found.id, { thumbnail: stored.url });
      await this.log(tx, event, userId, cinema, 'video_thumbnail_set', row, { thumbnail: found.thumbnail }, { thumbnail: row.thumbnail });
      return { before: found, after: row };
    }).catch(async (err: unknown) => {
      await this.forgetFile(stored.url);
      throw err;
    });
    if (before.thumbnail !== after.thumbnail) await this.forgetFile(before.thumbnail);
    this.tell(event, cinema);
    return presentOrganizerVideo(after);
  }

  async delete(eventSlug: string, userId: number, cinemaSlug: string, videoId: number): Promise<void> {
    const { event, cinema } = await this.findCinema(eventSlug, userId, cinemaSlug);
    const removed = await this.db.transaction(async (tx) => {
      const found = await this.locked(tx, cinema, videoId);
      await new CinemaRepository(tx).delete(found.id);
      await this.log(tx, event, userId, cinema, 'video_deleted', found, presentOrganizerVideo(found), null);
      return found;
    });
    if (removed.kind === 'file') await this.forgetFile(removed.url);
    await this.forgetFile(removed.thumbnail);
    this.tell(event, cinema);
  }

  private async insert(
    event: EventRow, cinema: SpaceRow, userId: number,
    film: Pick<CinemaVideoRow, 'title' | 'description' | 'tags' | 'kind' | 'url' | 'durationSeconds'>,
  ): Promise<OrganizerCinemaVideo> {
    const created = await this.db.transaction(async (tx) => {
      const repo = new CinemaRepository(tx);
      // Two films added at once may take one place: they then show in the order they were added.
      const row = await repo.insert({
        ...film, eventId: event.id, cinemaId: cinema.id, thumbnail: null, order: await repo.nextOrder(cinema.id),
        searchText: foldForSearch(`${film.title} ${film.description}`),
      });
      await this.log(tx, event, userId, cinema, 'video_created', row, null, presentOrganizerVideo(row));
      return presentOrganizerVideo(row);
    });
    this.tell(event, cinema);
    return created;
  }

  private async findCinema(eventSlug: string, userId: number, cinemaSlug: string): Promise<CinemaInEvent> {
    const event = await this.organizerSpaces.guard(eventSlug, userId);
    const cinema = await this.spaces.findByTypeAndSlug(event.id, 'cinema', cinemaSlug);
    if (!cinema) throw notFound();
    return { event, cinema };
  }

  private async locked(db: Executor, cinema: SpaceRow, videoId: number): Promise<CinemaVideoRow> {
    const found = await new CinemaRepository(db).lock(cinema.id, videoId);
    if (!found) throw notFound();
    return found;
  }

  private log(db: Executor, event: EventRow, userId: number, cinema: SpaceRow, action: string, film: CinemaVideoRow, before: unknown, after: unknown) {
    return this.changes.record(db, { eventId: event.id, actorId: userId, area: 'cinema', action, target: `${cinema.name}: ${film.title}`, before, after });
  }

  private tell(event: EventRow, cinema: SpaceRow): void {
    const change: UpdatedCinema = { event_slug: event.slug, id: cinema.id, slug: cinema.slug };
    this.realtime.emitChangeToEvent(event.slug, 'updated_cinema', change);
  }

  /** A file of ours no film uses any more (each film's files live in a folder of its own). */
  private forgetFile(url: string | null): Promise<void> {
    return forgetStoredFile(this.storage, this.logger, url);
  }
}
