import {
  fieldErrorsOf, organizerMessages, organizerSpaceErrorCodes, organizerSpaceMessages, spaceImageLimits, spacePatchSchema, spaceTypeDefaults,
  type CreateSpaceBody, type OrganizerSpace, type SpaceReference,
} from '@foyer/contracts';
import { ApiError, FieldError, notFound } from '../../platform/http/errors';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';
import type { Db, Executor } from '../../platform/db/database';
import type { HookList } from '../../platform/hooks';
import { reencodePictureSized } from '../../platform/uploads';
import type { Logger } from '../../platform/logger';
import { storedFileKey, type FileStorage } from '../../platform/storage';
import type { ChangeLog, EventAccess, EventRow, SpaceRow } from '../identity';
import { SpacesRepository } from './spaces.repository';
import { presentOrganizerSpaces, typeHasField } from './spaces.organizer.presenter';
import type { PublishedListener } from './spaces.service';
import type { SpaceChangeListener, SpaceFieldProvider, SpaceReferenceCheck, SpaceTypes, SpaceWrite } from './space-types';

/** The registrations the console's spaces read (decision 0083): every type's feature adds to them. */
export interface OrganizerSpaceRegistry {
  types: SpaceTypes;
  fields: HookList<SpaceFieldProvider>;
  references: HookList<SpaceReferenceCheck>;
  listeners: HookList<SpaceChangeListener>;
}

const slugTaken = () => new FieldError({ slug: [organizerSpaceMessages.slugTaken] });

/**
 * The organiser console's spaces: create, edit, publish, delete and give an image to spaces of every type,
 * owners and instance administrators only (the identity core's guard). Each write is one transaction with
 * its change-log entry; what others must hear (published state, menus, maps) goes out once it committed.
 */
export class OrganizerSpacesService {
  constructor(
    private readonly db: Db,
    private readonly access: EventAccess,
    private readonly changes: ChangeLog,
    private readonly storage: FileStorage,
    private readonly logger: Logger,
    private readonly registry: OrganizerSpaceRegistry,
    private readonly onPublishedChange: PublishedListener,
  ) {}

  /** The event, for an owner or administrator (404 unknown event, 403 anyone else). */
  async guard(eventSlug: string, userId: number): Promise<EventRow> {
    return (await this.access.requireOrganizer(eventSlug, userId, 'owner')).event;
  }

  async list(eventSlug: string, userId: number): Promise<OrganizerSpace[]> {
    const event = await this.guard(eventSlug, userId);
    return this.present(this.db, await new SpacesRepository(this.db).listByEvent(event.id));
  }

  async detail(eventSlug: string, userId: number, spaceId: number): Promise<OrganizerSpace> {
    const event = await this.guard(eventSlug, userId);
    const space = await this.find(this.db, event, spaceId);
    const [presented] = await this.present(this.db, [space]);
    return { ...presented!, referenced_by: await this.referencesOf(this.db, space, event) };
  }

  async create(eventSlug: string, userId: number, body: CreateSpaceBody): Promise<OrganizerSpace> {
    const event = await this.guard(eventSlug, userId);
    const { type, name, slug, published, location_type: locationType, ...given } = body;
    const values: Record<string, unknown> = { ...spaceTypeDefaults[type], ...given };
    return this.write(async (tx) => {
      const repo = new SpacesRepository(tx);
      if (await repo.findByTypeAndSlug(event.id, type, slug)) throw slugTaken();
      const space = await repo.insert(event.id, { type, slug, name, published, locationType, image: null });
      await this.writeFields(tx, { event, space, before: null }, values);
      const [after] = await this.present(tx, [await this.find(tx, event, space.id)]);
      await this.changes.record(tx, { eventId: event.id, actorId: userId, area: 'spaces', action: 'created', target: name, before: null, after });
      return after!;
    });
  }

  async update(eventSlug: string, userId: number, spaceId: number, body: Record<string, unknown>): Promise<OrganizerSpace> {
    const event = await this.guard(eventSlug, userId);
    const before = await this.find(this.db, event, spaceId);
    const parsed = spacePatchSchema(before.type).safeParse(body);
    if (!parsed.success) throw new FieldError(fieldErrorsOf(parsed.error));
    const { name, slug, published, location_type: locationType, ...typeValues } = parsed.data as Record<string, unknown> & {
      name?: string; slug?: string; published?: boolean; location_type?: SpaceRow['locationType'];
    };
    const { change, after } = await this.write(async (tx) => {
      if (slug !== undefined && slug !== before.slug && (await new SpacesRepository(tx).findByTypeAndSlug(event.id, before.type, slug))) throw slugTaken();
      const [was] = await this.present(tx, [before]);
      const space = await new SpacesRepository(tx).updateCommon(before.id, definedOnly({ name, slug, published, locationType }));
      const written: SpaceWrite = { event, space, before };
      await this.writeFields(tx, written, typeValues);
      const [now] = await this.present(tx, [await this.find(tx, event, space.id)]);
      const action = published === undefined || published === before.published ? 'updated' : published ? 'published' : 'closed';
      await this.changes.record(tx, { eventId: event.id, actorId: userId, area: 'spaces', action, target: space.name, ...changedFields(was!, now!) });
      return { change: written, after: now! };
    });
    await this.told(change);
    return after;
  }

