import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { foldForSearch } from '@foyer/domain';
import { boothSpaceDefaults, boothSpaceMessages, organizerSpaceMessages, type BoothSpaceFields } from '@foyer/contracts';
import type { Executor } from '../../platform/db/database';
import { FieldError } from '../../platform/http/errors';
import { cleanHtml } from '../../platform/rich-text';
import { spaces } from '../identity/events.schema';
import type { SpaceReferenceCheck, SpaceTypeAdmin } from '../spaces';
import { boothCategories, booths } from './booths.schema';

type BoothRow = typeof booths.$inferSelect;

/** A booth row's fields by the console's names. */
function fieldsOf(booth: BoothRow | undefined, category: string | null): BoothSpaceFields {
  if (!booth) return boothSpaceDefaults;
  return {
    subtitle: booth.subtitle, description: booth.description, physical_location: booth.physicalLocation, booth_type: booth.type,
    color: booth.color, website: booth.website, help_content: booth.helpContent, enable_visitor_list: booth.enableVisitorList,
    map: booth.mapSpaceId, category,
  };
}

/**
 * The console's side of booth spaces (decision 0083): a booth space's fields are its `booths` row, made with
 * the space; the row keeps the space's name (its search form too), the map the booth stands on and its
 * category on that map, found by name or made.
 */
export const boothSpaceAdmin: SpaceTypeAdmin = {
  type: 'booth',
  async read(db, rows) {
    if (rows.length === 0) return new Map();
    const found = await db
      .select({ booth: booths, category: boothCategories.name })
      .from(booths)
      .leftJoin(boothCategories, eq(boothCategories.id, booths.categoryId))
      .where(inArray(booths.spaceId, rows.map((r) => r.id)));
    const byId = new Map(found.map((f) => [f.booth.spaceId, f]));
    return new Map(rows.map((space) => [space.id, fieldsOf(byId.get(space.id)?.booth, byId.get(space.id)?.category ?? null)]));
  },
  async write(db, { event, space, before }, values) {
    const given = values as Partial<BoothSpaceFields>;
    const [stored] = await db.select().from(booths).where(eq(booths.spaceId, space.id)).limit(1);
    const current = fieldsOf(stored, stored?.categoryId ? await categoryName(db, stored.categoryId) : null);
    const next = { ...current, ...given };
    const mapId = next.map === null ? null : await requireMap(db, event.id, next.map);
    if (next.category !== null && mapId === null) throw new FieldError({ category: [boothSpaceMessages.categoryNeedsMap] });
    const categoryId = next.category === null || mapId === null ? null : await categoryOn(db, event.id, mapId, next.category);
    const row = {
      name: space.name, searchName: foldForSearch(space.name), subtitle: next.subtitle, description: cleanHtml(next.description),
      physicalLocation: next.physical_location, type: next.booth_type, color: next.color, website: next.website,
      helpContent: cleanHtml(next.help_content), enableVisitorList: next.enable_visitor_list, mapSpaceId: mapId, categoryId,
    };
    if (!stored || !before) await db.insert(booths).values({ ...row, spaceId: space.id, eventId: event.id }).onConflictDoUpdate({ target: booths.spaceId, set: row });
    else await db.update(booths).set(row).where(eq(booths.spaceId, space.id));
  },
};

async function categoryName(db: Executor, categoryId: number): Promise<string | null> {
  const [row] = await db.select({ name: boothCategories.name }).from(boothCategories).where(eq(boothCategories.id, categoryId));
  return row?.name ?? null;
}

async function requireMap(db: Executor, eventId: number, mapId: number): Promise<number> {
  const [map] = await db.select({ id: spaces.id }).from(spaces).where(and(eq(spaces.eventId, eventId), eq(spaces.id, mapId), eq(spaces.type, 'map')));
  if (!map) throw new FieldError({ map: [organizerSpaceMessages.unknownMap] });
  return map.id;
}

/** The map's category of that name (ignoring case), made when the map has none yet. */
async function categoryOn(db: Executor, eventId: number, mapId: number, name: string): Promise<number> {
  const [found] = await db
    .select({ id: boothCategories.id })
    .from(boothCategories)
    .where(and(eq(boothCategories.mapSpaceId, mapId), sql`lower(${boothCategories.name}) = lower(${name})`))
    .limit(1);
  if (found) return found.id;
  const [made] = await db
    .insert(boothCategories)
    .values({ eventId, mapSpaceId: mapId, name, order: sql`(select coalesce(max(c."order"), 0) + 1 from booth_categories c where c.map_space_id = ${mapId})` })
    .returning({ id: boothCategories.id });
  if (!made) throw new Error('inserting a booth category returned nothing');
  return made.id;
}

/** Booths standing on a map: deleting the map would leave them on none. */
export const boothsOnMap: SpaceReferenceCheck = async (db, space) => {
  if (space.type !== 'map') return [];
  const [row] = await db.select({ n: count() }).from(booths).where(eq(booths.mapSpaceId, space.id));
  const n = row?.n ?? 0;
  return n === 0 ? [] : [{ kind: 'booths_on_map', detail: n === 1 ? 'one booth standing on this map' : `${n} booths standing on this map` }];
};
