import {
  boothOwnerFieldNames, organizerBoothErrorCodes, organizerBoothMessages, organizerErrorCodes,
  type BoothImportReply, type BoothPatch, type CreateBoothBody, type OrganizerBooth, type OrganizerBoothCategory, type OrganizerBoothSummary, type UpdatedBooth,
} from '@foyer/contracts';
import { searchWords, videoThumbnail } from '@foyer/domain';
import type { Db, Executor } from '../../platform/db/database';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';
import { ApiError, FieldError, notFound } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { storedFileKey, type FileStorage } from '../../platform/storage';
import type { ChangeLog, EventAccess, EventRow } from '../identity';
import type { OrganizerSpacesFace } from '../spaces';
import type { BoothConsoleParts } from './booths.console-parts';
import { BoothsConsoleRepository, type ConsoleBooth } from './booths.organizer.repository';
import { importBooths, readBoothCsv } from './booths.import';
import { boothValues, insertBooth } from './booths.organizer-values';

/** Who may do a booth write: the event's owners, or the booth's own staff too. */
export type BoothNeed = 'owner' | 'staff';

/** A booth as one of its editors reaches it. */
export interface BoothEditor {
  event: EventRow;
  found: ConsoleBooth;
  /** An owner of the event (or an instance administrator); false for the booth's staff. */
  owner: boolean;
}

/** What a booth write did: for the change log, and the booth's slug after it (when it changed). */
export interface BoothWork {
  before: unknown;
  after: unknown;
  /** What it was done to, when not the booth itself (a document, a job). */
  target?: string;
  slug?: string;
}

/** `updated_booth` of a change to several booths at once (an import, a category). */
const severalBooths = { id: 0, slug: '' };
const slugTaken = () => new ApiError(409, organizerBoothMessages.slugTaken, organizerBoothErrorCodes.boothSlugTaken);
const notBoothStaff = () => new ApiError(403, organizerBoothMessages.notBoothStaff, organizerBoothErrorCodes.notBoothStaff);

/**
 * The organiser console's booths (decision 0085): owners and instance administrators do everything; a booth's
 * staff edit its texts, documents, videos and jobs. Each write is one transaction with its change-log entry
 * (area `booths`); once it committed, `updated_booth` tells open pages to read the booth again.
 */
export class OrganizerBooths {
  constructor(
    private readonly db: Db,
    private readonly access: EventAccess,
    private readonly organizerSpaces: OrganizerSpacesFace,
    private readonly changes: ChangeLog,
    readonly storage: FileStorage,
    private readonly realtime: RealtimeGateway,
    private readonly logger: Logger,
    private readonly parts: BoothConsoleParts,
  ) {}

  /** The database, for reads outside a write. */
  get database(): Db {
    return this.db;
  }

  /** Forgets what this process cached of a person's membership (their role changed). */
  forgetMember(eventId: number, userId: number): void {
    this.access.forgetMember(eventId, userId);
  }

  /** The event, for its owners and administrators (404 unknown event, 403 anyone else). */
  async owner(eventSlug: string, userId: number): Promise<EventRow> {
    return (await this.access.requireOrganizer(eventSlug, userId, 'owner')).event;
  }

  /**
   * The booth for one of its editors: an owner (404 for an unknown booth), or, where `need` is `staff`, a
   * person allowed in the event who staffs it, anyone else refused 403 `not_booth_staff` whether the booth
   * exists or not. Where `need` is `owner`, everyone else is refused 403 `not_event_owner`.
   */
  async editor(eventSlug: string, userId: number, boothSlug: string, need: BoothNeed): Promise<BoothEditor> {
    const asOwner = await this.access.requireOrganizer(eventSlug, userId, 'owner').then(
      (grant) => grant.event,
      (err: unknown) => {
        // Owners' writes refuse everyone else as every owners' route does.
        if (err instanceof ApiError && err.status === 403 && need === 'staff') return null;
        throw err;
      },
    );
    if (asOwner) {
      const found = await new BoothsConsoleRepository(this.db).find(asOwner.id, boothSlug);
      if (!found) throw notFound();
      return { event: asOwner, found, owner: true };
    }
    // Decided without the entry's bookkeeping (the console is no visit to the event): someone it refuses staffs nothing.
    const event = await this.access.findEvent(eventSlug);
    const verdict = (await this.access.recheck(eventSlug, [userId])).get(userId);
    if (verdict === undefined || verdict instanceof ApiError) throw notBoothStaff();
    const found = await new BoothsConsoleRepository(this.db).find(event.id, boothSlug);
    const staff = found ? (await new BoothsConsoleRepository(this.db).staffOf(found.space.id)).some((s) => s.id === userId) : false;
    if (!found || !staff) throw notBoothStaff();
    return { event, found, owner: false };
  }

