import type { CinemaVideo, CinemaVideoKind } from '@foyer/contracts';
import { foldForSearch, searchWords, videoThumbnail } from '@foyer/domain';
import type { EventRow, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import type { SpacesFace } from '../spaces';
import { CinemaRepository, type CinemaVideoRow } from './cinema.repository';

/** An approved meeting recording of the event, as the recordings feature hands it to the cinema. */
export interface CinemaRecording {
  id: number;
  title: string;
  description?: string;
  url: string;
  thumbnail?: string | null;
  durationSeconds?: number | null;
  tags?: string[];
}

/**
 * Where the cinema learns of the event's approved meeting recordings (issue 13: "Approved meeting
 * recordings of the event appear here"), as one viewer plays them (their `url` opens the file for that
 * viewer). The recordings feature provides it in features/index.ts (decision 0044).
 */
export type ApprovedRecordings = (eventId: number, viewerId: number) => Promise<CinemaRecording[]>;

export interface MoviesQuery {
  search?: string;
  tags?: string;
  limit: number;
  offset: number;
}

export interface NewCinemaVideo {
  title: string;
  description?: string;
  kind?: CinemaVideoKind;
  url: string;
  thumbnail?: string | null;
  durationSeconds?: number | null;
  tags?: string[];
  order?: number;
}

/** `a, b,,c` → `['a', 'b', 'c']`. */
export const tagList = (raw: string | undefined): string[] =>
  [...new Set((raw ?? '').split(',').map((t) => t.trim()).filter(Boolean))];

function presentRow(row: CinemaVideoRow, cinemaSlug: string): CinemaVideo {
  return {
    key: `video-${row.id}`,
    id: row.id,
    source: 'video',
    kind: row.kind,
    title: row.title,
    description: row.description,
    url: row.url,
    embedded_url: row.kind === 'embed' ? row.url : null,
    // An embedded video without a still of its own shows its site's.
    thumbnail: row.thumbnail ?? (row.kind === 'embed' ? videoThumbnail(row.url) : null),
    duration: row.durationSeconds,
    tags: row.tags,
    cinema_slug: cinemaSlug,
  };
}

function presentRecording(r: CinemaRecording, cinemaSlug: string): CinemaVideo {
  return {
    key: `recording-${r.id}`,
    id: r.id,
    source: 'recording',
    kind: 'file',
    title: r.title,
    description: r.description ?? '',
    url: r.url,
    embedded_url: null,
    thumbnail: r.thumbnail ?? null,
    duration: r.durationSeconds ?? null,
    tags: r.tags ?? [],
    cinema_slug: cinemaSlug,
  };
}

/** Cinema spaces: their meta and tags, and their videos (own uploads, then approved recordings). */
export class CinemaService {
  private readonly repo: CinemaRepository;

  constructor(
    private readonly db: Executor,
    private readonly spaces: SpacesFace,
    private readonly approvedRecordings: ApprovedRecordings = () => Promise.resolve([]),
  ) {
    this.repo = new CinemaRepository(db);
  }

  /** The same service on a caller's transaction (seeds, imports). */
  inTransaction(tx: Executor): CinemaService {
    return tx === this.db ? this : new CinemaService(tx, this.spaces.inTransaction(tx), this.approvedRecordings);
  }

  /** The cinema: 404 unknown, 403 `space_closed` for everyone but organisers while unpublished. */
  async space(eventSlug: string, userId: number, cinemaSlug: string): Promise<{ space: SpaceRow; tags: string[] }> {
    const { grant, space } = await this.spaces.requireEnterable(eventSlug, userId, 'cinema', cinemaSlug);
    const [own, recordings] = await Promise.all([this.repo.tags(space.id), this.approvedRecordings(grant.event.id, userId)]);
    const tags = new Set([...own, ...recordings.flatMap((r) => r.tags ?? [])]);
    return { space, tags: [...tags].sort((a, b) => a.localeCompare(b)) };
  }

  /** A page of the videos matching the search (every word) and the tags (every one). */
  async movies(eventSlug: string, userId: number, cinemaSlug: string, query: MoviesQuery): Promise<{ count: number; results: CinemaVideo[] }> {
    const { grant, space } = await this.spaces.requireEnterable(eventSlug, userId, 'cinema', cinemaSlug);
    const words = searchWords(query.search);
    const tags = tagList(query.tags);
    const [rows, recordings] = await Promise.all([this.repo.videos({ cinemaId: space.id, words, tags }), this.approvedRecordings(grant.event.id, userId)]);
    const matching = recordings.filter((r) => {
      const text = foldForSearch(`${r.title} ${r.description ?? ''}`);
      return words.every((w) => text.includes(w)) && tags.every((t) => (r.tags ?? []).includes(t));
    });
    const all = [...rows.map((r) => presentRow(r, space.slug)), ...matching.map((r) => presentRecording(r, space.slug))];
    return { count: all.length, results: all.slice(query.offset, query.offset + query.limit) };
  }

  add(event: Pick<EventRow, 'id'>, cinema: Pick<SpaceRow, 'id'>, input: NewCinemaVideo) {
    return this.repo.insert({
      eventId: event.id,
      cinemaId: cinema.id,
      title: input.title,
      searchText: foldForSearch(`${input.title} ${input.description ?? ''}`),
      description: input.description ?? '',
      kind: input.kind ?? 'file',
      url: input.url,
      thumbnail: input.thumbnail ?? null,
      durationSeconds: input.durationSeconds ?? null,
      tags: input.tags ?? [],
      order: input.order ?? 0,
    });
  }

  count(cinema: Pick<SpaceRow, 'id'>): Promise<number> {
    return this.repo.count(cinema.id);
  }
}
