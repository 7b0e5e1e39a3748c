import { mapAreaBody, shapeInsideImage, type MapArea, type MapAreaBody, type MapAreaShape, type OrganizerSpace } from '@foyer/contracts';
import { schemaErrors, type FieldErrors } from '@/shared/lib/form-errors';
import type { ImageSize } from './editor-geometry';

/** An area as the editor holds it: the body the server takes, its id once stored, a key while new. */
export interface EditorArea extends MapAreaBody {
  key: string;
  id: number | null;
}

let counter = 0;

/** The centre of a shape: where the mobile map puts its point unless told otherwise. */
export function centreOf(shape: MapAreaShape, coords: readonly number[]): { x: number; y: number } {
  if (shape === 'circle') return { x: coords[0] ?? 0, y: coords[1] ?? 0 };
  const xs = coords.filter((_, i) => i % 2 === 0);
  const ys = coords.filter((_, i) => i % 2 === 1);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

export function editorAreaOf(area: MapArea): EditorArea {
  const centre = centreOf(area.shape, area.coords);
  // The server answers the centre for an area without a point of its own: that one follows the shape.
  const ownPoint = Math.round(centre.x) !== Math.round(area.x) || Math.round(centre.y) !== Math.round(area.y);
  return {
    key: `area-${area.id}`,
    id: area.id,
    shape: area.shape,
    coords: [...area.coords],
    space: area.space,
    widget: area.widget,
    widget_link: area.widget_link,
    embedded_url: area.embedded_url,
    // The server answers the space's name when the area has none of its own.
    name: area.space !== null && area.name === area.space_name ? '' : area.name,
    for_mobile: area.for_mobile,
    x: ownPoint ? area.x : null,
    y: ownPoint ? area.y : null,
  };
}

export function newArea(shape: MapAreaShape, coords: number[]): EditorArea {
  return { key: `new-${++counter}`, id: null, shape, coords, space: null, widget: null, widget_link: null, embedded_url: null, name: '', for_mobile: true, x: null, y: null };
}

/** The body the server takes. */
export function bodyOf(area: EditorArea): MapAreaBody {
  const { key: _key, id: _id, ...body } = area;
  return { ...body, widget_link: body.widget_link?.trim() || null, embedded_url: body.embedded_url?.trim() || null };
}

/** What the contract (and the image's bounds) say of an area, by field. */
export function areaErrors(area: EditorArea, image: ImageSize, outside: string): FieldErrors {
  const errors = schemaErrors(mapAreaBody, bodyOf(area));
  if (!errors.coords && !shapeInsideImage(area.shape, area.coords, image.width, image.height)) errors.coords = outside;
  return errors;
}

/** An area as the attendee's map draws it: what the preview shows before anything is saved. */
export function previewAreaOf(area: EditorArea, index: number, spaces: readonly OrganizerSpace[]): MapArea {
  const space = spaces.find((s) => s.id === area.space);
  const centre = centreOf(area.shape, area.coords);
  return {
    id: area.id ?? -(index + 1),
    shape: area.shape,
    coords: area.coords,
    space: area.space,
    space_type: space?.type ?? null,
    space_name: space?.name ?? null,
    space_slug: space?.slug ?? null,
    has_program: false,
    published: space ? space.published : true,
    for_mobile: area.for_mobile,
    widget: area.widget,
    widget_link: area.widget_link,
    embedded_url: area.embedded_url,
    name: area.name || space?.name || '',
    x: area.x ?? centre.x,
    y: area.y ?? centre.y,
  };
}
