import type { ComponentType } from 'react';
import type { FavouriteCategory, FavouriteKind } from '@foyer/contracts';

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
}

/** A kind's look in the goodie bag, registered by the feature owning the items (decision 0022). */
export interface FavouriteView {
  describe(item: Record<string, unknown>, eventSlug: string): FavouriteCard;
}

const views = new Map<string, FavouriteView>();

export function registerFavouriteView(kind: FavouriteKind, view: FavouriteView): void {
  views.set(kind, view);
}

export function favouriteView(kind: string): FavouriteView | undefined {
  return views.get(kind);
}

/** Only for tests: forget every registration. */
export function resetFavouriteViews(): void {
  views.clear();
}

/** A category of the goodie bag page (spec 2 §2), in the spec's order. */
export interface GoodiebagCategory {
  category: FavouriteCategory;
  kind: FavouriteKind;
  /** Catalogue key under `goodiebag.categories` / `goodiebag.empty`. */
  key: string;
  /** Hidden in the lite edition (booths and posters, spec 2 §6). */
  notInLite?: boolean;
}

export const goodiebagCategories: GoodiebagCategory[] = [
  { category: 'file', kind: 'file', key: 'files' },
  { category: 'Speaker', kind: 'performer', key: 'speakers' },
  { category: 'ProgramItem', kind: 'show', key: 'program_items' },
  { category: 'Attendee', kind: 'user', key: 'attendees' },
  { category: 'Booth', kind: 'booth', key: 'booths', notInLite: true },
  { category: 'Poster', kind: 'poster', key: 'posters', notInLite: true },
  { category: 'MeetingExpert', kind: 'meeting', key: 'meeting_experts' },
  { category: 'GroupSession', kind: 'session', key: 'group_sessions' },
];

/** The categories an event shows: booths and posters not in the lite edition. */
export const visibleCategories = (isLite: boolean) => goodiebagCategories.filter((c) => !(isLite && c.notInLite));

export type IconComponent = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
