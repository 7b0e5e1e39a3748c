/**
 * The favourite kinds registry (decision 0022): the goodie bag stores "item X of kind K" for a person, and
 * the feature owning kind K answers whether an item exists in the event and how it looks. Features
 * register their kinds at registration; the goodie bag only asks the registry, so neither side imports
 * the other.
 */

/** Who is asking, in which event. `role` is the person's event role (organisers see closed spaces). */
export interface FavouriteViewer {
  eventId: number;
  userId: number;
  role: string;
}

/** Presented items by id; an id missing from the answer names nothing the viewer may see in that event. */
export type PresentedItems = Map<number, Record<string, unknown>>;

export interface FavouriteKindHandler {
  /** The kind's name on the wire (`item_type`): one of the spec's kinds (`booth`, `user`, `file`, …). */
  kind: string;
  /**
   * The items of these ids that belong to the viewer's event and that the viewer may see, each as the
   * goodie bag shows it. Asked with one id before adding, with a page of ids when listing.
   */
  present(viewer: FavouriteViewer, ids: readonly number[]): Promise<PresentedItems>;
}

/** A person's bookmarked ids of some kinds in one event, newest first (the goodie bag provides it). */
export interface FavouriteReader {
  itemsOf(eventId: number, userId: number, kinds: readonly string[]): Promise<{ kind: string; itemId: number }[]>;
}

export class FavouriteKinds {
  private readonly handlers = new Map<string, FavouriteKindHandler>();
  private storeReader: FavouriteReader | null = null;

  /** The goodie bag lends its store, so a kind's owner can read whose bag holds its items (a calendar feed). */
  provideReader(reader: FavouriteReader): void {
    this.storeReader = reader;
  }

  /** The person's favourites of these kinds; none while no goodie bag is registered. */
  itemsOf(eventId: number, userId: number, kinds: readonly string[]): Promise<{ kind: string; itemId: number }[]> {
    return this.storeReader ? this.storeReader.itemsOf(eventId, userId, kinds) : Promise.resolve([]);
  }

  register(handler: FavouriteKindHandler): void {
    if (this.handlers.has(handler.kind)) throw new Error(`favourite kind "${handler.kind}" is registered twice`);
    this.handlers.set(handler.kind, handler);
  }

  get(kind: string): FavouriteKindHandler | undefined {
    return this.handlers.get(kind);
  }

  kinds(): string[] {
    return [...this.handlers.keys()];
  }
}
