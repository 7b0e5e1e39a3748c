import { inArray } from 'drizzle-orm';
import type { MapAreaShape } from '@foyer/contracts';
import type { Executor } from '../../platform/db/database';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { cleanHtml } from '../../platform/rich-text';
import type { SpaceRow } from '../identity';
import type { SpaceChangeListener, SpaceReferenceCheck, SpaceTypeAdmin } from '../spaces';
import { defaultMapSize } from './maps.presenter';
import { MapsRepository, type MapAreaRow } from './maps.repository';
import { mapSettings } from './maps.schema';

/** A map's size: its settings', or the default of a map without an image yet. */
export async function mapSizeOf(db: Executor, spaceId: number): Promise<{ width: number; height: number; helpContent: string }> {
  const settings = await new MapsRepository(db).settingsOf(spaceId);
  return { width: settings?.imageWidth ?? defaultMapSize.width, height: settings?.imageHeight ?? defaultMapSize.height, helpContent: settings?.helpContent ?? '' };
}

/**
 * The console's side of map spaces (decision 0083): the help text and the image's size in `map_settings`
 * (a new map gets its row at once), the image kept at its own size since areas are drawn in its pixels.
 */
export const mapSpaceAdmin: SpaceTypeAdmin = {
  type: 'map',
  keepsImageSize: true,
  async read(db, rows) {
    const settings = await settingsOf(db, rows);
    return new Map(rows.map((space) => [space.id, { help_content: settings.get(space.id)?.helpContent ?? '' }]));
  },
  async extras(db, rows) {
    const settings = await settingsOf(db, rows);
    return new Map(rows.map((space) => {
      const s = settings.get(space.id);
      return [space.id, { image_width: s?.imageWidth ?? defaultMapSize.width, image_height: s?.imageHeight ?? defaultMapSize.height }];
    }));
  },
  async write(db, { space, before }, values) {
    if (before && values.help_content === undefined) return;
    const size = await mapSizeOf(db, space.id);
    const helpContent = typeof values.help_content === 'string' ? cleanHtml(values.help_content) : size.helpContent;
    await new MapsRepository(db).saveSettings({ spaceId: space.id, imageWidth: size.width, imageHeight: size.height, helpContent });
  },
  async imageChanged(db, { space }, size) {
    // A removed image leaves the size and the areas as they were, for the next image.
    if (!size) return;
    const was = await mapSizeOf(db, space.id);
    const repo = new MapsRepository(db);
    if (was.width !== size.width || was.height !== size.height) await scaleAreas(db, space, size.width / was.width, size.height / was.height);
    await repo.saveSettings({ spaceId: space.id, imageWidth: size.width, imageHeight: size.height, helpContent: was.helpContent });
  },
};

async function settingsOf(db: Executor, rows: SpaceRow[]) {
  if (rows.length === 0) return new Map<number, typeof mapSettings.$inferSelect>();
  const found = await db.select().from(mapSettings).where(inArray(mapSettings.spaceId, rows.map((r) => r.id)));
  return new Map(found.map((s) => [s.spaceId, s]));
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The coordinates of an area on an image scaled by `fx` across and `fy` down (a circle keeps its roundness). */
export function scaledCoords(shape: MapAreaShape, coords: readonly number[], fx: number, fy: number): number[] {
  if (shape === 'circle') {
    const [cx = 0, cy = 0, r = 0] = coords;
    return [round(cx * fx), round(cy * fy), round(r * Math.min(fx, fy))];
  }
  return coords.map((c, i) => round(c * (i % 2 === 0 ? fx : fy)));
}

/** A new image of another size: every area follows it, so an image at a higher resolution keeps the drawing. */
async function scaleAreas(db: Executor, space: SpaceRow, fx: number, fy: number): Promise<void> {
  const repo = new MapsRepository(db);
  for (const { area } of await repo.areasOf(space.id)) {
    const moved: Partial<MapAreaRow> = { coords: scaledCoords(area.shape, area.coords, fx, fy) };
    if (area.x !== null && area.y !== null) Object.assign(moved, { x: round(area.x * fx), y: round(area.y * fy) });
    await repo.updateArea(area.id, moved);
  }
}

/** Map areas that open the space. */
export const areaReferences: SpaceReferenceCheck = async (db, space) =>
  (await new MapsRepository(db).areasOpening(space.id)).map((a) => ({
    kind: 'map_area',
    detail: `the area “${a.areaName || space.name}” on the map “${a.mapName}”`,
  }));

/**
 * After a console change of a space: a map that changed (its image, fields), and the maps whose areas
 * open a space that was renamed, moved or opened and closed, tell their pages to read them again.
 */
export function mapChangeListener(db: Executor, realtime: RealtimeGateway): SpaceChangeListener {
  return async ({ event, space, before }) => {
    const tell = (map: { id: number; slug: string }) => realtime.emitChangeToEvent(event.slug, 'updated_map', { event_slug: event.slug, id: map.id, slug: map.slug });
    if (space.type === 'map') tell(space);
    if (!before || (before.slug === space.slug && before.name === space.name && before.published === space.published)) return;
    const maps = new Map((await new MapsRepository(db).areasOpening(space.id)).map((a) => [a.mapId, { id: a.mapId, slug: a.mapSlug }]));
    for (const map of maps.values()) tell(map);
  };
}
