import { z } from 'zod';
import { embedUrl } from './embedded';
import { defineRoute, eventRefusals, paged, recordId, recordIdParam, storableText } from './http';
import { mapArea, mapAreaShape, mapDetail, mapParams, mapWidget, type MapAreaShape } from './maps';
import { organizerUpload, organizerWrite } from './organizer';
import { webAddress } from './space-fields';

/**
 * The organiser console's map editor (issue 27, decision 0083): a map space's image (its size read from the
 * file) and its areas, by the fields `GET /api/events/{eventSlug}/maps/{mapSlug}/` answers them. `coords`
 * are image pixels as HTML `<area coords>` takes them: rect `x1,y1,x2,y2`; circle `cx,cy,r`; poly
 * `x1,y1,x2,y2,…`. An area opens a space of the event (`space`) or runs a widget.
 */

export const mapAreaMessages = {
  rect: 'A rectangle is x1,y1,x2,y2 with x2 right of x1 and y2 below y1.',
  circle: 'A circle is cx,cy,r with a radius above 0.',
  poly: 'A polygon is at least three points: x1,y1,x2,y2,x3,y3,…',
  tooManyPoints: 'A polygon has at most 200 points.',
  outside: (width: number, height: number) => `The shape must lie inside the map image (${width} × ${height} pixels).`,
  pointOutside: 'The point must lie inside the map image.',
  spaceOrWidget: 'An area opens a space or runs a widget: choose one.',
  unknownSpace: 'No such space in this event.',
  ownMap: 'An area cannot open the map it is on.',
  linkNeeded: 'An external link needs its address.',
  linkOnlyForExternal: 'Only an external link has an address.',
  embedNeeded: 'An embedded widget needs the address it shows.',
  embedOnlyForEmbedded: 'Only an embedded widget shows an address.',
  nameTooLong: 'Keep the name under 100 characters.',
  pointPair: 'Give both x and y of the point, or neither.',
} as const;

const coordinate = z.number().finite('Enter a number.').min(0, 'Coordinates are image pixels, 0 or more.');

export const mapAreaFields = z.object({
  shape: mapAreaShape,
  coords: z.array(coordinate).min(3, mapAreaMessages.circle).max(400, mapAreaMessages.tooManyPoints),
  /** The space the area opens (an id of the event), or null for a widget. */
  space: recordId.nullable(),
  widget: mapWidget.nullable(),
  /** The address an `external_link` widget opens. */
  widget_link: webAddress.nullable(),
  /** The address an `embedded` widget shows in a frame. */
  embedded_url: embedUrl.nullable(),
  /** The label; empty: the space's name. */
  name: storableText().trim().max(100, mapAreaMessages.nameTooLong),
  /** Shown as a point on the mobile map. */
  for_mobile: z.boolean(),
  /** Where the mobile map puts the point (image pixels); null: the shape's centre. */
  x: coordinate.nullable(),
  y: coordinate.nullable(),
});
export type MapAreaFields = z.infer<typeof mapAreaFields>;

/** What the shape's `coords` must be, or null when they are fine (sizes and order, not the image's bounds). */
export function shapeProblem(shape: MapAreaShape, coords: readonly number[]): string | null {
  const [a = 0, b = 0, c = 0, d = 0] = coords;
  switch (shape) {
    case 'rect':
      return coords.length === 4 && c > a && d > b ? null : mapAreaMessages.rect;
    case 'circle':
      return coords.length === 3 && c > 0 ? null : mapAreaMessages.circle;
    case 'poly':
      return coords.length >= 6 && coords.length % 2 === 0 ? null : mapAreaMessages.poly;
    default: {
      const unknown: never = shape;
      throw new Error(`Unknown area shape ${String(unknown)}`);
    }
  }
}

/** Whether the whole shape lies on an image of that size (a circle with its radius). */
export function shapeInsideImage(shape: MapAreaShape, coords: readonly number[], width: number, height: number): boolean {
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= width && y <= height;
  if (shape === 'circle') {
    const [cx = 0, cy = 0, r = 0] = coords;
    return inside(cx - r, cy - r) && inside(cx + r, cy + r);
  }
  for (let i = 0; i + 1 < coords.length; i += 2) if (!inside(coords[i] ?? 0, coords[i + 1] ?? 0)) return false;
  return true;
}

