import { z } from 'zod';
import { reservedSlugs, spaceTypes } from './constants';

// Plain values (no zod), so the web app's first visit can use them without loading zod (constants.ts).
export {
  anonymousName,
  catalogueLocales,
  fallbackLocale,
  limits,
  noEventSegments,
  reservedSlugs,
  spaceTypes,
  supportedLocales,
  type CatalogueLocale,
} from './constants';

export const spaceType = z.enum(spaceTypes);
export type SpaceType = z.infer<typeof spaceType>;

/** `meta` of a space's page (spec: `meta.slug, meta.published`, …): what every space type's page starts with. */
export const spaceMeta = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  published: z.boolean(),
  image: z.string().nullable(),
});
export type SpaceMeta = z.infer<typeof spaceMeta>;

export const eventSlugSchema = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and dashes.')
  .refine((slug) => !(reservedSlugs as readonly string[]).includes(slug), {
    message: 'This name is reserved by Foyer.',
  });

const dateTimeMessage = 'Enter a date and time as ISO 8601 with a time zone, between the years 0001 and 9999.';
const earliest = Date.parse('0001-01-01T00:00:00Z');
const latest = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * The one date-time of every body, query and reply: ISO 8601 with a time zone (`2026-06-01T09:00:00Z`,
 * `…+02:00`), a real calendar day, and an instant between the years 0001 and 9999 in UTC. PostgreSQL
 * has no year 0000 and JavaScript dates end in year 275760, so anything outside is a field error (400)
 * rather than a database error (500).
 */
export const isoDateTime = z.iso
  .datetime({ offset: true, error: dateTimeMessage, abort: true })
  .refine((value) => {
    const instant = Date.parse(value);
    return instant >= earliest && instant <= latest;
  }, dateTimeMessage);

/** `isoDateTime` in a query string, where an unencoded `+` of the offset arrives as a space. */
export const isoDateTimeQuery = z.preprocess((v) => (typeof v === 'string' ? v.replace(/ /g, '+') : v), isoDateTime);

