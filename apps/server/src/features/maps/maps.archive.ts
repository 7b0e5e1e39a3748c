import { eq, inArray } from 'drizzle-orm';
import type { ArchiveMaps } from '@foyer/contracts';
import { byId, type ArchivePart } from '../../platform/event-archive/parts';
import { spaces } from '../identity/events.schema';
import { mapAreas, mapSettings } from './maps.schema';

/** Each map's size and help, and its clickable areas with the spaces they open (decision 0089). */
export const mapsArchivePart: ArchivePart<'maps'> = {
  section: 'maps',
  async export({ db, eventId, keys }) {
    const maps = (await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.eventId, eventId))).map((s) => s.id);
    if (maps.length === 0) return { settings: [], areas: [] };
    const settings = (await db.select().from(mapSettings).where(inArray(mapSettings.spaceId, maps))).sort((a, b) => a.spaceId - b.spaceId);
    const areas = byId(await db.select().from(mapAreas).where(inArray(mapAreas.mapSpaceId, maps)));
    return {
      settings: settings.map((s) => ({ space: keys.key('space', s.spaceId), image_width: s.imageWidth, image_height: s.imageHeight, help_content: s.helpContent })),
      areas: areas.map((a): ArchiveMaps['areas'][number] => ({
        map: keys.key('space', a.mapSpaceId), shape: a.shape, coords: a.coords, space: keys.ref('space', a.spaceId), widget: a.widget,
        widget_link: a.widgetLink, embedded_url: a.embeddedUrl, name: a.name, for_mobile: a.forMobile, x: a.x, y: a.y, order: a.order,
      })),
    };
  },
  async import({ db, ids }, data) {
    for (const [i, s] of data.settings.entries()) {
      await db.insert(mapSettings).values({
        spaceId: ids.get('space', s.space, `maps.settings[${i}].space`), imageWidth: s.image_width, imageHeight: s.image_height, helpContent: s.help_content,
      });
    }
    for (const [i, a] of data.areas.entries()) {
      const where = `maps.areas[${i}]`;
      await db.insert(mapAreas).values({
        mapSpaceId: ids.get('space', a.map, `${where}.map`), shape: a.shape, coords: a.coords, spaceId: ids.opt('space', a.space, `${where}.space`),
        widget: a.widget, widgetLink: a.widget_link, embeddedUrl: a.embedded_url, name: a.name, forMobile: a.for_mobile, x: a.x, y: a.y, order: a.order,
      });
    }
  },
};
