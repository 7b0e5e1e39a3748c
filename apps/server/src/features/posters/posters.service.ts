import { posterMessages } from '@foyer/contracts';
import { foldForSearch, searchWords } from '@foyer/domain';
import type { FileStorage } from '../../platform/storage';
import { forbidden, notFound } from '../../platform/http/errors';
import type { EventRow, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { spaceOrganiserRoles, type SpacesFace } from '../spaces';
import type { UploadedFile } from '../../platform/uploads';
import { PostersRepository, type PosterListRow, type PosterRow } from './posters.repository';
import { storePosterPdf } from './posters.uploads';

export interface PosterListQuery {
  search?: string;
  limit: number;
  offset: number;
}

export interface NewPoster {
  title: string;
  authorId?: number | null;
  authorNames?: string;
  pdf?: string | null;
  preview?: string | null;
  videoUrl?: string | null;
  order?: number;
}

/** Poster spaces: their meta, their posters (searched and paged) and the author's replacing of a PDF. */
export class PostersService {
  readonly repo: PostersRepository;

  constructor(
    private readonly db: Executor,
    private readonly spaces: SpacesFace,
    private readonly storage: FileStorage,
  ) {
    this.repo = new PostersRepository(db);
  }

  /** The same service on a caller's transaction (seeds, imports). */
  inTransaction(tx: Executor): PostersService {
    return tx === this.db ? this : new PostersService(tx, this.spaces.inTransaction(tx), this.storage);
  }

  /** The poster space: 404 unknown, 403 `space_closed` for everyone but organisers while unpublished. */
  async space(eventSlug: string, userId: number, posterSlug: string): Promise<{ space: SpaceRow; chatId: number | null }> {
    const { space } = await this.spaces.requireEnterable(eventSlug, userId, 'posters', posterSlug);
    return { space, chatId: await this.repo.chatOfSpace(space.id) };
  }

  async list(eventSlug: string, userId: number, posterSlug: string, query: PosterListQuery) {
    const { space, chatId } = await this.space(eventSlug, userId, posterSlug);
    const page = await this.repo.list(space.id, searchWords(query.search), query.limit, query.offset);
    return { ...page, space, chatId };
  }

  async item(eventSlug: string, userId: number, posterSlug: string, posterId: number): Promise<{ row: PosterListRow; space: SpaceRow; chatId: number | null }> {
    const { space, chatId } = await this.space(eventSlug, userId, posterSlug);
    const row = await this.repo.find(space.id, posterId);
    if (!row) throw notFound();
    return { row, space, chatId };
  }

  /** Replaces a poster's PDF and its preview: its author or the event's organisers; the file judged by its bytes. */
  async setPdf(eventSlug: string, userId: number, posterSlug: string, posterId: number, upload: UploadedFile) {
    const { grant, space } = await this.spaces.requireEnterable(eventSlug, userId, 'posters', posterSlug);
    const found = await this.repo.find(space.id, posterId);
    if (!found) throw notFound();
    if (found.poster.authorId !== userId && !spaceOrganiserRoles.includes(grant.role)) throw forbidden(posterMessages.onlyAuthor);
    const files = await storePosterPdf(this.storage, `events/${grant.event.slug}/posters`, posterId, upload.data);
    await this.repo.update(posterId, files);
    return this.item(eventSlug, userId, posterSlug, posterId);
  }

  add(event: Pick<EventRow, 'id'>, space: Pick<SpaceRow, 'id'>, input: NewPoster): Promise<PosterRow> {
    const authorNames = input.authorNames ?? '';
    return this.repo.insert({
      eventId: event.id,
      spaceId: space.id,
      title: input.title,
      authorId: input.authorId ?? null,
      authorNames,
      searchText: foldForSearch(`${input.title} ${authorNames}`),
      pdf: input.pdf ?? null,
      preview: input.preview ?? null,
      videoUrl: input.videoUrl ?? null,
      order: input.order ?? 0,
    });
  }
}