  /** Deletes a space nothing refers to; 409 `space_in_use` naming what does. */
  async remove(eventSlug: string, userId: number, spaceId: number): Promise<void> {
    const event = await this.guard(eventSlug, userId);
    const removed = await this.write(async (tx) => {
      // Locked first: a write that refers to the space waits for the delete, or the delete sees it.
      const space = await new SpacesRepository(tx).lock(event.id, spaceId);
      if (!space) throw notFound();
      await this.refuseWhileReferenced(tx, space, event);
      const [was] = await this.present(tx, [space]);
      await new SpacesRepository(tx).delete(space.id);
      await this.changes.record(tx, { eventId: event.id, actorId: userId, area: 'spaces', action: 'deleted', target: space.name, before: was, after: null });
      return space;
    });
    await this.forgetFile(removed.image);
  }

  /**
   * Stores a new image for the space (judged by its bytes, re-encoded; a map's keeps its size, read from the
   * file, others are fitted), or removes it (`upload` null).
   */
  async setImage(eventSlug: string, userId: number, spaceId: number, upload: Buffer | null): Promise<OrganizerSpace> {
    const event = await this.guard(eventSlug, userId);
    const before = await this.find(this.db, event, spaceId);
    const admin = this.registry.types.get(before.type);
    const image = upload
      ? await reencodePictureSized(upload, {
          field: 'image',
          side: admin.keepsImageSize ? spaceImageLimits.side : spaceImageLimits.backgroundSide, keepSize: admin.keepsImageSize,
          onlyPictures: organizerMessages.onlyPictures,
        })
      : null;
    const stored = image
      ? await this.storage.put({ data: image.data, contentType: 'image/webp', folder: `events/${event.id}/spaces/${before.id}`, name: 'image' })
      : null;
    const writing = this.write(async (tx) => {
      const space = await new SpacesRepository(tx).updateCommon(before.id, { image: stored?.url ?? null });
      const written: SpaceWrite = { event, space, before };
      await admin.imageChanged?.(tx, written, image ? { width: image.width, height: image.height } : null);
      await admin.write(tx, written, {});
      const [now] = await this.present(tx, [await this.find(tx, event, space.id)]);
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, area: 'spaces', action: image ? 'image_set' : 'image_removed', target: space.name,
        before: { image: before.image }, after: { image: space.image },
      });
      return { change: written, after: now! };
    });
    // A file stored for a write that failed is nobody's.
    const { change, after } = await writing.catch(async (err: unknown) => {
      if (stored && stored.url !== before.image) await this.forgetFile(stored.url);
      throw err;
    });
    if (before.image !== after.image) await this.forgetFile(before.image);
    await this.told(change);
    return after;
  }

  /** Refuses (409 `space_in_use`, naming what) to delete a space something refers to; the caller locked its row. */
  async refuseWhileReferenced(db: Executor, space: SpaceRow, event: EventRow): Promise<void> {
    const references = await this.referencesOf(db, space, event);
    if (references.length > 0) {
      throw new ApiError(409, organizerSpaceMessages.inUse(references.map((r) => r.detail).join('; ')), organizerSpaceErrorCodes.spaceInUse);
    }
  }

  /** What refers to the space, from every feature that registered a check. */
  async referencesOf(db: Executor, space: SpaceRow, event: EventRow): Promise<SpaceReference[]> {
    const found = await Promise.all(this.registry.references.all.map((check) => check(db, space, event)));
    return found.flat();
  }

  private present(db: Executor, rows: SpaceRow[]): Promise<OrganizerSpace[]> {
    return presentOrganizerSpaces(db, rows, this.registry);
  }

  private async find(db: Executor, event: EventRow, spaceId: number): Promise<SpaceRow> {
    const space = await new SpacesRepository(db).findById(event.id, spaceId);
    if (!space) throw notFound();
    return space;
  }

  /** The type's fields go to the providers that keep them and to the type's own admin. */
  private async writeFields(tx: Executor, change: SpaceWrite, values: Record<string, unknown>): Promise<void> {
    const own = { ...values };
    for (const provider of this.registry.fields.all) {
      if (!typeHasField(change.space.type, provider.field) || !(provider.field in own)) continue;
      await provider.write(tx, change, own[provider.field]);
      delete own[provider.field];
    }
    await this.registry.types.get(change.space.type).write(tx, change, own);
  }

  /** One transaction; a slug taken by a write racing this one is the same field error as one found before. */
  private async write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (err) {
      if (isPgError(err, pgErrorCodes.uniqueViolation)) throw slugTaken();
      throw err;
    }
  }

  /**
   * After the commit: clients hear of the published state, menus and maps of what changed. The write stands
   * whatever a listener meets, so its failure is logged, not answered.
   */
  private async told(change: SpaceWrite): Promise<void> {
    if (change.before && change.before.published !== change.space.published) this.onPublishedChange(change.event.slug, change.space);
    for (const listener of this.registry.listeners.all) {
      await Promise.resolve(listener(change)).catch((err: unknown) => this.logger.error({ err, spaceId: change.space.id }, 'telling pages of a space change failed'));
    }
  }

  /** A replaced or removed image's file: each space has its own folder, so nothing else uses it. */
  private async forgetFile(url: string | null): Promise<void> {
    const key = storedFileKey(url);
    if (key) await this.storage.delete(key).catch((err: unknown) => this.logger.warn({ err, key }, 'an old space image could not be deleted'));
  }
}

const definedOnly = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Only what changed, before and after (the change log's entry). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}
