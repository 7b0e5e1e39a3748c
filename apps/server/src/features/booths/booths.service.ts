import { foldForSearch, searchWords } from '@foyer/domain';
import type { BoothType, OwnBusinessCard, SponsoredSession } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { FieldError, forbidden, notFound } from '../../platform/http/errors';
import type { EventAccessGrant, EventRow, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { spaceClosedError, spaceOrganiserRoles, type SpacesFace } from '../spaces';
import { presenceWindowMs } from '../presence';
import type { BoothDetailParts } from './booths.detail-parts';
import { cleanHtml } from '../../platform/rich-text';
import { canOnBooth, type BoothAction } from './booths.policy';
import {
  BoothsRepository,
  type BoothCategoryRow,
  type BoothDetailRow,
  type BoothListRow,
  type BoothRow,
  type StaffRow,
} from './booths.repository';

export interface BoothListQuery {
  category_id?: number;
  search?: string;
  limit: number;
  offset: number;
}

export interface BoothList {
  count: number;
  rows: BoothListRow[];
}

/** A booth a person may enter, with who they are to it. */
export interface BoothAccess {
  grant: EventAccessGrant;
  space: SpaceRow;
  booth: BoothRow;
  isStaff: boolean;
}

export interface BoothDetailData {
  row: BoothListRow;
  staff: StaffRow[];
  documents: BoothDetailRow['documents'];
  videos: BoothDetailRow['videos'];
  hasJobs: boolean;
  jobsSlug: string | null;
  /** The asking person's own business card at this booth, null before one. */
  ownCard: OwnBusinessCard | null;
  /** Sessions the booth sponsors; those in closed spaces only for organisers. */
  sponsoredSessions: SponsoredSession[];
}

/** What the demo and the tests give to create a booth (the organiser console will too). */
export interface NewBooth {
  slug: string;
  name: string;
  published?: boolean;
  mapSpaceId?: number | null;
  categoryId?: number | null;
  subtitle?: string;
  logo?: string | null;
  physicalLocation?: string;
  description?: string;
  type?: BoothType;
  image?: string | null;
  boothLogoUrl?: string | null;
  color?: string;
  customBoothUrl?: string | null;
  website?: string;
  helpContent?: string;
  enableVisitorList?: boolean;
  order?: number;
  staffIds?: number[];
  documents?: { name: string; url: string }[];
  videos?: { name: string; url?: string | null; embeddedUrl?: string | null; thumbnail?: string | null }[];
}

const isOrganiser = (grant: EventAccessGrant) => spaceOrganiserRoles.includes(grant.role);

/** Booths: lists, categories, detail, documents; and the booth lookups business cards and visitors use. */
export class BoothsService {
  readonly repo: BoothsRepository;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    readonly spaces: SpacesFace,
    /** The detail's parts other features own (decision 0078). */
    private readonly parts: BoothDetailParts,
  ) {
    this.repo = new BoothsRepository(db, parts);
  }

  /** The same service on a caller's transaction (seeds, imports). */
  inTransaction(tx: Executor): BoothsService {
    return tx === this.db ? this : new BoothsService(tx, this.clock, this.spaces.inTransaction(tx), this.parts);
  }

  /** Whether the person is on the booth's staff. */
  isStaff(boothId: number, userId: number): Promise<boolean> {
    return this.repo.isStaff(boothId, userId);
  }

  /** The booths of an event, or of one map of it (which the person must be allowed to enter). */
  async list(eventSlug: string, userId: number, query: BoothListQuery, mapSlug?: string): Promise<BoothList> {
    const { grant, map } = mapSlug
      ? await this.spaces.requireEnterable(eventSlug, userId, 'map', mapSlug).then((r) => ({ grant: r.grant, map: r.space }))
      : { grant: await this.spaces.access.require(eventSlug, userId), map: null };
    const list = await this.repo.list(
      { eventId: grant.event.id, mapSpaceId: map?.id, categoryId: query.category_id, words: searchWords(query.search), includeClosed: isOrganiser(grant) },
      query.limit,
      query.offset,
    );
    if (query.category_id !== undefined) {
      // A booth found in the category shows the category is the event's; only an empty page asks.
      const category = list.rows[0]?.category ?? (await this.repo.findCategory(grant.event.id, query.category_id));
      if (!category || (map && category.mapSpaceId !== map.id)) throw new FieldError({ category_id: ['Unknown category.'] });
    }
    return list;
  }

  /** The categories of a map, each with the number of that map's booths in it. */
  async categories(eventSlug: string, userId: number, mapSlug: string, limit: number, offset: number) {
    const { grant, space: map } = await this.spaces.requireEnterable(eventSlug, userId, 'map', mapSlug);
    return this.repo.categoriesOfMap(map.id, isOrganiser(grant), limit, offset);
  }

  /**
   * The booth of that slug for a person allowed in the event: 404 without such a booth, 403
   * `space_closed` when it is closed and the person is no organiser. With `evenClosed` a closed booth is
   * answered too (its staff still follow up their business cards); the caller then checks the policy.
   */
  async requireBooth(eventSlug: string, userId: number, boothSlug: string, opts: { evenClosed?: boolean } = {}): Promise<BoothAccess> {
    const { grant, space } = opts.evenClosed
      ? await this.findBoothSpace(eventSlug, userId, boothSlug)
      : await this.spaces.requireEnterable(eventSlug, userId, 'booth', boothSlug);
    const booth = await this.repo.findBySpaceId(space.id);
    if (!booth) throw notFound();
    return { grant, space, booth, isStaff: await this.repo.isStaff(booth.spaceId, userId) };
  }

  /** Like `requireBooth`, by the booth's id (realtime payloads name booths by id). */
  async requireBoothById(eventSlug: string, userId: number, boothId: number): Promise<BoothAccess> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const space = await this.spaces.findById(grant.event.id, boothId);
    const booth = space?.type === 'booth' ? await this.repo.findBySpaceId(space.id) : null;
    if (!space || !booth) throw notFound();
    if (!this.spaces.canEnter(grant.role, space)) throw spaceClosedError();
    return { grant, space, booth, isStaff: await this.repo.isStaff(booth.spaceId, userId) };
  }

  /** The booth space of that slug, open or closed, for a person allowed in the event (404 without one). */
  private async findBoothSpace(eventSlug: string, userId: number, boothSlug: string): Promise<{ grant: EventAccessGrant; space: SpaceRow }> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const space = await this.spaces.findByTypeAndSlug(grant.event.id, 'booth', boothSlug);
    if (!space) throw notFound();
    return { grant, space };
  }

  /** Refuses with 403 unless the person may do that at the booth (booths.policy.ts). */
  requireAllowed(access: BoothAccess, action: BoothAction): void {
    const allowed = canOnBooth({ role: access.grant.role, isStaff: access.isStaff }, action, {
      enableVisitorList: access.booth.enableVisitorList,
      showBoothSidebar: access.grant.event.previewConfig.show_booth_sidebar,
    });
    if (!allowed) throw forbidden();
  }

  /** A booth's detail: after the access check, one statement (404 unknown, 403 `space_closed` when closed). */
  async detail(eventSlug: string, userId: number, boothSlug: string): Promise<BoothDetailData> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const onlineSince = new Date(this.clock.now().getTime() - presenceWindowMs).toISOString();
    const found = await this.repo.detail({ eventId: grant.event.id, slug: boothSlug, userId, includeClosed: isOrganiser(grant), onlineSince });
    if (!found) throw notFound();
    if (!this.spaces.canEnter(grant.role, found.space)) throw spaceClosedError();
    if (!found.row) throw notFound();
    const { row, staff, documents, videos, hasJobs, jobsSlug, ownCard, sponsoredSessions } = found;
    return { row, staff, documents, videos, hasJobs, jobsSlug, ownCard, sponsoredSessions };
  }

  /**
   * Records a download of a booth document (a row organisers count; at most one per person, document
   * and hour) and answers its address.
   */
  async downloadDocument(eventSlug: string, userId: number, boothSlug: string, documentId: number): Promise<{ id: number; url: string }> {
    const { booth } = await this.requireBooth(eventSlug, userId, boothSlug);
    const document = await this.repo.findDocument(booth.spaceId, documentId);
    if (!document) throw notFound();
    await this.repo.recordDownload(document.id, userId, this.clock.now());
    return { id: document.id, url: document.url };
  }

  /** Records a play of a booth video for the booth's figures (once per person, video and hour). */
  async playVideo(eventSlug: string, userId: number, boothSlug: string, videoId: number): Promise<{ id: number }> {
    const { booth } = await this.requireBooth(eventSlug, userId, boothSlug);
    const video = await this.repo.findVideo(booth.spaceId, videoId);
    if (!video) throw notFound();
    await this.repo.recordVideoPlay(video.id, userId, this.clock.now());
    return { id: video.id };
  }

  async documentStats(eventSlug: string, userId: number, boothSlug: string) {
    const access = await this.requireBooth(eventSlug, userId, boothSlug);
    this.requireAllowed(access, 'read_stats');
    const [documents, counts] = await Promise.all([this.repo.documentsOf(access.booth.spaceId), this.repo.downloadCounts(access.booth.spaceId)]);
    return documents.map((d) => ({ id: d.id, name: d.name, url: d.url, downloads: counts.get(d.id) ?? 0 }));
  }

  /** Creates the booth's space and its booth row, staff, documents and videos (texts are cleaned). */
  async create(event: Pick<EventRow, 'id'>, input: NewBooth): Promise<BoothRow> {
    const space = await this.spaces.create(event.id, { type: 'booth', slug: input.slug, name: input.name, published: input.published ?? true, image: null });
    return this.attach(event, space, input);
  }

  /** Gives an existing booth space its booth row (e.g. a space the foundation seed made). */
  async attach(event: Pick<EventRow, 'id'>, space: SpaceRow, input: NewBooth): Promise<BoothRow> {
    const booth = await this.repo.insertBooth({
      spaceId: space.id,
      eventId: event.id,
      mapSpaceId: input.mapSpaceId ?? null,
      categoryId: input.categoryId ?? null,
      name: input.name,
      searchName: foldForSearch(input.name),
      subtitle: input.subtitle ?? '',
      logo: input.logo ?? null,
      physicalLocation: input.physicalLocation ?? '',
      description: cleanHtml(input.description ?? ''),
      type: input.type ?? 'medium',
      image: input.image ?? null,
      boothLogoUrl: input.boothLogoUrl ?? null,
      color: input.color ?? '#5b3cc4',
      customBoothUrl: input.customBoothUrl ?? null,
      website: input.website ?? '',
      helpContent: cleanHtml(input.helpContent ?? ''),
      enableVisitorList: input.enableVisitorList ?? false,
      order: input.order ?? 0,
    });
    if (input.staffIds?.length) await this.repo.setStaff(booth.spaceId, input.staffIds);
    for (const [order, d] of (input.documents ?? []).entries()) await this.repo.insertDocument({ boothId: booth.spaceId, name: d.name, url: d.url, order });
    for (const [order, v] of (input.videos ?? []).entries()) {
      await this.repo.insertVideo({ boothId: booth.spaceId, name: v.name, url: v.url ?? null, embeddedUrl: v.embeddedUrl ?? null, thumbnail: v.thumbnail ?? null, order });
    }
    return booth;
  }

  createCategory(event: Pick<EventRow, 'id'>, map: Pick<SpaceRow, 'id'>, name: string, order = 0): Promise<BoothCategoryRow> {
    return this.repo.insertCategory({ eventId: event.id, mapSpaceId: map.id, name, order });
  }
}
