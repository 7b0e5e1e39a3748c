import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FavouriteBooth, FavouriteFile } from '@foyer/contracts';
import type { FavouriteKinds, FavouriteViewer } from '../../platform/favourites';
import { spaceOrganiserRoles } from '../spaces';
import { spaces } from '../identity/events.schema';
import type { EventRole } from '../identity';
import type { Executor } from '../../platform/db/database';
import { boothDocuments, booths } from './booths.schema';

/** A file favourite also says which booth it comes from (the goodie bag links there). */
export type FavouriteBoothFile = FavouriteFile & { booth_slug: string; booth_name: string };

/** Booths of the viewer's event they may enter: open ones, and closed ones for organisers. */
function visibleBooths(viewer: FavouriteViewer): SQL | undefined {
  const organiser = spaceOrganiserRoles.includes(viewer.role as EventRole);
  return and(eq(booths.eventId, viewer.eventId), organiser ? undefined : eq(spaces.published, true));
}

/** Registers the booth feature's goodie bag kinds: `booth` (a booth) and `file` (a booth document). */
export function registerBoothFavourites(kinds: FavouriteKinds, db: Executor): void {
  kinds.register({
    kind: 'booth',
    async present(viewer, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: booths.spaceId, slug: spaces.slug, name: booths.name, subtitle: booths.subtitle, logo: booths.logo })
        .from(booths)
        .innerJoin(spaces, eq(spaces.id, booths.spaceId))
        .where(and(inArray(booths.spaceId, [...ids]), visibleBooths(viewer)));
      return new Map(rows.map((r) => [r.id, r satisfies FavouriteBooth]));
    },
  });
  kinds.register({
    kind: 'file',
    async present(viewer, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: boothDocuments.id, name: boothDocuments.name, url: boothDocuments.url, booth_slug: spaces.slug, booth_name: booths.name })
        .from(boothDocuments)
        .innerJoin(booths, eq(booths.spaceId, boothDocuments.boothId))
        .innerJoin(spaces, eq(spaces.id, booths.spaceId))
        .where(and(inArray(boothDocuments.id, [...ids]), visibleBooths(viewer)));
      return new Map(rows.map((r) => [r.id, r satisfies FavouriteBoothFile]));
    },
  });
}
