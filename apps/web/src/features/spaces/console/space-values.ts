import { spacePatchSchema, spaceTypeFields, type OrganizerSpace, type SpaceType } from '@foyer/contracts';
import { schemaErrors, type FieldErrors } from '@/shared/lib/form-errors';

/** The form of a space: its common fields and its kind's, a nullable text kept as '' while typed. */
export type SpaceValues = Record<string, unknown>;

export const commonSpaceFields = ['name', 'slug', 'location_type'] as const;

/** The fields of a kind, in the contract's order: the form draws one input per field. */
export const typeFieldsOf = (type: SpaceType): string[] => Object.keys(spaceTypeFields[type].shape);

/** Text fields the server keeps as null when empty. */
const nullableTexts = new Set(['embed_url', 'embedded_url', 'category']);

export function valuesOf(space: OrganizerSpace): SpaceValues {
  const all = space as unknown as Record<string, unknown>;
  const values: SpaceValues = {};
  for (const field of [...commonSpaceFields, ...typeFieldsOf(space.type)]) {
    const value = all[field];
    values[field] = nullableTexts.has(field) && value === null ? '' : value;
  }
  return values;
}

/** The values as the PATCH takes them. */
export function asPatch(values: SpaceValues): SpaceValues {
  const patch: SpaceValues = {};
  for (const [field, value] of Object.entries(values)) patch[field] = nullableTexts.has(field) && typeof value === 'string' && value.trim() === '' ? null : value;
  return patch;
}

/** What the kind's schema (the one the server checks with) says of the form, by field. */
export const spaceErrors = (type: SpaceType, values: SpaceValues): FieldErrors => schemaErrors(spacePatchSchema(type), asPatch(values));

/** Only the fields that changed since `base`. */
export function changesOf(values: SpaceValues, base: SpaceValues): SpaceValues {
  const now = asPatch(values);
  const before = asPatch(base);
  return Object.fromEntries(Object.entries(now).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])));
}
