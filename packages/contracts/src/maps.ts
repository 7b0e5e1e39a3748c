import { z } from 'zod';
import { spaceType } from './common';
import { defineRoute, eventRefusals, eventSlugParams, slugParam } from './http';
import { spaceChatSwitch, spaceHelpContent } from './space-fields';

/** Shapes of a map area, as the HTML `<area shape>` attribute names them. */
export const mapAreaShape = z.enum(['circle', 'poly', 'rect']);
export type MapAreaShape = z.infer<typeof mapAreaShape>;

/** What an area without a space does when clicked (spec 1, "Area widget types"). */
export const mapWidgetTypes = ['reception', 'event_info', 'external_link', 'embedded'] as const;
export const mapWidget = z.enum(mapWidgetTypes);
export type MapWidget = z.infer<typeof mapWidget>;

/**
 * A clickable area of a map image (spec 1 §3, "Map area"). Coordinates are in image pixels, exactly as
 * an HTML `<area coords>` takes them: rect `x1,y1,x2,y2`; circle `cx,cy,r`; poly `x1,y1,x2,y2,…`.
 * Either `space` (the space it opens) or `widget` is set.
 */
export const mapArea = z.object({
  id: z.number().int(),
  shape: mapAreaShape,
  coords: z.array(z.number()),
  /** The space this area opens, or null for a widget area. */
  space: z.number().int().nullable(),
  space_type: spaceType.nullable(),
  space_name: z.string().nullable(),
  space_slug: z.string().nullable(),
  /** Whether the space has program items or containers (the popup then shows a preview). */
  has_program: z.boolean(),
  /** The space's published state; a widget area is always published. */
  published: z.boolean(),
  /**
   * Shown as a point on the mobile map. The server answers every area with its flag; the mobile client
   * keeps those with `for_mobile`, the desktop client draws all of them.
   */
  for_mobile: z.boolean(),
  widget: mapWidget.nullable(),
  /** Address an `external_link` widget opens in a new tab. */
  widget_link: z.string().nullable(),
  /** Address an `embedded` widget shows in a modal frame. */
  embedded_url: z.string().nullable(),
  /** Label of the area: the space name unless the organiser gave another. */
  name: z.string(),
  /** Where the mobile map puts the area's point (image pixels; the area's centre unless set). */
  x: z.number(),
  y: z.number(),
});
export type MapArea = z.infer<typeof mapArea>;

/** Map (spec 1 §3): meta, image size and areas. */
export const mapDetail = z.object({
  meta: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    /** The map's public chat, when it has one (the side panel then shows a chat tab). */
    chat_id: z.number().int().nullable(),
    published: z.boolean(),
    help_content: z.string(),
  }),
  image_width: z.number().int(),
  image_height: z.number().int(),
  items: z.array(mapArea),
});
export type MapDetail = z.infer<typeof mapDetail>;

/** `/map/{mapSlug}/` without an event: the event a map slug belongs to (docs/decisions/0005). */
export const mapLookup = z.object({ event_slug: z.string(), map_slug: z.string() });
export type MapLookup = z.infer<typeof mapLookup>;

export const mapParams = eventSlugParams.extend({ mapSlug: slugParam });

export const mapRoutes = {
  detail: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/maps/:mapSlug/', summary: 'A map space: meta, image size and areas', tags: ['maps'],
    auth: 'user', params: mapParams, reply: mapDetail,
    errors: eventRefusals,
  }),
  lookup: defineRoute({
    method: 'GET', path: '/api/maps/:mapSlug/', summary: 'The event of a map slug, when exactly one event has it', tags: ['maps'],
    auth: 'public', allows: 'event-member', params: z.object({ mapSlug: slugParam }), reply: mapLookup,
    errors: [404],
  }),
};

/** What an organiser gives a map space (issue 27); its image is uploaded apart (`organizerMapRoutes.putImage`). */
export const mapSpaceFields = z.object({ help_content: spaceHelpContent, chat: spaceChatSwitch });
export type MapSpaceFields = z.infer<typeof mapSpaceFields>;
export const mapSpaceDefaults: MapSpaceFields = { help_content: '', chat: false };
