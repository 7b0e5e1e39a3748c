import { boothSpaceMessages, organizerBoothMessages, type BoothPatch, type CreateBoothBody } from '@foyer/contracts';
import { foldForSearch } from '@foyer/domain';
import type { Executor } from '../../platform/db/database';
import { FieldError } from '../../platform/http/errors';
import { cleanHtml } from '../../platform/rich-text';
import { BoothsConsoleRepository, type ConsoleBooth } from './booths.organizer.repository';

/**
 * The rows a patch writes, its map and category checked against the event: a category belongs to the booth's
 * map (a booth on no map has none), and moving a booth to another map leaves a category of the old one behind.
 */
export async function boothValues(db: Executor, eventId: number, found: ConsoleBooth | null, patch: BoothPatch) {
  const repo = new BoothsConsoleRepository(db);
  const mapId = patch.map === undefined ? (found?.booth.mapSpaceId ?? null) : patch.map;
  if (patch.map !== undefined && patch.map !== null && !(await repo.map(eventId, { id: patch.map }))) throw new FieldError({ map: [organizerBoothMessages.unknownMap] });
  let categoryId = patch.category === undefined ? (found?.booth.categoryId ?? null) : patch.category;
  if (categoryId !== null) {
    const category = await repo.category(eventId, categoryId);
    if (patch.category === undefined && category?.category.mapSpaceId !== mapId) categoryId = null;
    else if (!category) throw new FieldError({ category: [organizerBoothMessages.unknownCategory] });
    else if (mapId === null) throw new FieldError({ category: [boothSpaceMessages.categoryNeedsMap] });
    else if (category.category.mapSpaceId !== mapId) throw new FieldError({ category: [organizerBoothMessages.categoryOnOtherMap] });
  }
  const defined = <T extends Record<string, unknown>>(values: T) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
  return {
    space: defined({ name: patch.name, slug: patch.slug }),
    booth: defined({
      name: patch.name, searchName: patch.name === undefined ? undefined : foldForSearch(patch.name), subtitle: patch.subtitle,
      description: patch.description === undefined ? undefined : cleanHtml(patch.description), physicalLocation: patch.physical_location,
      website: patch.website, helpContent: patch.help_content === undefined ? undefined : cleanHtml(patch.help_content), color: patch.color,
      type: patch.type, mapSpaceId: patch.map === undefined ? undefined : mapId, categoryId: categoryId === (found?.booth.categoryId ?? null) ? undefined : categoryId,
      enableVisitorList: patch.enable_visitor_list, customBoothUrl: patch.custom_booth_url, order: patch.order,
    }),
  };
}

/** Makes a booth's space and row from a create body (or an imported row); answers its slug. */
export async function insertBooth(db: Executor, eventId: number, body: CreateBoothBody): Promise<string> {
  const values = await boothValues(db, eventId, null, body);
  await new BoothsConsoleRepository(db).insert(
    { eventId, type: 'booth', slug: body.slug, name: body.name, published: body.published ?? true, image: null },
    { ...values.booth, eventId, name: body.name, searchName: foldForSearch(body.name), categoryId: values.booth.categoryId ?? null },
  );
  return body.slug;
}