/** The rules between an area's fields: its shape, a space or a widget, and each widget's own address. */
export function areaProblems(area: MapAreaFields, ctx: z.RefinementCtx): void {
  const problem = shapeProblem(area.shape, area.coords);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['coords'] });
  if ((area.space === null) === (area.widget === null)) ctx.addIssue({ code: 'custom', message: mapAreaMessages.spaceOrWidget, path: ['space'] });
  if (area.widget === 'external_link' && !area.widget_link) ctx.addIssue({ code: 'custom', message: mapAreaMessages.linkNeeded, path: ['widget_link'] });
  if (area.widget !== 'external_link' && area.widget_link) ctx.addIssue({ code: 'custom', message: mapAreaMessages.linkOnlyForExternal, path: ['widget_link'] });
  if (area.widget === 'embedded' && !area.embedded_url) ctx.addIssue({ code: 'custom', message: mapAreaMessages.embedNeeded, path: ['embedded_url'] });
  if (area.widget !== 'embedded' && area.embedded_url) ctx.addIssue({ code: 'custom', message: mapAreaMessages.embedOnlyForEmbedded, path: ['embedded_url'] });
  if ((area.x === null) !== (area.y === null)) ctx.addIssue({ code: 'custom', message: mapAreaMessages.pointPair, path: ['x'] });
}

/** A whole area: `POST …/areas/`, and a stored area with a PATCH applied (the server checks it so). */
export const mapAreaBody = mapAreaFields
  .extend({
    space: mapAreaFields.shape.space.default(null),
    widget: mapAreaFields.shape.widget.default(null),
    widget_link: mapAreaFields.shape.widget_link.default(null),
    embedded_url: mapAreaFields.shape.embedded_url.default(null),
    name: mapAreaFields.shape.name.default(''),
    for_mobile: mapAreaFields.shape.for_mobile.default(true),
    x: mapAreaFields.shape.x.default(null),
    y: mapAreaFields.shape.y.default(null),
  })
  .strict()
  .superRefine(areaProblems);
export type MapAreaBody = z.infer<typeof mapAreaBody>;

/** `PATCH …/areas/{areaId}/`: any fields; the area they make is checked whole. */
export const mapAreaPatch = mapAreaFields.partial().strict();

export const mapAreaParams = mapParams.extend({ areaId: recordIdParam });

/** The editor's list: the image and its size with every area, as the attendee's map answers them. */
export const organizerMapAreas = paged(mapArea).extend({
  image: z.string().nullable(),
  image_width: z.number().int(),
  image_height: z.number().int(),
});

export const organizerMapRoutes = {
  putImage: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/maps/:mapSlug/image/', summary: "Upload a map's image; its size is read from the file (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: mapParams, upload: { field: 'image', kinds: ['image'] },
    reply: mapDetail, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  areas: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/maps/:mapSlug/areas/', summary: "A map's image and areas (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: mapParams, reply: organizerMapAreas,
    errors: eventRefusals,
  }),
  createArea: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/maps/:mapSlug/areas/', summary: 'Draw an area on a map (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: mapParams, body: mapAreaBody, reply: mapArea, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  updateArea: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/organizer/maps/:mapSlug/areas/:areaId/', summary: 'Move, reshape or relink an area (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: mapAreaParams, body: mapAreaPatch, reply: mapArea, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  deleteArea: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/maps/:mapSlug/areas/:areaId/', summary: 'Remove an area (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: mapAreaParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};

/**
 * Pushed to `event:<slug>` when an owner changes a map (its image, areas or fields), or a space one of its
 * areas opens: pages showing that map read `GET …/maps/{slug}/` again.
 */
export const updatedMap = z.object({ event_slug: z.string(), id: z.number().int(), slug: z.string() });
export type UpdatedMap = z.infer<typeof updatedMap>;