  async detail(eventSlug: string, userId: number, boothSlug: string): Promise<OrganizerBooth> {
    const { found, owner } = await this.editor(eventSlug, userId, boothSlug, 'staff');
    return this.present(this.db, found, owner);
  }

  async list(eventSlug: string, userId: number, query: { search?: string; limit: number; offset: number }): Promise<{ count: number; results: OrganizerBoothSummary[] }> {
    const event = await this.owner(eventSlug, userId);
    const { count, rows } = await new BoothsConsoleRepository(this.db).list(event.id, searchWords(query.search), query.limit, query.offset);
    return { count, results: rows.map((r) => summaryOf({ space: r.space, booth: r.booth, mapSlug: null }, r.staff)) };
  }

  /** The user ids of a booth's staff, read on `db`. */
  async staffIdsOf(db: Executor, boothId: number): Promise<number[]> {
    return (await new BoothsConsoleRepository(db).staffOf(boothId)).map((s) => s.id);
  }

  /** The booths a person staffs in an event (the console's "My booth"; none for most people). */
  async mine(eventSlug: string, userId: number): Promise<{ slug: string; name: string }[]> {
    const event = await this.access.findEvent(eventSlug);
    return new BoothsConsoleRepository(this.db).staffedBy(event.id, userId);
  }

  async create(eventSlug: string, userId: number, body: CreateBoothBody): Promise<OrganizerBooth> {
    const event = await this.owner(eventSlug, userId);
    const created = await this.write(async (tx) => {
      const repo = new BoothsConsoleRepository(tx);
      if (await repo.slugTaken(event.id, body.slug, null)) throw slugTaken();
      const made = await insertBooth(tx, event.id, body);
      const found = (await repo.find(event.id, made))!;
      const after = await this.present(tx, found, true);
      await this.log(tx, event, userId, 'created', after.name, null, after);
      return after;
    });
    this.tell(event, created);
    return created;
  }

  /** Creates or updates booths from CSV; a dry run writes nothing, a real one all rows or none. */
  async import(eventSlug: string, userId: number, file: Buffer, dryRun: boolean): Promise<BoothImportReply> {
    const event = await this.owner(eventSlug, userId);
    const rows = readBoothCsv(file);
    if (dryRun) return importBooths(this.db, event.id, rows, true);
    const reply = await this.write(async (tx) => {
      const done = await importBooths(tx, event.id, rows, false);
      const slugs = (status: string) => done.rows.filter((r) => r.status === status).map((r) => r.slug);
      await this.log(tx, event, userId, 'imported', `${done.created} new, ${done.updated} updated`, null, { new: slugs('new'), updated: slugs('update') });
      return done;
    });
    this.tell(event, severalBooths);
    return reply;
  }

