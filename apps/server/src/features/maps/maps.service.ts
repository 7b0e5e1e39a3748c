import type { MapDetail, MapLookup } from '@foyer/contracts';
import { notFound } from '../../platform/http/errors';
import { decideAccess, type EventRole, type EventRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { spaceClosedError, spaceOrganiserRoles, type SpacesFace } from '../spaces';
import { presentMap } from './maps.presenter';
import { MapsRepository, type MapSettingsRow, type NewMapArea } from './maps.repository';

/** Map spaces: the image, its size and its areas. */
export class MapsService {
  readonly repo: MapsRepository;

  constructor(
    private readonly db: Executor,
    private readonly spaces: SpacesFace,
  ) {
    this.repo = new MapsRepository(db);
  }

  /** The same service on a caller's transaction (seeds, imports). */
  inTransaction(tx: Executor): MapsService {
    return tx === this.db ? this : new MapsService(tx, this.spaces.inTransaction(tx));
  }

  /** The event a person is let into and whether they see closed spaces (403/404 when not let in). */
  async viewer(eventSlug: string, userId: number): Promise<{ eventId: number; organiser: boolean }> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    return { eventId: grant.event.id, organiser: spaceOrganiserRoles.includes(grant.role) };
  }

  /** A map for a person allowed in the event: 404 unknown, 403 `space_closed` when closed (organisers excepted). */
  async detail(eventSlug: string, userId: number, mapSlug: string): Promise<MapDetail> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const found = await this.repo.detail(grant.event.id, mapSlug);
    if (!found) throw notFound();
    if (!this.spaces.canEnter(grant.role, found.space)) throw spaceClosedError();
    return presentMap({ event: grant.event, ...found });
  }

  /**
   * `/map/{mapSlug}/` without an event slug: the event, when exactly one event the person may enter
   * has a map of that slug (docs/decisions/0005-map-without-event.md). Events they may not enter
   * (unpublished, invite-only without them, or any but open ones when signed out) are left out before
   * counting, so the answer is the same as if those did not exist: ambiguous or unknown → 404.
   */
  async lookup(mapSlug: string, userId: number | null): Promise<MapLookup> {
    const candidates = await this.repo.eventsWithMap(mapSlug, userId);
    const enterable = candidates.filter(({ event, role }) => mayEnter(event, role));
    const [only] = enterable;
    if (enterable.length !== 1 || !only) throw notFound();
    return { event_slug: only.event.slug, map_slug: mapSlug };
  }

  /** Sets a map's size and help and adds areas (demo seed, later the organiser console). */
  async configure(settings: MapSettingsRow, areas: NewMapArea[] = []): Promise<void> {
    await this.repo.saveSettings(settings);
    await this.repo.addAreas(settings.spaceId, areas);
  }
}

/**
 * The event's side of `EventAccess`'s rule (published, invite list, role), read without recording a
 * visit: a look-up must not make anyone an attendee. The account's own standing (terms, removal) is
 * checked when the person enters, not here.
 */
function mayEnter(event: EventRow, role: EventRole | null): boolean {
  return typeof decideAccess(event, role, { isActive: true, termsAgreed: true }) === 'string';
}
