import { categoryOfKind, isFavouriteKind, maxFavouritesPerEvent, type Favourite, type FavouriteEntry, type FavouriteFile } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { FavouriteKinds, FavouriteViewer, PresentedItems } from '../../platform/favourites';
import { FieldError, notFound } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import type { EventAccess } from '../identity';
import type { Executor } from '../../platform/db/database';
import { GoodiebagRepository, type FavouriteRow } from './goodiebag.repository';

export interface GoodiebagPage {
  count: number;
  results: Favourite[];
}

const entryOf = (row: FavouriteRow): FavouriteEntry => ({
  // Stored kinds were checked when added, so each is one of the spec's.
  id: row.id,
  item_id: row.itemId,
  item_type: row.itemType,
  type: isFavouriteKind(row.itemType) ? categoryOfKind(row.itemType) : row.itemType,
  created: row.createdAt.toISOString(),
});

/**
 * The goodie bag: a person's favourites in an event. Which kinds exist and how their items look is asked
 * of the favourite kinds registry (platform/favourites.ts), filled by the features owning the items.
 */
export class GoodiebagService {
  readonly repo: GoodiebagRepository;

  constructor(
    db: Executor,
    private readonly clock: Clock,
    private readonly access: EventAccess,
    private readonly kinds: FavouriteKinds,
    private readonly logger: Logger,
  ) {
    this.repo = new GoodiebagRepository(db);
  }

  private async viewer(eventSlug: string, userId: number): Promise<FavouriteViewer> {
    const grant = await this.access.require(eventSlug, userId);
    return { eventId: grant.event.id, userId, role: grant.role };
  }

  /**
   * The handler of a kind, or 400 for a kind the server does not offer (logged: a client sending one is
   * out of step with the server, spec 2 §8). `field` names the request part the refusal points at.
   */
  private handlerOf(kind: string, field: string) {
    const handler = this.kinds.get(kind);
    if (!handler) {
      this.logger.warn({ kind, registered: this.kinds.kinds() }, 'goodie bag: unknown item type refused');
      throw new FieldError({ [field]: [`"${kind}" is not a kind of item the goodie bag keeps.`] });
    }
    return handler;
  }

  /** Presents the rows kind by kind; rows whose item is gone or out of sight are left out. */
  private async present(viewer: FavouriteViewer, rows: FavouriteRow[]): Promise<Favourite[]> {
    const idsByKind = new Map<string, number[]>();
    for (const row of rows) idsByKind.set(row.itemType, [...(idsByKind.get(row.itemType) ?? []), row.itemId]);
    const presented = new Map<string, PresentedItems>();
    await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => {
        const handler = this.kinds.get(kind);
        presented.set(kind, handler ? await handler.present(viewer, ids) : new Map());
      }),
    );
    return rows.flatMap((row) => {
      const item = presented.get(row.itemType)?.get(row.itemId);
      return item ? [{ ...entryOf(row), item }] : [];
    });
  }

  /**
   * One page of the person's favourites with their items, of one kind or of all. A kind of the spec that
   * no feature registered yet answers an empty page; a word that is no kind at all is refused.
   */
  async page(eventSlug: string, userId: number, query: { type?: string; limit: number; offset: number }): Promise<GoodiebagPage> {
    const viewer = await this.viewer(eventSlug, userId);
    if (query.type !== undefined && !isFavouriteKind(query.type)) this.handlerOf(query.type, 'type');
    const rows = await this.repo.list(viewer, query.type);
    // A person keeps at most `maxFavouritesPerEvent`, so presenting all of them before paging is bounded;
    // it keeps `count` true when items have gone.
    const all = await this.present(viewer, rows);
    return { count: all.length, results: all.slice(query.offset, query.offset + query.limit) };
  }

  /** Every favourite of the person in the event, without items (what bookmark toggles read). */
  async entries(eventSlug: string, userId: number): Promise<FavouriteEntry[]> {
    const viewer = await this.viewer(eventSlug, userId);
    return (await this.repo.list(viewer)).map(entryOf);
  }

  /** The files (booth documents) in the goodie bag. */
  async files(eventSlug: string, userId: number): Promise<FavouriteFile[]> {
    const viewer = await this.viewer(eventSlug, userId);
    const favourites = await this.present(viewer, await this.repo.list(viewer, 'file'));
    return favourites.map(({ item }) => ({ id: Number(item.id), name: String(item.name), url: String(item.url) }));
  }

  /** Adds an item of the event: 400 for an unknown kind, 404 for an item the person cannot see there. */
  async add(eventSlug: string, userId: number, kind: string, itemId: number): Promise<Favourite> {
    const viewer = await this.viewer(eventSlug, userId);
    const handler = this.handlerOf(kind, 'item_type');
    const item = (await handler.present(viewer, [itemId])).get(itemId);
    if (!item) throw notFound('No such item in this event.');
    if ((await this.repo.count(viewer)) >= maxFavouritesPerEvent) {
      throw new FieldError({ item_id: [`The goodie bag holds at most ${maxFavouritesPerEvent} items; remove some first.`] });
    }
    const row = await this.repo.add(viewer, kind, itemId, this.clock.now());
    return { ...entryOf(row), item };
  }

  /** Removes an item from the goodie bag: 404 when it is not in there. */
  async remove(eventSlug: string, userId: number, kind: string, itemId: number): Promise<void> {
    const viewer = await this.viewer(eventSlug, userId);
    if (!isFavouriteKind(kind)) this.handlerOf(kind, 'type');
    if (!(await this.repo.remove(viewer, kind, itemId))) throw notFound('This item is not in your goodie bag.');
  }
}