  /** Changes a booth's fields; its staff only its texts (403 naming the others). A taken slug is 409 `booth_slug_taken`. */
  async update(eventSlug: string, userId: number, boothSlug: string, patch: BoothPatch): Promise<OrganizerBooth> {
    const ownersOnly = boothOwnerFieldNames.filter((field) => field in patch);
    const need: BoothNeed = ownersOnly.length > 0 ? 'owner' : 'staff';
    try {
      return await this.change(eventSlug, userId, boothSlug, need, 'updated', async (tx, { event, found }) => {
        const values = await boothValues(tx, event.id, found, patch);
        if (patch.slug !== undefined && patch.slug !== found.space.slug && (await new BoothsConsoleRepository(tx).slugTaken(event.id, patch.slug, found.space.id))) throw slugTaken();
        const repo = new BoothsConsoleRepository(tx);
        await repo.updateSpace(found.space.id, values.space);
        await repo.updateBooth(found.space.id, values.booth);
        const fields = Object.keys(patch) as (keyof BoothPatch)[];
        return { before: pick(fieldsOf(found), fields), after: pick(fieldsOf((await repo.find(event.id, values.space.slug ?? found.space.slug))!), fields), slug: values.space.slug };
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && need === 'owner' && err.code === organizerErrorCodes.notEventOwner) {
        throw new ApiError(403, organizerBoothMessages.ownersOnlyFields(ownersOnly.join(', ')), organizerErrorCodes.notEventOwner);
      }
      throw err;
    }
  }

  /** Deletes a booth nothing refers to (409 `space_in_use` naming what does, as for any space). */
  async remove(eventSlug: string, userId: number, boothSlug: string): Promise<void> {
    const { event, found } = await this.editor(eventSlug, userId, boothSlug, 'owner');
    const files = [found.booth.logo, found.booth.image, found.booth.boothLogoUrl];
    await this.write(async (tx) => {
      const space = await new BoothsConsoleRepository(tx).lock(event.id, boothSlug);
      if (!space) throw notFound();
      await this.organizerSpaces.refuseWhileReferenced(tx, space, event);
      const before = await this.present(tx, found, true);
      await new BoothsConsoleRepository(tx).deleteSpace(space.id);
      await this.log(tx, event, userId, 'deleted', space.name, before, null);
    });
    this.tell(event, { id: found.space.id, slug: found.space.slug });
    for (const url of files) await this.forgetFile(url);
  }

  /**
   * One write to a booth by one of its editors: `work` runs in a transaction with the booth's row locked, its
   * change-log entry is recorded in it, and `updated_booth` goes out after the commit. Answers the booth.
   */
  async change(eventSlug: string, userId: number, boothSlug: string, need: BoothNeed, action: string, work: (tx: Executor, editor: BoothEditor) => Promise<BoothWork>): Promise<OrganizerBooth> {
    const editor = await this.editor(eventSlug, userId, boothSlug, need);
    const { event } = editor;
    const after = await this.write(async (tx) => {
      const locked = await new BoothsConsoleRepository(tx).lock(event.id, boothSlug);
      if (!locked) throw notFound();
      const found = (await new BoothsConsoleRepository(tx).find(event.id, boothSlug))!;
      const done = await work(tx, { ...editor, found });
      await this.log(tx, event, userId, action, done.target ? `${found.booth.name}: ${done.target}` : found.booth.name, done.before, done.after);
      return this.present(tx, (await new BoothsConsoleRepository(tx).find(event.id, done.slug ?? boothSlug))!, editor.owner);
    });
    this.tell(event, after);
    if (after.slug !== boothSlug) this.tell(event, { id: after.id, slug: boothSlug });
    return after;
  }

  /**
   * A write that stored a file first: the file is forgotten when the write fails, and `replaced` (the file it
   * took the place of) once it succeeded.
   */
  async withStoredFile<T>(stored: string, replaced: string | null, write: () => Promise<T>): Promise<T> {
    const result = await write().catch(async (err: unknown) => {
      if (stored !== replaced) await this.forgetFile(stored);
      throw err;
    });
    if (replaced && replaced !== stored) await this.forgetFile(replaced);
    return result;
  }

  /** A booth's file: each booth has its own folder, so nothing else uses it. */
  async forgetFile(url: string | null): Promise<void> {
    const key = storedFileKey(url);
    if (key) await this.storage.delete(key).catch((err: unknown) => this.logger.warn({ err, key }, 'an old booth file could not be deleted'));
  }

  // Categories

  async categories(eventSlug: string, userId: number): Promise<OrganizerBoothCategory[]> {
    const event = await this.owner(eventSlug, userId);
    return (await new BoothsConsoleRepository(this.db).categories(event.id)).map(presentCategory);
  }

  async createCategory(eventSlug: string, userId: number, body: { name: string; map: number; order?: number }): Promise<OrganizerBoothCategory> {
    const event = await this.owner(eventSlug, userId);
    return this.writeCategory(event, userId, 'category_created', async (repo) => {
      const map = await repo.map(event.id, { id: body.map });
      if (!map) throw new FieldError({ map: [organizerBoothMessages.unknownMap] });
      if (await repo.categoryNamed(map.id, body.name, null)) throw new ApiError(409, organizerBoothMessages.categoryTaken, 'category_taken');
      return { id: await repo.insertCategory(event.id, map.id, body.name, body.order), before: null };
    });
  }

  async updateCategory(eventSlug: string, userId: number, categoryId: number, body: { name?: string; order?: number }): Promise<OrganizerBoothCategory> {
    const event = await this.owner(eventSlug, userId);
    return this.writeCategory(event, userId, 'category_updated', async (repo) => {
      const found = await repo.category(event.id, categoryId);
      if (!found) throw notFound();
      if (body.name !== undefined && (await repo.categoryNamed(found.category.mapSpaceId, body.name, categoryId))) {
        throw new ApiError(409, organizerBoothMessages.categoryTaken, 'category_taken');
      }
      await repo.updateCategory(categoryId, body);
      return { id: categoryId, before: presentCategory(found) };
    });
  }

  async deleteCategory(eventSlug: string, userId: number, categoryId: number): Promise<void> {
    const event = await this.owner(eventSlug, userId);
    await this.db.transaction(async (tx) => {
      const repo = new BoothsConsoleRepository(tx);
      const found = await repo.category(event.id, categoryId);
      if (!found) throw notFound();
      await repo.deleteCategory(categoryId);
      await this.log(tx, event, userId, 'category_deleted', found.category.name, presentCategory(found), null);
    });
    this.tell(event, severalBooths);
  }

  private async writeCategory(
    event: EventRow, userId: number, action: string, work: (repo: BoothsConsoleRepository) => Promise<{ id: number; before: OrganizerBoothCategory | null }>,
  ): Promise<OrganizerBoothCategory> {
    const after = await this.db.transaction(async (tx) => {
      const repo = new BoothsConsoleRepository(tx);
      const { id, before } = await work(repo);
      const now = presentCategory((await repo.category(event.id, id))!);
      await this.log(tx, event, userId, action, now.name, before, now);
      return now;
    });
    this.tell(event, severalBooths);
    return after;
  }

  /** The booth as the console shows it, read on `db` (a write's transaction sees its own rows). */
  async present(db: Executor, found: ConsoleBooth, owner: boolean): Promise<OrganizerBooth> {
    const repo = new BoothsConsoleRepository(db);
    const id = found.space.id;
    const [staff, documents, videos, jobs, sponsored] = await Promise.all([
      repo.staffOf(id), repo.documentsOf(id), repo.videosOf(id), this.parts.jobsOf(db, id), this.parts.sponsoredOf(db, id),
    ]);
    const b = found.booth;
    return {
      ...summaryOf(found, staff.length),
      description: b.description, physical_location: b.physicalLocation, website: b.website, help_content: b.helpContent, color: b.color,
      image: b.image, booth_logo_url: b.boothLogoUrl, custom_booth_url: b.customBoothUrl, enable_visitor_list: b.enableVisitorList, order: b.order,
      map_slug: found.mapSlug,
      staff,
      documents: documents.map((d) => ({ id: d.id, name: d.name, url: d.url, order: d.order })),
      videos: videos.map((v) => ({ id: v.id, name: v.name, url: v.url, embedded_url: v.embeddedUrl, thumbnail: v.thumbnail ?? videoThumbnail(v.embeddedUrl), order: v.order })),
      jobs,
      sponsored_sessions: sponsored,
      can_edit_all: owner,
    };
  }

  private log(db: Executor, event: EventRow, userId: number, action: string, target: string, before: unknown, after: unknown) {
    return this.changes.record(db, { eventId: event.id, actorId: userId, area: 'booths', action, target, before, after });
  }

  /** Open booth pages and lists of the event read the booth again, once this process's cached replies no longer predate the write. */
  private tell(event: EventRow, booth: { id: number; slug: string }): void {
    const change: UpdatedBooth = { event_slug: event.slug, id: booth.id, slug: booth.slug };
    this.realtime.emitChangeToEvent(event.slug, 'updated_booth', change);
  }

  /** One transaction; a slug taken by a write racing this one is the same 409 as one found before. */
  private async write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (err) {
      if (isPgError(err, pgErrorCodes.uniqueViolation)) throw slugTaken();
      throw err;
    }
  }
}

