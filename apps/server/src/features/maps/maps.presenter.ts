import type { MapArea, MapAreaShape, MapDetail } from '@foyer/contracts';
import type { EventRow, SpaceRow } from '../identity';
import type { AreaWithSpace, MapSettingsRow } from './maps.repository';

/** Where the mobile map puts an area's point when none is set: the middle of its shape. */
export function areaCentre(shape: MapAreaShape, coords: readonly number[]): { x: number; y: number } {
  const n = (i: number) => coords[i] ?? 0;
  switch (shape) {
    case 'rect':
      return { x: (n(0) + n(2)) / 2, y: (n(1) + n(3)) / 2 };
    case 'circle':
      return { x: n(0), y: n(1) };
    case 'poly': {
      const points = Math.floor(coords.length / 2);
      if (points === 0) return { x: 0, y: 0 };
      let x = 0;
      let y = 0;
      for (let i = 0; i < points; i++) {
        x += n(2 * i);
        y += n(2 * i + 1);
      }
      return { x: Math.round((x / points) * 10) / 10, y: Math.round((y / points) * 10) / 10 };
    }
    default: {
      const unknown: never = shape;
      throw new Error(`Unknown area shape ${String(unknown)}`);
    }
  }
}

export function presentArea({ area, space, hasProgram }: AreaWithSpace): MapArea {
  const centre = areaCentre(area.shape, area.coords);
  return {
    id: area.id,
    shape: area.shape,
    coords: area.coords,
    space: space?.id ?? null,
    space_type: space?.type ?? null,
    space_name: space?.name ?? null,
    space_slug: space?.slug ?? null,
    has_program: hasProgram,
    published: space ? space.published : true,
    for_mobile: area.forMobile,
    widget: space ? null : area.widget,
    widget_link: area.widgetLink,
    embedded_url: area.embeddedUrl,
    name: area.name || space?.name || '',
    x: area.x ?? centre.x,
    y: area.y ?? centre.y,
  };
}

export interface MapView {
  event: EventRow;
  space: SpaceRow;
  settings: MapSettingsRow | null;
  areas: AreaWithSpace[];
  chatId: number | null;
}

/** A map without settings yet answers its image with a default size and no areas. */
export const defaultMapSize = { width: 1600, height: 1000 } as const;

export function presentMap(view: MapView): MapDetail {
  const { space, settings } = view;
  return {
    meta: {
      id: space.id,
      slug: space.slug,
      name: space.name,
      image: space.image,
      chat_id: view.chatId,
      published: space.published,
      // A map without its own help shows the event's.
      help_content: settings?.helpContent || view.event.helpContent,
    },
    image_width: settings?.imageWidth ?? defaultMapSize.width,
    image_height: settings?.imageHeight ?? defaultMapSize.height,
    items: view.areas.map(presentArea),
  };
}
