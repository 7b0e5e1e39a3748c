import { eq } from 'drizzle-orm';
import type { ArchiveSpace } from '@foyer/contracts';
import { ArchiveError, byId, type ArchivePart } from '../../platform/event-archive/parts';
import { spaces } from '../identity/events.schema';

/**
 * The event's spaces (decision 0089): the common fields, the image as a file of the archive and the type's
 * `settings` as its feature keeps them. What a type keeps in tables of its own (a map's size, a booth) is
 * its feature's part. Deleting the spaces of a replaced event takes everything inside them.
 */
export const spacesArchivePart: ArchivePart<'spaces'> = {
  section: 'spaces',
  async export({ db, eventId, keys, files }) {
    const rows = byId(await db.select().from(spaces).where(eq(spaces.eventId, eventId)));
    keys.declare('space', rows.map((r) => r.id));
    const out: ArchiveSpace[] = [];
    for (const r of rows) {
      out.push({
        key: keys.key('space', r.id), type: r.type, slug: r.slug, name: r.name, published: r.published,
        image: await files.address(r.image), location_type: r.locationType, settings: r.settings,
      });
    }
    return out;
  },
  async import({ db, eventId, ids, files }, list) {
    const seen = new Set<string>();
    for (const [i, space] of list.entries()) {
      const address = `${space.type}/${space.slug}`;
      if (seen.has(address)) throw new ArchiveError(`spaces[${i}].slug`, `another space of type ${space.type} has the slug "${space.slug}"`);
      seen.add(address);
      const [row] = await db.insert(spaces).values({
        eventId, type: space.type, slug: space.slug, name: space.name, published: space.published,
        image: files.url(space.image, `spaces[${i}].image`), locationType: space.location_type, settings: space.settings,
      }).returning({ id: spaces.id });
      ids.set('space', space.key, row!.id);
    }
  },
  async clear(db, eventId) {
    await db.delete(spaces).where(eq(spaces.eventId, eventId));
  },
};
