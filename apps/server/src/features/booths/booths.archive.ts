import { asc, eq, inArray } from 'drizzle-orm';
import { foldForSearch } from '@foyer/domain';
import type { ArchiveBooths } from '@foyer/contracts';
import { byId, type ArchivePart } from '../../platform/event-archive/parts';
import { boothCategories, boothDocuments, booths, boothStaff, boothVideos } from './booths.schema';

const byOrder = <T extends { order: number; id: number }>(rows: T[]) => [...rows].sort((a, b) => a.order - b.order || a.id - b.id);

/**
 * The booths (decision 0089): the categories of each map, every booth's own fields with its documents and
 * videos (their files in the archive), and its staff when the people are exported. Visits and downloads
 * are the event's history, not its content: they stay behind.
 */
export const boothsArchivePart: ArchivePart<'booths'> = {
  section: 'booths',
  async export({ db, eventId, keys, files }) {
    const categories = byId(await db.select().from(boothCategories).where(eq(boothCategories.eventId, eventId)));
    keys.declare('booth_category', categories.map((c) => c.id));
    const rows = (await db.select().from(booths).where(eq(booths.eventId, eventId))).sort((a, b) => a.spaceId - b.spaceId);
    const ids = rows.map((b) => b.spaceId);
    // One after another: an export reads in one transaction, on one connection.
    const staff = ids.length === 0 ? [] : await db.select().from(boothStaff).where(inArray(boothStaff.boothId, ids)).orderBy(asc(boothStaff.order), asc(boothStaff.userId));
    const documents = ids.length === 0 ? [] : await db.select().from(boothDocuments).where(inArray(boothDocuments.boothId, ids));
    const videos = ids.length === 0 ? [] : await db.select().from(boothVideos).where(inArray(boothVideos.boothId, ids));
    const out: ArchiveBooths['booths'] = [];
    for (const b of rows) {
      const docs: ArchiveBooths['booths'][number]['documents'] = [];
      for (const d of byOrder(documents.filter((x) => x.boothId === b.spaceId))) docs.push({ name: d.name, url: (await files.address(d.url))!, order: d.order });
      const clips: ArchiveBooths['booths'][number]['videos'] = [];
      for (const v of byOrder(videos.filter((x) => x.boothId === b.spaceId))) {
        clips.push({ name: v.name, url: await files.address(v.url), embedded_url: v.embeddedUrl, thumbnail: await files.address(v.thumbnail), order: v.order });
      }
      out.push({
        space: keys.key('space', b.spaceId), map: keys.ref('space', b.mapSpaceId), category: keys.ref('booth_category', b.categoryId),
        name: b.name, subtitle: b.subtitle, logo: await files.address(b.logo), physical_location: b.physicalLocation, description: b.description,
        type: b.type, image: await files.address(b.image), booth_logo_url: await files.address(b.boothLogoUrl), color: b.color,
        custom_booth_url: b.customBoothUrl, website: b.website, help_content: b.helpContent, enable_visitor_list: b.enableVisitorList, order: b.order,
        staff: keys.refs('person', staff.filter((s) => s.boothId === b.spaceId).map((s) => s.userId)), documents: docs, videos: clips,
      });
    }
    return {
      categories: categories.map((c) => ({ key: keys.key('booth_category', c.id), map: keys.key('space', c.mapSpaceId), name: c.name, order: c.order })),
      booths: out,
    };
  },
  async import({ db, eventId, ids, files }, data) {
    for (const [i, c] of data.categories.entries()) {
      const [row] = await db.insert(boothCategories).values({
        eventId, mapSpaceId: ids.get('space', c.map, `booths.categories[${i}].map`), name: c.name, order: c.order,
      }).returning({ id: boothCategories.id });
      ids.set('booth_category', c.key, row!.id);
    }
    for (const [i, b] of data.booths.entries()) {
      const where = `booths.booths[${i}]`;
      const spaceId = ids.get('space', b.space, `${where}.space`);
      await db.insert(booths).values({
        spaceId, eventId, mapSpaceId: ids.opt('space', b.map, `${where}.map`), categoryId: ids.opt('booth_category', b.category, `${where}.category`),
        name: b.name, searchName: foldForSearch(b.name), subtitle: b.subtitle, logo: files.url(b.logo, `${where}.logo`), physicalLocation: b.physical_location,
        description: b.description, type: b.type, image: files.url(b.image, `${where}.image`), boothLogoUrl: files.url(b.booth_logo_url, `${where}.booth_logo_url`),
        color: b.color, customBoothUrl: b.custom_booth_url, website: b.website, helpContent: b.help_content, enableVisitorList: b.enable_visitor_list, order: b.order,
      });
      const staff = ids.people(b.staff, `${where}.staff`);
      if (staff.length > 0) await db.insert(boothStaff).values(staff.map((userId, order) => ({ boothId: spaceId, userId, order })));
      for (const [j, d] of b.documents.entries()) {
        await db.insert(boothDocuments).values({ boothId: spaceId, name: d.name, url: files.url(d.url, `${where}.documents[${j}].url`), order: d.order });
      }
      for (const [j, v] of b.videos.entries()) {
        await db.insert(boothVideos).values({
          boothId: spaceId, name: v.name, url: files.url(v.url, `${where}.videos[${j}].url`), embeddedUrl: v.embedded_url,
          thumbnail: files.url(v.thumbnail, `${where}.videos[${j}].thumbnail`), order: v.order,
        });
      }
    }
  },
  async clear(db, eventId) {
    await db.delete(boothCategories).where(eq(boothCategories.eventId, eventId));
  },
};
