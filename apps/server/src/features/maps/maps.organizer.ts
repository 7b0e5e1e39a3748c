import {
  fieldErrorsOf, mapAreaBody, mapAreaMessages, shapeInsideImage,
  type MapArea, type MapAreaBody, type MapDetail, type UpdatedMap,
} from '@foyer/contracts';
import type { z } from 'zod';
import type { ChangeLog } from '../identity';
import type { Db, Executor } from '../../platform/db/database';
import { FieldError, notFound } from '../../platform/http/errors';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { EventRow, SpaceRow } from '../identity';
import type { OrganizerSpacesFace, SpacesFace } from '../spaces';
import { presentArea, presentMap } from './maps.presenter';
import { MapsRepository, type MapAreaRow, type NewMapArea } from './maps.repository';
import { mapSizeOf } from './maps.space-type';

interface MapInEvent {
  event: EventRow;
  map: SpaceRow;
}

/**
 * The organiser console's map editor (decision 0083): a map's image and its areas, owners and instance
 * administrators only. Each write is one transaction with its change-log entry; pages showing the map hear
 * `updated_map` once it committed.
 */
export class OrganizerMaps {
  constructor(
    private readonly db: Db,
    private readonly spaces: SpacesFace,
    private readonly organizerSpaces: OrganizerSpacesFace,
    private readonly changes: ChangeLog,
    private readonly realtime: RealtimeGateway,
  ) {}

  /** The image and every area, as the attendee's map answers them. */
  async areas(eventSlug: string, userId: number, mapSlug: string): Promise<Pick<MapDetail, 'image_width' | 'image_height' | 'items'> & { image: string | null }> {
    const { event } = await this.findMap(eventSlug, userId, mapSlug);
    const detail = await this.detailOf(this.db, event, mapSlug);
    return { image: detail.meta.image, image_width: detail.image_width, image_height: detail.image_height, items: detail.items };
  }

  /** Stores the map's image (its size read from the file; the areas follow a new size) and answers the map. */
  async setImage(eventSlug: string, userId: number, mapSlug: string, upload: Buffer): Promise<MapDetail> {
    const { event, map } = await this.findMap(eventSlug, userId, mapSlug);
    await this.organizerSpaces.setImage(eventSlug, userId, map.id, upload);
    return this.detailOf(this.db, event, map.slug);
  }

  async createArea(eventSlug: string, userId: number, mapSlug: string, body: MapAreaBody): Promise<MapArea> {
    const { event, map } = await this.findMap(eventSlug, userId, mapSlug);
    const area = await this.db.transaction(async (tx) => {
      await this.check(tx, event, map, body);
      const row = await new MapsRepository(tx).insertArea(map.id, toRow(body));
      const presented = await this.areaOf(tx, event, map, row.id);
      await this.log(tx, event, userId, map, 'area_created', presented, null, presented);
      return presented;
    });
    this.tell(event, map);
    return area;
  }

  async updateArea(eventSlug: string, userId: number, mapSlug: string, areaId: number, patch: Partial<MapAreaBody>): Promise<MapArea> {
    const { event, map } = await this.findMap(eventSlug, userId, mapSlug);
    const area = await this.db.transaction(async (tx) => {
      const stored = await this.storedArea(tx, map, areaId);
      // The area the change makes is checked whole: a shape with its coords, a space or a widget.
      const merged = mapAreaBody.safeParse({ ...fieldsOf(stored), ...patch });
      if (!merged.success) throw new FieldError(fieldErrorsOf(merged.error as z.ZodError));
      await this.check(tx, event, map, merged.data);
      const before = await this.areaOf(tx, event, map, areaId);
      await new MapsRepository(tx).updateArea(areaId, toRow(merged.data));
      const after = await this.areaOf(tx, event, map, areaId);
      await this.log(tx, event, userId, map, 'area_updated', after, before, after);
      return after;
    });
    this.tell(event, map);
    return area;
  }

