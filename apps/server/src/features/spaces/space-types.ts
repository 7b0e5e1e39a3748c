import { eq, sql } from 'drizzle-orm';
import type { SpaceReference, SpaceType } from '@foyer/contracts';
import type { Executor } from '../../platform/db/database';
import { cleanHtml } from '../../platform/rich-text';
import type { EventRow, SpaceRow } from '../identity';
import { spaces } from '../identity/events.schema';

/*
 * What the organiser console needs from each space type (decision 0083). The spaces feature knows no type:
 * each type's feature registers how its fields are read and written, what of it refers to other spaces,
 * and what it does when a space changes; the console's service iterates the registrations.
 */

/** A space the console writes, with its event: the row as written (after the common fields). */
export interface SpaceWrite {
  event: EventRow;
  space: SpaceRow;
  /** The row before the change; null while the space is being created. */
  before: SpaceRow | null;
}

/** The console's side of one space type, registered by the feature that owns the type. */
export interface SpaceTypeAdmin {
  type: SpaceType;
  /** The type's fields of each space, as the console answers them (fields a provider keeps are left out). */
  read(db: Executor, spaces: SpaceRow[]): Promise<Map<number, Record<string, unknown>>>;
  /**
   * Writes the type's fields in the caller's transaction: at creation every field (defaults filled in),
   * later the fields sent, checked by the type's schema already. Throws `FieldError` for what the schema
   * cannot know (a map of another event). Called at every write, with no fields when only the common ones
   * changed, so a type keeping a copy of the name follows it.
   */
  write(db: Executor, change: SpaceWrite, values: Record<string, unknown>): Promise<void>;
  /** Whether the space's image keeps its size (its areas are drawn in its pixels); otherwise it is fitted. */
  keepsImageSize?: boolean;
  /** A new image was stored (or the image removed: null); the type keeps what it needs of it. */
  imageChanged?(db: Executor, change: SpaceWrite, size: { width: number; height: number } | null): Promise<void>;
  /** What the console answers of the type besides its fields (a map's image size). */
  extras?(db: Executor, spaces: SpaceRow[]): Promise<Map<number, Record<string, unknown>>>;
}

/** A field several types share, kept by the feature that owns it (the chat feature's `chat`). */
export interface SpaceFieldProvider {
  field: string;
  read(db: Executor, spaces: SpaceRow[]): Promise<Map<number, unknown>>;
  write(db: Executor, change: SpaceWrite, value: unknown): Promise<void>;
}

/** What of a feature refers to a space from outside it: deleting the space is refused while any remains. */
export type SpaceReferenceCheck = (db: Executor, space: SpaceRow, event: EventRow) => Promise<SpaceReference[]>;

/** Told after a console change of a space committed: pages that show the space (menus, maps) get their update. */
export type SpaceChangeListener = (change: SpaceWrite) => Promise<void> | void;

/** The registered space types, one admin per type. */
export class SpaceTypes {
  private readonly admins = new Map<SpaceType, SpaceTypeAdmin>();

  register(admin: SpaceTypeAdmin): void {
    if (this.admins.has(admin.type)) throw new Error(`space type "${admin.type}" is registered twice`);
    this.admins.set(admin.type, admin);
  }

  get(type: SpaceType): SpaceTypeAdmin {
    const admin = this.admins.get(type);
    if (!admin) throw new Error(`no feature registered space type "${type}"`);
    return admin;
  }
}

/**
 * A type whose fields live in the space's `settings` (embedded, posters, networking areas), or a type with
 * no fields of its own (`defaults` empty). Stored values a schema would refuse read as the default.
 */
export function settingsBackedType(
  type: SpaceType,
  defaults: Record<string, unknown>,
  opts: { richText?: readonly string[] } = {},
): SpaceTypeAdmin {
  const keys = Object.keys(defaults);
  return {
    type,
    async read(_db, rows) {
      const fields = (space: SpaceRow) =>
        Object.fromEntries(keys.map((key) => [key, sameKind(space.settings[key], defaults[key]) ? space.settings[key] : defaults[key]]));
      return new Map(rows.map((space) => [space.id, fields(space)]));
    },
    async write(db, { space }, values) {
      const own = Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
      for (const key of opts.richText ?? []) if (typeof own[key] === 'string') own[key] = cleanHtml(own[key]);
      if (Object.keys(own).length === 0) return;
      await db.update(spaces).set({ settings: sql`${spaces.settings} || ${JSON.stringify(own)}::jsonb` }).where(eq(spaces.id, space.id));
    },
  };
}

/** Whether a stored value has the default's kind (a null default takes strings too). */
function sameKind(value: unknown, fallback: unknown): boolean {
  if (value === undefined) return false;
  if (fallback === null) return value === null || typeof value === 'string';
  return typeof value === typeof fallback;
}