function summaryOf(found: ConsoleBooth, staffCount: number): OrganizerBoothSummary {
  const { space, booth } = found;
  return {
    id: space.id, slug: space.slug, name: booth.name, subtitle: booth.subtitle, logo: booth.logo, type: booth.type, published: space.published,
    map: booth.mapSpaceId, category: booth.categoryId, staff_count: staffCount,
  };
}

function presentCategory(row: Awaited<ReturnType<BoothsConsoleRepository['categories']>>[number]): OrganizerBoothCategory {
  return { id: row.category.id, name: row.category.name, order: row.category.order, map: row.category.mapSpaceId, map_name: row.mapName, num_of_booths: row.booths };
}

/** A booth's fields by the API's names (the change log's before and after). */
function fieldsOf({ space, booth }: ConsoleBooth): Required<BoothPatch> {
  return {
    name: booth.name, subtitle: booth.subtitle, description: booth.description, physical_location: booth.physicalLocation, website: booth.website,
    help_content: booth.helpContent, color: booth.color, slug: space.slug, type: booth.type, map: booth.mapSpaceId, category: booth.categoryId,
    enable_visitor_list: booth.enableVisitorList, custom_booth_url: booth.customBoothUrl, order: booth.order,
  };
}

const pick = <T extends object, K extends keyof T>(values: T, keys: K[]): Pick<T, K> => Object.fromEntries(keys.map((k) => [k, values[k]])) as Pick<T, K>;