  async deleteArea(eventSlug: string, userId: number, mapSlug: string, areaId: number): Promise<void> {
    const { event, map } = await this.findMap(eventSlug, userId, mapSlug);
    await this.db.transaction(async (tx) => {
      await this.storedArea(tx, map, areaId);
      const before = await this.areaOf(tx, event, map, areaId);
      await new MapsRepository(tx).deleteArea(areaId);
      await this.log(tx, event, userId, map, 'area_deleted', before, before, null);
    });
    this.tell(event, map);
  }

  private async findMap(eventSlug: string, userId: number, mapSlug: string): Promise<MapInEvent> {
    const event = await this.organizerSpaces.guard(eventSlug, userId);
    const map = await this.spaces.findByTypeAndSlug(event.id, 'map', mapSlug);
    if (!map) throw notFound();
    return { event, map };
  }

  private async storedArea(db: Executor, map: SpaceRow, areaId: number): Promise<MapAreaRow> {
    const area = await new MapsRepository(db).findArea(map.id, areaId);
    if (!area) throw notFound();
    return area;
  }

  /** What the schema cannot know: the image's bounds, and that the space is another one of this event. */
  private async check(db: Executor, event: EventRow, map: SpaceRow, area: MapAreaBody): Promise<void> {
    const { width, height } = await mapSizeOf(db, map.id);
    const errors: Record<string, string[]> = {};
    if (!shapeInsideImage(area.shape, area.coords, width, height)) errors.coords = [mapAreaMessages.outside(width, height)];
    if (area.x !== null && area.y !== null && !shapeInsideImage('rect', [area.x, area.y, area.x, area.y], width, height)) errors.x = [mapAreaMessages.pointOutside];
    if (area.space !== null) {
      const space = await this.spaces.inTransaction(db).findById(event.id, area.space);
      if (!space) errors.space = [mapAreaMessages.unknownSpace];
      else if (space.id === map.id) errors.space = [mapAreaMessages.ownMap];
    }
    if (Object.keys(errors).length > 0) throw new FieldError(errors);
  }

  private async detailOf(db: Executor, event: EventRow, mapSlug: string): Promise<MapDetail> {
    const found = await new MapsRepository(db).detail(event.id, mapSlug);
    if (!found) throw notFound();
    return presentMap({ event, ...found });
  }

  private async areaOf(db: Executor, event: EventRow, map: SpaceRow, areaId: number): Promise<MapArea> {
    const found = (await new MapsRepository(db).detail(event.id, map.slug))?.areas.find((a) => a.area.id === areaId);
    if (!found) throw new Error(`area ${areaId} of map ${map.id} vanished while being written`);
    return presentArea(found);
  }

  private log(db: Executor, event: EventRow, userId: number, map: SpaceRow, action: string, area: MapArea, before: unknown, after: unknown) {
    return this.changes.record(db, { eventId: event.id, actorId: userId, area: 'maps', action, target: `${map.name}: ${area.name || `#${area.id}`}`, before, after });
  }

  private tell(event: EventRow, map: SpaceRow): void {
    const change: UpdatedMap = { event_slug: event.slug, id: map.id, slug: map.slug };
    this.realtime.emitChangeToEvent(event.slug, 'updated_map', change);
  }
}

/** A stored area by the API's field names. */
function fieldsOf(area: MapAreaRow): MapAreaBody {
  return {
    shape: area.shape, coords: area.coords, space: area.spaceId, widget: area.widget, widget_link: area.widgetLink,
    embedded_url: area.embeddedUrl, name: area.name, for_mobile: area.forMobile, x: area.x, y: area.y,
  };
}

function toRow(area: MapAreaBody): NewMapArea {
  return {
    shape: area.shape, coords: area.coords, spaceId: area.space, widget: area.widget, widgetLink: area.widget_link,
    embeddedUrl: area.embedded_url, name: area.name, forMobile: area.for_mobile, x: area.x, y: area.y,
  };
}
