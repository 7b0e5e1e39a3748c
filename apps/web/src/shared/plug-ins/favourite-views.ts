import type { FavouriteKind } from '@foyer/contracts';

/** How one favourite shows in the goodie bag: a card with a title, a line under it, a picture, a link. */
export interface FavouriteCard {
  title: string;
  subtitle?: string;
  /** A picture (logo, portrait); the card draws the kind's icon without one. */
  image?: string | null;
  /** Where the card leads: an app path, or an external address (opened in a new tab). */
  href?: string;
  external?: boolean;
  /** The title and subtitle are text people typed (a name): shown isolated (decision 0014). */
  userText?: boolean;
  /** When the item takes place (ISO): kinds with times (sessions) are listed by day, in time order. */
  startsAt?: string;
}

/** What a view may need to describe an item: the app's language and the event's clock. */
export interface FavouriteContext {
  locale: string;
  timeZone: string;
  timeFormat: '12h' | '24h';
}

/**
 * A kind's look in the goodie bag, registered by the feature owning the items (decision 0022). This file
 * comes with the event shell (features register as it starts): types and a map of loaders only.
 */
export interface FavouriteView {
  describe(item: Record<string, unknown>, eventSlug: string, context: FavouriteContext): FavouriteCard;
}

/** A kind's view, loaded when the goodie bag first shows that kind (nothing of it in the entry page). */
export type FavouriteViewLoader = () => Promise<FavouriteView>;

const loaders = new Map<string, FavouriteViewLoader>();
const loaded = new Map<string, Promise<FavouriteView>>();

export function registerFavouriteView(kind: FavouriteKind, load: FavouriteViewLoader): void {
  loaders.set(kind, load);
  loaded.delete(kind);
}

/** Whether a feature registered a view for the kind (kinds without one show their empty state). */
export const hasFavouriteView = (kind: string): boolean => loaders.has(kind);

/** The kind's view, loaded once. */
export function loadFavouriteView(kind: string): Promise<FavouriteView | null> {
  const load = loaders.get(kind);
  if (!load) return Promise.resolve(null);
  let view = loaded.get(kind);
  if (!view) {
    view = load();
    // A failed chunk load may be retried later.
    view.catch(() => loaded.delete(kind));
    loaded.set(kind, view);
  }
  return view;
}

/** Only for tests: forget every registration. */
export function resetFavouriteViews(): void {
  loaders.clear();
  loaded.clear();
}
