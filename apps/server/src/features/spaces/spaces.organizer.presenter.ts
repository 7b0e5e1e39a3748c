import { spaceTypeFields, type OrganizerSpace, type SpaceType } from '@foyer/contracts';
import type { HookList } from '../../platform/hooks';
import type { Executor } from '../../platform/db/database';
import type { SpaceRow } from '../identity';
import type { SpaceFieldProvider, SpaceTypes } from './space-types';

/** Whether the type's schema has the field (a provider's field applies only to the types that name it). */
export const typeHasField = (type: SpaceType, field: string): boolean => field in spaceTypeFields[type].shape;

/**
 * Spaces as the console shows them: the common fields, then each type's fields as its feature reads them
 * (one read per type and provider, whatever the number of spaces).
 */
export async function presentOrganizerSpaces(
  db: Executor,
  rows: SpaceRow[],
  registry: { types: SpaceTypes; fields: HookList<SpaceFieldProvider> },
): Promise<OrganizerSpace[]> {
  const byType = new Map<SpaceType, SpaceRow[]>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
  const extra = new Map<number, Record<string, unknown>>();
  const add = (values: Map<number, Record<string, unknown>>) => {
    for (const [id, fields] of values) extra.set(id, { ...extra.get(id), ...fields });
  };
  for (const [type, ofType] of byType) {
    const admin = registry.types.get(type);
    add(await admin.read(db, ofType));
    if (admin.extras) add(await admin.extras(db, ofType));
    for (const provider of registry.fields.all.filter((p) => typeHasField(type, p.field))) {
      const values = await provider.read(db, ofType);
      add(new Map(ofType.map((space) => [space.id, { [provider.field]: values.get(space.id) }])));
    }
  }
  return rows.map(
    (space) =>
      ({
        id: space.id,
        type: space.type,
        name: space.name,
        slug: space.slug,
        published: space.published,
        location_type: space.locationType,
        image: space.image,
        ...extra.get(space.id),
      }) as OrganizerSpace,
  );
}
